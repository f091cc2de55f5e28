// Test helper: positions where a seat must decide, from Casual matches of every preset and
// seat count (with the options that add decisions switched on in a second variant).
#pragma once

#include <cstdint>
#include <vector>

#include "ai/casual_bot.h"
#include "engine/rules.h"
#include "engine/state.h"

namespace popejoan::ai {

// One match configuration per preset, seat count and variant (the second variant switches on
// the options that add decisions: the wild Pope and winner-takes-Game penalties). Seeds are
// `seed` plus the configuration's place in the list; impossible combinations are skipped.
inline std::vector<engine::MatchConfig> EveryPresetAndSeatCount(std::uint64_t seed, int rounds) {
  std::vector<engine::MatchConfig> out;
  for (int p = 0; p < engine::kNumPresets; ++p) {
    for (int seats = engine::kMinSeats; seats <= engine::kMaxSeats; ++seats) {
      for (int variant = 0; variant < 2; ++variant) {
        engine::MatchConfig config;
        config.rules = engine::RulesForPreset(static_cast<engine::Preset>(p));
        if (variant == 1) {
          engine::SetOption(&config.rules, "wild-pope", "on");
          engine::SetOption(&config.rules, "winner-takes-game", "on");
        }
        config.seats = seats;
        config.rounds = rounds;
        config.seed = seed + static_cast<std::uint64_t>(p * 100 + seats * 10 + variant);
        if (engine::Validate(config.rules, seats).ok()) out.push_back(config);
      }
    }
  }
  return out;
}

// Up to `per_match` positions with a real choice (two or more legal actions) per match.
inline std::vector<engine::State> DecisionPositions(int per_match, std::uint64_t seed) {
  std::vector<engine::State> out;
  for (const engine::MatchConfig& config : EveryPresetAndSeatCount(seed, 1)) {
    engine::Result<engine::State> made = engine::State::NewMatch(config);
    if (!made.ok()) continue;
    engine::State state = made.value();
    CasualBot casual;
    int taken = 0, step = 0;
    while (!state.IsTerminal() && taken < per_match && ++step < 100000) {
      const int seat = state.CurrentSeat();
      if (seat < 0) {
        state.ApplyUnchecked(state.TableAction());
        continue;
      }
      // Every third real choice, so positions come from early and late in deals.
      if (state.LegalActions().size() > 1 && step % 3 == 0) {
        out.push_back(state);
        ++taken;
      }
      state.ApplyUnchecked(Decide(casual, state, seat, 0));
    }
  }
  return out;
}

}  // namespace popejoan::ai
