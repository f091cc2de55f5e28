// The table layout's own pieces, shared by its files: the measures every shape uses and the
// parts (hand, top bar, plates, turn-up and pile) they place. Not for use outside ui/layout.
#pragma once

#include <algorithm>

#include "ui/layout/table_layout.h"

namespace popejoan::ui::layout_internal {

inline float Clamp(float v, float lo, float hi) { return std::max(lo, std::min(hi, v)); }

inline int CeilDiv(int a, int b) { return (a + b - 1) / b; }

// Chrome that holds type at the player's text size: `value` and the most it may be grow by
// `text_scale`; the least (a finger's reach) is already enough for larger type.
inline float Grow(float value, float lo, float hi, float text_scale) { return Clamp(value * text_scale, lo, hi * text_scale); }

// The top bar holds one line of type between its buttons' padding: it grows by half as much.
inline float BarScale(float text_scale) { return 1.0f + 0.5f * (text_scale - 1.0f); }

// The board's least size across: 45% of the box's shorter side, never under 180 points.
inline float BoardTarget(float width, float height) { return std::max(180.0f, 0.45f * std::min(width, height)); }

// The largest cards that put `count` cards in `width` with every visible strip at least a
// finger wide: one row if any size from `want_w` down to `min_w` allows it, else two, and so on.
HandGeometry FitHand(float width, int count, float want_w, float min_w, int max_rows, float gap);
float HandHeight(const HandGeometry& g);
// The top bar's title, words and buttons in `bar` (see table_parts.cpp).
TopBarLayout LayoutTopBar(const Box& bar, float unit, bool portrait, bool room_for_pace, float text_scale,
                          const TableLayoutInput& in);
// Places `count` plates in a grid of `columns` inside `area`, rows from the top, each row centred.
void PlaceGrid(TableLayout* l, const Box& area, int count, int columns, float plate_w, float plate_h, float gap);
// How much a plate `plate_h` tall can hold at the player's text size.
PlateDetail DetailFor(float plate_h, float unit, float text_scale);
void SetTextSizes(TableLayout* l, bool portrait);
// The turn-up and the pile side by side in `row`: the turn-up as wide as the pile's cards.
void PlaceTurnupAndPile(TableLayout* l, const Box& row, float gap, float max_card_w);
// The turn-up above the pile in a narrow `column` beside the board.
void PlaceTurnupOverPile(TableLayout* l, const Box& column, float gap, float max_card_w);

}  // namespace popejoan::ui::layout_internal
