// Beginner: legal and plausible but naive. Leads a random legal card, always takes the wild
// Pope when offered (it looks like free counters), and places penalty counters at random.
#pragma once

#include "ai/bot.h"
#include "engine/rng.h"

namespace popejoan::ai {

class BeginnerBot final : public Bot {
 public:
  Level level() const override { return Level::kBeginner; }
  void Begin(const engine::State& state, int seat, std::uint64_t seed, const Budget& budget) override;
  bool Think(int max_iterations) override;
  engine::Action Choice() const override { return choice_; }

 private:
  engine::Action choice_ = 0;
};

}  // namespace popejoan::ai
