#include "engine/card.h"

#include <gtest/gtest.h>

namespace popejoan::engine {
namespace {

TEST(Card, NotationRoundTrips) {
  for (int c = 0; c < kNumCards; ++c) EXPECT_EQ(ParseCard(CardName(static_cast<Card>(c))), c);
}

TEST(Card, ParsesTenBothWaysAndLowercase) {
  EXPECT_EQ(ParseCard("10H"), MakeCard(kHearts, 10));
  EXPECT_EQ(ParseCard("TH"), MakeCard(kHearts, 10));
  EXPECT_EQ(ParseCard("9d"), k9D);
  EXPECT_EQ(CardName(k9D), "9D");
}

TEST(Card, RejectsMalformed) {
  for (const char* bad : {"", "1H", "9X", "ZZ", "10", "11H", "9DD"}) EXPECT_EQ(ParseCard(bad), kNoCard) << bad;
}

// Ranks run A (low) .. K and suits never mix (000, 002).
TEST(Card, RanksAceLowToKing_000_002) {
  EXPECT_EQ(RankOf(MakeCard(kSpades, kAce)), 1);
  EXPECT_EQ(RankOf(MakeCard(kSpades, kKing)), 13);
  EXPECT_EQ(MakeCard(kClubs, kKing) + 1, MakeCard(kDiamonds, kAce));  // next suit, not next rank
  EXPECT_EQ(MaskToString(SuitMask(kDiamonds) & (Bit(k7D) | Bit(k9D))), "7D 9D");
}

}  // namespace
}  // namespace popejoan::engine
