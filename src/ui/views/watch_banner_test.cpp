// A watcher's banner covers nothing a watcher can press, nor the top bar: at the sizes of the
// layout matrix, in 100% and 150% type, with 4 and 8 seats, one line or two, during a deal and at
// its end (where the settlement's foot holds "Take ...'s seat" and the way on).
#include "ui/views/watch_banner.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace popejoan::ui {
namespace {

struct Size {
  float w, h;
};
constexpr Size kSizes[] = {{390, 844}, {844, 390}, {800, 450}, {1280, 800}, {1920, 1080}, {360, 640}, {430, 932}};

TableLayout WatcherLayout(Size size, int seats, float text_scale, TableScreen screen) {
  TableLayoutInput in;
  in.width = size.w;
  in.height = size.h;
  in.seats = seats;
  in.own_plate = false;  // a watcher: no plate of their own, no hand
  in.hand_cards = 0;
  in.screen = screen;
  in.text_scale = text_scale;
  return LayoutTable(in);
}

std::string Where(Size size, int seats, float scale, TableScreen screen, float height) {
  return std::to_string(static_cast<int>(size.w)) + "x" + std::to_string(static_cast<int>(size.h)) + " seats " +
         std::to_string(seats) + " type " + std::to_string(scale) + (screen == TableScreen::kPlay ? " play" : " settlement") +
         " banner " + std::to_string(static_cast<int>(height)) + " tall";
}

TEST(WatchBanner, CoversNothingAWatcherCanPressNorTheTopBar) {
  for (const Size size : kSizes) {
    for (const int seats : {4, 8}) {
      for (const float scale : {1.0f, 1.5f}) {
        for (const TableScreen screen : {TableScreen::kPlay, TableScreen::kSettlement}) {
          for (const float lines : {1.0f, 2.0f}) {
            const TableLayout layout = WatcherLayout(size, seats, scale, screen);
            const float height = lines * 17.0f * scale + 10.0f;
            const float width = std::min(size.w - 40.0f, 560.0f * scale);
            const WatchBannerPlace place = PlaceWatchBanner(layout, width, height);
            const Box& banner = place.banner;
            const std::string where = Where(size, seats, scale, screen, height);
            EXPECT_TRUE(Inside(banner, layout.view)) << where;
            EXPECT_FALSE(Overlap(banner, layout.topbar)) << where;
            for (int i = 0; i < layout.plate_count; ++i) EXPECT_FALSE(Overlap(banner, layout.plates[static_cast<size_t>(i)])) << where;
            if (screen == TableScreen::kPlay) {
              EXPECT_FALSE(Overlap(banner, layout.caption)) << where;  // "I'm back", Skip: the caption's row
              EXPECT_TRUE(place.settlement.Empty()) << where;
            } else {
              // The settlement (its buttons at its foot) keeps all but the banner's strip.
              EXPECT_NEAR(banner.CentreX(), layout.view.CentreX(), 1.0f) << where;
              EXPECT_FALSE(Overlap(banner, place.settlement)) << where;
              EXPECT_TRUE(Inside(banner, layout.settlement)) << where;
              EXPECT_EQ(place.settlement.y, layout.settlement.y) << where;
              EXPECT_GE(place.settlement.h, layout.settlement.h * 0.6f) << where;
              EXPECT_LE(place.settlement.h, layout.settlement.h - height) << where;
            }
          }
        }
      }
    }
  }
}

// Before: the banner sat just above the settlement's foot, over its last button. Now the
// settlement's foot (where that button is drawn) moves up by the banner's strip.
TEST(WatchBanner, TheSettlementsFootMovesUpByTheStrip) {
  const TableLayout layout = WatcherLayout({390, 844}, 4, 1.0f, TableScreen::kSettlement);
  const WatchBannerPlace place = PlaceWatchBanner(layout, 350.0f, 44.0f);
  EXPECT_FLOAT_EQ(place.settlement.Bottom(), layout.settlement.Bottom() - 50.0f);
  EXPECT_FLOAT_EQ(place.banner.Bottom(), layout.settlement.Bottom());
  EXPECT_FLOAT_EQ(place.banner.y, place.settlement.Bottom() + 6.0f);
}

}  // namespace
}  // namespace popejoan::ui
