// Expert: information-set Monte Carlo tree search (single observer, open loop). It outplays
// the determinized search (ai/pimc_bot.h) at every seat count measured (docs/ai.md). Each
// iteration deals a world consistent with what the seat knows (ai/world_sampler.h), then walks
// a tree of the seat's own decisions, choosing among the options legal in that world by UCB1
// (an option's availability counts the worlds it was legal in), plays the rest of the deal with
// the Casual policy, and backs the seat's chips up the path. Other seats' decisions are played
// by the Casual policy rather than searched. The choice is the most visited option at the root.
#pragma once

#include <optional>
#include <vector>

#include "ai/bot.h"
#include "ai/world_sampler.h"
#include "engine/observation.h"
#include "engine/rng.h"

namespace popejoan::ai {

class IsmctsBot final : public Bot {
 public:
  // Iterations per decision at the default budget (docs/ai.md: where the gain saturates).
  static constexpr int kDefaultIterations = 2048;
  // What the search may see. kLeadersHands is for measuring only (Level::kSighted): it is also
  // shown the current hand of every other seat that has led a card this deal, which is more
  // than any reading of their leads (the only choices a seat makes with hidden cards) can tell.
  enum class Sight : int8_t { kHonest, kLeadersHands };

  explicit IsmctsBot(Sight sight = Sight::kHonest) : sight_(sight) {}

  Level level() const override { return sight_ == Sight::kHonest ? Level::kExpert : Level::kSighted; }
  void Begin(const engine::State& state, int seat, std::uint64_t seed, const Budget& budget) override;
  bool Think(int max_iterations) override;
  void Stop() override;
  engine::Action Choice() const override { return choice_; }
  std::vector<Candidate> Reasoning() const override;

 private:
  struct Edge {
    engine::Action action = 0;
    int child = -1;      // node index, -1 until expanded
    int visits = 0;
    int available = 0;   // iterations in which this action was legal here
    double total = 0.0;  // sum of the seat's chips over the visits
  };
  struct Node {
    std::vector<Edge> edges;
  };

  void Iterate();
  void Choose();

  Sight sight_;
  std::optional<engine::State> root_;
  engine::Observation obs_;
  HiddenCardFacts facts_;
  engine::Rng rng_;
  int iterations_left_ = 0;
  bool done_ = true;
  engine::Action choice_ = 0;
  engine::Action casual_choice_ = 0;  // the period heuristic's: decides when no iteration ran
  std::vector<Node> nodes_;
};

}  // namespace popejoan::ai
