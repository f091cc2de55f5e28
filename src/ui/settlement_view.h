// The end of a deal (and of the match): what moved the counters and why, each seat's purse
// before and after, the standings when the match is over, and the button to go on. It fills the
// box the table's layout gives it, below the seat plates; long explanations scroll, the button
// stays in view.
#pragma once

#include "ui/controller.h"
#include "ui/table_layout.h"

namespace popejoan::ui {

enum class SettlementChoice { kNone, kNextDeal, kNewMatch };

SettlementChoice DrawSettlement(const GameController& controller, const Box& box);

}  // namespace popejoan::ui
