// The rules window: how to play, what this table's preset and options change, and the fine
// points the game settles where the period sources are silent (the words: session/words/rules_words.h).
#pragma once

#include "engine/rules.h"
#include "session/intent.h"

namespace popejoan::ui {

struct TestProbe;

// Draws the rules window; kCloseRules when the player closes it (Close, its title bar's ×, Escape).
session::Intent DrawRulesHelp(const engine::Rules& rules, TestProbe* probe);

}  // namespace popejoan::ui
