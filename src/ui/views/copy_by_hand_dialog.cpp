#include "ui/views/copy_by_hand_dialog.h"

#include <algorithm>
#include <cstdio>

#include "imgui.h"
#include "session/words/language.h"
#include "ui/paint/page.h"
#include "ui/paint/theme.h"
#include "ui/test_probe.h"

namespace popejoan::ui {

Intent DrawCopyByHand(const std::string& text, TestProbe* probe) {
  Intent choice;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(viewport->Pos.x + viewport->Size.x * 0.5f, viewport->Pos.y + viewport->Size.y * 0.5f),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(viewport->Size.x - 24.0f, 520.0f), 0.0f), ImGuiCond_Always);
  ImGui::OpenPopup(NotTranslated("Copy by hand"));  // an id: the dialog has no title bar
  if (!ImGui::BeginPopupModal(NotTranslated("Copy by hand"), nullptr,
                              ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings |
                                  ImGuiWindowFlags_NoTitleBar)) {
    return choice;
  }
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().title, "%s", Tr("Copy this by hand"));
  ImGui::PopFont();
  ImGui::TextWrapped("%s", Tr("The browser would not copy it. Select the text and copy it yourself:"));
  // Read-only, but selectable: the player's own copy works where the page's was refused. (A
  // link or a result line is far shorter than the field holds.)
  static char buffer[1024];
  std::snprintf(buffer, sizeof buffer, "%s", text.c_str());
  ImGui::SetNextItemWidth(-1);
  ImGui::InputText(NotTranslated("##copy"), buffer, sizeof buffer, ImGuiInputTextFlags_ReadOnly | ImGuiInputTextFlags_AutoSelectAll);
  if (ImGui::Button(Tr("Done"), ImVec2(-1, std::max(40.0f, TouchButtonHeight())))) choice = MakeIntent(IntentKind::kCopyDone);
  probe->NameLastItem(MakeIntent(IntentKind::kCopyDone));
  if (choice.kind != IntentKind::kNone) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return choice;
}

}  // namespace popejoan::ui
