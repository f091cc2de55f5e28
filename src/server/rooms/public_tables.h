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

// A server's open tables as a fleet keeps them (room_owners.h): a JSON array of summaries, and
// read back (an entry that does not read is left out: another server's text is not trusted far).
std::string SummariesText(const std::vector<protocol::TableSummary>& tables);
std::vector<protocol::TableSummary> SummariesFrom(const std::string& text);
// Of `tables`, the fullest in `lang` with an AI seat open ("" if none): quick play's choice.
std::string FullestOpenTable(const std::vector<protocol::TableSummary>& tables, const std::string& lang);

}  // namespace popejoan::server
