// The keys a fleet keeps in Redis (docs/online.md, "Scaling out"), named in one place: the store
// (redis_room_store) checks the fleet's owner keys, and the fleet (redis_fleet) walks the store's
// set of rooms.
#pragma once

#include <string>

namespace popejoan::server {

inline constexpr char kRedisSchemaKey[] = "popejoan:schema";   // the layout's version
inline constexpr char kRedisRoomsKey[] = "popejoan:rooms";     // a set: every stored room's code
inline constexpr char kRedisOwnerPrefix[] = "popejoan:owner:";  // + code: the server that runs it
inline constexpr char kRedisAlivePrefix[] = "popejoan:alive:";  // + server id: set while it beats
// A set: the servers that published public tables; each one's summaries at popejoan:tables:ID,
// kept as long as its beat.
inline constexpr char kRedisTableServersKey[] = "popejoan:table-servers";

inline std::string RedisRoomKey(const std::string& code) { return "popejoan:room:" + code; }  // a list: its records
inline std::string RedisOwnerKey(const std::string& code) { return kRedisOwnerPrefix + code; }
inline std::string RedisAliveKey(const std::string& server_id) { return kRedisAlivePrefix + server_id; }
inline std::string RedisTablesKey(const std::string& server_id) { return "popejoan:tables:" + server_id; }

}  // namespace popejoan::server
