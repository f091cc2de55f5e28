// The rooms' log in Redis (popejoan-server --store redis://...), for several servers sharing
// their rooms (docs/online.md, "Scaling out"). Same contract as the SQLite store: a room is an
// append-only list of records; each Append checks the sequence and adds the record in one Lua
// script, so two servers can never both write record n of a room.
//
// Keys: popejoan:schema (the layout's version), popejoan:rooms (a set of codes),
// popejoan:room:CODE (a list of records, oldest first). An Append is as durable as the Redis
// server's own setting: appendonly yes with appendfsync always matches SQLite's synchronous=FULL;
// DurabilityNote() says which the server has. One thread uses a store; a dropped connection is
// opened again by the next call.
#pragma once

#include <memory>
#include <string>

#include "server/redis_url.h"
#include "server/room_store.h"

struct redisContext;
struct redisReply;

namespace popejoan::server {

class RedisRoomStore : public RoomStore {
 public:
  // Connects (a few seconds at most), checks the layout's version and records it on a new
  // Redis. Errors name the address.
  static Result<std::unique_ptr<RedisRoomStore>> Open(const RedisAddress& address);
  ~RedisRoomStore() override;
  RedisRoomStore(const RedisRoomStore&) = delete;
  RedisRoomStore& operator=(const RedisRoomStore&) = delete;

  Status Append(const std::string& code, std::int64_t seq, const std::string& record) override;
  // Rooms in code order, records oldest first.
  Result<std::vector<StoredRoom>> LoadAll() override;
  Status Remove(const std::string& code) override;

  // For the server's log at start: how much an acknowledged action survives, by Redis's settings
  // ("" when Redis will not say, e.g. CONFIG is disabled on a managed Redis).
  std::string DurabilityNote();

  static constexpr int kSchemaVersion = 1;

 private:
  struct ReplyDeleter {
    void operator()(redisReply* reply) const;
  };
  using Reply = std::unique_ptr<redisReply, ReplyDeleter>;

  explicit RedisRoomStore(RedisAddress address);
  Status Connect();
  // Runs one command (argv form: binary-safe), connecting first if need be; a reply, or an error
  // naming `what`, the address and Redis's words.
  Result<Reply> Command(const std::string& what, std::initializer_list<std::string> args);
  Status CheckSchema();
  Status Fail(const std::string& what, const std::string& why) const;

  RedisAddress address_;
  redisContext* context_ = nullptr;
};

}  // namespace popejoan::server
