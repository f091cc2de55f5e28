// The AI seats of a match: a bot for each, the decision being thought over across frames, and
// the seed every decision's own seed derives from (the same seed and step, the same choice).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "ai/bot.h"
#include "engine/state.h"
#include "session/match_setup.h"

namespace popejoan::session {

class AiSeats {
 public:
  AiSeats();
  ~AiSeats();

  // A bot for each AI seat of `setup` (none for people); decisions are seeded from `seed`.
  void Seat(const MatchSetup& setup, std::uint64_t seed);
  // A resumed match goes on with the seed it was saved with.
  void set_seed(std::uint64_t seed) { seed_ = seed; }
  std::uint64_t seed() const { return seed_; }
  // The seed of the decision at `step` of the match (the action history's index).
  std::uint64_t DecisionSeedAt(std::size_t step) const;

  // `seat` (an AI seat, to act in `state` at `step`) thinks for at most `budget_ms`: its choice
  // once made, else nothing yet (it goes on thinking at the next call).
  std::optional<engine::Action> Think(const engine::State& state, int seat, std::size_t step, double budget_ms);
  // The decision under way is dropped (the state it was for is gone).
  void StopThinking() { thinking_seat_ = -1; }
  // The seat whose decision is under way, -1 if none.
  int thinking_seat() const { return thinking_seat_; }
  // The AI's last reasoning for `seat`; empty for people.
  std::vector<ai::Candidate> Reasoning(int seat) const;

 private:
  std::vector<std::unique_ptr<ai::Bot>> bots_;
  int thinking_seat_ = -1;
  double thinking_ms_ = 0.0;  // time spent on the current decision (for the wall-clock cap)
  std::uint64_t seed_ = 1;
};

}  // namespace popejoan::session
