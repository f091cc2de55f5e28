// Random play for the simulator, the bench and the bench signature (identical natively and
// in wasm: everything is driven by our own Rng).
#pragma once

#include <cstdint>

#include "engine/action.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/state.h"

namespace popejoan::engine {

// A uniformly random legal action (the state must not be terminal).
Action RandomAction(const State& state, Rng* rng);

// Plays `deals` complete random deals of a match (preset, seats) seeded with `seed`; returns a
// hash of the final purses so the work cannot be optimised away.
uint64_t PlayRandomDeals(Preset preset, int seats, int64_t deals, uint64_t seed);

struct SignatureResult {
  uint64_t signature = 0;
  int64_t deals = 0;
};
// Fixed set of seeded one-round matches across all presets and 3..8 seats, played randomly;
// the signature hashes every deal's result (winner, purses, board, centre).
SignatureResult BenchSignature();

}  // namespace popejoan::engine
