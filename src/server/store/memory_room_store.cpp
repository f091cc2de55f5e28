#include "server/store/memory_room_store.h"

namespace popejoan::server {

engine::Status MemoryRoomStore::Append(const std::string& code, std::int64_t seq,
                               const std::string& record) {
  if (record.size() > kMaxRecordBytes) {
    return engine::Status::Error("record " + std::to_string(seq) + " of room " + code + " is " +
                         std::to_string(record.size()) + " bytes, over the limit of " +
                         std::to_string(kMaxRecordBytes));
  }
  auto found = rooms_.find(code);
  const std::int64_t next =
      found == rooms_.end() ? 0 : static_cast<std::int64_t>(found->second.size());
  if (seq != next) {
    return engine::Status::Error("room " + code + " expects record " + std::to_string(next) + ", not " +
                         std::to_string(seq));
  }
  rooms_[code].push_back(record);
  return engine::Status::Ok();
}

engine::Result<std::vector<StoredRoom>> MemoryRoomStore::LoadAll() {
  std::vector<StoredRoom> rooms;
  rooms.reserve(rooms_.size());
  for (const auto& [code, records] : rooms_) rooms.push_back(StoredRoom{code, records, ""});
  return rooms;
}

engine::Result<StoredRoom> MemoryRoomStore::LoadRoom(const std::string& code) {
  auto found = rooms_.find(code);
  return StoredRoom{code, found == rooms_.end() ? std::vector<std::string>{} : found->second, ""};
}

engine::Status MemoryRoomStore::Remove(const std::string& code) {
  rooms_.erase(code);
  return engine::Status::Ok();
}

}  // namespace popejoan::server
