#include "ai/beginner_bot.h"

#include <gtest/gtest.h>

#include "engine/observation.h"

namespace popejoan::ai {
namespace {

// Every decision the beginner makes is legal, over whole matches of every preset.
TEST(BeginnerBot, PlaysWholeMatchesLegally) {
  for (int p = 0; p < engine::kNumPresets; ++p) {
    for (int seats = engine::kMinSeats; seats <= engine::kMaxSeats; ++seats) {
      engine::MatchConfig config;
      config.rules = engine::RulesForPreset(static_cast<engine::Preset>(p));
      config.seats = seats;
      config.rounds = 1;
      config.seed = 1000u + static_cast<unsigned>(p * 10 + seats);
      if (!engine::Validate(config.rules, seats).ok()) continue;
      engine::Result<engine::State> made = engine::State::NewMatch(config);
      ASSERT_TRUE(made.ok()) << made.error();
      engine::State state = made.value();
      BeginnerBot bot;
      int steps = 0;
      while (!state.IsTerminal()) {
        ASSERT_LT(++steps, 100000) << "match did not end";
        const int seat = state.CurrentSeat();
        const engine::Action a = seat >= 0 ? Decide(bot, state, seat, static_cast<std::uint64_t>(steps))
                                   : state.TableAction();
        const engine::Status applied = state.Apply(a);
        ASSERT_TRUE(applied.ok()) << engine::PresetId(static_cast<engine::Preset>(p)) << " " << seats << ": "
                                  << applied.message;
      }
    }
  }
}

TEST(BeginnerBot, SameSeedSameChoice) {
  engine::MatchConfig config;
  config.rules = engine::RulesForPreset(engine::Preset::kClassic);
  config.seats = 5;
  config.seed = 7;
  const engine::State state = engine::State::NewMatch(config).value();
  BeginnerBot a, b;
  ASSERT_GE(state.CurrentSeat(), 0);
  EXPECT_EQ(Decide(a, state, state.CurrentSeat(), 99), Decide(b, state, state.CurrentSeat(), 99));
}

}  // namespace
}  // namespace popejoan::ai
