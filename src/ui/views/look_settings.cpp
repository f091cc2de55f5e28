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

void DrawLookSettings(const Settings& settings, const char* probe_prefix, TestProbe* probe, std::vector<Intent>* out,
                      Language shown) {
  // Each control is named as its intent, under the screen's prefix ("menu:", "setup:").
  auto control = [&](bool pressed, const Intent& intent) {
    const std::string id = IntentId(intent);
    probe->AddLastItem(probe_prefix + id.substr(id.find(':') + 1));
    if (pressed) out->push_back(intent);
  };
  ImGui::PushID("look");
  // Each language by its own name, so a player lost in the other one finds theirs.
  ImGui::TextDisabled("%s", Tr("Language"));
  for (int l = 0; l < kNumLanguages; ++l) {
    const Language language = static_cast<Language>(l);
    control(FlowingRadio(LanguageName(language), shown == language, l == 0),
            MakeIntent(IntentKind::kSetLanguage, static_cast<std::uint64_t>(l)));
  }
  ImGui::TextDisabled("%s", Tr("Text and card size"));
  for (int i = 0; i < kNumTextSizes; ++i) {
    const int size = kTextSizes[i];
    const std::string label = std::to_string(size) + "%";
    control(FlowingRadio(label.c_str(), settings.text_size == size, i == 0),
            MakeIntent(IntentKind::kSetTextSize, static_cast<std::uint64_t>(size)));
  }
  ImGui::TextDisabled("%s", Tr("Theme"));
  for (int t = 0; t < kNumThemes; ++t) {
    const ThemeKind theme = static_cast<ThemeKind>(t);
    control(FlowingRadio(ThemeName(theme), settings.theme == theme, t == 0), MakeIntent(IntentKind::kSetTheme, static_cast<std::uint64_t>(t)));
  }
  bool four_colour = settings.four_colour;
  control(ImGui::Checkbox(Tr("Four-colour deck"), &four_colour), MakeIntent(IntentKind::kFourColour));
  ImGui::TextDisabled("%s", Tr("Clubs green, diamonds blue"));
  ImGui::PopID();
}

}  // namespace popejoan::ui
