#include "server/fleet/redis_fleet.h"

#include <hiredis/hiredis.h>

#include "server/store/redis_keys.h"

namespace popejoan::server {
namespace {

// KEYS: the room's owner. ARGV: this server, the alive keys' prefix. Returns "" when this server
// owns the room now, else the live owner. (The owner's alive key is named from the owner's value,
// so this runs on one Redis, not a cluster.)
constexpr char kClaimScript[] = R"lua(
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then return '' end
if holder and redis.call('EXISTS', ARGV[2] .. holder) == 1 then return holder end
redis.call('SET', KEYS[1], ARGV[1])
return ''
)lua";

// KEYS: the room's owner. ARGV: the alive keys' prefix. The live owner, or "".
constexpr char kOwnerScript[] = R"lua(
local holder = redis.call('GET', KEYS[1])
if holder and redis.call('EXISTS', ARGV[1] .. holder) == 1 then return holder end
return ''
)lua";

// KEYS: the room's owner. ARGV: this server.
constexpr char kReleaseScript[] = R"lua(
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
)lua";

// KEYS: the set of rooms. ARGV: the scan's cursor, how many to look at, the owner keys' prefix,
// the alive keys' prefix. The next cursor, then the rooms looked at that no live server runs.
constexpr char kOrphansScript[] = R"lua(
local scan = redis.call('SSCAN', KEYS[1], ARGV[1], 'COUNT', ARGV[2])
local out = {scan[1]}
for _, code in ipairs(scan[2]) do
  local holder = redis.call('GET', ARGV[3] .. code)
  if not holder or redis.call('EXISTS', ARGV[4] .. holder) == 0 then out[#out + 1] = code end
end
return out
)lua";

}  // namespace

engine::Result<std::unique_ptr<RedisFleet>> RedisFleet::Join(const RedisAddress& address, std::string server_id) {
  using Joined = engine::Result<std::unique_ptr<RedisFleet>>;
  if (server_id.empty()) return Joined::Error("a server in a fleet needs an id");
  std::unique_ptr<RedisFleet> fleet(new RedisFleet(address, std::move(server_id)));
  if (engine::Status s = fleet->redis_.Connect(); !s.ok()) return Joined::Error(s.message);
  if (engine::Status s = fleet->Beat(); !s.ok()) return Joined::Error(s.message);
  return fleet;
}

engine::Status RedisFleet::Beat() {
  auto reply = redis_.Command("staying alive", {"SET", RedisAliveKey(server_id_), "1", "PX", std::to_string(kAliveMillis)});
  return reply.ok() ? engine::Status::Ok() : engine::Status::Error(reply.error());
}

engine::Result<std::string> RedisFleet::Claim(const std::string& code) {
  auto reply = redis_.Command("claiming room " + code, {"EVAL", kClaimScript, "1", RedisOwnerKey(code), server_id_, kRedisAlivePrefix});
  if (!reply.ok()) return engine::Result<std::string>::Error(reply.error());
  return RedisConnection::Text(reply->get());
}

engine::Result<std::string> RedisFleet::Owner(const std::string& code) {
  auto reply = redis_.Command("asking who runs room " + code, {"EVAL", kOwnerScript, "1", RedisOwnerKey(code), kRedisAlivePrefix});
  if (!reply.ok()) return engine::Result<std::string>::Error(reply.error());
  return RedisConnection::Text(reply->get());
}

engine::Status RedisFleet::Release(const std::string& code) {
  auto reply = redis_.Command("giving up room " + code, {"EVAL", kReleaseScript, "1", RedisOwnerKey(code), server_id_});
  return reply.ok() ? engine::Status::Ok() : engine::Status::Error(reply.error());
}

engine::Result<bool> RedisFleet::Alive(const std::string& server_id) {
  auto reply = redis_.Command("asking whether server " + server_id + " lives", {"EXISTS", RedisAliveKey(server_id)});
  if (!reply.ok()) return engine::Result<bool>::Error(reply.error());
  return (*reply)->integer == 1;
}

engine::Result<std::vector<std::string>> RedisFleet::Orphans(std::string* cursor, int count) {
  using Codes = engine::Result<std::vector<std::string>>;
  auto reply = redis_.Command("looking for rooms nobody runs",
                              {"EVAL", kOrphansScript, "1", kRedisRoomsKey, cursor->empty() ? "0" : *cursor,
                               std::to_string(count), kRedisOwnerPrefix, kRedisAlivePrefix});
  if (!reply.ok()) return Codes::Error(reply.error());
  const redisReply* r = reply->get();
  if (r->type != REDIS_REPLY_ARRAY || r->elements == 0) return Codes::Error("an odd answer from Redis to a scan");
  *cursor = RedisConnection::Text(r->element[0]);
  if (*cursor == "0") cursor->clear();
  std::vector<std::string> codes;
  for (std::size_t i = 1; i < r->elements; ++i) codes.push_back(RedisConnection::Text(r->element[i]));
  return codes;
}

engine::Status RedisFleet::Leave() {
  auto reply = redis_.Command("leaving the fleet", {"DEL", RedisAliveKey(server_id_), RedisTablesKey(server_id_)});
  return reply.ok() ? engine::Status::Ok() : engine::Status::Error(reply.error());
}

engine::Status RedisFleet::PublishTables(const std::string& tables) {
  auto set = redis_.Command("publishing the public tables",
                            {"SET", RedisTablesKey(server_id_), tables, "PX", std::to_string(kAliveMillis)});
  if (!set.ok()) return engine::Status::Error(set.error());
  auto listed = redis_.Command("listing this server's public tables", {"SADD", kRedisTableServersKey, server_id_});
  return listed.ok() ? engine::Status::Ok() : engine::Status::Error(listed.error());
}

engine::Result<std::map<std::string, std::string>> RedisFleet::FleetTables() {
  using R = engine::Result<std::map<std::string, std::string>>;
  auto servers = redis_.Command("asking which servers have public tables", {"SMEMBERS", kRedisTableServersKey});
  if (!servers.ok()) return R::Error(servers.error());
  const std::vector<std::string> ids = RedisConnection::Texts(servers->get());
  if (ids.empty()) return std::map<std::string, std::string>{};
  std::vector<std::string> keys = {"MGET"};
  for (const std::string& id : ids) keys.push_back(RedisTablesKey(id));
  auto published = redis_.Command("reading the fleet's public tables", keys);
  if (!published.ok()) return R::Error(published.error());
  std::map<std::string, std::string> tables;
  const redisReply* r = published->get();
  for (std::size_t i = 0; i < r->elements && i < ids.size(); ++i) {
    if (r->element[i]->type == REDIS_REPLY_STRING) {
      tables[ids[i]] = RedisConnection::Text(r->element[i]);
    } else {
      redis_.Command("forgetting a server's lapsed tables", {"SREM", kRedisTableServersKey, ids[i]});  // best effort
    }
  }
  return tables;
}

}  // namespace popejoan::server
