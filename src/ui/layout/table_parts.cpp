#include "ui/layout/table_parts.h"

#include <algorithm>
#include <cmath>

namespace popejoan::ui::layout_internal {

// The largest cards that put `count` cards in `width` with every visible strip at least a
// finger wide: one row if any size from `want_w` down to `min_w` allows it, else two, and so on.
HandGeometry FitHand(float width, int count, float want_w, float min_w, int max_rows, float gap) {
  count = std::max(count, 1);
  min_w = std::min(min_w, want_w);
  HandGeometry g;
  for (int rows = 1; rows <= max_rows; ++rows) {
    const int per_row = CeilDiv(count, rows);
    for (float w = want_w; w >= min_w - 0.01f; w -= 2.0f) {
      const float step = per_row > 1 ? std::min(w + gap, (width - w) / static_cast<float>(per_row - 1)) : w;
      const float h = w * kLayoutCardAspect;
      const float row_step = std::max(kMinTouchTarget, h * 0.5f);
      const bool fits = w <= width && (per_row == 1 || step >= kMinTouchTarget) && (rows == 1 || row_step < h);
      g = {w, h, rows, per_row, step, rows > 1 ? row_step : 0.0f, 0.0f};
      if (fits) return g;
    }
  }
  return g;  // nothing fits: the smallest cards in the most rows
}

float HandHeight(const HandGeometry& g) {
  return g.lift + g.card_h + static_cast<float>(g.rows - 1) * g.row_step;
}

// `text_scale`: the player's text size. The buttons widen for their larger words (and for the
// labels measured in `in`); the title keeps its size (it is large already) and gives up its room
// when the deal and trumps need it.
TopBarLayout LayoutTopBar(const Box& bar, float unit, bool portrait, bool room_for_pace, float text_scale,
                          const TableLayoutInput& in) {
  TopBarLayout t;
  const float pad = Clamp(10.0f * unit, 8.0f, 24.0f);
  t.title_size = Clamp((portrait ? 22.0f : 26.0f) * unit, 18.0f, 52.0f);
  t.info_size = Clamp((portrait ? 14.0f : 16.0f) * unit, 12.0f, 30.0f) * text_scale;
  t.button_text_size = Clamp(17.0f * unit, 15.0f, 30.0f) * text_scale;
  const float button_h = std::max(kMinTouchTarget, bar.h - 2.0f * Clamp(5.0f * unit, 2.0f, 10.0f));
  // "Instant" in the windows' type at 150% needs about 120 points with its padding.
  const float least_w = text_scale > 1.0f ? 80.0f * text_scale : 70.0f;
  const float usual_w = std::max(least_w, Clamp((portrait ? 76.0f : 92.0f) * unit, 70.0f, 180.0f) * text_scale);
  // Never a bar of buttons: a label wider than this is clipped by its button.
  const float menu_w = std::max(usual_w, std::min(in.menu_label_w, bar.w * 0.3f));
  const float button_w = std::max(usual_w, std::min(in.bar_label_w, bar.w * 0.3f));
  const float y = bar.y + (bar.h - button_h) * 0.5f;
  float right = bar.Right() - pad;
  t.menu = {right - menu_w, y, menu_w, button_h};
  right = t.menu.x - pad;
  // Title width: "Pope Joan" in the serif bold face is about 5.6 of its size across.
  t.title = {bar.x + pad, bar.y, t.title_size * 5.6f, bar.h};
  const float info_min = t.info_size * 7.0f;
  if (room_for_pace && right - 2.0f * (button_w + pad) >= t.title.Right() + pad + info_min) {
    t.pace = {right - button_w, y, button_w, button_h};
    right = t.pace.x - pad;
    t.undo = {right - button_w, y, button_w, button_h};
    right = t.undo.x - pad;
  }
  if (right - t.title.Right() - pad < info_min) {
    // Large type on a narrow bar: the title above the deal and trumps where two lines fit (a
    // phone at 150% once lost its title); else the words alone.
    const float line = (bar.h - 4.0f) * 0.5f;
    const float left_w = right - bar.x - pad;
    if (line >= t.info_size * 1.1f && left_w >= t.title.w * 0.8f) {
      t.title_size = std::min({t.title_size, line * 0.85f, left_w / 5.6f});
      t.title = {bar.x + pad, bar.y + 2.0f, t.title_size * 5.6f, line};
      t.info = {bar.x + pad, t.title.Bottom(), std::max(0.0f, left_w - pad), line};
      return t;
    }
    t.title = {bar.x, bar.y, 0.0f, bar.h};  // words first
  }
  const float info_x = t.title.Empty() ? bar.x + pad : t.title.Right() + pad;
  t.info = {info_x, bar.y, std::max(0.0f, right - info_x), bar.h};
  return t;
}

// Places `count` plates in a grid of `columns` inside `area`, rows from the top, each row centred.
void PlaceGrid(TableLayout* l, const Box& area, int count, int columns, float plate_w, float plate_h, float gap) {
  for (int i = 0; i < count; ++i) {
    const int row = i / columns;
    const int col = i % columns;
    const int in_row = std::min(columns, count - row * columns);
    const float span = static_cast<float>(in_row) * plate_w + static_cast<float>(in_row - 1) * gap;
    const float x0 = area.x + (area.w - span) * 0.5f;
    l->plates[static_cast<size_t>(i)] = {x0 + static_cast<float>(col) * (plate_w + gap),
                                         area.y + static_cast<float>(row) * (plate_h + gap), plate_w, plate_h};
  }
  l->plate_count = count;
}

// `text_scale`: plates hold larger type at the player's text size, so each detail needs more height.
PlateDetail DetailFor(float plate_h, float unit, float text_scale) {
  if (plate_h >= 64.0f * std::max(unit, 0.9f) * text_scale) return PlateDetail::kFull;
  // Two rows of larger type fit in less than their scale: the name row needs the width most.
  if (plate_h >= 46.0f * std::min(text_scale, 1.25f)) return PlateDetail::kCompact;
  return PlateDetail::kLine;
}

void SetTextSizes(TableLayout* l, bool portrait) {
  const float u = l->unit;
  const float ts = l->text_scale;
  l->caption_size = Clamp((portrait ? 17.0f : 20.0f) * u, 14.0f, 44.0f) * ts;
  l->label_size = Clamp(13.0f * u, 11.0f, 28.0f) * ts;
  const bool small = l->plate_detail != PlateDetail::kFull;
  l->plate_name_size = Clamp((small ? 14.0f : 16.0f) * u, 12.0f, 34.0f) * ts;
  l->plate_purse_size = Clamp((small ? 15.0f : 17.0f) * u, 12.0f, 36.0f) * ts;
  if (l->plate_detail == PlateDetail::kLine) {
    l->plate_name_size = std::min(l->plate_name_size, 14.0f * ts);
    l->plate_purse_size = std::min(l->plate_purse_size, 14.0f * ts);
  }
}

// The turn-up and the pile side by side in `row`: the turn-up as wide as the pile's cards.
void PlaceTurnupAndPile(TableLayout* l, const Box& row, float gap, float max_card_w) {
  const float label_h = l->label_size + 8.0f;
  const float card_w = Clamp((row.h - label_h) / kLayoutCardAspect, 20.0f, max_card_w);
  const float h = std::min(row.h, card_w * kLayoutCardAspect + label_h);
  const float y = row.y + (row.h - h) * 0.5f;
  l->turnup = {row.x, y, std::max(card_w, l->label_size * 4.2f), h};
  l->pile = {l->turnup.Right() + gap, y, std::max(0.0f, row.Right() - l->turnup.Right() - gap), h};
  l->pile_card_w = card_w;
}

// The turn-up above the pile in a narrow `column` beside the board.
void PlaceTurnupOverPile(TableLayout* l, const Box& column, float gap, float max_card_w) {
  const float label_h = l->label_size + 8.0f;
  const float card_w = Clamp(((column.h - gap) * 0.5f - label_h) / kLayoutCardAspect, 20.0f, max_card_w);
  const float h = card_w * kLayoutCardAspect + label_h;
  const float top = column.y + std::max(0.0f, (column.h - 2.0f * h - gap) * 0.5f);
  l->turnup = {column.x, top, std::max(card_w, l->label_size * 4.2f), h};
  l->pile = {column.x, top + h + gap, column.w, h};
  l->pile_card_w = card_w;
}

}  // namespace popejoan::ui::layout_internal
