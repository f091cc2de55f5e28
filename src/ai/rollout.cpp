#include "ai/rollout.h"

#include "ai/casual_bot.h"

namespace popejoan::ai {

void PlayOutDeal(engine::State* world, std::uint64_t seed) {
  CasualBot policy;
  // A deal has at most one decision per card plus a few placements; the guard only bounds a bug.
  for (int guard = 0; guard < 4 * engine::kNumCards; ++guard) {
    const engine::Phase phase = world->phase();
    if (phase == engine::Phase::kDealOver || phase == engine::Phase::kMatchOver) return;
    if (world->TablePasses()) {  // the Pope's pause with the Pope in no hand
      world->ApplyUnchecked(engine::kActionPass);
      continue;
    }
    const int seat = world->CurrentSeat();
    if (seat < 0) return;
    world->ApplyUnchecked(Decide(policy, *world, seat, seed));
  }
}

}  // namespace popejoan::ai
