// The lesson on show during "Learn to play": a panel by the caption with its title and
// sentences, "Next" and "Skip the lesson" (the close is the settlement's: settlement_view).
#pragma once

#include "session/intent.h"
#include "ui/layout/lesson_place.h"
#include "ui/layout/table_layout.h"
#include "session/tutorial.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

// By `caption`, as wide, never over the run at `pile` (layout/lesson_place.h).
Intent DrawLesson(const Lesson& lesson, const Box& caption, const Box& pile, float top_limit, TestProbe* probe);

}  // namespace popejoan::ui
