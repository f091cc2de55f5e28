#include "ai/beginner_bot.h"

#include "engine/observation.h"

namespace popejoan::ai {

void BeginnerBot::Begin(const engine::State& state, int seat, std::uint64_t seed, const Budget&) {
  const engine::Observation obs = ObservationFor(state, seat);
  const engine::ActionList& legal = obs.legal;
  choice_ = legal.empty() ? engine::kActionNextDeal : legal[0];
  if (legal.empty()) return;
  if (obs.phase == engine::Phase::kWildPope) {
    choice_ = engine::kActionPope;
    return;
  }
  engine::Rng rng(seed);
  choice_ = legal[static_cast<int>(rng.Below(static_cast<std::uint32_t>(legal.size())))];
}

bool BeginnerBot::Think(int) { return true; }

}  // namespace popejoan::ai
