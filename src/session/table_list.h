// The open tables' list on the setup (docs/online.md, "Public tables"): each table in player
// words, and when to ask the room server for the list again while it is open.
#pragma once

#include <string>

#include "protocol/server_message.h"

namespace popejoan::session {

// The list is asked for again every this many seconds while open, and never sooner than
// kTablesMinSeconds after the last ask (the server answers one ask a second a connection).
inline constexpr double kTablesEverySeconds = 5.0;
inline constexpr double kTablesMinSeconds = 1.0;

// Whether to ask for the list at `now`: `asked_at` is when it was last asked (< 0: never), and
// `listed` whether a list came since it was opened. Asked at once when it opens (unless asked
// under a second ago), then every kTablesEverySeconds; until a list comes, each second.
bool TablesAskDue(double now, double asked_at, bool listed);

// A table in player words: "Classic (Peel) · 4 seats: 1 person, 3 AI · Deal 2 of 4 · 1 min a
// turn · English" (the language left out when it is not one the page knows).
std::string TableLineWords(const protocol::TableSummary& table);

}  // namespace popejoan::session
