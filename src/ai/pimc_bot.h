// Determinized Monte Carlo search (PIMC), kept for tournaments: the expert's tree search
// (ai/ismcts_bot.h) outplays it (docs/ai.md). Each sample deals the cards its seat cannot see
// consistently with what the seat knows (ai/world_sampler.h), then plays every candidate
// decision out to the end of the deal with the Casual policy in every seat; the decision with
// the best mean chips for the seat wins. All candidates share each sample, so they are
// compared on the same worlds. It reads the real state only through ObservationFor(seat).
#pragma once

#include <optional>
#include <vector>

#include "ai/bot.h"
#include "ai/world_sampler.h"
#include "engine/observation.h"
#include "engine/rng.h"

namespace popejoan::ai {

class PimcBot final : public Bot {
 public:
  // Samples per decision at the default budget (docs/ai.md: where the gain saturates).
  static constexpr int kDefaultSamples = 256;

  Level level() const override { return Level::kPimc; }
  void Begin(const engine::State& state, int seat, std::uint64_t seed, const Budget& budget) override;
  // One iteration is one sample (every candidate played out once on one world).
  bool Think(int max_iterations) override;
  void Stop() override;
  engine::Action Choice() const override { return choice_; }
  std::vector<Candidate> Reasoning() const override { return candidates_; }

 private:
  void Choose();

  std::optional<engine::State> root_;
  engine::Observation obs_;
  HiddenCardFacts facts_;
  engine::Rng rng_;
  int samples_left_ = 0;
  bool done_ = true;
  engine::Action choice_ = 0;
  std::vector<Candidate> candidates_;
};

}  // namespace popejoan::ai
