#include "ai/tournament.h"

#include <gtest/gtest.h>

#include <cmath>

namespace popejoan::ai {
namespace {

TEST(Tournament, MeanWithCiOnKnownSamples) {
  // 1..5: mean 3, s = sqrt(2.5), t(4, 97.5%) = 2.776.
  const MeanCi r = MeanWithCi95({1, 2, 3, 4, 5});
  EXPECT_DOUBLE_EQ(r.mean, 3.0);
  const double half = 2.776 * std::sqrt(2.5) / std::sqrt(5.0);
  EXPECT_NEAR(r.low, 3.0 - half, 1e-9);
  EXPECT_NEAR(r.high, 3.0 + half, 1e-9);
  // Large samples use the normal quantile.
  std::vector<double> alternating;
  for (int i = 0; i < 400; ++i) alternating.push_back(i % 2 ? 1.0 : -1.0);
  const MeanCi big = MeanWithCi95(alternating);
  EXPECT_NEAR(big.mean, 0.0, 1e-12);
  EXPECT_NEAR(big.high, 1.96 * std::sqrt(400.0 / 399.0) / 20.0, 1e-9);
}

// The rigged case with a known answer: a bot against itself gains exactly nothing, in every
// seat of every deal and from every source, because duplicate play repeats the same games.
TEST(Tournament, ABotAgainstItselfGainsExactlyNothing) {
  for (Level level : {Level::kBeginner, Level::kCasual}) {
    TournamentConfig config;
    config.rules = engine::RulesForPreset(engine::Preset::kClassic);
    config.seats = 4;
    config.deals = 30;
    config.candidate = config.field = level;
    const engine::Result<TournamentResult> r = RunTournament(config);
    ASSERT_TRUE(r.ok()) << r.error();
    EXPECT_EQ(r->deals, 30);
    EXPECT_EQ(r->seat_deals, 120);
    EXPECT_EQ(r->gain.mean, 0.0);
    EXPECT_EQ(r->gain.low, 0.0);
    EXPECT_EQ(r->gain.high, 0.0);
    for (double v : r->split) EXPECT_EQ(v, 0.0);
    EXPECT_EQ(r->candidate_chips, r->field_chips);
  }
}

// A real difference: the split by source adds up to the gain, nothing is left unexplained,
// and the same seed gives the same figures.
TEST(Tournament, SplitExplainsTheGainAndSeedsRepeat) {
  TournamentConfig config;
  config.rules = engine::RulesForPreset(engine::Preset::kClassic);
  config.seats = 5;
  config.deals = 40;
  config.candidate = Level::kCasual;
  config.field = Level::kBeginner;
  config.seed = 9;
  const engine::Result<TournamentResult> a = RunTournament(config), b = RunTournament(config);
  ASSERT_TRUE(a.ok());
  EXPECT_NE(a->gain.mean, 0.0);
  EXPECT_LT(a->gain.low, a->gain.mean);
  EXPECT_GT(a->gain.high, a->gain.mean);
  double sum = 0.0;
  for (double v : a->split) sum += v;
  EXPECT_NEAR(sum, a->gain.mean, 1e-9);
  EXPECT_NEAR(a->split[static_cast<int>(GainSource::kOther)], 0.0, 1e-9) << "an event the split does not know";
  EXPECT_NEAR(a->candidate_chips - a->field_chips, a->gain.mean, 1e-9);
  EXPECT_EQ(a->gain.mean, b->gain.mean);
  const std::string json = TournamentJson(config, *a);
  EXPECT_NE(json.find("\"ci95\": ["), std::string::npos);
  EXPECT_NE(json.find("\"card_payments\""), std::string::npos);
}

TEST(Tournament, RefusesABadConfiguration) {
  TournamentConfig config;
  config.rules = engine::RulesForPreset(engine::Preset::kClassic);
  config.seats = 9;
  EXPECT_FALSE(RunTournament(config).ok());
  config.seats = 4;
  config.deals = 0;
  EXPECT_FALSE(RunTournament(config).ok());
}

}  // namespace
}  // namespace popejoan::ai
