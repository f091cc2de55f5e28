#include "ui/views/table_widgets.h"

#include <algorithm>
#include <string>

#include "imgui_internal.h"  // who has the keyboard (NavWindow) and whether its focus cue shows
#include "session/words/language.h"
#include "ui/paint/draw_text.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

bool BoxButton(const char* label, const Box& box) {
  ImGui::SetCursorScreenPos(TopLeft(box));
  // The label centred in the box: the style's padding is taller than a bar button at large type.
  const ImVec2 padding(ImGui::GetStyle().FramePadding.x, std::max(0.0f, (box.h - ImGui::GetFontSize()) * 0.5f));
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, padding);
  const bool pressed = ImGui::Button(label, ImVec2(box.w, box.h));
  ImGui::PopStyleVar();
  return pressed;
}

bool KeyboardCueShowing() { return !ImGui::GetCurrentContext()->NavDisableHighlight; }

void FocusLastItem() {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  if (g.LastItemData.ID == 0) return;
  ImGui::SetFocusID(g.LastItemData.ID, g.CurrentWindow);
  g.NavIdIsAlive = true;  // drawn this frame, before it took the focus
  g.NavDisableHighlight = false;
  g.NavDisableMouseHover = true;  // the pointer resting over another card does not raise it too
}

bool TableHasKeyboard() {
  const ImGuiWindow* focused = ImGui::GetCurrentContext()->NavWindow;
  if (focused == nullptr) return true;
  const std::string root = focused->RootWindow->Name;
  return root == NotTranslated("Table") || root == NotTranslated("Settlement") || root == NotTranslated("Decision") ||
         root == NotTranslated("What happened") || root == NotTranslated("Lesson");
}

std::vector<engine::Card> HandCards(engine::CardMask hand) {
  std::vector<engine::Card> cards;
  while (hand) {
    cards.push_back(engine::LowestCard(hand));
    hand &= hand - 1;
  }
  return cards;
}

}  // namespace popejoan::ui
