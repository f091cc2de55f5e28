// A stored room made live again: its records replayed in order, or why it cannot be (the store
// found it damaged, a record is not JSON, does not apply, or leads to another state than the one
// its hash says). A room that cannot be replayed is set aside: said once in the log with its code
// and the reason, answered `room-damaged` to whoever opens it, and never changed or removed by
// the server, so an operator can look at it (docs/online.md, "Faults"). Every other room lives on.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <string>

#include "engine/result.h"
#include "server/rooms/room.h"
#include "server/store/room_store.h"

namespace popejoan::server {

// The room `stored` holds, replayed; else which record broke it and how.
engine::Result<Room> ReplayRoom(const StoredRoom& stored);

// The rooms of this server's store that could not be replayed, until the server restarts.
class SetAsideRooms {
 public:
  explicit SetAsideRooms(std::function<void(const std::string&)> log) : log_(std::move(log)) {}
  // Sets `code` aside for `reason`, said in the log the first time.
  void Add(const std::string& code, const std::string& reason);
  bool Has(const std::string& code) const { return reasons_.count(code) != 0; }
  std::size_t size() const { return reasons_.size(); }

 private:
  std::function<void(const std::string&)> log_;
  std::map<std::string, std::string> reasons_;
};

// What `hello` to a set-aside room is answered (docs/online.md, "Faults").
inline constexpr char kRoomDamagedError[] = "room-damaged";
inline constexpr char kRoomDamagedMessage[] = "the room's records are damaged: it cannot be opened";

}  // namespace popejoan::server
