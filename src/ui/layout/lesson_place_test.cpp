// The lesson's panel at every size the playtest used: inside the box and never over the run (the
// Following step's panel hid the cards it talks about at 844x390), for short and long lessons and
// every text size.
#include "ui/layout/lesson_place.h"

#include <gtest/gtest.h>

#include <cmath>

namespace popejoan::ui {
namespace {

// A lesson's height at width w: a title, `chars` characters of 17-point text, two buttons.
std::function<float(float)> PanelOf(int chars, float text_scale) {
  return [chars, text_scale](float w) {
    const float per_line = std::max(1.0f, (w - 32.0f) / (9.0f * text_scale));
    const float lines = std::ceil(static_cast<float>(chars) / per_line);
    return 28.0f + 24.0f * text_scale * (lines + 1.0f) + 48.0f + 18.0f;
  };
}

TEST(LessonPlace, NeverOverTheRunAndAlwaysInTheBox) {
  const float sizes[][2] = {{390, 844}, {844, 390}, {800, 450}, {1280, 800}, {1920, 1080}, {360, 640}, {1024, 600}};
  for (const auto& size : sizes) {
    for (float text_scale : {1.0f, 1.25f, 1.5f}) {
      TableLayoutInput in;
      in.width = size[0];
      in.height = size[1];
      in.text_scale = text_scale;
      const TableLayout l = LayoutTable(in);
      const LessonRoom room{l.view, l.caption, l.pile, l.topbar.Bottom()};
      for (int chars : {90, 160, 240}) {
        const float width = std::min({std::max(l.caption.w, 300.0f), 560.0f * text_scale, l.view.w - 16.0f});
        const Box panel = PlaceLessonPanel(room, width, PanelOf(chars, text_scale), false);
        const std::string at = std::to_string(static_cast<int>(size[0])) + "x" + std::to_string(static_cast<int>(size[1])) +
                               " text " + std::to_string(text_scale) + ", " + std::to_string(chars) + " chars";
        EXPECT_FALSE(Overlap(panel, l.pile)) << at;
        EXPECT_FALSE(Overlap(panel, l.topbar)) << at << ": the Menu stays in reach";
        EXPECT_TRUE(Inside(panel, l.view)) << at;
      }
    }
  }
}

TEST(LessonPlace, ALessonAskingForYourLeadStandsAboveTheCaption) {
  TableLayoutInput in;
  const TableLayout l = LayoutTable(in);
  const LessonRoom room{l.view, l.caption, l.pile, l.topbar.Bottom()};
  const Box panel = PlaceLessonPanel(room, 500.0f, [](float) { return 150.0f; }, true);
  EXPECT_LE(panel.Bottom(), l.caption.y);
  EXPECT_FALSE(Overlap(panel, l.hand));
}

}  // namespace
}  // namespace popejoan::ui
