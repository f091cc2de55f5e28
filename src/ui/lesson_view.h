// The lesson on show during "Learn to play": a panel just above the caption with its title and
// sentences, "Next" (or "Play a match" at the end) and "Skip the lesson".
#pragma once

#include "ui/table_layout.h"
#include "ui/tutorial.h"

namespace popejoan::ui {

enum class LessonRequest { kNone, kNext, kSkip, kPlayMatch };

// `above`: the box the panel sits above (the caption); the panel is as wide.
LessonRequest DrawLesson(const Lesson& lesson, const Box& above);

}  // namespace popejoan::ui
