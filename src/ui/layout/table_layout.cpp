#include "ui/layout/table_layout.h"

#include <algorithm>
#include <cmath>

#include "ui/layout/table_parts.h"
#include "ui/layout/table_shapes.h"

namespace popejoan::ui {

using namespace layout_internal;  // the layout's own parts

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

// The board's size across at which its words are read at 100% as on a phone upright (about 11
// points: 800x450's board is 297 across).
constexpr float kReadableBoard = 290.0f;

// The table with the cards asked to be `card_scale` times their designed size.
TableLayout LayoutAt(const TableLayoutInput& in, float card_scale, const PortraitKeep& keep = {}) {
  const float width = std::max(in.width, 240.0f);
  const float height = std::max(in.height, 240.0f);
  TableLayout l;
  if (height > width * 1.15f) {
    l = Portrait(in, width, height, false, card_scale, keep);
    if (l.board.w < BoardTarget(width, height)) {
      const TableLayout beside = Portrait(in, width, height, true, card_scale, keep);
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
    // A board too small for its words to be read takes a usable layout's larger board (a phone
    // on its side drew them at 9 px: the top bar then covers only the column right of it).
    for (const TableLayout& c : candidates) {
      if (best->board.w < kReadableBoard && usable(c) && c.board.w >= 1.1f * best->board.w) best = &c;
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

// On an upright phone at larger text, how much of the board (as it is with the cards as designed)
// larger cards may take.
constexpr float kLeastBoardOnAPhone = 0.9f;

TableLayout LayoutTable(const TableLayoutInput& input) {
  TableLayoutInput in = input;
  in.seats = std::clamp(in.seats, 1, kMaxPlates);
  in.hand_cards = std::max(in.hand_cards, 0);
  in.text_scale = std::clamp(in.text_scale, 1.0f, 1.5f);
  if (in.text_scale <= 1.0f || in.screen == TableScreen::kSettlement) return LayoutAt(in, in.text_scale);
  // Larger text: the largest cards, up to the text's scale, that leave the pile's cards no
  // smaller than at the designed size and the board at least its designed size (its words grow
  // only in the room it keeps). Where there is no such room, the board keeps what its words
  // need to be no smaller than at 100%, and the hand's cards grow if room is left; failing that,
  // an upright phone keeps its cards as designed and gives the board all it can, and a wide box
  // grows its cards a step with the board keeping most of its size.
  TableLayoutInput designed = in;
  designed.text_scale = 1.0f;
  const TableLayout reference = LayoutAt(designed, 1.0f);
  const TableLayout cards_as_designed = LayoutAt(in, 1.0f);
  auto kept = [&](const TableLayout& l, float least_board) {
    return l.pile_card_w + 0.5f >= reference.pile_card_w && l.board.w + 0.5f >= least_board &&
           l.hand_geometry.card_h >= reference.hand_geometry.card_h;
  };
  for (float cards = in.text_scale; cards > 1.0f; cards -= 0.125f) {
    const TableLayout l = LayoutAt(in, cards);
    if (kept(l, 0.95f * reference.board.w)) return l;
  }
  // Else a board whose words, larger by the text's scale, are no smaller than at 100% (a
  // board word gains about half the text's growth: it may turn along the rim), the pile's cards
  // as at 100%, and the hand's as large as that leaves room for.
  const PortraitKeep keep{reference.board.w / (1.0f + 0.5f * (in.text_scale - 1.0f)), reference.pile_card_w};
  for (float cards = in.text_scale; cards > 0.99f; cards -= 0.125f) {
    const TableLayout l = LayoutAt(in, cards, keep);
    if (kept(l, keep.board)) return l;
  }
  // An upright phone with no room for that: the largest board it has, the cards as designed.
  if (reference.shape == TableShape::kPortrait) return LayoutAt(in, 1.0f, keep);
  for (float cards = in.text_scale; cards > 1.0f; cards -= 0.125f) {
    const TableLayout l = LayoutAt(in, cards);
    if (kept(l, kLeastBoardOnAPhone * cards_as_designed.board.w)) return l;
  }
  return cards_as_designed;
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

Box StopDotBox(const Box& card, const Box& visible) {
  const float d = card.w * 0.17f;
  const float inset = card.w * 0.06f;
  const float right = std::min(card.Right(), visible.Right()) - inset;
  if (right - d >= card.x + card.w * 0.36f) return {right - d, card.y + inset, d, d};  // beside the index
  return {card.x + inset, card.y + card.w * 0.5f, d, d};  // a narrow strip: under the index
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
