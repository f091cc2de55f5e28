// Casual: the period strategy (Peel, seed 000) as a heuristic, reading only what its seat may
// know. Leads a known stop first (nobody can follow it, so the lead comes back), then the Pope,
// then the run that sheds the most cards, favouring a run that reaches a rich compartment's card
// and the lowest card of the longest suit (an Ace early: nothing leads up to it). Always plays
// the wild Pope when offered; places penalty counters where its own cards may win them back.
#pragma once

#include "ai/bot.h"

namespace popejoan::ai {

class CasualBot final : public Bot {
 public:
  Level level() const override { return Level::kCasual; }
  void Begin(const engine::State& state, int seat, std::uint64_t seed, const Budget& budget) override;
  bool Think(int max_iterations) override;
  engine::Action Choice() const override { return choice_; }
  std::vector<Candidate> Reasoning() const override { return reasoning_; }

 private:
  engine::Action choice_ = 0;
  std::vector<Candidate> reasoning_;
};

}  // namespace popejoan::ai
