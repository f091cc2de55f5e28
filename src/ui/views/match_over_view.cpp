#include "ui/views/match_over_view.h"

#include <algorithm>
#include <string>

#include "imgui.h"
#include "session/words/language.h"
#include "ui/paint/page.h"
#include "session/table_model.h"
#include "ui/layout/standings_layout.h"
#include "ui/test_probe.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
namespace {

std::string DealsWon(int n) { return Plural(n, "{0} deal won", "{0} deals won"); }

// One line per seat by place: "2nd  The Vicar   50 → 61   +11   2 deals won", and under it the
// seat's other holders (online: the AI that played for a person away, the AI a friend took the
// seat from). The columns are measured from the words shown, which are longer in French, the
// names in the bold type any of them may be drawn in; LayoutStandings puts the figures under the
// names where one row would not hold them.
void DrawStandingLine(const SeatReport& s, const std::string& place, const StandingsLayout& layout) {
  const Palette& palette = CurrentPalette();
  const float x0 = ImGui::GetCursorPosX();
  const float y0 = ImGui::GetCursorPosY();
  const float row_h = ImGui::GetTextLineHeightWithSpacing();
  if (s.human) ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextUnformatted(place.c_str());
  ImGui::SameLine(x0 + layout.name_x);
  ImGui::PushTextWrapPos(x0 + layout.name_x + layout.name_room + 1.0f);  // the widest name is not wrapped by a rounding
  ImGui::TextWrapped("%s", StandingName(s).c_str());
  ImGui::PopTextWrapPos();
  // The figures' rows start under the name, however many rows it wrapped to.
  const float figures_y = layout.rows > 1 ? ImGui::GetCursorPosY() - row_h : y0;
  for (int c = 0; c < kStandingsColumns; ++c) {
    ImGui::SetCursorPos(ImVec2(x0 + layout.x[c], figures_y + row_h * static_cast<float>(layout.row[c])));
    if (c == kStandingsPurse) ImGui::Text(NotTranslated("%d \xE2\x86\x92 %d"), s.start, s.end);  // "50 → 61"
    if (c == kStandingsNet) ImGui::TextColored(s.end >= s.start ? palette.gain : palette.loss, "%+d", s.end - s.start);
    if (c == kStandingsWon) ImGui::TextDisabled("%s", DealsWon(s.deals_won).c_str());
  }
  if (s.human) ImGui::PopFont();
  ImGui::SetCursorPos(ImVec2(x0, std::max(ImGui::GetCursorPosY(), figures_y + row_h * static_cast<float>(layout.row[kStandingsWon] + 1))));
}

void DrawStandings(const MatchReport& report) {
  const ImGuiStyle& style = ImGui::GetStyle();
  StandingsWidths w;
  w.room = ImGui::GetContentRegionAvail().x;
  w.gap = style.ItemSpacing.x;
  ImGui::PushFont(Font(FontRole::kBold));
  w.place = ImGui::CalcTextSize(("= " + Ordinal(8)).c_str()).x;
  const auto measure = [&](const SeatReport& s) {
    w.name = std::max(w.name, ImGui::CalcTextSize(StandingName(s).c_str()).x);
    w.won = std::max(w.won, ImGui::CalcTextSize(DealsWon(s.deals_won).c_str()).x);
  };
  for (const SeatReport& s : report.seats) measure(s);
  for (const SeatReport& s : report.others) measure(s);
  w.purse = ImGui::CalcTextSize("-000 \xE2\x86\x92 -000").x;
  w.net = ImGui::CalcTextSize("+0000").x;
  ImGui::PopFont();
  const StandingsLayout layout = LayoutStandings(w);
  for (const int seat : report.order) {
    const SeatReport& s = report.seats[static_cast<size_t>(seat)];
    DrawStandingLine(s, (s.tied ? "= " : "") + Ordinal(s.place), layout);
    for (const SeatReport& other : report.others) {
      if (other.seat == seat) DrawStandingLine(other, "", layout);
    }
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
  // Wrapped: a headline with two names, or "The AI playing for ...", is wider than a phone.
  ImGui::PushStyleColor(ImGuiCol_Text, CurrentPalette().title);
  ImGui::TextWrapped("%s", report.headline.c_str());
  ImGui::PopStyleColor();
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
