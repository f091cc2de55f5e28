// The table's shapes, each a whole layout for a box of its kind, and the settlement's; the
// layout (table_layout.cpp) chooses among them. Not for use outside ui/layout.
#pragma once

#include "ui/layout/table_layout.h"

namespace popejoan::ui::layout_internal {

// Each shape is given the box's `width` and `height` and `card_scale`: how much larger than
// designed the cards are asked to be (1 up to the text scale).

// Plates in a row across the top, your plate beside your hand, the board and pile between.
TableLayout WideWithPlatesOnTop(const TableLayoutInput& in, float width, float height, float card_scale);
// Wide and short: the plates beside the board; with `bar_over_column`, the top bar covers only
// the column right of the board.
TableLayout WideWithPlatesBeside(const TableLayoutInput& in, float width, float height, bool bar_over_column,
                                 float card_scale);
// What larger text on an upright phone keeps as it was at 100%: the board's size across (less by
// what its words gain at that text size) and the pile's card width (0: nothing asked).
struct PortraitKeep {
  float board = 0;
  float pile_card_w = 0;
};
// Taller than wide; `pile_beside`: the turn-up and pile in a column right of the board.
TableLayout Portrait(const TableLayoutInput& in, float width, float height, bool pile_beside, float card_scale,
                     const PortraitKeep& keep = {});
// The settlement: every plate (yours too) in rows across the top, the panel below them.
void MakeSettlement(TableLayout* l, int seats);

}  // namespace popejoan::ui::layout_internal
