#include "ui/views/look_settings.h"

#include <string>

#include "imgui.h"
#include "session/words/language.h"
#include "ui/test_probe.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
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

void DrawLookSettings(Settings* settings, const char* probe_prefix, Language shown) {
  const std::string prefix = probe_prefix;
  ImGui::PushID("look");
  // Each language by its own name, so a player lost in the other one finds theirs.
  ImGui::TextDisabled("%s", Tr("Language"));
  for (int l = 0; l < kNumLanguages; ++l) {
    const Language language = static_cast<Language>(l);
    if (FlowingRadio(LanguageName(language), shown == language, l == 0)) settings->language = LanguageId(language);
    Probe().AddLastItem(prefix + "language-" + LanguageId(language));
  }
  ImGui::TextDisabled("%s", Tr("Text and card size"));
  for (int i = 0; i < kNumTextSizes; ++i) {
    const int size = kTextSizes[i];
    const std::string label = std::to_string(size) + "%";
    if (FlowingRadio(label.c_str(), settings->text_size == size, i == 0)) settings->text_size = size;
    Probe().AddLastItem(prefix + "text-size-" + std::to_string(size));
  }
  ImGui::TextDisabled("%s", Tr("Theme"));
  for (int t = 0; t < kNumThemes; ++t) {
    const ThemeKind theme = static_cast<ThemeKind>(t);
    if (FlowingRadio(ThemeName(theme), settings->theme == theme, t == 0)) settings->theme = theme;
    Probe().AddLastItem(prefix + "theme-" + ThemeId(theme));
  }
  ImGui::Checkbox(Tr("Four-colour deck"), &settings->four_colour);
  Probe().AddLastItem(prefix + "four-colour");
  ImGui::TextDisabled("%s", Tr("Clubs green, diamonds blue"));
  ImGui::PopID();
}

}  // namespace popejoan::ui
