// Plays a deal out to its end with the Casual policy in every seat: the evaluation the expert's
// and the oracle's searches share. Each seat decides from its own observation of `world`.
#pragma once

#include <cstdint>

#include "engine/state.h"

namespace popejoan::ai {

void PlayOutDeal(engine::State* world, std::uint64_t seed);

}  // namespace popejoan::ai
