#include "ui/layout/note_place.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace popejoan::ui {
namespace {

NoteRoom Screen(float w, float h, float top = 50.0f) {
  NoteRoom room;
  room.screen = Box{0.0f, top, w, h - top};
  return room;
}

// The room's plates are `plates` (kept alive by the caller).
void Seat(NoteRoom* room, const std::vector<Box>& plates) {
  room->plates = plates.data();
  room->plate_count = static_cast<int>(plates.size());
}

TEST(NotePlace, AbovePlateWhereThereIsRoom) {
  NoteRoom room = Screen(1280, 800);
  const Box plate{500, 400, 200, 60};
  const std::vector<Box> plates = {plate};
  Seat(&room, plates);
  const Box note = PlaceNote(plate, 120, 30, room);
  EXPECT_FLOAT_EQ(note.Bottom(), plate.y - room.gap);
  EXPECT_FLOAT_EQ(note.CentreX(), plate.CentreX());
}

TEST(NotePlace, UnderAPlateAlongTheTopBar) {
  NoteRoom room = Screen(1280, 800);
  const Box plate{500, 55, 200, 60};
  const std::vector<Box> plates = {plate};
  Seat(&room, plates);
  const Box note = PlaceNote(plate, 120, 30, room);
  EXPECT_FLOAT_EQ(note.y, plate.Bottom() + room.gap);
  EXPECT_FALSE(Overlap(note, plate));
}

// Plates stacked in a column (many seats on a phone): above or under would cover a neighbour's
// name, so the note goes beside its own plate.
TEST(NotePlace, BesideAPlateStackedBetweenOthers) {
  NoteRoom room = Screen(390, 844);
  const Box upper{4, 100, 120, 50}, plate{4, 154, 120, 50}, lower{4, 208, 120, 50};
  const std::vector<Box> plates = {upper, plate, lower};
  Seat(&room, plates);
  const Box note = PlaceNote(plate, 110, 30, room);
  EXPECT_FLOAT_EQ(note.x, plate.Right() + room.gap);
  for (const Box& b : plates) EXPECT_FALSE(Overlap(note, b));
  EXPECT_TRUE(Inside(note, room.screen));
}

// Two rows of two plates under the top bar (a phone held upright): nothing above, and under the
// top row is another plate; the note goes under the rows, over no plate.
TEST(NotePlace, UnderTheRowsOfPlatesWhenTheRowUnderIsFull) {
  NoteRoom room = Screen(390, 844);
  const Box a{8, 58, 183, 55}, b{199, 58, 183, 55}, c{8, 118, 183, 55}, d{199, 118, 183, 55};
  const std::vector<Box> plates = {a, b, c, d};
  Seat(&room, plates);
  const Box note = PlaceNote(b, 170, 30, room);
  EXPECT_FLOAT_EQ(note.y, d.Bottom() + room.gap);
  for (const Box& p : plates) EXPECT_FALSE(Overlap(note, p));
  EXPECT_TRUE(Inside(note, room.screen));
}

// A phone on its side: one row of plates, the caption and a watcher's banner just under it. A
// note under its plate would hide what the table says: it goes under those words instead.
TEST(NotePlace, NeverOverTheCaptionWhereThereIsRoomUnderIt) {
  NoteRoom room = Screen(844, 390);
  const Box a{340, 56, 120, 47}, b{466, 56, 120, 47}, c{592, 56, 120, 47}, d{718, 56, 120, 47};
  const std::vector<Box> plates = {a, b, c, d};
  Seat(&room, plates);
  room.says = Box{437, 113, 303, 72};
  const Box note = PlaceNote(b, 170, 30, room);
  EXPECT_FLOAT_EQ(note.y, room.says.Bottom() + room.gap);
  EXPECT_FALSE(Overlap(note, room.says));
  for (const Box& p : plates) EXPECT_FALSE(Overlap(note, p));
}

TEST(NotePlace, KeptOnScreenAtTheEdge) {
  NoteRoom room = Screen(390, 844);
  const Box plate{300, 400, 86, 50};
  const std::vector<Box> plates = {plate};
  Seat(&room, plates);
  const Box note = PlaceNote(plate, 160, 30, room);
  EXPECT_TRUE(Inside(note, room.screen));
  EXPECT_FALSE(Overlap(note, plate));
}

TEST(NotePlace, NeverOverItsOwnPlateEvenWithoutRoom) {
  NoteRoom room = Screen(200, 160, 0);
  const Box plate{0, 20, 200, 120};
  const std::vector<Box> plates = {plate};
  Seat(&room, plates);
  const Box note = PlaceNote(plate, 180, 40, room);
  EXPECT_FALSE(Overlap(note, plate));
}

// Every plate of every table the page lays out at the matrix's sizes, 3 to 8 seats, 100% and 150%
// text: a reaction's note ("Well played!", its width at that text size) is on screen and never over
// its own plate; and over another plate only where no place beside it is free.
TEST(NotePlace, EveryPlateAtTheMatrixSizes) {
  const float sizes[][2] = {{390, 844}, {844, 390}, {800, 450}, {1280, 800}, {1920, 1080}};
  int checked = 0;
  for (const auto& size : sizes) {
    for (int seats = 3; seats <= 8; ++seats) {
      for (float scale : {1.0f, 1.5f}) {
        TableLayoutInput in;
        in.width = size[0];
        in.height = size[1];
        in.seats = seats;
        in.text_scale = scale;
        const TableLayout layout = LayoutTable(in);
        NoteRoom room;
        room.screen = Box{0.0f, layout.topbar.Bottom(), size[0], size[1] - layout.topbar.Bottom()};
        room.plates = layout.plates.data();
        room.plate_count = layout.plate_count;
        const float w = 110.0f * scale, h = 28.0f * scale;
        for (int i = 0; i < layout.plate_count; ++i) {
          const Box& plate = layout.plates[static_cast<size_t>(i)];
          const Box note = PlaceNote(plate, w, h, room);
          const std::string where = std::to_string(int(size[0])) + "x" + std::to_string(int(size[1])) + " seats " +
                                    std::to_string(seats) + " text " + std::to_string(scale);
          EXPECT_FALSE(Overlap(note, plate)) << where;
          EXPECT_TRUE(Inside(note, room.screen)) << where;
          ++checked;
        }
      }
    }
  }
  EXPECT_GT(checked, 300);
}

}  // namespace
}  // namespace popejoan::ui
