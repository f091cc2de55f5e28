#include "ui/layout/lesson_place.h"

#include <algorithm>

namespace popejoan::ui {
namespace {

constexpr float kGap = 6.0f;
constexpr float kMinBesideWidth = 200.0f;  // narrower than this, a panel is a column of words

bool Fits(const LessonRoom& room, const Box& box) {
  return box.Bottom() <= room.view.Bottom() - 4.0f && !Overlap(box, room.pile);
}

// The tallest panel that fits in `room` at `width` (cut to the room's height; empty if under `min_h`).
Box InRoom(const Box& room, float width, float x, const std::function<float(float)>& height_for, float min_h) {
  const float w = std::min(width, room.w);
  const float h = std::min(height_for(w), room.h);
  if (w < kMinBesideWidth || h < min_h) return {};
  return {std::clamp(x, room.x, room.Right() - w), room.y, w, h};
}

// Where a panel too tall for the caption's sides goes: the largest of the rooms above, below and
// beside the run, its words scrolling if it must be cut short.
Box ClearOfThePile(const LessonRoom& room, float width, float x, const std::function<float(float)>& height_for,
                   float min_h) {
  const Box& v = room.view;
  const Box& p = room.pile;
  const float top = room.top_limit + kGap, bottom = v.Bottom() - 4.0f;
  const Box rooms[] = {
      {v.x + kGap, p.Bottom() + kGap, v.w - 2.0f * kGap, bottom - p.Bottom() - kGap},  // below the run
      {v.x + kGap, top, v.w - 2.0f * kGap, p.y - kGap - top},                          // above it
      {v.x + kGap, top, p.x - v.x - 2.0f * kGap, bottom - top},                        // to its left
      {p.Right() + kGap, top, v.Right() - p.Right() - 2.0f * kGap, bottom - top},      // to its right
  };
  Box best;
  for (const Box& r : rooms) {
    if (r.w <= 0.0f || r.h <= 0.0f) continue;
    const Box b = InRoom(r, width, x, height_for, min_h);
    if (!b.Empty() && b.h * b.w > best.h * best.w) best = b;
  }
  return best;
}

}  // namespace

Box PlaceLessonPanel(const LessonRoom& room, float width, const std::function<float(float)>& height_for,
                     bool waits_for_play) {
  const float h = height_for(width);
  const float x = std::clamp(room.caption.CentreX() - width * 0.5f, room.view.x + 8.0f,
                             std::max(room.view.x + 8.0f, room.view.Right() - 8.0f - width));
  if (waits_for_play) return {x, std::max(4.0f, room.caption.y - kGap - h), width, h};
  const float below_caption = room.caption.Bottom() + kGap;
  const float tops[] = {below_caption, room.caption.y - kGap - h, room.pile.Bottom() + kGap, room.pile.y - kGap - h};
  for (int i = 0; i < 4; ++i) {
    const Box box{x, tops[i], width, h};
    if (box.y < room.top_limit + kGap) continue;  // the top bar's Menu stays in reach
    if ((i < 2 || !room.pile.Empty()) && Fits(room, box)) return box;
  }
  if (!room.pile.Empty()) {
    const Box clear = ClearOfThePile(room, width, x, height_for, std::min(h, 120.0f));
    if (!clear.Empty()) return clear;
  }
  return {x, std::max(4.0f, std::min(below_caption, room.view.Bottom() - 4.0f - h)), width, h};
}

}  // namespace popejoan::ui
