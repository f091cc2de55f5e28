#include "ui/layout/board_layout.h"

#include <algorithm>
#include <cmath>

namespace popejoan::ui {
namespace {

constexpr float kPi = 3.14159265358979f;
constexpr float kCardsScale = 0.85f;
constexpr float kCountScale = 1.15f;
constexpr float kLineHeight = 1.15f;

float WedgeMid(int index, int count) {
  const float step = 2.0f * kPi / static_cast<float>(count);
  return -kPi / 2.0f + step * (static_cast<float>(index) + 0.5f);
}

// The block's parts laid out around (cx, cy) at type size `s`: the name, then the cards, then
// the counters and their number; or, `low`, the cards beside the counters under the name;
// `name_last`: the name at the foot instead.
WedgeLayout Block(const WedgeText& text, float s, bool with_cards, bool low, float cx, float cy, bool name_last = false) {
  WedgeLayout w;
  const float gap = 0.15f * s;
  const float name_h = s * kLineHeight;
  const float cards_h = with_cards ? s * kCardsScale * kLineHeight : 0.0f;
  w.chip_radius = 0.5f * s;
  const float count_w = static_cast<float>(std::max(text.count_digits, 1)) * 0.7f * s * kCountScale;
  const float chips_w = 2.0f * w.chip_radius;
  const float name_w = text.name_w * s;
  const float cards_w = with_cards ? text.cards_w * s * kCardsScale : 0.0f;
  const bool beside = with_cards && low;
  const float row_w = chips_w + 0.35f * s + count_w + (beside ? cards_w + 0.5f * s : 0.0f);
  const float row_h = std::max(s * kCountScale * kLineHeight, 3.0f * w.chip_radius);
  const float height = name_h + (with_cards && !beside ? gap + cards_h : 0.0f) + gap + row_h;
  // Name last: the block lies turned with its foot to the rim, where the wedge is widest.
  float y = cy - height * 0.5f + (name_last ? height - name_h : 0.0f);
  w.name = {cx - name_w * 0.5f, y, name_w, name_h};
  y = name_last ? cy - height * 0.5f : y + name_h + gap;
  if (with_cards && !beside) {
    w.cards = {cx - cards_w * 0.5f, y, cards_w, cards_h};
    y += cards_h + gap;
  }
  float row_x = cx - row_w * 0.5f;
  if (beside) {
    w.cards = {row_x, y + (row_h - cards_h) * 0.5f, cards_w, cards_h};
    row_x += cards_w + 0.5f * s;
  }
  w.chips = {row_x, y + (row_h - 3.0f * w.chip_radius) * 0.5f, chips_w, 3.0f * w.chip_radius};
  w.count = {row_x + chips_w + 0.35f * s, y + (row_h - s * kCountScale * kLineHeight) * 0.5f, count_w,
             s * kCountScale * kLineHeight};
  return w;
}

Box Bounds(const WedgeLayout& w) {
  float x0 = std::min({w.name.x, w.chips.x, w.count.x});
  float y0 = std::min({w.name.y, w.chips.y, w.count.y});
  float x1 = std::max({w.name.Right(), w.chips.Right(), w.count.Right()});
  float y1 = std::max({w.name.Bottom(), w.chips.Bottom(), w.count.Bottom()});
  if (!w.cards.Empty()) {
    x0 = std::min(x0, w.cards.x);
    x1 = std::max(x1, w.cards.Right());
  }
  return {x0, y0, x1 - x0, y1 - y0};
}

// Each part of a turned block inside the wedge: the block narrows towards the hub as the wedge does.
bool PartsInsideWedge(const WedgeLayout& w, float cx, float cy, float radius, int index, int count, float pad) {
  for (const Box* part : {&w.name, &w.cards, &w.chips, &w.count}) {
    if (!part->Empty() && !PartInsideWedge(*part, w, cx, cy, radius, index, count, pad)) return false;
  }
  return true;
}

// The turn that lays a block's lines along the rim of the wedge whose middle is at angle `mid`:
// the block's top towards the rim in the upper half, towards the hub in the lower (never upside down).
float RimTurn(float mid) {
  const float up = mid + kPi / 2.0f;
  return std::sin(mid) > 0.01f ? up - kPi : up;
}

// The block for wedge `index` at size `s`, placed where it fits (nearest the wedge's middle
// radius first, level before turned, and turned only if `may_turn`); false if it fits nowhere.
bool Place(float cx, float cy, float radius, int index, int count, const WedgeText& text, float s, bool with_cards,
           bool may_turn, WedgeLayout* out) {
  const float well = BoardWell(radius), hub = BoardHub(radius);
  const float pad = std::max(1.5f, radius * 0.02f);
  const float mid = WedgeMid(index, count);
  const float middle = (well + hub) * 0.5f;
  constexpr int kTries = 25;
  for (bool turned : {false, true}) {
    if (turned && !may_turn) break;
    for (int t = 0; t < kTries; ++t) {
      // middle, then alternately a little further out and in
      const float offset = static_cast<float>((t + 1) / 2) * (well - hub) / static_cast<float>(kTries) * (t % 2 ? 1.0f : -1.0f);
      const float r = middle + offset;
      for (bool low : {false, true}) {
        const bool foot_out = turned && std::sin(mid) > 0.01f;  // turned over: its foot faces the rim
        WedgeLayout w = Block(text, s, with_cards, low, cx + std::cos(mid) * r, cy + std::sin(mid) * r, foot_out);
        w.pivot_x = cx + std::cos(mid) * r;
        w.pivot_y = cy + std::sin(mid) * r;
        w.turn = turned ? RimTurn(mid) : 0.0f;
        if (turned ? PartsInsideWedge(w, cx, cy, radius, index, count, pad)
                   : PartInsideWedge(Bounds(w), w, cx, cy, radius, index, count, pad)) {
          *out = w;
          return true;
        }
      }
    }
  }
  return false;
}

// True if the point lies inside wedge `index`, at least `pad` from its spokes, rim and hub.
bool PointInsideWedge(float x, float y, float centre_x, float centre_y, float radius, int index, int count, float pad) {
  const float well = BoardWell(radius), hub = BoardHub(radius);
  const float half = kPi / static_cast<float>(count);
  const float dx = x - centre_x, dy = y - centre_y;
  const float rho = std::sqrt(dx * dx + dy * dy);
  if (rho < hub + pad || rho > well - pad) return false;
  // The angle from the wedge's middle, folded to one side; the distance to the nearer spoke.
  float theta = std::atan2(dy, dx) - WedgeMid(index, count);
  while (theta > kPi) theta -= 2.0f * kPi;
  while (theta < -kPi) theta += 2.0f * kPi;
  const float off = half - std::fabs(theta);
  return off > 0.0f && rho * std::sin(std::min(off, kPi / 2.0f)) >= pad;
}

}  // namespace

bool InsideWedge(const Box& box, float centre_x, float centre_y, float radius, int index, int count, float pad) {
  return PartInsideWedge(box, WedgeLayout{}, centre_x, centre_y, radius, index, count, pad);
}

void TurnPoint(const WedgeLayout& w, float* x, float* y) {
  if (w.turn == 0.0f) return;
  const float c = std::cos(w.turn), s = std::sin(w.turn);
  const float dx = *x - w.pivot_x, dy = *y - w.pivot_y;
  *x = w.pivot_x + dx * c - dy * s;
  *y = w.pivot_y + dx * s + dy * c;
}

bool PartInsideWedge(const Box& part, const WedgeLayout& w, float centre_x, float centre_y, float radius, int index,
                     int count, float pad) {
  const float xs[3] = {part.x, part.CentreX(), part.Right()};
  const float ys[3] = {part.y, part.CentreY(), part.Bottom()};
  for (float x0 : xs) {
    for (float y0 : ys) {
      float x = x0, y = y0;
      TurnPoint(w, &x, &y);
      if (!PointInsideWedge(x, y, centre_x, centre_y, radius, index, count, pad)) return false;
    }
  }
  return true;
}

BoardLayout LayoutBoard(float centre_x, float centre_y, float radius, const std::vector<WedgeText>& texts,
                        float text_scale) {
  BoardLayout board;
  const int n = static_cast<int>(texts.size());
  if (n == 0 || radius <= 0.0f) return board;
  const float scale = std::clamp(text_scale, 1.0f, 1.5f);
  const bool may_turn = scale > 1.0f;
  const float largest = std::clamp(radius * 0.095f * scale, 9.0f, 30.0f * scale);
  constexpr float kSmallest = 5.0f;  // tiny, but never two words on top of each other
  // The largest size every wedge can hold (a smaller block fits wherever a larger one does:
  // found by halving), with the cards line if possible.
  auto layout_at = [&](float s, bool with_cards, std::vector<WedgeLayout>* wedges) {
    wedges->assign(static_cast<size_t>(n), WedgeLayout{});
    for (int i = 0; i < n; ++i) {
      const WedgeText& t = texts[static_cast<size_t>(i)];
      if (!Place(centre_x, centre_y, radius, i, n, t, s, with_cards && t.cards_w > 0.0f, may_turn, &(*wedges)[static_cast<size_t>(i)])) {
        return false;
      }
    }
    return true;
  };
  for (bool with_cards : {true, false}) {
    std::vector<WedgeLayout> wedges;
    if (!layout_at(kSmallest, with_cards, &wedges)) continue;
    float lo = kSmallest, hi = largest;
    if (layout_at(hi, with_cards, &wedges)) {
      lo = hi;
    } else {
      while (hi - lo > 0.25f) {
        const float m = (lo + hi) * 0.5f;
        (layout_at(m, with_cards, &wedges) ? lo : hi) = m;
      }
    }
    layout_at(lo, with_cards, &board.wedges);
    board.text_size = lo;
    return board;
  }
  // Too small for any words: the smallest blocks at each wedge's middle.
  board.text_size = kSmallest;
  for (int i = 0; i < n; ++i) {
    const float mid = WedgeMid(i, n);
    const float r = (BoardWell(radius) + BoardHub(radius)) * 0.5f;
    board.wedges.push_back(Block(texts[static_cast<size_t>(i)], kSmallest, false, false, centre_x + std::cos(mid) * r,
                                 centre_y + std::sin(mid) * r));
  }
  return board;
}

}  // namespace popejoan::ui
