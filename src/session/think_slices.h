// An AI decision thought over in frame slices: each call does search iterations for at most
// `budget_ms` of this frame, and past the interactive cap (1.5 s in all) the decision is made
// with what was found, so a slow device plays a little weaker rather than stall. The UI's clock,
// never the AI's: budgets in iterations keep the decisions themselves deterministic.
#pragma once

#include "ai/bot.h"

namespace popejoan::session {

// True once `bot` has chosen; `spent_ms` adds up this decision's thinking across calls.
bool ThinkForAtMost(ai::Bot* bot, double budget_ms, double* spent_ms);

}  // namespace popejoan::session
