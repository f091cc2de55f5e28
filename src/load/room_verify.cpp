#include "load/room_verify.h"

#include <map>

#include "server/rooms/room.h"
#include "server/store/sqlite_room_store.h"

namespace popejoan::load {
namespace {

using server::Room;

// Replays one stored room; its seats' acts (the room's step before each) in `acts`.
engine::Status Replay(const server::StoredRoom& stored, std::vector<AckedAction>* acts) {
  if (stored.records.empty()) return engine::Status::Error("no records");
  engine::Result<engine::Json> create = engine::Json::Parse(stored.records[0]);
  if (!create.ok()) return engine::Status::Error("record 0: " + create.error());
  engine::Result<Room> room = Room::FromCreateRecord(*create);
  if (!room.ok()) return engine::Status::Error("record 0: " + room.error());
  bool away = false;  // after a seat went to the AI, its acts are no client's
  for (std::size_t i = 1; i < stored.records.size(); ++i) {
    engine::Result<engine::Json> record = engine::Json::Parse(stored.records[i]);
    if (!record.ok()) return engine::Status::Error("record " + std::to_string(i) + ": " + record.error());
    const long step = room->HasMatch() ? room->step() : -1;
    const engine::Status applied = room->Apply(*record);
    if (!applied.ok()) return engine::Status::Error("record " + std::to_string(i) + ": " + applied.message);
    const engine::Json* type = record->Find("t");
    const engine::Json* seat = record->Find("seat");
    const engine::Json* action = record->Find("action");
    if (type && type->as_string() == "away") away = true;
    if (!away && type && type->as_string() == "act" && seat && seat->as_number() >= 0 && action) {
      acts->push_back(AckedAction{step, static_cast<int>(seat->as_number()), static_cast<engine::Action>(action->as_number())});
    }
  }
  return engine::Status::Ok();
}

std::string Mismatch(const PlayedRoom& played, const std::vector<AckedAction>& stored) {
  const auto& seen = played.acknowledged;
  if (seen.size() > stored.size()) return "the clients saw more acknowledged than was stored";
  for (std::size_t i = 0; i < seen.size(); ++i) {
    if (!(seen[i] == stored[i])) return "acknowledged action " + std::to_string(i) + " differs from the stored one";
  }
  const std::size_t extra = stored.size() - seen.size();
  if (played.finished && extra != 0) return "a finished match stored actions its clients never saw acknowledged";
  if (extra > 1) return std::to_string(extra) + " stored actions were never acknowledged";
  return "";
}

}  // namespace

engine::Result<std::string> VerifyStore(const std::string& db, const std::vector<PlayedRoom>& played) {
  auto store = server::SqliteRoomStore::Open(db);
  if (!store.ok()) return engine::Result<std::string>::Error(store.error());
  auto rooms = (*store)->LoadAll();
  if (!rooms.ok()) return engine::Result<std::string>::Error(rooms.error());
  std::map<std::string, std::vector<AckedAction>> acts;
  for (const server::StoredRoom& stored : *rooms) {
    const engine::Status replayed = Replay(stored, &acts[stored.code]);
    if (!replayed.ok()) return engine::Result<std::string>::Error("room " + stored.code + " does not replay: " + replayed.message);
  }
  std::size_t compared = 0, actions = 0;
  for (const PlayedRoom& room : played) {
    const auto found = acts.find(room.code);
    if (found == acts.end()) return engine::Result<std::string>::Error("room " + room.code + " is not in the store");
    const std::string wrong = Mismatch(room, found->second);
    if (!wrong.empty()) return engine::Result<std::string>::Error("room " + room.code + ": " + wrong);
    ++compared;
    actions += room.acknowledged.size();
  }
  return "ok: " + std::to_string(rooms->size()) + " stored rooms replay to their hashes; " + std::to_string(compared) +
         " played rooms hold the " + std::to_string(actions) + " actions their clients saw acknowledged, in order";
}

}  // namespace popejoan::load
