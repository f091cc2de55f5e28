#include "ui/layout/table_layout.h"

#include <algorithm>
#include <cmath>

namespace popejoan::ui {
namespace {

float Clamp(float v, float lo, float hi) { return std::max(lo, std::min(hi, v)); }

int CeilDiv(int a, int b) { return (a + b - 1) / b; }

// Chrome that holds type at the player's text size: `value` and the most it may be grow by
// `text_scale`; the least (a finger's reach) is already enough for larger type.
float Grow(float value, float lo, float hi, float text_scale) { return Clamp(value * text_scale, lo, hi * text_scale); }

// The top bar holds one line of type between its buttons' padding: it grows by half as much.
float BarScale(float text_scale) { return 1.0f + 0.5f * (text_scale - 1.0f); }

// The board's least size across: 45% of the box's shorter side, never under 180 points.
float BoardTarget(float width, float height) { return std::max(180.0f, 0.45f * std::min(width, height)); }

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
  if (right - t.title.Right() - pad < info_min) t.title = {bar.x, bar.y, 0.0f, bar.h};  // large type: words first
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

// ---- Landscape, large and wide-and-short: wider than tall.

struct WideParts {
  float unit, ts, margin, gap, bar_h, caption_h, lift, want_card_w;
};

// `card_scale`: how much larger than designed the cards are asked to be (1 up to the text scale).
WideParts WideMeasures(float width, float height, float text_scale, float card_scale) {
  WideParts p;
  p.unit = Clamp(std::min(width / 1280.0f, height / 800.0f), 0.6f, 2.2f);
  p.ts = text_scale;
  p.margin = Clamp(10.0f * p.unit, 6.0f, 24.0f);
  p.gap = Clamp(8.0f * p.unit, 5.0f, 20.0f);
  p.bar_h = std::max(kMinTouchTarget + 6.0f, 56.0f * p.unit * BarScale(p.ts));
  p.caption_h = Grow(40.0f * p.unit, kMinTouchTarget, 80.0f, p.ts);  // room for a button (Skip) too
  p.lift = Clamp(12.0f * p.unit, 8.0f, 26.0f);
  p.want_card_w = Clamp(92.0f * p.unit, 56.0f, 200.0f) * card_scale;
  return p;
}

// Plates in a row across the top, your plate beside your hand, the board and pile between.
TableLayout WideWithPlatesOnTop(const TableLayoutInput& in, float width, float height, float card_scale) {
  const WideParts p = WideMeasures(width, height, in.text_scale, card_scale);
  TableLayout l;
  l.unit = p.unit;
  l.text_scale = p.ts;
  l.shape = p.unit >= 1.2f ? TableShape::kLarge : TableShape::kLandscape;
  l.view = {0, 0, width, height};
  l.topbar = {0, 0, width, p.bar_h};
  l.bar = LayoutTopBar(l.topbar, p.unit, false, true, p.ts, in);
  const int others = in.own_plate ? in.seats - 1 : in.seats;
  const float plate_h = Grow(74.0f * p.unit, 48.0f, 150.0f, p.ts);
  const float plate_w = std::min(200.0f * p.unit * p.ts, (width - 2.0f * p.margin - static_cast<float>(others - 1) * p.gap) /
                                                             static_cast<float>(std::max(others, 1)));
  l.plate_detail = DetailFor(plate_h, p.unit, p.ts);
  SetTextSizes(&l, false);
  PlaceGrid(&l, {p.margin, l.topbar.Bottom() + p.margin, width - 2.0f * p.margin, plate_h}, others,
            std::max(others, 1), plate_w, plate_h, p.gap);
  const float own_w = in.own_plate ? std::min(200.0f * p.unit * p.ts, std::max(130.0f * p.ts, width * 0.16f)) : 0.0f;
  const float hand_x = in.own_plate ? p.margin + own_w + p.margin : p.margin;
  const float hand_w = width - p.margin - hand_x;
  if (in.hand_cards > 0) {
    l.hand_geometry = FitHand(hand_w, in.hand_cards, p.want_card_w, 44.0f, 2, p.gap);
    l.hand_geometry.lift = p.lift;
  }
  const float hand_h = in.hand_cards > 0 ? HandHeight(l.hand_geometry) : 0.0f;
  l.hand = {hand_x, height - p.margin - hand_h, hand_w, hand_h};
  if (in.own_plate) {
    l.plates[static_cast<size_t>(others)] = {p.margin, height - p.margin - plate_h, own_w, plate_h};
    l.plate_count = others + 1;
  }
  const float low = std::min(l.hand.y, in.own_plate ? height - p.margin - plate_h : l.hand.y);
  l.caption = {p.margin, low - p.gap - p.caption_h, width - 2.0f * p.margin, p.caption_h};
  const float band_top = l.plates[0].Bottom() + p.margin;
  const float band_h = l.caption.y - p.margin - band_top;
  // The board, then the turn-up and pile to its right; the group sits a little left of centre.
  const float turnup_w = Clamp(band_h * 0.2f, 44.0f, 120.0f);
  const float pile_min = turnup_w * 2.5f;
  const float d = std::max(0.0f, std::min({band_h, width * 0.45f, width - 2.0f * p.margin - 3.0f * p.gap - turnup_w - pile_min}));
  const float free_w = width - 2.0f * p.margin - d;
  const float board_x = p.margin + std::max(0.0f, std::min(free_w * 0.25f, (width * 0.3f) - d * 0.5f - p.margin));
  l.board = {board_x, band_top + (band_h - d) * 0.5f, d, d};
  const float row_x = l.board.Right() + 2.0f * p.gap;
  const float row_h = std::min(band_h, l.board.h * 0.75f);
  PlaceTurnupAndPile(&l, {row_x, band_top + (band_h - row_h) * 0.5f, width - p.margin - row_x, row_h}, 2.0f * p.gap,
                     l.hand_geometry.card_w > 0 ? l.hand_geometry.card_w : p.want_card_w);
  return l;
}

// Wide and short: your hand across the bottom, the board at the left, and to its right the
// plates (yours too), the caption, the turn-up and the pile. When even that leaves the board too
// small (a phone on its side with a long hand), the top bar covers only that right-hand column.
TableLayout WideWithPlatesBeside(const TableLayoutInput& in, float width, float height, bool bar_over_column,
                                 float card_scale) {
  const WideParts p = WideMeasures(width, height, in.text_scale, card_scale);
  TableLayout l;
  l.unit = p.unit;
  l.text_scale = p.ts;
  l.shape = TableShape::kWideShort;
  l.view = {0, 0, width, height};
  if (in.hand_cards > 0) {
    l.hand_geometry = FitHand(width - 2.0f * p.margin, in.hand_cards, p.want_card_w, 44.0f, 2, p.gap);
    l.hand_geometry.lift = p.lift;
  }
  const float hand_h = in.hand_cards > 0 ? HandHeight(l.hand_geometry) : 0.0f;
  l.hand = {p.margin, height - p.margin - hand_h, width - 2.0f * p.margin, hand_h};
  const float band_top = bar_over_column ? p.margin : p.bar_h + p.margin;
  const float band_h = l.hand.y - p.gap - band_top;
  const float column_min = std::min(300.0f, width * 0.4f);
  float d = std::max(0.0f, std::min({band_h, width * 0.5f, width - 2.0f * p.margin - 2.0f * p.gap - column_min}));
  // Under a shorter bar the column is short too: the board takes no more than it needs.
  if (bar_over_column) d = std::min(d, std::max(BoardTarget(width, height), width * 0.34f));
  l.board = {p.margin, band_top + (band_h - d) * 0.5f, d, d};
  const float column_x = l.board.Right() + 2.0f * p.gap;
  l.topbar = bar_over_column ? Box{column_x - p.gap, 0, width - column_x + p.gap, p.bar_h} : Box{0, 0, width, p.bar_h};
  l.bar = LayoutTopBar(l.topbar, p.unit, false, true, p.ts, in);
  const float column_top = bar_over_column ? l.topbar.Bottom() + p.margin : band_top;
  const Box column = {column_x, column_top, width - p.margin - column_x, l.hand.y - p.gap - column_top};
  // As many plate columns as keep a plate at least 118 points wide (four at most per row), or
  // narrower one-line plates rather than a third row.
  const int count = in.seats;
  int columns = std::min(count, 4);
  auto plate_width = [&](int c) { return (column.w - static_cast<float>(c - 1) * p.gap) / static_cast<float>(c); };
  while (columns > 1 && plate_width(columns) < 118.0f) --columns;
  while (CeilDiv(count, columns) > 2 && columns < 4 && plate_width(columns + 1) >= 84.0f) ++columns;
  const int rows = CeilDiv(count, columns);
  const float plate_w = std::min(220.0f * p.unit * p.ts, (column.w - static_cast<float>(columns - 1) * p.gap) / static_cast<float>(columns));
  const float plate_h = rows == 1 ? Grow(64.0f * p.unit, 48.0f, 120.0f, p.ts) : Grow(40.0f * p.unit, 34.0f, 80.0f, p.ts);
  l.plate_detail = DetailFor(plate_h, p.unit, p.ts);
  SetTextSizes(&l, false);
  PlaceGrid(&l, column, count, columns, plate_w, plate_h, p.gap);
  const float plates_bottom = column.y + static_cast<float>(rows) * plate_h + static_cast<float>(rows - 1) * p.gap;
  const float caption_h = Grow(34.0f * p.unit, kMinTouchTarget, 70.0f, p.ts);
  l.caption = {column.x, plates_bottom + p.gap, column.w, caption_h};
  const float row_top = l.caption.Bottom() + p.gap;
  PlaceTurnupAndPile(&l, {column.x, row_top, column.w, std::max(0.0f, column.Bottom() - row_top)}, 2.0f * p.gap,
                     l.hand_geometry.card_w > 0 ? l.hand_geometry.card_w : p.want_card_w);
  return l;
}

// ---- Portrait: taller than wide (phones upright, tablets).

// `pile_beside`: the turn-up and pile in a column right of the board (squat portrait boxes),
// else in a row under it (phones).
TableLayout Portrait(const TableLayoutInput& in, float width, float height, bool pile_beside, float card_scale) {
  TableLayout l;
  l.shape = TableShape::kPortrait;
  const float u = Clamp(std::min(width / 390.0f, height / 844.0f), 0.85f, 2.0f);
  const float ts = in.text_scale;
  l.unit = u;
  l.text_scale = ts;
  l.view = {0, 0, width, height};
  const float margin = Clamp(8.0f * u, 6.0f, 20.0f);
  const float gap = Clamp(7.0f * u, 5.0f, 16.0f);
  l.topbar = {0, 0, width, std::max(kMinTouchTarget + 4.0f, 50.0f * u * BarScale(ts))};
  l.bar = LayoutTopBar(l.topbar, u, true, width >= 560.0f, ts, in);
  // Plates: every seat (yours last) in at most two rows.
  const int count = in.seats;
  const int columns = count <= 3 ? count : std::min(4, CeilDiv(count, 2));
  const int rows = CeilDiv(count, columns);
  const float plate_w = (width - 2.0f * margin - static_cast<float>(columns - 1) * gap) / static_cast<float>(columns);
  const float plate_h = Grow(56.0f * u, 46.0f, 110.0f, ts);
  l.plate_detail = DetailFor(plate_h, u, ts);
  SetTextSizes(&l, true);
  PlaceGrid(&l, {margin, l.topbar.Bottom() + margin, width - 2.0f * margin, 0}, count, columns, plate_w, plate_h, gap);
  const float plates_bottom = l.topbar.Bottom() + margin + static_cast<float>(rows) * plate_h + static_cast<float>(rows - 1) * gap;
  const float caption_h = Grow(34.0f * u, kMinTouchTarget, 70.0f, ts);
  const float target = BoardTarget(width, height);
  // Cards as large as leave the board its least size; smaller cards only when they must be.
  float want = Clamp(74.0f * u, 50.0f, 150.0f) * card_scale;
  for (;;) {
    if (in.hand_cards > 0) {
      l.hand_geometry = FitHand(width - 2.0f * margin, in.hand_cards, want, 44.0f, 3, gap);
      l.hand_geometry.lift = Clamp(10.0f * u, 6.0f, 20.0f);
    }
    const float hand_h = in.hand_cards > 0 ? HandHeight(l.hand_geometry) : 0.0f;
    l.hand = {margin, height - margin - hand_h, width - 2.0f * margin, hand_h};
    l.caption = {margin, l.hand.y - gap - caption_h, width - 2.0f * margin, caption_h};
    const float band_top = plates_bottom + margin;
    const float band_h = l.caption.y - gap - band_top;
    const float max_card_w = l.hand_geometry.card_w > 0 ? l.hand_geometry.card_w : want;
    float d = 0.0f;
    if (pile_beside) {
      const float column_w = std::max(150.0f, width * 0.34f);
      d = std::max(0.0f, std::min(band_h, width - 2.0f * margin - 2.0f * gap - column_w));
      l.board = {margin, band_top + (band_h - d) * 0.5f, d, d};
      const float column_x = l.board.Right() + 2.0f * gap;
      PlaceTurnupOverPile(&l, {column_x, band_top, width - margin - column_x, band_h}, gap, max_card_w);
    } else {
      float row_h = Clamp(band_h * 0.26f, 44.0f * kLayoutCardAspect + l.label_size + 8.0f, 170.0f * u);
      if (ts > 1.0f) {
        // Larger text: the pile's cards grow with the hand's, but leave the board its least size.
        const float least = 44.0f * kLayoutCardAspect + l.label_size + 8.0f;
        row_h = std::max(least, std::min(Clamp(band_h * 0.26f * ts, least, 170.0f * u * ts), band_h - gap - target));
      }
      d = std::max(0.0f, std::min(width - 2.0f * margin, band_h - row_h - gap));
      l.board = {(width - d) * 0.5f, band_top, d, d};
      const float row_top = l.board.Bottom() + gap;
      PlaceTurnupAndPile(&l, {margin, row_top, width - 2.0f * margin, std::max(0.0f, l.caption.y - gap - row_top)},
                         2.0f * gap, max_card_w);
    }
    if (d >= target || want <= 50.0f || in.hand_cards == 0) break;
    want -= 4.0f;
  }
  return l;
}

// ---- The settlement: every plate (yours too) in rows across the top, the panel below them.
void MakeSettlement(TableLayout* l, int seats) {
  const float u = l->unit;
  const float margin = Clamp(10.0f * u, 6.0f, 24.0f);
  const float gap = Clamp(8.0f * u, 5.0f, 20.0f);
  const Box row = {margin, l->topbar.Bottom() + margin, l->view.w - 2.0f * margin, 0};
  int columns = seats;
  while (columns > 1 && (row.w - static_cast<float>(columns - 1) * gap) / static_cast<float>(columns) < 118.0f) --columns;
  const int rows = CeilDiv(seats, columns);
  const float ts = l->text_scale;
  const float plate_w = std::min(200.0f * u * ts, (row.w - static_cast<float>(columns - 1) * gap) / static_cast<float>(columns));
  const float plate_h = rows == 1 ? Grow(56.0f * u, 46.0f, 120.0f, ts) : Grow(38.0f * u, 34.0f, 80.0f, ts);
  l->plate_detail = DetailFor(plate_h, u, ts);
  SetTextSizes(l, l->shape == TableShape::kPortrait);
  PlaceGrid(l, row, seats, columns, plate_w, plate_h, gap);
  const float plates_bottom = row.y + static_cast<float>(rows) * plate_h + static_cast<float>(rows - 1) * gap;
  const float w = std::min(l->view.w - 2.0f * margin, 760.0f * std::max(1.0f, u) * ts);
  l->settlement = {(l->view.w - w) * 0.5f, plates_bottom + margin, w, l->view.h - margin - plates_bottom - margin};
  l->board = l->turnup = l->pile = l->caption = l->hand = Box{};
  l->hand_geometry = HandGeometry{};
}

}  // namespace

bool Overlap(const Box& a, const Box& b) {
  if (a.Empty() || b.Empty()) return false;
  constexpr float kSliver = 0.01f;  // rounding where two boxes meet is not an overlap
  return a.x + kSliver < b.Right() && b.x + kSliver < a.Right() && a.y + kSliver < b.Bottom() &&
         b.y + kSliver < a.Bottom();
}

bool Inside(const Box& inner, const Box& outer) {
  constexpr float kSlack = 0.5f;
  return inner.x >= outer.x - kSlack && inner.y >= outer.y - kSlack && inner.Right() <= outer.Right() + kSlack &&
         inner.Bottom() <= outer.Bottom() + kSlack;
}

const char* TableShapeName(TableShape shape) {
  switch (shape) {
    case TableShape::kPortrait: return "portrait";
    case TableShape::kLandscape: return "landscape";
    case TableShape::kWideShort: return "wide-short";
    case TableShape::kLarge: return "large";
  }
  return "landscape";
}

namespace {

// The table with the cards asked to be `card_scale` times their designed size.
TableLayout LayoutAt(const TableLayoutInput& in, float card_scale) {
  const float width = std::max(in.width, 240.0f);
  const float height = std::max(in.height, 240.0f);
  TableLayout l;
  if (height > width * 1.15f) {
    l = Portrait(in, width, height, false, card_scale);
    if (l.board.w < BoardTarget(width, height)) {
      const TableLayout beside = Portrait(in, width, height, true, card_scale);
      if (beside.board.w > l.board.w && beside.pile_card_w * kLayoutCardAspect >= 40.0f) l = beside;
    }
  } else {
    // Plates on top when that leaves the board half the shorter side and a plate room for a
    // name; else beside the board; else beside it under a shorter top bar. Failing that, the
    // first that gives the board its least size; failing all, the biggest board.
    const float target = BoardTarget(width, height);
    const TableLayout candidates[] = {WideWithPlatesOnTop(in, width, height, card_scale),
                                      WideWithPlatesBeside(in, width, height, false, card_scale),
                                      WideWithPlatesBeside(in, width, height, true, card_scale)};
    auto usable = [](const TableLayout& c) {
      return c.plates[0].w >= 84.0f && c.pile.w >= 2.0f * c.pile_card_w && c.pile_card_w * kLayoutCardAspect >= 40.0f;
    };
    const TableLayout* best = nullptr;
    for (float least : {std::max(target, 0.5f * std::min(width, height)), target}) {
      for (const TableLayout& c : candidates) {
        if (best == nullptr && usable(c) && c.board.w >= least) best = &c;
      }
    }
    for (const TableLayout& c : candidates) {
      if (best == nullptr || (best->board.w < target && c.board.w > best->board.w)) best = &c;
    }
    l = *best;
  }
  if (in.screen == TableScreen::kSettlement) {
    MakeSettlement(&l, in.seats);
  } else if (in.spare_cards > 0 && !l.pile.Empty()) {
    // The spare hand takes the pile's left part: apart from the run, never over it.
    const float gap = Clamp(8.0f * l.unit, 5.0f, 20.0f);
    l.spare = {l.pile.x, l.pile.y, l.pile.w * 0.42f, l.pile.h};
    l.pile = {l.spare.Right() + gap, l.pile.y, std::max(0.0f, l.pile.w - l.spare.w - gap), l.pile.h};
  }
  return l;
}

}  // namespace

TableLayout LayoutTable(const TableLayoutInput& input) {
  TableLayoutInput in = input;
  in.seats = std::clamp(in.seats, 1, kMaxPlates);
  in.hand_cards = std::max(in.hand_cards, 0);
  in.text_scale = std::clamp(in.text_scale, 1.0f, 1.5f);
  if (in.text_scale <= 1.0f || in.screen == TableScreen::kSettlement) return LayoutAt(in, in.text_scale);
  // Larger text: the largest cards, up to the text's scale, that leave the pile's cards no
  // smaller than at the designed size and the board its least size; failing that, the cards as
  // designed.
  TableLayoutInput designed = in;
  designed.text_scale = 1.0f;
  const TableLayout reference = LayoutAt(designed, 1.0f);
  const float target = BoardTarget(std::max(in.width, 240.0f), std::max(in.height, 240.0f));
  const float least_board = std::min(reference.board.w, target);
  for (float cards = in.text_scale; cards > 1.0f; cards -= 0.125f) {
    const TableLayout l = LayoutAt(in, cards);
    const bool pile_kept = l.pile_card_w + 0.5f >= reference.pile_card_w;
    const bool board_kept = l.board.w + 0.5f >= least_board;
    if (pile_kept && board_kept && l.hand_geometry.card_h >= reference.hand_geometry.card_h) return l;
  }
  return LayoutAt(in, 1.0f);
}

Box HandCardBox(const TableLayout& layout, int index, int count) {
  const HandGeometry& g = layout.hand_geometry;
  if (count <= 0 || g.card_w <= 0.0f) return {};
  const int per_row = std::max(1, g.per_row);
  const int rows = CeilDiv(count, per_row);
  // Cards share the rows evenly; the bottom row stays at the bottom as cards are played.
  const int base = count / rows, extra = count % rows;
  int row = 0, first = 0;
  while (row < rows - 1 && index >= first + base + (row < extra ? 1 : 0)) {
    first += base + (row < extra ? 1 : 0);
    ++row;
  }
  const int in_row = base + (row < extra ? 1 : 0);
  const int col = index - first;
  const float span = g.card_w + g.step * static_cast<float>(in_row - 1);
  const float x0 = layout.hand.x + (layout.hand.w - span) * 0.5f;
  const float bottom_top = layout.hand.Bottom() - g.card_h;
  const float y = bottom_top - static_cast<float>(rows - 1 - row) * g.row_step;
  return {x0 + g.step * static_cast<float>(col), y, g.card_w, g.card_h};
}

Box HandCardHitBox(const TableLayout& layout, int index, int count) {
  Box b = HandCardBox(layout, index, count);
  if (b.Empty()) return b;
  if (index + 1 < count) {
    const Box next = HandCardBox(layout, index + 1, count);
    if (std::fabs(next.y - b.y) < 0.5f) b.w = std::min(b.w, next.x - b.x);  // the next card covers the rest
  }
  // A lower row covers this card's lower part.
  const Box last = HandCardBox(layout, count - 1, count);
  if (last.y > b.y + 0.5f) b.h = std::min(b.h, layout.hand_geometry.row_step);
  return b;
}

Box PileCardBox(const TableLayout& layout, int index, int count) {
  const Box& pile = layout.pile;
  if (count <= 0 || pile.Empty()) return {};
  const float label_h = layout.label_size + 8.0f;
  const float w = std::min(layout.pile_card_w, std::max(10.0f, (pile.h - label_h) / kLayoutCardAspect));
  const float h = w * kLayoutCardAspect;
  float step = w * 0.62f;
  if (count > 1) step = std::min(step, (pile.w - w) / static_cast<float>(count - 1));
  const float total = w + step * static_cast<float>(count - 1);
  const float x0 = pile.x + std::max(0.0f, (pile.w - total) * 0.5f);
  const float y = pile.y + std::max(0.0f, (pile.h - label_h - h) * 0.5f);
  return {x0 + step * static_cast<float>(index), y, w, h};
}

Box SpareCardBox(const TableLayout& layout, int index, int count) {
  const Box& spare = layout.spare;
  if (count <= 0 || spare.Empty()) return {};
  const float label_h = layout.label_size + 8.0f;
  const float w = std::min(layout.pile_card_w * 0.75f, std::max(10.0f, (spare.h - label_h) / kLayoutCardAspect));
  float step = count > 1 ? std::min(w * 0.45f, (spare.w - w) / static_cast<float>(count - 1)) : 0.0f;
  step = std::max(step, 0.0f);
  const float total = w + step * static_cast<float>(count - 1);
  const float x0 = spare.x + std::max(0.0f, (spare.w - total) * 0.5f);
  const float y = spare.y + std::max(0.0f, (spare.h - label_h - w * kLayoutCardAspect) * 0.5f);
  return {x0 + step * static_cast<float>(index), y, w, w * kLayoutCardAspect};
}

float BubbleTop(const Box& caption, float top_limit, float height) {
  constexpr float kGap = 6.0f;
  const float above = caption.y - kGap - height;
  return above >= top_limit + kGap ? above : caption.Bottom() + kGap;
}

}  // namespace popejoan::ui
