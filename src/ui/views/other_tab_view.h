// The screen of a tab another tab has taken over: the game is played in one tab at a time, so
// this one waits, saying so, with "Play here" to take it back from the latest save.
#pragma once

#include "session/intent.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

Intent DrawOtherTab(TestProbe* probe);

}  // namespace popejoan::ui
