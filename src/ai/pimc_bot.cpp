#include "ai/pimc_bot.h"

#include "ai/casual_bot.h"
#include "ai/rollout.h"

namespace popejoan::ai {
namespace {
constexpr double kHeuristicWeight = 1e-3;
}  // namespace

void PimcBot::Begin(const engine::State& state, int seat, std::uint64_t seed, const Budget& budget) {
  root_ = state;  // a copy: the caller's state may change while we think in slices
  obs_ = engine::ObservationFor(state, seat);
  facts_ = FactsFor(obs_);
  rng_.Seed(seed);
  candidates_.clear();
  const engine::ActionList& legal = obs_.legal;
  choice_ = legal.empty() ? engine::kActionNextDeal : legal[0];
  samples_left_ = budget.iterations > 0 ? budget.iterations : kDefaultSamples;
  done_ = false;
  // Only real choices are searched: a single option needs no thought.
  if (legal.size() <= 1) {
    samples_left_ = 0;
    done_ = true;
    return;
  }
  for (engine::Action a : legal) candidates_.push_back({a, 0.0, 0});
}

bool PimcBot::Think(int max_iterations) {
  if (done_) return true;
  for (int i = 0; i < max_iterations && samples_left_ > 0; ++i, --samples_left_) {
    engine::State world = *root_;
    const bool consistent = SampleWorld(obs_, facts_, &rng_, &world);
    const std::uint64_t rollout_seed = rng_.Next();
    if (!consistent) continue;  // cannot happen for a state the seat observed; never guessed
    for (Candidate& c : candidates_) {
      engine::State line = world;
      const int32_t before = line.Purse(obs_.seat);
      line.ApplyUnchecked(c.action);
      PlayOutDeal(&line, rollout_seed);
      c.value += static_cast<double>(line.Purse(obs_.seat) - before);
      ++c.visits;
    }
  }
  if (samples_left_ > 0) return false;
  Choose();
  return true;
}

void PimcBot::Stop() {
  if (done_) return;
  samples_left_ = 0;
  Choose();
}

void PimcBot::Choose() {
  done_ = true;
  // Among options the samples cannot tell apart, the period heuristic's preference decides.
  CasualBot casual;
  casual.Begin(*root_, obs_.seat, 0, Budget{});
  const std::vector<Candidate> heuristic = casual.Reasoning();
  double best = 0.0;
  bool any = false;
  for (Candidate& c : candidates_) {
    if (c.visits == 0) continue;
    c.value /= c.visits;
    for (const Candidate& h : heuristic) {
      if (h.action == c.action) c.value += kHeuristicWeight * h.value;
    }
    // Exact ties keep the lowest action, so the choice is a function of the samples alone.
    if (!any || c.value > best) best = c.value, choice_ = c.action, any = true;
  }
  if (!any && !candidates_.empty()) {
    // Stopped before a single sample: the period heuristic decides.
    choice_ = casual.Choice();
  }
}

}  // namespace popejoan::ai
