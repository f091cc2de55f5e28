#include "ai/beginner_bot.h"

#include <gtest/gtest.h>

#include "engine/observation.h"

namespace popejoan::ai {
namespace {

// Every decision the beginner makes is legal, over whole matches of every preset.
TEST(BeginnerBot, PlaysWholeMatchesLegally) {
  for (int p = 0; p < kNumPresets; ++p) {
    for (int seats = kMinSeats; seats <= kMaxSeats; ++seats) {
      MatchConfig config;
      config.rules = RulesForPreset(static_cast<Preset>(p));
      config.seats = seats;
      config.rounds = 1;
      config.seed = 1000u + static_cast<unsigned>(p * 10 + seats);
      if (!Validate(config.rules, seats).ok()) continue;
      Result<State> made = State::NewMatch(config);
      ASSERT_TRUE(made.ok()) << made.error();
      State state = made.value();
      BeginnerBot bot;
      int steps = 0;
      while (!state.IsTerminal()) {
        ASSERT_LT(++steps, 100000) << "match did not end";
        const int seat = state.CurrentSeat();
        const Action a = seat >= 0 ? Decide(bot, state, seat, static_cast<std::uint64_t>(steps))
                                   : state.TableAction();
        const Status applied = state.Apply(a);
        ASSERT_TRUE(applied.ok()) << PresetId(static_cast<Preset>(p)) << " " << seats << ": "
                                  << applied.message;
      }
    }
  }
}

TEST(BeginnerBot, SameSeedSameChoice) {
  MatchConfig config;
  config.rules = RulesForPreset(Preset::kClassic);
  config.seats = 5;
  config.seed = 7;
  const State state = State::NewMatch(config).value();
  BeginnerBot a, b;
  ASSERT_GE(state.CurrentSeat(), 0);
  EXPECT_EQ(Decide(a, state, state.CurrentSeat(), 99), Decide(b, state, state.CurrentSeat(), 99));
}

}  // namespace
}  // namespace popejoan::ai
