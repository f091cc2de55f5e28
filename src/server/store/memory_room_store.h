// A RoomStore in memory (tests, and a server run without --db): the same contract as the
// SQLite store, kept nowhere.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "server/store/room_store.h"

namespace popejoan::server {

class MemoryRoomStore : public RoomStore {
 public:
  engine::Status Append(const std::string& code, std::int64_t seq, const std::string& record) override;
  // Rooms in code order, as the SQLite store gives them.
  engine::Result<std::vector<StoredRoom>> LoadAll() override;
  engine::Result<StoredRoom> LoadRoom(const std::string& code) override;
  engine::Status Remove(const std::string& code) override;

 private:
  std::map<std::string, std::vector<std::string>> rooms_;
};

}  // namespace popejoan::server
