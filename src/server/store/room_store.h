// Where the rooms live between restarts: each room is an append-only log of records (JSON text),
// so a restarted server replays them and every room resumes where it was.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/result.h"

namespace popejoan::server {

struct StoredRoom {
  std::string code;
  std::vector<std::string> records;  // the room's records, oldest first (each one JSON text)
  // Why its records cannot be read as they were written ("" when they can): a record missing
  // from the sequence, a record that is not text, a list of the wrong kind. The room is then
  // set aside (room_replay.h), its records left as they are in the store for an operator.
  std::string damage;
};

// Where rooms live between restarts: an append-only log of records per room. A record is
// stored durably before Append returns (the rooms acknowledge an action only after).
class RoomStore {
 public:
  virtual ~RoomStore() = default;
  // Appends `record` as the room's record number `seq` (0 creates the room; each next one must
  // be the room's count so far, else an error and nothing stored).
  virtual engine::Status Append(const std::string& code, std::int64_t seq, const std::string& record) = 0;
  // Every room with its records (at start, to resume them). A damaged room is one of them, with
  // its `damage` said; an error means the store as a whole cannot be read.
  virtual engine::Result<std::vector<StoredRoom>> LoadAll() = 0;
  // One room (no records if there is no such room): a server of a fleet adopts a room another
  // one ran (docs/online.md, "Scaling out"). Damage and errors as for LoadAll. By default read
  // from LoadAll (slow but right, for test stores); the real stores read only that room.
  virtual engine::Result<StoredRoom> LoadRoom(const std::string& code) {
    engine::Result<std::vector<StoredRoom>> all = LoadAll();
    if (!all.ok()) return engine::Result<StoredRoom>::Error(all.error());
    for (StoredRoom& room : *all) {
      if (room.code == code) return std::move(room);
    }
    return StoredRoom{code, {}, ""};
  }
  // One room's records, oldest first; a damaged room is an error here too.
  engine::Result<std::vector<std::string>> Load(const std::string& code) {
    engine::Result<StoredRoom> room = LoadRoom(code);
    if (!room.ok()) return engine::Result<std::vector<std::string>>::Error(room.error());
    if (!room->damage.empty()) return engine::Result<std::vector<std::string>>::Error("room " + code + " is damaged: " + room->damage);
    return std::move(room->records);
  }
  // Forgets a room and its records.
  virtual engine::Status Remove(const std::string& code) = 0;
  // For the server's log at start: what opening the store found when it is not a store that
  // was in use (a new one, or one found empty: rooms it held may be lost); "" otherwise.
  virtual std::string OpeningNote() const { return ""; }

  // Group commit (docs/online.md, "Inside the server"): a store that can batch opens one
  // transaction at BeginBatch; each Append and Remove then goes into it (checked as ever, not yet
  // durable) until CommitBatch makes all of them durable at once, with one sync. Any error in a
  // batch (an append, a remove, the commit) rolls the whole batch back and closes it. Stores that
  // cannot batch (memory, Redis) say so and keep storing each call as it comes.
  virtual bool CanBatch() const { return false; }
  virtual engine::Status BeginBatch() { return engine::Status::Error("this store does not batch"); }
  virtual engine::Status CommitBatch() { return engine::Status::Ok(); }
  // True while an Append's success is not durable yet (a batch is open): the outcome comes at
  // the batch's end (group_commit.h).
  virtual bool Holding() const { return false; }
};

// The largest record a store takes (a room's record is one action or one setup, far smaller):
// a bound, so a fault upstream cannot fill the disk one record at a time.
inline constexpr std::size_t kMaxRecordBytes = 64 * 1024;

}  // namespace popejoan::server
