#include "ui/layout/note_place.h"

#include <algorithm>
#include <array>

namespace popejoan::ui {
namespace {

// `at` moved to lie within [lo, hi - size] (at lo when it cannot).
float Within(float at, float size, float lo, float hi) { return std::max(lo, std::min(at, hi - size)); }

bool OverOthers(const Box& note, const Box& plate, const NoteRoom& room) {
  for (int i = 0; i < room.plate_count; ++i) {
    const Box& other = room.plates[i];
    const bool own = other.x == plate.x && other.y == plate.y && other.w == plate.w && other.h == plate.h;
    if (!own && Overlap(note, other)) return true;
  }
  return Overlap(note, room.says);
}

// The lowest foot (and the gap) of the other plates `note` covers; its own top if it covers none.
float BelowOthers(const Box& note, const Box& plate, const NoteRoom& room) {
  float y = note.y;
  for (int i = 0; i < room.plate_count; ++i) {
    const Box& other = room.plates[i];
    const bool own = other.x == plate.x && other.y == plate.y && other.w == plate.w && other.h == plate.h;
    if (!own && Overlap(note, other)) y = std::max(y, other.Bottom() + room.gap);
  }
  return Overlap(note, room.says) ? std::max(y, room.says.Bottom() + room.gap) : y;
}

}  // namespace

Box PlaceNote(const Box& plate, float w, float h, const NoteRoom& room) {
  const Box& s = room.screen;
  const float centred_x = Within(plate.CentreX() - w * 0.5f, w, s.x, s.Right());
  const float centred_y = Within(plate.CentreY() - h * 0.5f, h, s.y, s.Bottom());
  const std::array<Box, 4> places = {
      Box{centred_x, plate.y - room.gap - h, w, h},      // above
      Box{centred_x, plate.Bottom() + room.gap, w, h},   // under
      Box{plate.Right() + room.gap, centred_y, w, h},    // right
      Box{plate.x - room.gap - w, centred_y, w, h},      // left
  };
  const Box* first_on_screen = nullptr;
  for (const Box& place : places) {
    if (!Inside(place, s)) continue;
    if (!OverOthers(place, plate, room)) return place;
    if (first_on_screen == nullptr) first_on_screen = &place;
  }
  // Under, moved down past the plates it would cover (rows of plates on a phone): the first place
  // below them, if it is on screen.
  Box lower = places[1];
  for (int i = 0; i <= room.plate_count; ++i) lower.y = BelowOthers(lower, plate, room);
  if (Inside(lower, s) && !OverOthers(lower, plate, room)) return lower;
  if (first_on_screen != nullptr) return *first_on_screen;
  // Nowhere wholly on screen: the side with more room, the note's far edge past the screen's.
  return plate.y - s.y >= s.Bottom() - plate.Bottom() ? places[0] : places[1];
}

}  // namespace popejoan::ui
