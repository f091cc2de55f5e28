// The lesson on show during "Learn to play": a panel just above the caption with its title and
// sentences, "Next" (or "Play a match" at the end) and "Skip the lesson".
#pragma once

#include "session/intent.h"
#include "ui/layout/table_layout.h"
#include "session/tutorial.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

// By `caption` (above it, or below when the top bar at `top_limit` leaves no room); as wide.
Intent DrawLesson(const Lesson& lesson, const Box& caption, float top_limit, TestProbe* probe);

}  // namespace popejoan::ui
