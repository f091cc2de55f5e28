#include "ai/beginner_bot.h"

#include "engine/observation.h"

namespace popejoan::ai {

void BeginnerBot::Begin(const State& state, int seat, std::uint64_t seed, const Budget&) {
  const Observation obs = ObservationFor(state, seat);
  const ActionList& legal = obs.legal;
  choice_ = legal.empty() ? kActionNextDeal : legal[0];
  if (legal.empty()) return;
  if (obs.phase == Phase::kWildPope) {
    choice_ = kActionPope;
    return;
  }
  Rng rng(seed);
  choice_ = legal[static_cast<int>(rng.Below(static_cast<std::uint32_t>(legal.size())))];
}

bool BeginnerBot::Think(int) { return true; }

}  // namespace popejoan::ai
