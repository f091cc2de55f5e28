#include "ui/views/stats_view.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "engine/rules.h"
#include "imgui.h"
#include "session/words/game_words.h"
#include "session/words/language.h"
#include "session/access_mirror.h"
#include "session/match_report.h"
#include "ui/paint/page.h"
#include "ui/test_probe.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
namespace {

void DimWrapped(const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("%s", text);
  ImGui::PopStyleColor();
}

// A label and its value, the values lined up at `value_x` (plain lines keep ImGui's tables out
// of the page).
void Row(const char* label, const std::string& value, float value_x) {
  ImGui::TextUnformatted(label);
  ImGui::SameLine(value_x);
  ImGui::TextWrapped("%s", value.c_str());
}

// Recent matches: a bar per match (its net counters) and the running total as a line.
void DrawChart(const Statistics& stats, float width) {
  const float height = 130.0f;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(width, height));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const Palette& palette = CurrentPalette();
  const ImVec2 max(origin.x + width, origin.y + height);
  draw->AddRectFilled(origin, max, IM_COL32(0, 0, 0, 40), 6.0f);
  const std::vector<MatchSummary>& recent = stats.recent;
  if (recent.empty()) {
    const char* text = Tr("Finish a match to see it here.");
    const ImVec2 size = ImGui::CalcTextSize(text);
    draw->AddText(ImVec2(origin.x + (width - size.x) * 0.5f, origin.y + (height - size.y) * 0.5f),
                  ImGui::GetColorU32(ImGuiCol_TextDisabled), text);
    return;
  }
  std::vector<std::int64_t> running;
  std::int64_t total = 0, extent = 1;
  for (const MatchSummary& m : recent) {
    total += m.net;
    running.push_back(total);
    extent = std::max<std::int64_t>(extent, std::max<std::int64_t>(std::llabs(m.net), std::llabs(total)));
  }
  const float pad = 8.0f;
  const float zero_y = origin.y + height * 0.5f;
  const float scale = (height * 0.5f - pad) / static_cast<float>(extent);
  const int slots = std::max(static_cast<int>(recent.size()), 10);
  const float slot = (width - 2 * pad) / static_cast<float>(slots);
  draw->AddLine(ImVec2(origin.x + pad, zero_y), ImVec2(max.x - pad, zero_y), ImGui::GetColorU32(ImGuiCol_TextDisabled), 1.0f);
  std::vector<ImVec2> line;
  for (size_t i = 0; i < recent.size(); ++i) {
    const float x0 = origin.x + pad + slot * static_cast<float>(i) + slot * 0.18f;
    const float x1 = x0 + slot * 0.64f;
    const float y = zero_y - static_cast<float>(recent[i].net) * scale;
    const ImU32 colour = ImGui::ColorConvertFloat4ToU32(recent[i].net >= 0 ? palette.gain : palette.loss);
    draw->AddRectFilled(ImVec2(x0, std::min(y, zero_y)), ImVec2(x1, std::max(y, zero_y) + (recent[i].net == 0 ? 2.0f : 0.0f)),
                        colour, 2.0f);
    line.push_back(ImVec2((x0 + x1) * 0.5f, zero_y - static_cast<float>(running[i]) * scale));
  }
  const ImU32 brass = ImGui::ColorConvertFloat4ToU32(palette.title);
  if (line.size() > 1) draw->AddPolyline(line.data(), static_cast<int>(line.size()), brass, 0, 2.0f);
  for (const ImVec2& p : line) draw->AddCircleFilled(p, 3.0f, brass);
}

void DrawFigures(const Statistics& stats) {
  const std::vector<StatisticsFigure> figures = StatisticsFigures(stats);
  float label_w = 0.0f;
  for (const StatisticsFigure& f : figures) label_w = std::max(label_w, ImGui::CalcTextSize(f.label).x);
  const float x = ImGui::GetCursorStartPos().x + label_w + 2.0f * ImGui::GetStyle().ItemSpacing.x;
  for (const StatisticsFigure& f : figures) Row(f.label, f.value, x);
}

// Three columns when the widest compartment's line fits a third of the width (French names are
// longer), else two.
void DrawCompartments(const Statistics& stats, float width) {
  float widest = 0.0f;
  for (int c = 0; c < engine::kNumCompartments; ++c) {
    const std::string line = std::string(CompartmentWord(c)) + "  " + std::to_string(stats.taken[static_cast<size_t>(c)]);
    widest = std::max(widest, ImGui::CalcTextSize(line.c_str()).x);
  }
  const float avail = ImGui::GetContentRegionAvail().x;
  const int columns = width >= 480.0f && widest + ImGui::GetStyle().ItemSpacing.x <= avail / 3.0f ? 3 : 2;
  const float column_w = avail / static_cast<float>(columns);
  for (int c = 0; c < engine::kNumCompartments; ++c) {
    if (c % columns != 0) ImGui::SameLine(static_cast<float>(c % columns) * column_w + ImGui::GetCursorStartPos().x);
    ImGui::Text("%s  %lld", CompartmentWord(c), static_cast<long long>(stats.taken[static_cast<size_t>(c)]));
  }
}

// The save's three buttons share a row when each label fits its third of the page.
bool FooterFitsOneRow(float page_w) {
  const float third = (page_w - 2.0f * ImGui::GetStyle().ItemSpacing.x) / 3.0f;
  float widest = 0.0f;
  for (const char* label : {Tr("Export save"), Tr("Import save..."), Tr("Reset statistics...")}) {
    widest = std::max(widest, ImGui::CalcTextSize(label).x + 2.0f * ImGui::GetStyle().FramePadding.x);
  }
  return page_w >= 520.0f && widest <= third;
}

// A section's name in bold, a little apart from what is above.
void Subheading(const char* text) {
  ImGui::Spacing();
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextUnformatted(text);
  ImGui::PopFont();
}

// The page's body: the figures, the compartments taken and the chart of recent matches.
void DrawRecord(const Statistics& stats) {
  const float width = ImGui::GetWindowWidth();
  DimWrapped(Tr("Your results at every table with you at it, kept with your saved game."));
  DrawFigures(stats);
  Subheading(Tr("Compartments taken"));
  DrawCompartments(stats, width);
  Subheading(Tr("Recent matches"));
  DrawChart(stats, ImGui::GetContentRegionAvail().x);
  DimWrapped(Tr("Bars: counters won or lost in each match, oldest first. Line: the running total."));
}

}  // namespace

Intent StatsView::Draw(const Statistics& stats, const std::string& message, bool confirming, bool path_import,
                       TestProbe* probe) {
  probe_ = probe;
  // Back stays at the title's right and the save's buttons in the footer; the figures scroll.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float back_w = std::max(110.0f * CurrentTypeScale(), ImGui::CalcTextSize(Tr("Back")).x + 2.0f * style.FramePadding.x);
  const float page_w = std::min(ImGui::GetMainViewport()->Size.x - 16.0f, 620.0f * CurrentTypeScale()) - 2.0f * style.WindowPadding.x;
  const bool one_row = FooterFitsOneRow(page_w);
  const float message_h = message.empty() ? 0.0f : ImGui::CalcTextSize(message.c_str(), nullptr, false, page_w).y + style.ItemSpacing.y;
  const float footer_h = message_h + (one_row ? 1.0f : 2.0f) * (TouchButtonHeight() + style.ItemSpacing.y) + style.ItemSpacing.y;
  BeginPage(NotTranslated("Statistics"), Tr("Statistics"), back_w);
  Intent request;
  if (ImGui::Button(Tr("Back"), ImVec2(back_w, TouchButtonHeight())) || (!confirming && ImGui::IsKeyPressed(ImGuiKey_Escape))) {
    request = MakeIntent(IntentKind::kStatsBack);
  }
  probe_->NameLastItem(MakeIntent(IntentKind::kStatsBack));
  BeginPageBody(footer_h);
  DrawRecord(stats);
  probe_->AddScroll("statistics");
  BeginPageFooter();
  if (!message.empty()) ImGui::TextWrapped("%s", message.c_str());
  const Intent pressed = DrawSaveButtons(one_row, path_import);
  if (pressed.kind != IntentKind::kNone) request = pressed;
  EndPage();
  const Intent answer = DrawResetConfirmation(confirming);
  if (answer.kind != IntentKind::kNone) request = answer;
  probe_ = nullptr;
  return request;
}

Intent StatsView::DrawSaveButtons(bool one_row, bool path_import) {
  Intent request;
  const ImGuiStyle& style = ImGui::GetStyle();
  const float third = (ImGui::GetContentRegionAvail().x - 2.0f * style.ItemSpacing.x) / 3.0f;
  const float half = (ImGui::GetContentRegionAvail().x - style.ItemSpacing.x) * 0.5f;
  const ImVec2 size(one_row ? third : half, TouchButtonHeight());
  if (ImGui::Button(Tr("Export save"), size)) request = MakeIntent(IntentKind::kExport);
  probe_->NameLastItem(MakeIntent(IntentKind::kExport));
  ImGui::SameLine();
  if (DrawImport(size, path_import)) request = MakeIntent(IntentKind::kImport);
  probe_->NameLastItem(MakeIntent(IntentKind::kImport));
  if (one_row) ImGui::SameLine();
  if (ImGui::Button(Tr("Reset statistics..."), ImVec2(one_row ? size.x : -1.0f, size.y))) request = MakeIntent(IntentKind::kAskReset);
  probe_->NameLastItem(MakeIntent(IntentKind::kAskReset));
  return request;
}

bool StatsView::DrawImport(ImVec2 size, bool path_import) {
  if (!path_import) return ImGui::Button(Tr("Import save..."), size);
  const float import_w = std::max(80.0f, ImGui::CalcTextSize(Tr("Import")).x + 2.0f * ImGui::GetStyle().FramePadding.x);
  ImGui::SetNextItemWidth(size.x - import_w - 10.0f);
  ImGui::InputTextWithHint("##path", Tr("file to import"), path_.data(), path_.size());
  ImGui::SameLine();
  return ImGui::Button(Tr("Import"), ImVec2(import_w, size.y)) && path_[0] != '\0';
}

// The confirmation asked before the statistics are reset.
Intent StatsView::DrawResetConfirmation(bool confirming) {
  // The title is shown and translated; the popup's id after "###" stays the same in every language.
  const std::string title = std::string(Tr("Reset statistics?")) + "###reset-statistics";
  if (confirming) {
    ImGui::OpenPopup(title.c_str());
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(viewport->Pos.x + viewport->Size.x * 0.5f, viewport->Pos.y + viewport->Size.y * 0.5f),
                            ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(viewport->Size.x - 24.0f, 420.0f), 0.0f), ImGuiCond_Always);
  }
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr,
                              ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings)) {
    return Intent();
  }
  Intent answer;
  ImGui::TextWrapped("%s", Tr("Every count above goes back to zero, for good. Your match in progress and your settings "
                              "are kept. (Export save first to keep a copy.)"));
  const float confirm_w = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (ImGui::Button(Tr("Reset them"), ImVec2(confirm_w, TouchButtonHeight()))) answer = MakeIntent(IntentKind::kResetStats);
  probe_->NameLastItem(MakeIntent(IntentKind::kResetStats));
  ImGui::SameLine();
  if (ImGui::Button(Tr("Keep them"), ImVec2(confirm_w, TouchButtonHeight())) || ImGui::IsKeyPressed(ImGuiKey_Escape)) {
    answer = MakeIntent(IntentKind::kCancelReset);
  }
  probe_->NameLastItem(MakeIntent(IntentKind::kCancelReset));
  // Answered here or on the page: the session no longer asks.
  if (!confirming || answer.kind != IntentKind::kNone) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return answer;
}

}  // namespace popejoan::ui
