#include "ui/layout/table_shapes.h"

#include <algorithm>
#include <cmath>

#include "ui/layout/table_parts.h"

namespace popejoan::ui::layout_internal {
namespace {

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

}  // namespace

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
  float plate_h = rows == 1 ? Grow(64.0f * p.unit, 48.0f, 120.0f, p.ts) : Grow(40.0f * p.unit, 34.0f, 80.0f, p.ts);
  const float caption_h = Grow(34.0f * p.unit, kMinTouchTarget, 70.0f, p.ts);
  // Two rows of one-line plates leave a name too little room (8 players on a phone on its side
  // cut every long name): plates with the name on its own row, where the pile keeps room for
  // cards as tall as a finger. (Larger text keeps one line: its type would not fit two.)
  const float two_row_h = 46.0f * std::min(p.ts, 1.25f);
  const float pile_least = 44.0f * kLayoutCardAspect + Clamp(13.0f * p.unit, 11.0f, 28.0f) * p.ts + 8.0f;
  if (rows == 2 && p.ts <= 1.0f && plate_h < two_row_h &&
      column.h - 2.0f * two_row_h - 3.0f * p.gap - caption_h >= pile_least) {
    plate_h = two_row_h;
  }
  l.plate_detail = DetailFor(plate_h, p.unit, p.ts);
  SetTextSizes(&l, false);
  PlaceGrid(&l, column, count, columns, plate_w, plate_h, p.gap);
  const float plates_bottom = column.y + static_cast<float>(rows) * plate_h + static_cast<float>(rows - 1) * p.gap;
  l.caption = {column.x, plates_bottom + p.gap, column.w, caption_h};
  const float row_top = l.caption.Bottom() + p.gap;
  PlaceTurnupAndPile(&l, {column.x, row_top, column.w, std::max(0.0f, column.Bottom() - row_top)}, 2.0f * p.gap,
                     l.hand_geometry.card_w > 0 ? l.hand_geometry.card_w : p.want_card_w);
  return l;
}

// ---- Portrait: taller than wide (phones upright, tablets).

namespace {

struct PortraitParts {
  float width, unit, ts, margin, gap;
  float target;      // the board's least size across
  bool pile_beside;  // the turn-up and pile in a column right of the board, else in a row under it
  PortraitKeep keep;
};

// Every seat's plate (yours last) in at most two rows under the top bar; returns their foot.
float PlacePortraitPlates(TableLayout* l, int count, const PortraitParts& p) {
  const int columns = count <= 3 ? count : std::min(4, CeilDiv(count, 2));
  const int rows = CeilDiv(count, columns);
  const float plate_w = (p.width - 2.0f * p.margin - static_cast<float>(columns - 1) * p.gap) / static_cast<float>(columns);
  // Two rows of type need less than their scale in height: 150% type fits in 130% of the plate.
  const float plate_h = Grow(56.0f * p.unit, 46.0f, 110.0f, 1.0f + 0.6f * (p.ts - 1.0f));
  l->plate_detail = DetailFor(plate_h, p.unit, p.ts);
  SetTextSizes(l, true);
  PlaceGrid(l, {p.margin, l->topbar.Bottom() + p.margin, p.width - 2.0f * p.margin, 0}, count, columns, plate_w, plate_h,
            p.gap);
  return l->topbar.Bottom() + p.margin + static_cast<float>(rows) * plate_h + static_cast<float>(rows - 1) * p.gap;
}

// The board with the turn-up and pile in the band from `band_top`, `band_h` tall, above the
// caption. Returns the board's size across.
float PlacePortraitBoard(TableLayout* l, const PortraitParts& p, float band_top, float band_h, float max_card_w) {
  if (p.pile_beside) {
    const float column_w = std::max(150.0f, p.width * 0.34f);
    const float d = std::max(0.0f, std::min(band_h, p.width - 2.0f * p.margin - 2.0f * p.gap - column_w));
    l->board = {p.margin, band_top + (band_h - d) * 0.5f, d, d};
    const float column_x = l->board.Right() + 2.0f * p.gap;
    PlaceTurnupOverPile(l, {column_x, band_top, p.width - p.margin - column_x, band_h}, p.gap, max_card_w);
    return d;
  }
  float row_h = Clamp(band_h * 0.26f, 44.0f * kLayoutCardAspect + l->label_size + 8.0f, 170.0f * p.unit);
  if (p.ts > 1.0f) {
    // Larger text: the pile's cards grow with the hand's, but leave the board its least size
    // (or what `keep` asks of both).
    const float least = std::max(44.0f, p.keep.pile_card_w) * kLayoutCardAspect + l->label_size + 8.0f;
    const float board = std::max(p.target, p.keep.board);
    row_h = std::max(least, std::min(Clamp(band_h * 0.26f * p.ts, least, 170.0f * p.unit * p.ts), band_h - p.gap - board));
  }
  const float d = std::max(0.0f, std::min(p.width - 2.0f * p.margin, band_h - row_h - p.gap));
  l->board = {(p.width - d) * 0.5f, band_top, d, d};
  const float row_top = l->board.Bottom() + p.gap;
  PlaceTurnupAndPile(l, {p.margin, row_top, p.width - 2.0f * p.margin, std::max(0.0f, l->caption.y - p.gap - row_top)},
                     2.0f * p.gap, max_card_w);
  return d;
}

}  // namespace

TableLayout Portrait(const TableLayoutInput& in, float width, float height, bool pile_beside, float card_scale,
                     const PortraitKeep& keep) {
  TableLayout l;
  l.shape = TableShape::kPortrait;
  const float u = Clamp(std::min(width / 390.0f, height / 844.0f), 0.85f, 2.0f);
  const PortraitParts p{width, u, in.text_scale, Clamp(8.0f * u, 6.0f, 20.0f), Clamp(7.0f * u, 5.0f, 16.0f),
                        BoardTarget(width, height), pile_beside, keep};
  l.unit = u;
  l.text_scale = p.ts;
  l.view = {0, 0, width, height};
  l.topbar = {0, 0, width, std::max(kMinTouchTarget + 4.0f, 50.0f * u * BarScale(p.ts))};
  l.bar = LayoutTopBar(l.topbar, u, true, width >= 560.0f, p.ts, in);
  const float plates_bottom = PlacePortraitPlates(&l, in.seats, p);
  const float caption_h = Grow(34.0f * u, kMinTouchTarget, 70.0f, p.ts);
  // Cards as large as leave the board its least size; smaller cards only when they must be.
  float want = Clamp(74.0f * u, 50.0f, 150.0f) * card_scale;
  for (;;) {
    if (in.hand_cards > 0) {
      l.hand_geometry = FitHand(width - 2.0f * p.margin, in.hand_cards, want, 44.0f, 3, p.gap);
      l.hand_geometry.lift = Clamp(10.0f * u, 6.0f, 20.0f);
    }
    const float hand_h = in.hand_cards > 0 ? HandHeight(l.hand_geometry) : 0.0f;
    l.hand = {p.margin, height - p.margin - hand_h, width - 2.0f * p.margin, hand_h};
    l.caption = {p.margin, l.hand.y - p.gap - caption_h, width - 2.0f * p.margin, caption_h};
    const float band_top = plates_bottom + p.margin;
    const float max_card_w = l.hand_geometry.card_w > 0 ? l.hand_geometry.card_w : want;
    const float d = PlacePortraitBoard(&l, p, band_top, l.caption.y - p.gap - band_top, max_card_w);
    if (d >= p.target || want <= 50.0f || in.hand_cards == 0) break;
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

}  // namespace popejoan::ui::layout_internal
