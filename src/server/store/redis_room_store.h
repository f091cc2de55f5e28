// The rooms' log in Redis (popejoan-server --store redis://...), for several servers sharing
// their rooms (docs/online.md, "Scaling out"). Same contract as the SQLite store: a room is an
// append-only list of records; each Append checks the sequence and adds the record in one Lua
// script, so two servers can never both write record n of a room.
//
// Keys: popejoan:schema (the layout's version), popejoan:rooms (a set of codes),
// popejoan:room:CODE (a list of records, oldest first), popejoan:owner:CODE (the server that runs
// the room, redis_fleet.h). A store told its server's id (RunAs) also refuses to write a room that
// another server runs now, in the same script: a server that lost a room while it was stalled
// can never write to it again. An Append is as durable as the Redis
// server's own setting: appendonly yes with appendfsync always matches SQLite's synchronous=FULL;
// DurabilityNote() says which the server has. One thread uses a store; a dropped connection is
// opened again by the next call.
#pragma once

#include <memory>
#include <string>

#include "server/store/redis_connection.h"
#include "server/store/room_store.h"

namespace popejoan::server {

class RedisRoomStore : public RoomStore {
 public:
  // Connects (a few seconds at most), checks the layout's version and records it on a new
  // Redis. Errors name the address.
  static engine::Result<std::unique_ptr<RedisRoomStore>> Open(const RedisAddress& address);
  ~RedisRoomStore() override;
  RedisRoomStore(const RedisRoomStore&) = delete;
  RedisRoomStore& operator=(const RedisRoomStore&) = delete;

  engine::Status Append(const std::string& code, std::int64_t seq, const std::string& record) override;
  // Rooms in code order, records oldest first.
  engine::Result<std::vector<StoredRoom>> LoadAll() override;
  engine::Status Remove(const std::string& code) override;
  // One room's records, oldest first (none: an empty list). A room whose key is not a list (put
  // there by something else) is damaged; its key is left as it is.
  engine::Result<StoredRoom> LoadRoom(const std::string& code) override;
  // From now on, Append writes only rooms whose owner is `server_id` ("" : any room, one server).
  void RunAs(std::string server_id) { server_id_ = std::move(server_id); }

  // For the server's log at start: how much an acknowledged action survives, by Redis's settings
  // ("" when Redis will not say, e.g. CONFIG is disabled on a managed Redis).
  std::string DurabilityNote();
  std::string OpeningNote() const override { return opening_note_; }

  static constexpr int kSchemaVersion = 1;

 private:
  explicit RedisRoomStore(RedisAddress address) : redis_(std::move(address)) {}
  engine::Status CheckSchema();

  RedisConnection redis_;
  std::string server_id_;
  std::string opening_note_;
};

}  // namespace popejoan::server
