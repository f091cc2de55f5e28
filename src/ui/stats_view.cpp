#include "ui/stats_view.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "engine/rules.h"
#include "imgui.h"
#include "ui/page.h"
#include "ui/test_probe.h"
#include "ui/theme.h"

namespace popejoan::ui {
namespace {

std::string Ordinal(int n) {
  const char* suffix = (n % 100 >= 11 && n % 100 <= 13) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
  return std::to_string(n) + suffix;
}

std::string Describe(const MatchSummary& m) {
  Preset preset = Preset::kClassic;
  ParsePreset(m.preset, &preset);
  char buffer[160];
  std::snprintf(buffer, sizeof buffer, "%+d counters, match %lld: %s of %d, %s", m.net,
                static_cast<long long>(m.number), Ordinal(m.rank).c_str(), m.seats, PresetName(preset));
  return buffer;
}

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

std::string WithShare(std::int64_t part, std::int64_t whole) {
  std::string s = std::to_string(part);
  if (whole > 0) s += "  (" + std::to_string(static_cast<int>(100.0 * static_cast<double>(part) / static_cast<double>(whole) + 0.5)) + "%)";
  return s;
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
    const char* text = "Finish a match to see it here.";
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

}  // namespace

StatsRequest StatsView::Draw(const Statistics& stats, bool path_import) {
  StatsRequest request = StatsRequest::kNone;
  // Back stays at the title's right and the save's buttons in the footer; the figures scroll.
  const float back_w = 110.0f * CurrentTypeScale();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float page_w = std::min(ImGui::GetMainViewport()->Size.x - 16.0f, 620.0f * CurrentTypeScale()) - 2.0f * style.WindowPadding.x;
  const bool one_row = page_w >= 520.0f;
  const float message_h = message_.empty() ? 0.0f : ImGui::CalcTextSize(message_.c_str(), nullptr, false, page_w).y + style.ItemSpacing.y;
  const float footer_h = message_h + (one_row ? 1.0f : 2.0f) * (TouchButtonHeight() + style.ItemSpacing.y) + style.ItemSpacing.y;
  BeginPage("Statistics", "Statistics", back_w);
  if (ImGui::Button("Back", ImVec2(back_w, TouchButtonHeight())) || (!confirm_reset_ && ImGui::IsKeyPressed(ImGuiKey_Escape))) {
    request = StatsRequest::kBack;
  }
  Probe().AddLastItem("button:stats-back");
  BeginPageBody(footer_h);
  const float width = ImGui::GetWindowWidth();
  DimWrapped("Your results at every table with you at it, kept with your saved game.");

  {
    const char* const labels[] = {"Matches played", "Matches won", "Deals played", "Deals won (out first)", "Counters won",
                                  "Counters lost", "Overall", "Best match", "Worst match", "Hints asked for",
                                  "Won with hints"};
    float label_w = 0.0f;
    for (const char* label : labels) label_w = std::max(label_w, ImGui::CalcTextSize(label).x);
    const float x = ImGui::GetCursorStartPos().x + label_w + 2.0f * ImGui::GetStyle().ItemSpacing.x;
    Row(labels[0], std::to_string(stats.matches_played), x);
    Row(labels[1], WithShare(stats.matches_won, stats.matches_played), x);
    Row(labels[2], std::to_string(stats.deals_played), x);
    Row(labels[3], WithShare(stats.deals_won, stats.deals_played), x);
    Row(labels[4], std::to_string(stats.counters_won), x);
    Row(labels[5], std::to_string(stats.counters_lost), x);
    char net[32];
    std::snprintf(net, sizeof net, "%+lld", static_cast<long long>(stats.counters_won - stats.counters_lost));
    Row(labels[6], net, x);
    Row(labels[7], stats.best ? Describe(*stats.best) : "-", x);
    Row(labels[8], stats.worst ? Describe(*stats.worst) : "-", x);
    char per_match[64];
    std::snprintf(per_match, sizeof per_match, "%lld (%.1f a match)", static_cast<long long>(stats.hints_used),
                  stats.matches_played > 0 ? static_cast<double>(stats.hints_used) / static_cast<double>(stats.matches_played) : 0.0);
    Row(labels[9], per_match, x);
    Row(labels[10], WithShare(stats.matches_won_with_hints, stats.matches_won), x);
  }

  ImGui::Spacing();
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextUnformatted("Compartments taken");
  ImGui::PopFont();
  const int columns = width < 480.0f ? 2 : 3;
  const float column_w = ImGui::GetContentRegionAvail().x / static_cast<float>(columns);
  for (int c = 0; c < kNumCompartments; ++c) {
    if (c % columns != 0) ImGui::SameLine(static_cast<float>(c % columns) * column_w + ImGui::GetCursorStartPos().x);
    ImGui::Text("%s  %lld", CompartmentName(c), static_cast<long long>(stats.taken[static_cast<size_t>(c)]));
  }

  ImGui::Spacing();
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextUnformatted("Recent matches");
  ImGui::PopFont();
  DrawChart(stats, ImGui::GetContentRegionAvail().x);
  DimWrapped("Bars: counters won or lost in each match, oldest first. Line: the running total.");

  ProbeScroll("statistics");
  BeginPageFooter();
  if (!message_.empty()) ImGui::TextWrapped("%s", message_.c_str());
  const float third = (ImGui::GetContentRegionAvail().x - 2.0f * style.ItemSpacing.x) / 3.0f;
  const float half = (ImGui::GetContentRegionAvail().x - style.ItemSpacing.x) * 0.5f;
  const float button_w = one_row ? third : half;
  const float button_h = TouchButtonHeight();
  if (ImGui::Button("Export save", ImVec2(button_w, button_h))) request = StatsRequest::kExport;
  Probe().AddLastItem("button:export");
  ImGui::SameLine();
  if (path_import) {
    ImGui::SetNextItemWidth(button_w - 90.0f);
    ImGui::InputTextWithHint("##path", "file to import", path_.data(), path_.size());
    ImGui::SameLine();
    if (ImGui::Button("Import", ImVec2(80, button_h)) && path_[0] != '\0') request = StatsRequest::kImport;
  } else if (ImGui::Button("Import save...", ImVec2(button_w, button_h))) {
    request = StatsRequest::kImport;
  }
  Probe().AddLastItem("button:import");
  if (one_row) ImGui::SameLine();
  if (ImGui::Button("Reset statistics...", ImVec2(one_row ? button_w : -1.0f, button_h))) confirm_reset_ = true;
  Probe().AddLastItem("button:reset-stats");
  EndPage();

  if (confirm_reset_) {
    ImGui::OpenPopup("Reset statistics?");
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(viewport->Pos.x + viewport->Size.x * 0.5f, viewport->Pos.y + viewport->Size.y * 0.5f),
                            ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(viewport->Size.x - 24.0f, 420.0f), 0.0f), ImGuiCond_Always);
  }
  if (ImGui::BeginPopupModal("Reset statistics?", nullptr,
                             ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings)) {
    ImGui::TextWrapped("Every count above goes back to zero, for good. Your match in progress and your settings are kept. "
                       "(Export save first to keep a copy.)");
    const float confirm_w = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    if (ImGui::Button("Reset them", ImVec2(confirm_w, TouchButtonHeight()))) {
      request = StatsRequest::kReset;
      confirm_reset_ = false;
      ImGui::CloseCurrentPopup();
    }
    Probe().AddLastItem("button:confirm-reset");
    ImGui::SameLine();
    if (ImGui::Button("Keep them", ImVec2(confirm_w, TouchButtonHeight())) || ImGui::IsKeyPressed(ImGuiKey_Escape)) {
      confirm_reset_ = false;
      ImGui::CloseCurrentPopup();
    }
    Probe().AddLastItem("button:cancel-reset");
    ImGui::EndPopup();
  }
  return request;
}

}  // namespace popejoan::ui
