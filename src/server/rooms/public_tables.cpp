#include "server/rooms/public_tables.h"

#include <algorithm>

#include "protocol/vocabulary.h"

namespace popejoan::server {

RoomRequest QuickPlayTable(const std::string& name, const std::string& lang) {
  RoomRequest request;
  request.name = name;
  request.rules = engine::RulesForPreset(engine::Preset::kClassic);
  request.rounds = 1;
  request.fill = ai::Level::kCasual;
  request.seats.assign(4, RoomSeat{"", SeatKind::kAi, ai::Level::kCasual, "", "", ""});
  request.clock_seconds = protocol::kPublicTableClock;
  request.public_table = true;
  request.lang = lang;
  return request;
}

std::string FullestTable(const std::vector<TableOffer>& offers) {
  const TableOffer* best = nullptr;
  for (const TableOffer& offer : offers) {
    if (best == nullptr || offer.people > best->people || (offer.people == best->people && offer.code < best->code)) {
      best = &offer;
    }
  }
  return best == nullptr ? "" : best->code;
}

protocol::TableSummary SummaryOf(const Room& room) {
  protocol::TableSummary table;
  table.room = room.code();
  table.seats = room.NumSeats();
  table.people = room.People();
  table.ai = table.seats - table.people;
  table.clock = room.clock_seconds();
  table.lang = room.lang();
  table.preset = engine::PresetId(room.rules().preset);
  if (room.HasMatch()) {
    table.deals = std::max(1, room.state().NumDeals());
    table.deal = std::min(table.deals, room.state().DealIndex() + 1);
  }
  return table;
}

protocol::TablesList ListOf(std::vector<protocol::TableSummary> open) {
  std::sort(open.begin(), open.end(), [](const protocol::TableSummary& a, const protocol::TableSummary& b) {
    return a.people != b.people ? a.people > b.people : a.room < b.room;
  });
  protocol::TablesList list;
  list.open = static_cast<int>(open.size());
  if (open.size() > static_cast<std::size_t>(protocol::kMaxListedTables)) open.resize(protocol::kMaxListedTables);
  list.tables = std::move(open);
  return list;
}

}  // namespace popejoan::server
