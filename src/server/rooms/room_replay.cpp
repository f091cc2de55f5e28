#include "server/rooms/room_replay.h"

#include <utility>

namespace popejoan::server {

Result<Room> ReplayRoom(const StoredRoom& stored) {
  if (!stored.damage.empty()) return Result<Room>::Error(stored.damage);
  if (stored.records.empty()) return Result<Room>::Error("it has no records");
  Result<Json> first = Json::Parse(stored.records[0]);
  if (!first.ok()) return Result<Room>::Error("record 0: " + first.error());
  Result<Room> room = Room::FromCreateRecord(*first);
  if (!room.ok()) return Result<Room>::Error("record 0: " + room.error());
  for (std::size_t i = 1; i < stored.records.size(); ++i) {
    Result<Json> record = Json::Parse(stored.records[i]);
    const Status applied = record.ok() ? room->Apply(*record) : Status::Error(record.error());
    if (!applied.ok()) return Result<Room>::Error("record " + std::to_string(i) + ": " + applied.message);
  }
  return room;
}

void SetAsideRooms::Add(const std::string& code, const std::string& reason) {
  if (!reasons_.emplace(code, reason).second) return;
  log_("room " + PrintableText(code) + " is damaged and set aside (" + PrintableText(reason, 240) +
       "); its records are left in the store as they are; the other rooms go on");
}

}  // namespace popejoan::server
