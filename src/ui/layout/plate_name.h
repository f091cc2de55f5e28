// How a seat plate sets its name line: the name whole wherever it fits, in type a little smaller
// than asked if need be, before anything else on the line; the AI's level beside it only when
// both fit; the name cut with "…" only when even the smallest type cannot hold it. Pure
// arithmetic (widths come in measured at a type size of 1), tested without a window.
#pragma once

#include "ui/layout/table_layout.h"

namespace popejoan::ui {

// A name may shrink to this share of the size asked before it is cut.
inline constexpr float kLeastNameShare = 0.7f;

struct PlateNameFit {
  float size = 0;           // the name's type size
  bool show_level = false;  // the AI's level fits beside the whole name
  bool cut = false;         // the name is cut to `room` (at `size`)
  bool dealer_below = false;  // the dealer's mark left the name's line for the purse's
};

// `name_w` and `level_w` are widths at size 1 (the level is drawn in proportion to the name, its
// gap included); `room` is the line's width in points; `size` the name's size asked.
PlateNameFit FitPlateName(float name_w, float level_w, float room, float size);

// The room a two-row plate's name line has (its padding and the dealer's mark taken off), and
// the name's size asked there: as DrawSeatPlate lays the plate out.
float PlateNameRoom(const Box& plate, float name_size, bool dealer);
float PlateNameSize(const Box& plate, const TableLayout& layout);
// A two-row plate's name line: the dealer's mark stays on it unless the whole name needs its room.
PlateNameFit FitPlateNameLine(float name_w, float level_w, const Box& plate, float size, bool dealer);

}  // namespace popejoan::ui
