// Duplicate tournaments: how much better (in chips per seat-deal) a candidate bot plays than a
// field bot. Each deal is played once with the field in every seat (the baseline) and once
// more for each seat with the candidate in that seat; the candidate's gain in a seat is its
// chips there minus the field's chips in the same seat with the same cards. Every bot's seed
// is a function of the deal, the seat and the decision number, never of who sits elsewhere,
// so the luck of the cards cancels and only the play differs.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/result.h"
#include "engine/rules.h"

namespace popejoan::ai {

struct TournamentConfig {
  engine::Rules rules;
  int seats = 4;
  int deals = 1000;
  Level candidate = Level::kExpert;
  Level field = Level::kCasual;
  std::uint64_t seed = 1;
  Budget candidate_budget;
  Budget field_budget;
};

// Where the chips came from, so a gain can be explained.
enum class GainSource : int8_t {
  kPope, kMatrimony, kIntrigue, kConfederacy, kHonours, kGame, kCardPayments, kStakes, kOther,
};
inline constexpr int kNumGainSources = 9;
const char* GainSourceId(GainSource source);  // "pope", "matrimony", ..., "card_payments"

struct MeanCi {
  double mean = 0.0;
  double low = 0.0;   // 95% confidence interval
  double high = 0.0;
};
// Mean of independent samples with a 95% interval (Student's t for small n).
MeanCi MeanWithCi95(const std::vector<double>& samples);

struct TournamentResult {
  int deals = 0;
  int seat_deals = 0;
  MeanCi gain;                      // candidate minus field, chips per seat-deal
  double candidate_chips = 0.0;     // the candidate's own mean chips per seat-deal
  double field_chips = 0.0;         // the field's in the same seats
  std::array<double, kNumGainSources> split{};  // gain by source; sums to gain.mean
  double candidate_decision_ms_p95 = 0.0;       // wall clock, for the record only
  double candidate_decision_ms_max = 0.0;
  int candidate_decisions = 0;
};

// Plays the tournament; a bad configuration (seats, rules) is an error.
engine::Result<TournamentResult> RunTournament(const TournamentConfig& config);
std::string TournamentJson(const TournamentConfig& config, const TournamentResult& result);

}  // namespace popejoan::ai
