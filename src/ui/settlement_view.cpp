#include "ui/settlement_view.h"

#include <algorithm>
#include <string>
#include <vector>

#include "imgui.h"
#include "ui/test_probe.h"
#include "ui/theme.h"

namespace popejoan::ui {
namespace {

// The lines that explain the counters, the dressing folded into one line.
std::vector<std::string> ExplanationLines(const GameController& controller) {
  const TableModel& model = controller.model();
  std::vector<std::string> lines;
  std::string dressing;
  for (const Event& e : controller.DealLog()) {
    switch (e.type) {
      case EventType::kDress:
        dressing += (dressing.empty() ? "" : ", ") + model.seats[static_cast<size_t>(std::max<int>(0, e.seat))].name +
                    " " + std::to_string(e.amount);
        break;
      case EventType::kToCentre: case EventType::kFromCentre:
      case EventType::kTake: case EventType::kShare: case EventType::kCardPayment: case EventType::kExempt:
      case EventType::kPopeBonus: case EventType::kPopeStakes: case EventType::kDouble: case EventType::kGoOut:
      case EventType::kCarryOver: case EventType::kClearTake: case EventType::kPopeJoanWins: case EventType::kThrownIn:
      case EventType::kPlace:
        lines.push_back(Caption(model, e));
        break;
      default:
        break;
    }
  }
  if (!dressing.empty()) lines.insert(lines.begin(), "Dressing the board: " + dressing);
  return lines;
}

void DrawExplanation(const std::vector<std::string>& lines, ImVec2 size) {
  ImGui::BeginChild("log", size, false);
  for (const std::string& line : lines) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", line.c_str());
  }
  ImGui::EndChild();
}

// Each seat's purse across the deal; the standings too when the match is over.
void DrawPurses(const GameController& controller, bool match_over, ImVec2 size) {
  const TableModel& model = controller.model();
  const int n = model.num_seats;
  const Palette& palette = CurrentPalette();
  ImGui::BeginChild("purses", size, false);
  // Three columns: name, purse before and after, the change (plain lines keep ImGui's tables
  // out of the page).
  const ImGuiStyle& style = ImGui::GetStyle();
  float name_w = 0.0f;
  for (int s = 0; s < n; ++s) name_w = std::max(name_w, ImGui::CalcTextSize(model.seats[static_cast<size_t>(s)].name.c_str()).x);
  const float purse_x = ImGui::GetCursorStartPos().x + name_w + 2.0f * style.ItemSpacing.x;
  const float change_x = purse_x + ImGui::CalcTextSize("0000 \xE2\x86\x92 0000").x + 2.0f * style.ItemSpacing.x;
  for (int s = 0; s < n; ++s) {
    const std::int32_t before = controller.PurseAtDealStart(s);
    const std::int32_t after = model.seats[static_cast<size_t>(s)].purse;
    ImGui::TextUnformatted(model.seats[static_cast<size_t>(s)].name.c_str());
    ImGui::SameLine(purse_x);
    ImGui::Text("%d \xE2\x86\x92 %d", before, after);
    ImGui::SameLine(change_x);
    ImGui::TextColored(after - before >= 0 ? palette.gain : palette.loss, "%+d", after - before);
  }
  if (match_over) {
    ImGui::Separator();
    int order[kMaxSeats];
    controller.state().Standings(order);
    for (int i = 0; i < n; ++i) {
      const SeatModel& s = model.seats[static_cast<size_t>(order[i])];
      ImGui::Text("%d.  %s   %d", i + 1, s.name.c_str(), s.purse);
    }
  }
  ImGui::EndChild();
}

}  // namespace

SettlementChoice DrawSettlement(const GameController& controller, const Box& box) {
  const bool match_over = controller.MatchOver();
  ImGui::SetNextWindowPos(ImVec2(box.x, box.y), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h), ImGuiCond_Always);
  ImGui::Begin("Settlement", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoScrollWithMouse);
  Probe().Add("region:settlement", box);
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().title, "%s", match_over ? "The match is over" : "Settlement");
  ImGui::PopFont();
  const std::vector<std::string> lines = ExplanationLines(controller);
  const ImGuiStyle& style = ImGui::GetStyle();
  const float button_h = std::max(48.0f, ImGui::GetFrameHeight());
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float line_h = ImGui::GetTextLineHeightWithSpacing();
  const int n = controller.model().num_seats;
  const float purses_h = (static_cast<float>(n * (match_over ? 2 : 1)) + (match_over ? 0.6f : 0.0f)) * line_h + style.ItemSpacing.y;
  float button_w = avail.x;
  if (avail.x >= 600.0f) {
    // Side by side: the explanation at the left, the purses and the button at the right.
    const float right_w = std::min(avail.x * 0.45f, 360.0f * CurrentTypeScale());
    const float left_w = avail.x - right_w - style.ItemSpacing.x;
    DrawExplanation(lines, ImVec2(left_w, avail.y));
    ImGui::SameLine();
    ImGui::BeginGroup();
    DrawPurses(controller, match_over, ImVec2(right_w, avail.y - button_h - style.ItemSpacing.y));
    button_w = right_w;
  } else {
    // Stacked: the purses get what they need up to half the room; the explanation the rest.
    const float room = avail.y - button_h - 2.0f * style.ItemSpacing.y;
    const float shown_purses = std::min(purses_h, room * 0.5f);
    DrawExplanation(lines, ImVec2(avail.x, std::max(line_h, room - shown_purses)));
    DrawPurses(controller, match_over, ImVec2(avail.x, shown_purses));
    ImGui::BeginGroup();
  }
  // After the last deal the way on is the final standings, not another deal.
  const bool last = !match_over && controller.LastDealOver();
  const char* label = match_over ? "New match" : last ? "Final standings" : "Next deal";
  SettlementChoice choice = SettlementChoice::kNone;
  ImGui::PushFont(Font(FontRole::kBold));
  const bool pressed = ImGui::Button(label, ImVec2(button_w, button_h));
  ImGui::PopFont();
  Probe().AddLastItem(match_over ? "button:new-match" : last ? "button:final-standings" : "button:next-deal");
  ImGui::EndGroup();
  const bool key = ImGui::IsKeyPressed(ImGuiKey_Enter) || ImGui::IsKeyPressed(ImGuiKey_KeypadEnter) ||
                   (!match_over && ImGui::IsKeyPressed(ImGuiKey_Space));
  if (pressed || key) choice = match_over ? SettlementChoice::kNewMatch : SettlementChoice::kNextDeal;
  ImGui::End();
  return choice;
}

}  // namespace popejoan::ui
