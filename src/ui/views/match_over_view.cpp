#include "ui/views/match_over_view.h"

#include <algorithm>
#include <string>

#include "imgui.h"
#include "session/words/language.h"
#include "ui/paint/page.h"
#include "session/table_model.h"
#include "ui/test_probe.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
namespace {

std::string DealsWon(int n) { return Plural(n, "{0} deal won", "{0} deals won"); }

// One line per seat by place: "2nd  The Vicar   50 → 61   +11   2 deals won". The columns are
// measured from the words shown, which are longer in French.
void DrawStandings(const MatchReport& report) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const Palette& palette = CurrentPalette();
  float name_w = 0.0f, won_w = 0.0f;
  for (const SeatReport& s : report.seats) {
    name_w = std::max(name_w, ImGui::CalcTextSize(ShownSeatName(s.name).c_str()).x);
    won_w = std::max(won_w, ImGui::CalcTextSize(DealsWon(s.deals_won).c_str()).x);
  }
  const float x0 = ImGui::GetCursorStartPos().x;
  const float place_w = ImGui::CalcTextSize(("= " + Ordinal(8)).c_str()).x + 2.0f * style.ItemSpacing.x;
  const float purse_x = x0 + place_w + name_w + 2.0f * style.ItemSpacing.x;
  const float net_x = purse_x + ImGui::CalcTextSize("0000 \xE2\x86\x92 0000").x + 2.0f * style.ItemSpacing.x;
  const float won_x = net_x + ImGui::CalcTextSize("+0000").x + 2.0f * style.ItemSpacing.x;
  const bool room_for_won = won_x + won_w <= ImGui::GetContentRegionMax().x;
  for (const int seat : report.order) {
    const SeatReport& s = report.seats[static_cast<size_t>(seat)];
    const std::string place = (s.tied ? "= " : "") + Ordinal(s.place);
    if (s.human) ImGui::PushFont(Font(FontRole::kBold));
    ImGui::TextUnformatted(place.c_str());
    ImGui::SameLine(x0 + place_w);
    ImGui::TextUnformatted(ShownSeatName(s.name).c_str());
    ImGui::SameLine(purse_x);
    ImGui::Text(NotTranslated("%d \xE2\x86\x92 %d"), s.start, s.end);  // "50 → 61"
    ImGui::SameLine(net_x);
    ImGui::TextColored(s.end >= s.start ? palette.gain : palette.loss, "%+d", s.end - s.start);
    if (room_for_won) {
      ImGui::SameLine(won_x);
      ImGui::TextDisabled("%s", DealsWon(s.deals_won).c_str());
    }
    if (s.human) ImGui::PopFont();
  }
}

}  // namespace

Intent DrawMatchOver(const MatchReport& report, bool shareable, TestProbe* probe, const std::string& waiting) {
  Intent request;
  const float button_h = std::max(52.0f, TouchButtonHeight());
  const float copy_h = shareable ? TouchButtonHeight() + ImGui::GetStyle().ItemSpacing.y : 0.0f;
  BeginPage(NotTranslated("Match over"), Tr("The match is over"));
  BeginPageBody(button_h + copy_h + ImGui::GetStyle().ItemSpacing.y);
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().title, "%s", report.headline.c_str());
  ImGui::PopFont();
  ImGui::Spacing();
  DrawStandings(report);
  const std::string board = ReportBoardLine(report);
  if (!board.empty()) ImGui::TextWrapped("%s", board.c_str());
  ImGui::Spacing();
  ImGui::TextWrapped("%s", Plural(report.deals, "{0} deal played.", "{0} deals played.").c_str());
  if (!report.swing_line.empty()) ImGui::TextWrapped("%s.", report.swing_line.c_str());
  if (!report.hints_line.empty()) ImGui::TextWrapped("%s", report.hints_line.c_str());
  probe->AddScroll("match-over");
  BeginPageFooter();
  if (shareable) {  // the line to paste to friends who played the same cards
    if (ImGui::Button(Tr("Copy result"), ImVec2(-1, TouchButtonHeight()))) request = MakeIntent(IntentKind::kCopyResult);
    probe->NameLastItem(MakeIntent(IntentKind::kCopyResult));
  }
  const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (waiting.empty()) {
    ImGui::PushFont(Font(FontRole::kBold));
    if (ImGui::Button(Tr("Play again"), ImVec2(half, button_h))) request = MakeIntent(IntentKind::kPlayAgain);
    ImGui::PopFont();
    probe->NameLastItem(MakeIntent(IntentKind::kPlayAgain));
  } else {
    ImGui::BeginDisabled();
    ImGui::Button(waiting.c_str(), ImVec2(half, button_h));
    ImGui::EndDisabled();
  }
  ImGui::SameLine();
  if (ImGui::Button(Tr("New match"), ImVec2(half, button_h))) request = MakeIntent(IntentKind::kTableNewMatch);
  probe->NameLastItem(MakeIntent(IntentKind::kTableNewMatch));
  if (waiting.empty() && ImGui::IsKeyPressed(ImGuiKey_Enter) && !ImGui::GetIO().NavVisible) request = MakeIntent(IntentKind::kPlayAgain);
  EndPage();
  return request;
}

}  // namespace popejoan::ui
