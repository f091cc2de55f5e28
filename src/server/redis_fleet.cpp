#include "server/redis_fleet.h"

#include <hiredis/hiredis.h>

namespace popejoan::server {
namespace {

constexpr char kAlivePrefix[] = "popejoan:alive:";
std::string AliveKey(const std::string& server_id) { return kAlivePrefix + server_id; }
std::string OwnerKey(const std::string& code) { return "popejoan:owner:" + code; }

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

}  // namespace

Result<std::unique_ptr<RedisFleet>> RedisFleet::Join(const RedisAddress& address, std::string server_id) {
  using Joined = Result<std::unique_ptr<RedisFleet>>;
  if (server_id.empty()) return Joined::Error("a server in a fleet needs an id");
  std::unique_ptr<RedisFleet> fleet(new RedisFleet(address, std::move(server_id)));
  if (Status s = fleet->redis_.Connect(); !s.ok()) return Joined::Error(s.message);
  if (Status s = fleet->Beat(); !s.ok()) return Joined::Error(s.message);
  return fleet;
}

Status RedisFleet::Beat() {
  auto reply = redis_.Command("staying alive", {"SET", AliveKey(server_id_), "1", "PX", std::to_string(kAliveMillis)});
  return reply.ok() ? Status::Ok() : Status::Error(reply.error());
}

Result<std::string> RedisFleet::Claim(const std::string& code) {
  auto reply = redis_.Command("claiming room " + code, {"EVAL", kClaimScript, "1", OwnerKey(code), server_id_, kAlivePrefix});
  if (!reply.ok()) return Result<std::string>::Error(reply.error());
  return RedisConnection::Text(reply->get());
}

Result<std::string> RedisFleet::Owner(const std::string& code) {
  auto reply = redis_.Command("asking who runs room " + code, {"EVAL", kOwnerScript, "1", OwnerKey(code), kAlivePrefix});
  if (!reply.ok()) return Result<std::string>::Error(reply.error());
  return RedisConnection::Text(reply->get());
}

Status RedisFleet::Release(const std::string& code) {
  auto reply = redis_.Command("giving up room " + code, {"EVAL", kReleaseScript, "1", OwnerKey(code), server_id_});
  return reply.ok() ? Status::Ok() : Status::Error(reply.error());
}

Result<bool> RedisFleet::Alive(const std::string& server_id) {
  auto reply = redis_.Command("asking whether server " + server_id + " lives", {"EXISTS", AliveKey(server_id)});
  if (!reply.ok()) return Result<bool>::Error(reply.error());
  return (*reply)->integer == 1;
}

Status RedisFleet::Leave() {
  auto reply = redis_.Command("leaving the fleet", {"DEL", AliveKey(server_id_)});
  return reply.ok() ? Status::Ok() : Status::Error(reply.error());
}

}  // namespace popejoan::server
