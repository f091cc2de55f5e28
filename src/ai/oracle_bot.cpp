#include "ai/oracle_bot.h"

#include "ai/rollout.h"

namespace popejoan::ai {

void OracleBot::Begin(const engine::State& state, int seat, std::uint64_t seed, const Budget&) {
  root_ = state;
  seat_ = seat;
  seed_ = seed;
  candidates_.clear();
  const engine::ActionList legal = state.LegalActions();
  choice_ = legal.empty() ? engine::kActionNextDeal : legal[0];
  done_ = legal.size() <= 1;
  if (!done_) {
    for (engine::Action a : legal) candidates_.push_back({a, 0.0, 0});
  }
}

bool OracleBot::Think(int) {
  if (done_) return true;
  // The play-out is a function of the real deal, so one per candidate is exact.
  double best = 0.0;
  for (size_t i = 0; i < candidates_.size(); ++i) {
    Candidate& c = candidates_[i];
    engine::State line = *root_;
    const int32_t before = line.Purse(seat_);
    line.ApplyUnchecked(c.action);
    PlayOutDeal(&line, seed_);
    c.value = static_cast<double>(line.Purse(seat_) - before);
    c.visits = 1;
    if (i == 0 || c.value > best) best = c.value, choice_ = c.action;
  }
  done_ = true;
  return true;
}

}  // namespace popejoan::ai
