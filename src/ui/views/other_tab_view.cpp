#include "ui/views/other_tab_view.h"

#include <algorithm>

#include "imgui.h"
#include "session/words/language.h"
#include "ui/paint/page.h"
#include "ui/paint/theme.h"
#include "ui/test_probe.h"

namespace popejoan::ui {

Intent DrawOtherTab(TestProbe* probe) {
  Intent request;
  const float button_h = std::max(52.0f, TouchButtonHeight());
  // The title face carries only the fixed titles' letters: the game's name heads the page.
  BeginPage(NotTranslated("Other tab"), NotTranslated("Pope Joan"));
  BeginPageBody(button_h + ImGui::GetStyle().ItemSpacing.y);
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextWrapped("%s", Tr("Pope Joan is open in another tab"));
  ImGui::PopFont();
  ImGui::Spacing();
  ImGui::TextWrapped("%s", Tr("The game is played in one tab at a time, so no move is lost. Play here to carry on in "
                              "this tab from the latest move."));
  BeginPageFooter();
  ImGui::PushFont(Font(FontRole::kBold));
  if (ImGui::Button(Tr("Play here"), ImVec2(-1, button_h))) request = MakeIntent(IntentKind::kPlayHere);
  ImGui::PopFont();
  probe->NameLastItem(MakeIntent(IntentKind::kPlayHere));
  if (ImGui::IsKeyPressed(ImGuiKey_Enter) && !ImGui::GetIO().NavVisible) request = MakeIntent(IntentKind::kPlayHere);
  EndPage();
  return request;
}

}  // namespace popejoan::ui
