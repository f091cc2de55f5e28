// Where a seat's short note (a friend's reaction, "Time ran out") sits by its plate. The playtest
// found reactions over the sender's name: a note is never over its own plate, and over no other
// plate where the screen leaves a place. Pure: boxes in, a box out.
#pragma once

#include "ui/layout/table_layout.h"

namespace popejoan::ui {

struct NoteRoom {
  Box screen;               // where a note may go: the screen below the top bar
  const Box* plates = nullptr;  // every plate on the table (the note's own among them)
  int plate_count = 0;
  float gap = 4.0f;         // between the note and its plate
  Box says;                 // what the table says now (its caption, a watcher's banner), kept clear as a plate is
};

// The note's box, `w` by `h`, by `plate`: above it, else under it, else to its right or left,
// each centred on the plate and moved along its side to stay on screen; the first such place on
// screen and over no other plate (nor `says`) wins, else under it past the plates and the words it
// would cover (a row of plates under a row, the caption: a note that stays a whole deal, "Zoë
// arrives next deal", covers no name and no caption), else the first on screen. None on screen (a note wider or
// taller than any room beside the plate): above or under, whichever leaves more of it on screen,
// still never over the plate.
Box PlaceNote(const Box& plate, float w, float h, const NoteRoom& room);

}  // namespace popejoan::ui
