// Which server of a fleet runs each room (docs/online.md, "Scaling out"): what a RoomHub asks
// (RoomOwners) and what a FleetHub asks besides (Fleet). RedisFleet is the real one; tests keep
// a table in memory.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/result.h"

namespace popejoan::server {

class RoomOwners {
 public:
  virtual ~RoomOwners() = default;
  // "" when this server runs `code` now (it did, or the room had no live owner: it has it now);
  // else the id of the live server that runs it.
  virtual engine::Result<std::string> Claim(const std::string& code) = 0;
  // Gives up `code` (removed, or no longer run here), if this server runs it.
  virtual engine::Status Release(const std::string& code) = 0;
};

class Fleet : public RoomOwners {
 public:
  virtual const std::string& server_id() const = 0;
  // Keeps this server alive a few seconds more (called every second).
  virtual engine::Status Beat() = 0;
  // The live server that runs `code`, "" if none.
  virtual engine::Result<std::string> Owner(const std::string& code) = 0;
  // Whether `server_id` is alive (beating).
  virtual engine::Result<bool> Alive(const std::string& server_id) = 0;
  // No longer alive: others claim this server's rooms at once (a drain).
  virtual engine::Status Leave() = 0;
  // Some of the stored rooms no live server runs (their owner died and nobody came back to them),
  // looking at about `count` rooms from `cursor` on: "" to begin, "" again once every room was
  // looked at. A room stored or removed meanwhile may be missed or named twice.
  virtual engine::Result<std::vector<std::string>> Orphans(std::string* cursor, int count) = 0;
  // This server's open public tables (docs/online.md, "Public tables"): `tables` is their
  // summaries' text (public_tables.h), kept a few seconds unless published again (every second).
  virtual engine::Status PublishTables(const std::string& tables) = 0;
  // What every live server last published (this one's too), by server id.
  virtual engine::Result<std::map<std::string, std::string>> FleetTables() = 0;
};

}  // namespace popejoan::server
