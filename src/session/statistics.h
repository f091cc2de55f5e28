// The player's statistics across matches: matches and deals played and won, counters won and
// lost, compartments taken, the best and worst match, and recent matches for a chart. They
// follow the first person at the table ("You"); tables of AI seats only are not counted.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/board.h"
#include "engine/json.h"
#include "engine/result.h"
#include "session/match_news.h"

namespace popejoan::session {

// One finished match, as the statistics remember it.
struct MatchSummary {
  std::int64_t number = 0;  // 1 for the first match counted, 2 for the next...
  std::int32_t net = 0;     // final purse minus the starting purse
  int rank = 1;             // 1 = best purse at the table
  int seats = 4;
  std::string preset;       // preset id ("classic", ...)
  bool operator==(const MatchSummary& o) const {
    return number == o.number && net == o.net && rank == o.rank && seats == o.seats && preset == o.preset;
  }
};

inline constexpr int kRecentMatches = 40;  // kept for the chart

struct Statistics {
  std::int64_t matches_played = 0;
  std::int64_t matches_won = 0;  // finished first in purse (ties with a better seat do not count)
  std::int64_t deals_played = 0;
  std::int64_t deals_won = 0;    // went out first (or won at once with the turned-up Pope)
  std::int64_t counters_won = 0;   // sum of gains over the deals that gained
  std::int64_t counters_lost = 0;  // sum of losses over the deals that lost
  std::array<std::int64_t, engine::kNumCompartments> taken{};  // compartments taken (shares count)
  std::int64_t hints_used = 0;             // hints asked for in finished matches
  std::int64_t matches_won_with_hints = 0;  // matches won in which a hint was asked for
  std::optional<MatchSummary> best, worst;
  std::vector<MatchSummary> recent;  // oldest first, at most kRecentMatches

  bool operator==(const Statistics& o) const {
    return matches_played == o.matches_played && matches_won == o.matches_won && deals_played == o.deals_played &&
           deals_won == o.deals_won && counters_won == o.counters_won && counters_lost == o.counters_lost &&
           taken == o.taken && hints_used == o.hints_used && matches_won_with_hints == o.matches_won_with_hints &&
           best == o.best && worst == o.worst && recent == o.recent;
  }
  bool operator!=(const Statistics& o) const { return !(*this == o); }
};

// Counts a deal or a match for `seat` (the player). `preset` names the match's rules; `hints`
// is how many hints the player asked for in the match (counted when it ends).
void RecordNews(Statistics* stats, const MatchNews& news, int seat, const std::string& preset, int hints = 0);

engine::Json StatisticsToJson(const Statistics& stats);
// Types and ranges checked; an error names the field.
engine::Result<Statistics> StatisticsFromJson(const engine::Json& json);

}  // namespace popejoan::session
