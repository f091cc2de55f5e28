#include "server/rooms/room_replay.h"

#include <utility>

namespace popejoan::server {

engine::Result<Room> ReplayRoom(const StoredRoom& stored) {
  if (!stored.damage.empty()) return engine::Result<Room>::Error(stored.damage);
  if (stored.records.empty()) return engine::Result<Room>::Error("it has no records");
  engine::Result<engine::Json> first = engine::Json::Parse(stored.records[0]);
  if (!first.ok()) return engine::Result<Room>::Error("record 0: " + first.error());
  engine::Result<Room> room = Room::FromCreateRecord(*first);
  if (!room.ok()) return engine::Result<Room>::Error("record 0: " + room.error());
  for (std::size_t i = 1; i < stored.records.size(); ++i) {
    engine::Result<engine::Json> record = engine::Json::Parse(stored.records[i]);
    const engine::Status applied = record.ok() ? room->Apply(*record) : engine::Status::Error(record.error());
    if (!applied.ok()) return engine::Result<Room>::Error("record " + std::to_string(i) + ": " + applied.message);
  }
  return room;
}

void SetAsideRooms::Add(const std::string& code, const std::string& reason) {
  if (!reasons_.emplace(code, reason).second) return;
  log_("room " + engine::PrintableText(code) + " is damaged and set aside (" + engine::PrintableText(reason, 240) +
       "); its records are left in the store as they are; the other rooms go on");
}

}  // namespace popejoan::server
