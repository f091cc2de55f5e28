// Several popejoan-servers on one Redis (docs/online.md, "Scaling out"): which servers are alive
// and which one runs each room. A server is alive while its key popejoan:alive:ID lives: Beat()
// sets it for kAliveMillis and the server beats every second, so a killed server is known dead
// within kAliveMillis. A room's owner is popejoan:owner:CODE; Claim makes this server the owner
// of a room that has none or whose owner is dead, in one script, so two servers never both win.
// The Redis store (redis_room_store.h) checks the owner on every append: that is the fence.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "server/rooms/room_owners.h"
#include "server/store/redis_connection.h"

namespace popejoan::server {

class RedisFleet : public Fleet {
 public:
  static constexpr int kAliveMillis = 3000;

  // Connects and beats once. `server_id`: this server's name among the fleet (random, per run).
  static engine::Result<std::unique_ptr<RedisFleet>> Join(const RedisAddress& address, std::string server_id);

  const std::string& server_id() const override { return server_id_; }
  // Keeps this server alive for kAliveMillis more.
  engine::Status Beat() override;
  // "" when this server runs `code` now (it did, or the room had no live owner); else the id of
  // the live server that runs it.
  engine::Result<std::string> Claim(const std::string& code) override;
  // The server that runs `code`, "" if none is alive.
  engine::Result<std::string> Owner(const std::string& code) override;
  // Gives up `code` (a room moved or removed), if this server runs it.
  engine::Status Release(const std::string& code) override;
  // Leaving the fleet (a drain): no longer alive, so others claim its rooms at once.
  engine::Status Leave() override;
  // Whether `server_id` beats still.
  engine::Result<bool> Alive(const std::string& server_id) override;
  // Stored rooms no live server runs, from an SSCAN of the set of rooms.
  engine::Result<std::vector<std::string>> Orphans(std::string* cursor, int count) override;
  // This server's public tables at popejoan:tables:ID for kAliveMillis; its id in the set of
  // servers that publish.
  engine::Status PublishTables(const std::string& tables) override;
  // Each publishing server's tables; a server whose key lapsed leaves the set.
  engine::Result<std::map<std::string, std::string>> FleetTables() override;

 private:
  RedisFleet(const RedisAddress& address, std::string server_id)
      : redis_(address), server_id_(std::move(server_id)) {}

  RedisConnection redis_;
  std::string server_id_;
};

}  // namespace popejoan::server
