#include "ai/casual_bot.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "ai/test_positions.h"
#include "engine/observation.h"

namespace popejoan::ai {
namespace {

// Casual decides every kind of decision legally, over whole matches of every preset and seat
// count, with the options that add decisions (wild Pope, winner takes Game only) switched on.
TEST(CasualBot, PlaysWholeMatchesLegally) {
  for (const engine::MatchConfig& config : EveryPresetAndSeatCount(500, engine::MatchConfig{}.rounds)) {
    engine::State state = engine::State::NewMatch(config).value();
    CasualBot bot;
    int steps = 0;
    while (!state.IsTerminal()) {
      ASSERT_LT(++steps, 100000);
      const int seat = state.CurrentSeat();
      const engine::Action a = seat >= 0 ? Decide(bot, state, seat, 1) : state.TableAction();
      const engine::Status applied = state.Apply(a);
      ASSERT_TRUE(applied.ok()) << PresetId(config.rules.preset) << " " << config.seats << ": " << applied.message;
    }
  }
}

TEST(CasualBot, ExplainsItsLeadAndPicksTheBestScored) {
  engine::MatchConfig config;
  config.rules = engine::RulesForPreset(engine::Preset::kClassic);
  config.seats = 4;
  config.seed = 3;
  const engine::State state = engine::State::NewMatch(config).value();
  ASSERT_EQ(state.phase(), engine::Phase::kLead);
  CasualBot bot;
  const engine::Action choice = Decide(bot, state, state.CurrentSeat(), 0);
  const std::vector<Candidate> reasons = bot.Reasoning();
  ASSERT_EQ(static_cast<int>(reasons.size()), state.LegalActions().size());
  double best = -1e9;
  for (const Candidate& c : reasons) best = std::max(best, c.value);
  for (const Candidate& c : reasons) {
    if (c.action == choice) {
        EXPECT_EQ(c.value, best);
      }
  }
}

}  // namespace
}  // namespace popejoan::ai
