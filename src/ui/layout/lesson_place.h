// Where the lesson's panel goes on the table: by the caption, and never over the run it talks
// about (the playtest found the Following step's panel hiding the cards it describes). Pure: sizes
// in, a box out.
#pragma once

#include <functional>

#include "ui/layout/table_layout.h"

namespace popejoan::ui {

struct LessonRoom {
  Box view;              // the whole box
  Box caption;           // the spoken line the panel stands by
  Box pile;              // the run on the table (empty: none drawn)
  float top_limit = 0;   // the top bar's foot
};

// The panel's box at `width` (narrower only to fit beside the run); `height_for(w)` is its height
// at width w. A lesson that waits for your lead goes above the caption, clear of your hand; the
// others below it or above it, else in the largest room above, below or beside the run, cut to
// that room's height if they must be (the panel's words then scroll): the run stays in view, and
// the top bar (its Menu) in reach.
Box PlaceLessonPanel(const LessonRoom& room, float width, const std::function<float(float)>& height_for,
                     bool waits_for_play);

}  // namespace popejoan::ui
