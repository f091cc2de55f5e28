// Seat plates keep whole names: at every size of the layout matrix and at 150% type, the
// players' names fit their plates (a little smaller type before any "…"), and they grow with the
// text size (a playtest at 150% once saw "Lady A…", "The …", "Colone…" with room to spare).
#include "ui/layout/plate_name.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

namespace popejoan::ui {
namespace {

// Widths at size 1 of DejaVu Sans Bold, roughly: 0.68 of the size a letter (as board_layout_test).
float Width(const std::string& text) { return 0.68f * static_cast<float>(text.size()); }

const std::vector<std::pair<float, float>> kMatrix = {{390, 844}, {844, 390}, {800, 450}, {1280, 800}, {1920, 1080}};
const std::vector<std::string> kNames = {"Lady Agatha", "The Vicar", "Colonel Finch", "You"};

TEST(PlateName, AWholeNameComesBeforeTheLevel) {
  const PlateNameFit both = FitPlateName(Width("The Vicar"), Width("Expert"), 400, 20);
  EXPECT_TRUE(both.show_level);
  EXPECT_FALSE(both.cut);
  const PlateNameFit name_only = FitPlateName(Width("The Vicar"), Width("Expert"), Width("The Vicar") * 20 + 1, 20);
  EXPECT_FALSE(name_only.show_level);
  EXPECT_FALSE(name_only.cut);
  EXPECT_FLOAT_EQ(name_only.size, 20);
}

TEST(PlateName, ANameShrinksALittleBeforeItIsCut) {
  const PlateNameFit smaller = FitPlateName(Width("Colonel Finch"), 0, Width("Colonel Finch") * 16, 20);
  EXPECT_FALSE(smaller.cut);
  EXPECT_FLOAT_EQ(smaller.size, 16);
  const PlateNameFit cut = FitPlateName(Width("Colonel Finch"), 0, Width("Colonel Finch") * 10, 20);
  EXPECT_TRUE(cut.cut);
  EXPECT_FLOAT_EQ(cut.size, 20 * kLeastNameShare);
}

TEST(PlateName, NamesAreWholeAndGrowWithTheTextSizeAtEveryMatrixSize) {
  for (const auto& [w, h] : kMatrix) {
    for (int seats : {4, 5}) {
      TableLayoutInput in;
      in.width = w;
      in.height = h;
      in.seats = seats;
      in.hand_cards = 10;
      const TableLayout normal = LayoutTable(in);
      in.text_scale = 1.5f;
      const TableLayout large = LayoutTable(in);
      if (large.plate_detail == PlateDetail::kLine || normal.plate_detail == PlateDetail::kLine) continue;
      for (int i = 0; i < large.plate_count; ++i) {
        const Box& plate = large.plates[static_cast<size_t>(i)];
        const Box& plate_normal = normal.plates[static_cast<size_t>(i)];
        for (const std::string& name : kNames) {
          const std::string where = std::to_string(static_cast<int>(w)) + "x" + std::to_string(static_cast<int>(h)) + " " +
                                    std::to_string(seats) + " seats, plate " + std::to_string(i) + ", " + name;
          const float size = PlateNameSize(plate, large);
          const PlateNameFit fit = FitPlateNameLine(Width(name), 0, plate, size, true);
          const float size_normal = PlateNameSize(plate_normal, normal);
          const PlateNameFit fit_normal = FitPlateNameLine(Width(name), 0, plate_normal, size_normal, true);
          // Four players (the playtest's table): every name whole at 150%, with the dealer's mark.
          if (seats == 4) EXPECT_FALSE(fit.cut) << where << ": cut at 150%";
          // Never smaller than at 100%, and larger wherever a plate leaves the room.
          EXPECT_GE(fit.size, fit_normal.size) << where;
          if (!fit.cut && fit.size >= size - 0.01f) EXPECT_GT(fit.size, fit_normal.size * 1.15f) << where;
        }
      }
    }
  }
}

}  // namespace
}  // namespace popejoan::ui
