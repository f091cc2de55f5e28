// The coach: on request, the expert's choice for the person to act, with a reason in player
// words and the top choices with the chips the search expects of each. It searches with the same
// honest expert the AI seats use (it sees only what the seat may know), in slices of each frame so
// the table never freezes, and gives its answer within the interactive cap (1.5 s).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/state.h"

namespace popejoan::session {

struct Hint {
  engine::Action action = -1;
  std::string reason;   // "You hold 7♠ to 9♠ and 9♠ is a stop: the lead comes back to you."
  std::string choices;  // "7♠ +1.4, K♦ +0.9, 3♣ -0.2"
  std::vector<ai::Candidate> candidates;  // every choice the search weighed, with its value
};

class Coach {
 public:
  Coach();
  ~Coach();

  // Starts thinking for `seat` (which must be to act in `state`) with `seed`: the same decision
  // the expert would make there with that seed. A request for the same moment keeps its answer.
  void Request(const engine::State& state, int seat, std::uint64_t seed);
  // Thinks for at most `budget_ms` of this frame.
  void Update(double budget_ms);
  // The state moved on: the hint no longer applies.
  void Forget();
  // The language changed: the ready hint's words are said again in it.
  void Retell();

  bool thinking() const { return thinking_; }
  // How long the last answer took, in milliseconds of thinking (for the benchmark and the probe).
  double last_millis() const { return thinking_ms_; }
  // The answer for `state`, if it is ready and still applies.
  const Hint* HintFor(const engine::State& state) const;

 private:
  std::unique_ptr<ai::Bot> bot_;
  std::optional<engine::State> state_;  // the moment asked about (the bot searches from it)
  int seat_ = -1;
  std::uint64_t hash_ = 0;
  bool thinking_ = false;
  bool ready_ = false;
  double thinking_ms_ = 0.0;
  Hint hint_;
};

}  // namespace popejoan::session
