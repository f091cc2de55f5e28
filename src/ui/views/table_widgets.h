// What the table's parts share: the panels' window flags, a button placed at a layout box, who
// has the keyboard, and a hand's cards in order.
#pragma once

#include <vector>

#include "engine/card.h"
#include "imgui.h"
#include "ui/layout/table_layout.h"

namespace popejoan::ui {

// The table's panels (a decision, the hint, what happened, the hand-off): no title, no moving.
inline constexpr ImGuiWindowFlags kPanelFlags =
    ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings;

// A button at a layout box (its text in the bar's size).
bool BoxButton(const char* label, const Box& box);

// True while the player steers with the keyboard (ImGui shows its focus cue), false after the
// mouse or a finger was used: then a card rises under the pointer instead.
bool KeyboardCueShowing();

// Gives the keyboard's focus to the item just drawn and shows its cue (a hinted card, the Menu
// button after Escape closed the menu): the next Enter presses it, the next Tab goes on from it.
void FocusLastItem();

// True when the keyboard belongs to the table (its window, the settlement or a decision), not
// to a window over it such as the rules, which takes Escape for itself.
bool TableHasKeyboard();

// The cards of `hand`, lowest first.
std::vector<engine::Card> HandCards(engine::CardMask hand);

}  // namespace popejoan::ui
