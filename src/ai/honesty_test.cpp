// Honesty (issue 4): no player level reads cards its seat cannot see. For positions from every
// preset, the hidden cards (other hands and the unseen spare) are dealt afresh consistently
// with the seat's observation; each level must then decide exactly as before. The oracle,
// which does see every card, must not pass, or the test would prove nothing.
#include <gtest/gtest.h>

#include <memory>

#include "ai/bot.h"
#include "ai/test_positions.h"
#include "ai/world_sampler.h"
#include "engine/observation.h"

namespace popejoan::ai {
namespace {

// Everything a seat may know, compared field by field.
void ExpectSameObservation(const engine::Observation& a, const engine::Observation& b) {
  EXPECT_EQ(a.hand, b.hand);
  EXPECT_EQ(a.played, b.played);
  EXPECT_EQ(a.passed, b.passed);
  EXPECT_EQ(a.known_stops, b.known_stops);
  EXPECT_EQ(a.spare, b.spare);
  EXPECT_EQ(a.turnup, b.turnup);
  EXPECT_EQ(a.phase, b.phase);
  EXPECT_EQ(a.current, b.current);
  for (int s = 0; s < a.num_seats; ++s) {
    EXPECT_EQ(a.hand_counts[s], b.hand_counts[s]);
    EXPECT_EQ(a.purses[s], b.purses[s]);
  }
  for (int c = 0; c < engine::kNumCards; ++c) EXPECT_EQ(a.played_by[c], b.played_by[c]);
  ASSERT_EQ(a.legal.size(), b.legal.size());
  for (int i = 0; i < a.legal.size(); ++i) EXPECT_EQ(a.legal[i], b.legal[i]);
}

// A copy of `state` whose hidden cards (for `seat`) are dealt afresh.
engine::State Reshuffled(const engine::State& state, int seat, std::uint64_t seed) {
  const engine::Observation obs = ObservationFor(state, seat);
  engine::Rng rng(seed);
  engine::State other = state;
  EXPECT_TRUE(SampleWorld(obs, FactsFor(obs), &rng, &other));
  EXPECT_TRUE(other.CheckInvariants().ok()) << other.CheckInvariants().message;
  ExpectSameObservation(obs, engine::ObservationFor(other, seat));
  return other;
}

int CountChangedDecisions(Level level, const std::vector<engine::State>& positions, int* hidden_changed) {
  int changed = 0;
  *hidden_changed = 0;
  for (size_t i = 0; i < positions.size(); ++i) {
    const engine::State& state = positions[i];
    const int seat = state.CurrentSeat();
    for (std::uint64_t k = 1; k <= 2; ++k) {
      const engine::State other = Reshuffled(state, seat, 1000 * i + k);
      bool differs = false;
      for (int s = 0; s < state.NumSeats(); ++s) differs |= other.Hand(s) != state.Hand(s);
      *hidden_changed += differs || other.SpareCards() != state.SpareCards();
      std::unique_ptr<Bot> a = MakeBot(level), b = MakeBot(level);
      const Budget budget{level == Level::kExpert ? 24 : level == Level::kPimc ? 6 : 0, 0};
      const engine::Action before = Decide(*a, state, seat, 77, budget);
      const engine::Action after = Decide(*b, other, seat, 77, budget);
      bool same = before == after;
      const auto ra = a->Reasoning(), rb = b->Reasoning();
      same = same && ra.size() == rb.size();
      for (size_t j = 0; same && j < ra.size(); ++j) same = ra[j].action == rb[j].action && ra[j].value == rb[j].value;
      changed += !same;
    }
  }
  return changed;
}

class Honesty : public ::testing::TestWithParam<Level> {};

TEST_P(Honesty, DecisionUnchangedWhenHiddenCardsAreReshuffled) {
  const std::vector<engine::State> positions = DecisionPositions(3, 2026);
  ASSERT_GT(positions.size(), 100u);
  int hidden_changed = 0;
  EXPECT_EQ(CountChangedDecisions(GetParam(), positions, &hidden_changed), 0) << LevelId(GetParam());
  // The reshuffle really moved hidden cards in most positions (late ones may have none left).
  EXPECT_GT(hidden_changed, static_cast<int>(positions.size()));
}

INSTANTIATE_TEST_SUITE_P(EveryHonestLevel, Honesty,
                         ::testing::Values(Level::kBeginner, Level::kCasual, Level::kExpert, Level::kPimc),
                         [](const ::testing::TestParamInfo<Level>& level) { return std::string(LevelId(level.param)); });

// The control: the oracle reads hidden cards, and the same test catches it.
TEST(Honesty, TheTestCatchesTheOracle) {
  const std::vector<engine::State> positions = DecisionPositions(3, 2026);
  int hidden_changed = 0;
  EXPECT_GT(CountChangedDecisions(Level::kOracle, positions, &hidden_changed), 10);
}

// The sighted expert (for measuring only) is shown the leaders' hands, and is caught too.
TEST(Honesty, TheTestCatchesTheSightedExpert) {
  const std::vector<engine::State> positions = DecisionPositions(3, 2026);
  int hidden_changed = 0;
  EXPECT_GT(CountChangedDecisions(Level::kSighted, positions, &hidden_changed), 10);
}

}  // namespace
}  // namespace popejoan::ai
