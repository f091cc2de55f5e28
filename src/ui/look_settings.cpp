#include "ui/look_settings.h"

#include <string>

#include "imgui.h"
#include "ui/test_probe.h"

namespace popejoan::ui {
namespace {

// A radio button on the same line as the last when it fits, else on the next: the choices wrap
// on a narrow phone or at large type rather than running off the window.
bool FlowingRadio(const char* label, bool active, bool first) {
  if (!first) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float w = ImGui::GetFrameHeight() + style.ItemInnerSpacing.x + ImGui::CalcTextSize(label).x;
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < w) ImGui::NewLine();
  }
  return ImGui::RadioButton(label, active);
}

}  // namespace

void DrawLookSettings(Settings* settings, const char* probe_prefix) {
  const std::string prefix = probe_prefix;
  ImGui::PushID("look");
  ImGui::TextDisabled("Text and card size");
  for (int i = 0; i < kNumTextSizes; ++i) {
    const int size = kTextSizes[i];
    const std::string label = std::to_string(size) + "%";
    if (FlowingRadio(label.c_str(), settings->text_size == size, i == 0)) settings->text_size = size;
    Probe().AddLastItem(prefix + "text-size-" + std::to_string(size));
  }
  ImGui::TextDisabled("Theme");
  for (int t = 0; t < kNumThemes; ++t) {
    const ThemeKind theme = static_cast<ThemeKind>(t);
    if (FlowingRadio(ThemeName(theme), settings->theme == theme, t == 0)) settings->theme = theme;
    Probe().AddLastItem(prefix + "theme-" + ThemeId(theme));
  }
  ImGui::Checkbox("Four-colour deck", &settings->four_colour);
  Probe().AddLastItem(prefix + "four-colour");
  ImGui::TextDisabled("Clubs green, diamonds blue");
  ImGui::PopID();
}

}  // namespace popejoan::ui
