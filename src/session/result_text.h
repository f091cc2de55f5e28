// A finished shared or daily match as one line to paste to friends: which deal, where you came
// and what you won or lost ("Pope Joan, daily deal 25 Nov 2026: 2nd of 4, +12").
#pragma once

#include <optional>
#include <string>

#include "session/daily_deal.h"
#include "session/match_report.h"

namespace popejoan::session {

// The deal the match was: the daily deal of a date, else a shared code.
struct SharedDeal {
  std::optional<CalendarDate> daily;
  std::string code;  // the deal code (for a shared deal)
};

// The line, in the language in use. The person's own seat is the one told of (the first
// person's when several played); with none, the winner's.
std::string ResultText(const MatchReport& report, const SharedDeal& deal);

}  // namespace popejoan::session
