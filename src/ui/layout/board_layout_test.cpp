// The board's words and counters at every size the table gives it: each compartment's name, its
// cards and its counters inside its own wedge, none touching another.
#include "ui/layout/board_layout.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace popejoan::ui {
namespace {

// Widths at size 1 of DejaVu Sans Bold, roughly: 0.68 of the size a letter.
WedgeText Text(const std::string& name, const std::string& cards, int digits = 2) {
  WedgeText t;
  t.name_w = 0.68f * static_cast<float>(name.size());
  t.cards_w = 0.62f * static_cast<float>(cards.size());
  t.count_digits = digits;
  return t;
}

std::vector<WedgeText> EightCompartments() {
  return {Text("Pope", "9*"),      Text("Matrimony", "Q*+K*"), Text("Intrigue", "J*+Q*"), Text("Ace", "A*"),
          Text("King", "K*", 3),   Text("Queen", "Q*"),        Text("Knave", "J*"),       Text("Game", "")};
}

std::vector<Box> Parts(const WedgeLayout& w) {
  std::vector<Box> parts = {w.name, w.chips, w.count};
  if (!w.cards.Empty()) parts.push_back(w.cards);
  return parts;
}

// Turned blocks' parts are checked as drawn; parts of different wedges are apart when each is
// inside its own wedge, so only a level block's parts are compared box to box.
void ExpectClear(const std::vector<WedgeText>& texts, float radius, float text_scale = 1.0f) {
  const float cx = 500, cy = 400;
  const BoardLayout board = LayoutBoard(cx, cy, radius, texts, text_scale);
  const int n = static_cast<int>(texts.size());
  ASSERT_EQ(static_cast<int>(board.wedges.size()), n);
  // Readable from the least board the table gives (180 across) up.
  EXPECT_GE(board.text_size, radius >= 120.0f ? 9.0f : radius >= 105.0f ? 7.5f : 6.5f) << "radius " << radius;
  std::vector<Box> all;
  for (int i = 0; i < n; ++i) {
    const WedgeLayout& w = board.wedges[static_cast<size_t>(i)];
    std::vector<Box> mine;
    for (const Box& part : Parts(w)) {
      EXPECT_TRUE(PartInsideWedge(part, w, cx, cy, radius, i, n, 1.0f)) << "radius " << radius << " wedge " << i;
      for (const Box& other : mine) EXPECT_FALSE(Overlap(part, other)) << "radius " << radius << " wedge " << i;
      if (w.turn == 0.0f) {
        for (const Box& other : all) EXPECT_FALSE(Overlap(part, other)) << "radius " << radius << " wedge " << i;
        all.push_back(part);
      }
      mine.push_back(part);
    }
  }
}

TEST(BoardLayout, EightCompartmentsStayApartAtEveryBoardSize) {
  // 180 points across is the least the table gives the board; 1440 tall screens give ~700.
  for (float radius = 90.0f; radius <= 360.0f; radius += 7.5f) ExpectClear(EightCompartments(), radius);
}

TEST(BoardLayout, FiveAndFosterBoardsToo) {
  const std::vector<WedgeText> five = {Text("Pope", "9*"), Text("Matrimony", "Q*+K*"), Text("Intrigue", "J*+Q*"),
                                       Text("Ace", "A*"), Text("Game", "")};
  for (float radius = 90.0f; radius <= 360.0f; radius += 15.0f) ExpectClear(five, radius);
}

TEST(BoardLayout, LargerTextTurnsBlocksAlongTheRimAndStaysApart) {
  for (float radius = 90.0f; radius <= 360.0f; radius += 7.5f) ExpectClear(EightCompartments(), radius, 1.5f);
  // At the same board, 150% text is at least 1.2 times as large.
  for (float radius : {92.0f, 118.0f, 150.0f, 220.0f, 300.0f}) {
    EXPECT_GE(LayoutBoard(0, 0, radius, EightCompartments(), 1.5f).text_size,
              1.2f * LayoutBoard(0, 0, radius, EightCompartments(), 1.0f).text_size)
        << "radius " << radius;
  }
  // At 100% every block lies level, as before.
  for (const WedgeLayout& w : LayoutBoard(0, 0, 150, EightCompartments()).wedges) EXPECT_EQ(w.turn, 0.0f);
}

TEST(BoardLayout, TypeGrowsWithTheBoard) {
  EXPECT_GT(LayoutBoard(0, 0, 300, EightCompartments()).text_size, LayoutBoard(0, 0, 100, EightCompartments()).text_size);
}

}  // namespace
}  // namespace popejoan::ui
