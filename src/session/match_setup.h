// What a match is made of, as the setup screen edits it: seats (people or AI levels, names),
// the rules (preset + options), length, purses and seed.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/rules.h"

namespace popejoan::session {

struct SeatSetup {
  std::string name;
  bool human = false;
  ai::Level level = ai::Level::kCasual;
};

inline constexpr int kMaxRounds = 5;  // the longest match the setup offers

struct MatchSetup {
  engine::Rules rules = engine::RulesForPreset(engine::Preset::kClassic);
  std::vector<SeatSetup> seats;
  int rounds = 1;
  std::uint64_t seed = 1;
};

// Default names by seat: "You", then the AI seats' names.
const char* DefaultSeatName(int seat);

// You and three AI seats under Classic: ready to play in one click.
MatchSetup DefaultMatchSetup(std::uint64_t seed);

// The seed of the match offered after one dealt with `seed` (a fresh deal unless the player sets one).
std::uint64_t NextMatchSeed(std::uint64_t seed);

}  // namespace popejoan::session
