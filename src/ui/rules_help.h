// The rules in plain words for the active preset and options, including every Decision the
// engine took where the period sources are silent.
#pragma once

#include "engine/rules.h"

namespace popejoan::ui {

// Draws the rules window while *open; the close button clears it.
void DrawRulesHelp(const Rules& rules, bool* open);

}  // namespace popejoan::ui
