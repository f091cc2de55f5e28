// Oracle: for evaluation only, never offered to players. It sees every card and plays each
// candidate out on the real deal with the Casual policy in every seat, so it measures how much
// an expert could gain from perfect knowledge of where the cards lie. The tournament's goal
// "expert closes 60% of the gap from casual to the oracle" is measured against it.
#pragma once

#include <optional>
#include <vector>

#include "ai/bot.h"

namespace popejoan::ai {

class OracleBot final : public Bot {
 public:
  Level level() const override { return Level::kOracle; }
  void Begin(const engine::State& state, int seat, std::uint64_t seed, const Budget& budget) override;
  bool Think(int max_iterations) override;
  engine::Action Choice() const override { return choice_; }
  std::vector<Candidate> Reasoning() const override { return candidates_; }

 private:
  std::optional<engine::State> root_;
  int seat_ = 0;
  std::uint64_t seed_ = 0;
  bool done_ = true;
  engine::Action choice_ = 0;
  std::vector<Candidate> candidates_;
};

}  // namespace popejoan::ai
