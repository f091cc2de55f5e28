#include "ui/views/rules_help.h"

#include <algorithm>
#include <string>
#include <vector>

#include "imgui.h"
#include "session/words/game_words.h"
#include "session/words/language.h"
#include "ui/paint/page.h"
#include "session/words/rules_words.h"
#include "ui/test_probe.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
namespace {

void Heading(const char* text) {
  ImGui::Spacing();
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().title, "%s", text);
  ImGui::PopFont();
}

void Para(const char* text) { ImGui::TextWrapped("%s", text); }

void Bullets(const std::vector<std::string>& lines) {
  for (const std::string& line : lines) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", line.c_str());
  }
}

}  // namespace

Intent DrawRulesHelp(const engine::Rules& rules, TestProbe* probe) {
  bool shown = true;
  bool* open = &shown;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const ImVec2 size(std::min(viewport->Size.x - 16.0f, 640.0f), viewport->Size.y - 16.0f);
  ImGui::SetNextWindowPos(ImVec2(viewport->Pos.x + viewport->Size.x * 0.5f, viewport->Pos.y + 8),
                          ImGuiCond_Always, ImVec2(0.5f, 0.0f));
  ImGui::SetNextWindowSize(size, ImGuiCond_Always);
  // The title follows the language; the id after ### keeps it one window.
  const std::string title = std::string(Tr("Rules of Pope Joan")) + "###rules-window";
  ImGui::Begin(title.c_str(), open,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  // The text scrolls; Close stays in view below it.
  const float close_h = TouchButtonHeight();
  ImGui::BeginChild("rules", ImVec2(0.0f, ImGui::GetContentRegionAvail().y - close_h - ImGui::GetStyle().ItemSpacing.y), false);
  probe->Add("region:rules", Box{ImGui::GetWindowPos().x, ImGui::GetWindowPos().y, ImGui::GetWindowSize().x, ImGui::GetWindowSize().y});
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextWrapped("%s", PresetWord(rules.preset));
  ImGui::PopFont();
  ImGui::TextWrapped("%s", PresetBlurb(rules.preset));
  for (const RulesSection& section : HowToPlay(rules)) {
    Heading(section.title.c_str());
    for (const std::string& paragraph : section.paragraphs) Para(paragraph.c_str());
  }

  Heading(Tr("What this table changes"));
  const std::vector<std::string> changes = WhatThisTableChanges(rules);
  if (changes.empty()) Para(Tr("Nothing: this table plays the ordinary game above."));
  Bullets(changes);

  Heading(Tr("Fine points"));
  Para(Tr("Where the old books leave a question open, this game settles it like this."));
  Bullets(FinePoints(rules));

  Heading(Tr("Playing with the keyboard"));
  Bullets(KeyboardHelp());
  probe->AddScroll("rules");
  ImGui::EndChild();
  if (ImGui::Button(Tr("Close"), ImVec2(-1, close_h))) *open = false;
  probe->NameLastItem(MakeIntent(IntentKind::kCloseRules));
  if (ImGui::IsKeyPressed(ImGuiKey_Escape)) *open = false;
  ImGui::End();
  return shown ? Intent{} : MakeIntent(IntentKind::kCloseRules);
}

}  // namespace popejoan::ui
