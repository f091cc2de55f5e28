#include "ui/views/settlement_view.h"

#include <algorithm>
#include <string>
#include <vector>

#include "imgui.h"
#include "ui/paint/card_painter.h"
#include "session/words/language.h"
#include "ui/test_probe.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
namespace {

// The lines that explain the counters, the dressing folded into one line.
std::vector<std::string> ExplanationLines(const GameController& controller) {
  const TableModel& model = controller.model();
  std::vector<std::string> lines;
  std::string dressing;
  for (const Event& e : controller.DealLog()) {
    switch (e.type) {
      case EventType::kDress:
        dressing += (dressing.empty() ? "" : ", ") +
                    Fmt(Tr("{0} {1}|dressing"), {ShownSeatName(model.seats[static_cast<size_t>(std::max<int>(0, e.seat))].name),
                                                 std::to_string(e.amount)});
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
  if (!dressing.empty()) lines.insert(lines.begin(), Fmt(Tr("Dressing the board: {0}"), {dressing}));
  return lines;
}

void Heading(const char* text) {
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().title, "%s", text);
  ImGui::PopFont();
}

struct RevealRow {
  std::string name;
  CardMask cards = 0;
  std::string probe;
};

// The rows to turn face up: each seat's cards left in hand, then the spare hand.
std::vector<RevealRow> RevealRows(const GameController& controller) {
  const State& state = controller.state();
  const TableModel& model = controller.model();
  std::vector<RevealRow> rows;
  for (int s = 0; s < model.num_seats; ++s) {
    const SeatModel& seat = model.seats[static_cast<size_t>(s)];
    const CardMask cards = state.Hand(s);
    const std::string name = ShownSeatName(seat.name);
    const std::string row = cards != 0             ? name
                            : model.winner == s    ? Fmt(Tr("{0}: went out"), {name})
                            : !seat.active         ? Fmt(Tr("{0}: sat out"), {name})
                                                   : Fmt(Tr("{0}: no cards"), {name});
    rows.push_back({row, cards, "reveal:seat-" + std::to_string(s)});
  }
  if (state.SpareCards() != 0) rows.push_back({Tr("Spare hand"), state.SpareCards(), "reveal:spare"});
  return rows;
}

// Every hand and the spare, face up: a row each, the name beside (or above) its cards, the cards
// turning over one after another. Returns true once every card shows its face.
bool DrawReveal(const GameController& controller, const RevealClock& reveal) {
  const std::vector<RevealRow> rows = RevealRows(controller);
  int total = 0;
  float name_w = 0.0f;
  for (const RevealRow& row : rows) {
    total += PopCount(row.cards);
    name_w = std::max(name_w, ImGui::CalcTextSize(row.name.c_str()).x);
  }
  Heading(Tr("Cards left in hand"));
  const ImGuiStyle& style = ImGui::GetStyle();
  const float avail = ImGui::GetContentRegionAvail().x;
  const float card_w = std::clamp(ImGui::GetTextLineHeight() * 1.6f, 28.0f, 48.0f);
  const float card_h = card_w * kCardAspect;
  const float step = card_w * 0.6f;
  name_w += 2.0f * style.ItemSpacing.x;
  const bool beside = name_w + card_w + step * 9.0f <= avail;  // else the name above its cards
  ImDrawList* draw = ImGui::GetWindowDrawList();
  int index = 0;
  bool all_face = true;
  for (const RevealRow& row : rows) {
    const ImVec2 start = ImGui::GetCursorScreenPos();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(row.name.c_str());
    const ImVec2 cards_at = beside ? ImVec2(start.x + name_w, start.y) : ImGui::GetCursorScreenPos();
    const float room = avail - (cards_at.x - start.x);
    const int per_line = std::max(1, static_cast<int>((room - card_w) / step) + 1);
    int k = 0;
    for (CardMask m = row.cards; m != 0; m &= m - 1, ++k, ++index) {
      const Card card = LowestCard(m);
      const ImVec2 at(cards_at.x + step * static_cast<float>(k % per_line),
                      cards_at.y + (card_h + 4.0f) * static_cast<float>(k / per_line));
      const float turn = reveal.style == MotionStyle::kNone ? 1.0f : RevealTurn(index, total, reveal.elapsed, reveal.seconds);
      all_face = all_face && turn >= 1.0f;
      const TurnFrame frame = TurnAt({at.x, at.y, card_w, card_h}, reveal.style == MotionStyle::kTravel ? turn : 1.0f);
      const int first_vertex = draw->VtxBuffer.Size;
      if (frame.face) {
        DrawCardFace(draw, at, card_w, RankOf(card), SuitOf(card));
      } else {
        DrawCardBack(draw, at, card_w);
      }
      ReshapeSince(draw, first_vertex, reveal.style == MotionStyle::kFade ? turn : 1.0f, at.x + card_w * 0.5f,
                   frame.box.w / card_w);
    }
    const int lines = std::max(1, (k + per_line - 1) / per_line);
    const float cards_h = k > 0 ? static_cast<float>(lines) * (card_h + 4.0f) : 0.0f;
    const float height = (cards_at.y - start.y) + std::max(cards_h, beside ? ImGui::GetFrameHeight() : 0.0f);
    ImGui::SetCursorScreenPos(start);
    ImGui::Dummy(ImVec2(avail, height));
    Probe().AddLastItem(row.probe);  // listed while in view: the rows scroll with the explanation
  }
  return all_face;
}

// Your decisions this deal beside the expert's, once the review has run.
void DrawReview(const DealReviewer& reviewer) {
  const DealReview& review = reviewer.review();
  if (reviewer.done() && review.decisions.empty()) return;
  ImGui::Spacing();
  ImGui::BeginGroup();
  Heading(Tr("Your decisions"));
  if (!reviewer.done()) {
    ImGui::TextDisabled("%s", Tr("Comparing your play with the expert's…"));
  } else {
    ImGui::TextWrapped("%s", review.Summary().c_str());
    for (const ReviewedDecision& d : review.decisions) {
      ImGui::Bullet();
      if (d.agreed) {
        ImGui::TextWrapped("%s", d.line.c_str());
      } else {
        ImGui::PushStyleColor(ImGuiCol_Text, CurrentPalette().warning);
        ImGui::TextWrapped("%s", d.line.c_str());
        ImGui::PopStyleColor();
      }
    }
  }
  ImGui::EndGroup();
  Probe().AddLastItem("review:decisions");
}

void DrawExplanation(const GameController& controller, const std::vector<std::string>& lines, ImVec2 size,
                     const RevealClock& reveal, const DealReviewer* review) {
  ImGui::BeginChild("log", size, false);
  Probe().revealed = DrawReveal(controller, reveal);
  if (review != nullptr) DrawReview(*review);
  ImGui::Spacing();
  Heading(Tr("How the counters moved"));
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
  for (int s = 0; s < n; ++s) {
    name_w = std::max(name_w, ImGui::CalcTextSize(ShownSeatName(model.seats[static_cast<size_t>(s)].name).c_str()).x);
  }
  const float purse_x = ImGui::GetCursorStartPos().x + name_w + 2.0f * style.ItemSpacing.x;
  const float change_x = purse_x + ImGui::CalcTextSize("0000 \xE2\x86\x92 0000").x + 2.0f * style.ItemSpacing.x;
  for (int s = 0; s < n; ++s) {
    const std::int32_t before = controller.PurseAtDealStart(s);
    const std::int32_t after = model.seats[static_cast<size_t>(s)].purse;
    ImGui::TextUnformatted(ShownSeatName(model.seats[static_cast<size_t>(s)].name).c_str());
    ImGui::SameLine(purse_x);
    ImGui::Text("%d → %d", before, after);
    ImGui::SameLine(change_x);
    ImGui::TextColored(after - before >= 0 ? palette.gain : palette.loss, "%+d", after - before);
  }
  if (match_over) {
    ImGui::Separator();
    int order[kMaxSeats];
    controller.state().Standings(order);
    for (int i = 0; i < n; ++i) {
      const SeatModel& s = model.seats[static_cast<size_t>(order[i])];
      ImGui::Text("%d.  %s   %d", i + 1, ShownSeatName(s.name).c_str(), s.purse);
    }
  }
  ImGui::EndChild();
}

}  // namespace

SettlementChoice DrawSettlement(const GameController& controller, const Box& box, const RevealClock& reveal,
                                const DealReviewer* review) {
  const bool match_over = controller.MatchOver();
  ImGui::SetNextWindowPos(ImVec2(box.x, box.y), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h), ImGuiCond_Always);
  ImGui::Begin(NotTranslated("Settlement"), nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoScrollWithMouse);
  Probe().Add("region:settlement", box);
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().title, "%s", match_over ? Tr("The match is over") : Tr("Settlement"));
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
    DrawExplanation(controller, lines, ImVec2(left_w, avail.y), reveal, review);
    ImGui::SameLine();
    ImGui::BeginGroup();
    DrawPurses(controller, match_over, ImVec2(right_w, avail.y - button_h - style.ItemSpacing.y));
    button_w = right_w;
  } else {
    // Stacked: the purses get what they need up to half the room; the explanation the rest.
    const float room = avail.y - button_h - 2.0f * style.ItemSpacing.y;
    const float shown_purses = std::min(purses_h, room * 0.5f);
    DrawExplanation(controller, lines, ImVec2(avail.x, std::max(line_h, room - shown_purses)), reveal, review);
    DrawPurses(controller, match_over, ImVec2(avail.x, shown_purses));
    ImGui::BeginGroup();
  }
  // After the last deal the way on is the final standings, not another deal.
  const bool last = !match_over && controller.LastDealOver();
  const char* label = match_over ? Tr("New match") : last ? Tr("Final standings") : Tr("Next deal");
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
