// What the controller reports as play goes on: a deal ended (with its settlement), the match
// ended (with the standings). The app turns these into statistics and host-page events.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/event.h"

namespace popejoan::session {

struct MatchNews {
  enum class Kind { kDealEnded, kMatchEnded };
  Kind kind = Kind::kDealEnded;
  int deal = 0;            // 0-based index of the deal that ended (kDealEnded)
  bool clearing = false;   // the face-up clear-the-board deal at the end of a match
  int winner = -1;         // the seat that went out (or won at once), -1 if none
  std::vector<std::int32_t> purse_before;  // each seat's purse when the deal began
  std::vector<std::int32_t> purse_after;   // ...and now
  std::vector<engine::Event> log;                  // every event of the deal (kDealEnded)
  std::vector<int> standings;              // seats best first (kMatchEnded)
};

}  // namespace popejoan::session
