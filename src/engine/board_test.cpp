#include "engine/board.h"

#include <gtest/gtest.h>

namespace popejoan::engine {
namespace {

// Standard dressing: Pope 6, Matrimony 2, Intrigue 2, Ace/King/Queen/Knave 1, Game 1 = 15
// (000, 002, 003, 004).
TEST(Board, StandardDressing_000_002_003_004) {
  EXPECT_EQ(DressingTotal(Layout::kStandard), 15);
  EXPECT_EQ(StandardLevel(Layout::kStandard, kPope), 6);
  EXPECT_EQ(StandardLevel(Layout::kStandard, kMatrimony), 2);
  EXPECT_EQ(StandardLevel(Layout::kStandard, kIntrigue), 2);
  for (int c : {kAceComp, kKingComp, kQueenComp, kKnaveComp, kGame}) EXPECT_EQ(StandardLevel(Layout::kStandard, c), 1);
  EXPECT_FALSE(LayoutHas(Layout::kStandard, kConfederacy));
  EXPECT_FALSE(LayoutHas(Layout::kStandard, kTenComp));
}

// Five-Pool: Pope, Matrimony, Intrigue, Ace, Game dressed 6/2/2/1/1 = 12 (000).
TEST(Board, FivePool_000) {
  EXPECT_EQ(DressingTotal(Layout::kFivePool), 12);
  EXPECT_FALSE(LayoutHas(Layout::kFivePool, kKingComp));
  EXPECT_TRUE(LayoutHas(Layout::kFivePool, kAceComp));
}

// Foster: Ten 1, Jack 2, Queen 3, King 4, Pope 5; no Game (001).
TEST(Board, FosterLayout_001) {
  EXPECT_EQ(StandardLevel(Layout::kFoster, kTenComp), 1);
  EXPECT_EQ(StandardLevel(Layout::kFoster, kKnaveComp), 2);
  EXPECT_EQ(StandardLevel(Layout::kFoster, kQueenComp), 3);
  EXPECT_EQ(StandardLevel(Layout::kFoster, kKingComp), 4);
  EXPECT_EQ(StandardLevel(Layout::kFoster, kPope), 5);
  EXPECT_FALSE(LayoutHas(Layout::kFoster, kGame));
  EXPECT_TRUE(LayoutHas(Layout::kFosterMatrimony, kConfederacy));
}

TEST(Board, IdsRoundTrip) {
  for (int c = 0; c < kNumCompartments; ++c) EXPECT_EQ(ParseCompartment(CompartmentId(c)), c);
  EXPECT_EQ(ParseCompartment("bogus"), -1);
  EXPECT_STREQ(CompartmentId(kKnaveComp), "knave");
}

TEST(Board, CompartmentCards) {
  Rules r;
  EXPECT_EQ(CompartmentCards(r, kMatrimony, kHearts), Bit(MakeCard(kHearts, kKing)) | Bit(MakeCard(kHearts, kQueen)));
  EXPECT_EQ(CompartmentCards(r, kPope, kHearts), Bit(k9D));
  EXPECT_EQ(CompartmentCards(r, kGame, kHearts), 0u);
}

}  // namespace
}  // namespace popejoan::engine

namespace popejoan::engine {
namespace {
TEST(Board, DressingTotalsMatchLevels) {
  for (int l = 0; l < 4; ++l) {
    int total = 0;
    for (int c = 0; c < kNumCompartments; ++c) total += StandardLevel(static_cast<Layout>(l), c);
    EXPECT_EQ(total, DressingTotal(static_cast<Layout>(l)));
  }
}
}  // namespace
}  // namespace popejoan::engine
