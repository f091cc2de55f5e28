#include "ai/world_sampler.h"

#include <gtest/gtest.h>

#include <set>

#include "ai/test_positions.h"

namespace popejoan::ai {
namespace {

// Sampled worlds keep every hard fact: the seat's hand, hand sizes, played cards, turn-up, and
// the cards all seats passed on lie in the spare; the state stays valid.
TEST(WorldSampler, KeepsWhatTheSeatKnows) {
  for (const engine::State& state : DecisionPositions(2, 11)) {
    const int seat = state.CurrentSeat();
    const engine::Observation obs = ObservationFor(state, seat);
    const HiddenCardFacts facts = FactsFor(obs);
    engine::Rng rng(5);
    for (int k = 0; k < 4; ++k) {
      engine::State world = state;
      ASSERT_TRUE(SampleWorld(obs, facts, &rng, &world));
      ASSERT_TRUE(world.CheckInvariants().ok()) << world.CheckInvariants().message;
      EXPECT_EQ(world.Hand(seat), state.Hand(seat));
      EXPECT_EQ(world.Played(), state.Played());
      EXPECT_EQ(world.TurnUp(), state.TurnUp());
      EXPECT_EQ(world.SpareCards() & obs.passed & ~state.Played(), state.SpareCards() & obs.passed & ~state.Played());
      EXPECT_EQ(facts.spare_known & ~world.SpareCards(), 0u);
      for (int s = 0; s < state.NumSeats(); ++s) EXPECT_EQ(engine::PopCount(world.Hand(s)), engine::PopCount(state.Hand(s)));
      EXPECT_EQ(engine::PopCount(world.SpareCards()), engine::PopCount(state.SpareCards()));
    }
  }
}

// Hands shown to a measuring bot are dealt as they are; the other facts still hold.
TEST(WorldSampler, DealsShownHandsAsTheyAre) {
  int shown = 0;
  for (const engine::State& state : DecisionPositions(2, 13)) {
    const int seat = state.CurrentSeat();
    const int other = (seat + 1) % state.NumSeats();
    const engine::Observation obs = ObservationFor(state, seat);
    HiddenCardFacts facts = FactsFor(obs);
    facts.shown_hand[other] = state.Hand(other);
    facts.hidden &= ~state.Hand(other);
    engine::Rng rng(9);
    for (int k = 0; k < 3; ++k) {
      engine::State world = state;
      ASSERT_TRUE(SampleWorld(obs, facts, &rng, &world));
      ASSERT_TRUE(world.CheckInvariants().ok()) << world.CheckInvariants().message;
      EXPECT_EQ(world.Hand(other), state.Hand(other));
      EXPECT_EQ(world.Hand(seat), state.Hand(seat));
      for (int s = 0; s < state.NumSeats(); ++s) EXPECT_EQ(engine::PopCount(world.Hand(s)), engine::PopCount(state.Hand(s)));
    }
    shown += state.Hand(other) != 0;
  }
  EXPECT_GT(shown, 50);
}

// Over the positions whose lead rule `lowest_of_suit` selects: the real deal always satisfies
// the inferences (they are sound) and samples honour them. Returns how many positions had one.
int CheckInferences(bool lowest_of_suit, std::uint64_t seed) {
  int positions_with_inference = 0;
  for (const engine::State& state : DecisionPositions(4, seed)) {
    if ((state.rules().lead == engine::LeadRule::kLowestOfSuit) != lowest_of_suit) continue;
    const int seat = state.CurrentSeat();
    const engine::Observation obs = ObservationFor(state, seat);
    const HiddenCardFacts facts = FactsFor(obs);
    bool any = false;
    for (int s = 0; s < state.NumSeats(); ++s) {
      if (s == seat) continue;
      EXPECT_EQ(state.Hand(s) & facts.excluded[s], 0u) << "unsound inference for seat " << s;
      any |= (facts.excluded[s] & facts.hidden) != 0;
    }
    positions_with_inference += any;
    engine::Rng rng(seed);
    engine::State world = state;
    EXPECT_TRUE(SampleWorld(obs, facts, &rng, &world));
    for (int s = 0; s < state.NumSeats(); ++s) {
      if (s != seat) {
        EXPECT_EQ(world.Hand(s) & facts.excluded[s], 0u);
      }
    }
  }
  return positions_with_inference;
}

// Under "lead the lowest of a suit" a leader held nothing lower in the suit.
TEST(WorldSampler, LowestOfSuitInferencesAreSoundAndHonoured) {
  EXPECT_GT(CheckInferences(true, 13), 5);  // the Parlett preset really produces inferences
}

// Under the other lead rules a leader of a card did not hold the card below it (it would have
// led that one, a run one longer): sound for the levels' play, and honoured by the samples.
TEST(WorldSampler, PredecessorInferencesAreSoundAndHonoured) {
  EXPECT_GT(CheckInferences(false, 19), 20);
}

// A dealer who sees the spare (Victorian) keeps it exactly; others' hands still vary.
TEST(WorldSampler, ShownSpareStaysAndHiddenCardsVary) {
  int varied = 0, shown = 0;
  for (const engine::State& state : DecisionPositions(1, 19)) {
    const int seat = state.CurrentSeat();
    const engine::Observation obs = ObservationFor(state, seat);
    const HiddenCardFacts facts = FactsFor(obs);
    std::set<engine::CardMask> other_hands;
    engine::Rng rng(23);
    for (int k = 0; k < 6; ++k) {
      engine::State world = state;
      ASSERT_TRUE(SampleWorld(obs, facts, &rng, &world));
      if (obs.spare_visible) {
        EXPECT_EQ(world.SpareCards(), state.SpareCards());
      }
      other_hands.insert(world.Hand((seat + 1) % state.NumSeats()));
    }
    shown += obs.spare_visible;
    varied += other_hands.size() > 1;
  }
  EXPECT_GT(varied, 20);
  EXPECT_GT(shown, 0);
}

// A state whose hands do not match the observation cannot be re-dealt: an error, no change.
TEST(WorldSampler, SetHiddenCardsRefusesToChangeWhatIsSeen) {
  const engine::State state = DecisionPositions(1, 29).front();
  const int seat = state.CurrentSeat();
  engine::CardMask hands[engine::kMaxSeats] = {};
  for (int s = 0; s < state.NumSeats(); ++s) hands[s] = state.Hand(s);
  engine::State copy = state;
  const int other = (seat + 1) % state.NumSeats();
  std::swap(hands[seat], hands[other]);
  EXPECT_FALSE(copy.SetHiddenCards(seat, hands, state.SpareCards()).ok());
  EXPECT_EQ(copy, state);
}

}  // namespace
}  // namespace popejoan::ai
