// The rules window: how to play, what this table's preset and options change, and the fine
// points the game settles where the period sources are silent (the words: ui/rules_words.h).
#pragma once

#include "engine/rules.h"

namespace popejoan::ui {

// Draws the rules window while *open; the close button clears it.
void DrawRulesHelp(const Rules& rules, bool* open);

}  // namespace popejoan::ui
