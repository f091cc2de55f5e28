// Public tables (docs/online.md, "Public tables"): a table of strangers, found in one press by
// quick play, its empty seats played by AI. What needs no hub is here: the table quick play
// opens, and which open table it seats a newcomer at.
#pragma once

#include <string>
#include <vector>

#include "protocol/server_message.h"
#include "server/rooms/room.h"

namespace popejoan::server {

// Quick play's own table: four seats, the newcomer's first and three casual AI, the Classic
// preset for one round, the strangers' turn clock, in the newcomer's language.
RoomRequest QuickPlayTable(const std::string& name, const std::string& lang);

// A public table quick play could seat someone at: people there (seated or arriving), and
// whether an AI seat is still open.
struct TableOffer {
  std::string code;
  int people = 0;
};
// The fullest table (most people), the lowest code among equals: strangers meet rather than
// each sitting alone with AI. "" if there is none.
std::string FullestTable(const std::vector<TableOffer>& offers);

// A public table as the open tables' list tells it.
protocol::TableSummary SummaryOf(const Room& room);
// The list of `open` tables: the fullest first (the lowest code among equals), at most
// protocol::kMaxListedTables of them, and how many there were.
protocol::TablesList ListOf(std::vector<protocol::TableSummary> open);

}  // namespace popejoan::server
