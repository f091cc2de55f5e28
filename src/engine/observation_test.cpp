#include "engine/observation.h"

#include <gtest/gtest.h>

#include "engine/test_util.h"

namespace popejoan::engine {
namespace {

using testing_util::DealOf;
using testing_util::Play;

TEST(Observation, HidesOtherHandsAndTheSpare) {
  DealSetup d = DealOf(RulesForPreset(Preset::kClassic), 0, {"5C KS", "2C 3C 9H", "4C 9S TS"}, "7H");
  Result<State> s = State::NewScriptedDeal(d);
  ASSERT_TRUE(s.ok());
  const Observation o = ObservationFor(*s, 1);
  EXPECT_EQ(o.hand, s->Hand(1));
  EXPECT_EQ(o.visible[0], 0u);
  EXPECT_EQ(o.visible[2], 0u);
  EXPECT_EQ(o.spare, 0u);
  EXPECT_FALSE(o.spare_visible);
  EXPECT_EQ(o.hand_counts[2], 3);
  EXPECT_EQ(o.turnup, ParseCard("7H"));
  EXPECT_EQ(o.trump, kHearts);
  EXPECT_EQ(o.legal.size(), 3);
  EXPECT_EQ(ObservationFor(*s, 2).legal.size(), 0);
}

TEST(Observation, EverythingShownWhenTheDealIsOver) {
  DealSetup d = DealOf(RulesForPreset(Preset::kClassic), 0, {"5C KS", "2C 3C 9H", "4C 9S TS"}, "7H");
  Result<State> s = State::NewScriptedDeal(d);
  ASSERT_TRUE(s.ok());
  ASSERT_EQ(Play(&*s, {"2C", "KS"}), "");
  const Observation o = ObservationFor(*s, 1);
  EXPECT_EQ(o.visible[2], s->Hand(2));
  EXPECT_TRUE(o.spare_visible);
  EXPECT_EQ(o.winner, 0);
  EXPECT_EQ(o.played_by[ParseCard("4C")], 2);
}

}  // namespace
}  // namespace popejoan::engine
