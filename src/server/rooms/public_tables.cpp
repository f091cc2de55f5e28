#include "server/rooms/public_tables.h"

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

}  // namespace popejoan::server
