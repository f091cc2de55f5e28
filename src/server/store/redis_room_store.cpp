#include "server/store/redis_room_store.h"

#include <algorithm>
#include <vector>

#include "server/store/redis_keys.h"

namespace popejoan::server {
namespace {

// KEYS: the room's list, the set of rooms, the room's owner. ARGV: seq, record, code, the writing
// server ("" : any). Checks the owner and the sequence and appends in one step, so two servers can
// never both write record n, nor a deposed owner write at all.
constexpr char kAppendScript[] = R"lua(
if ARGV[4] ~= '' and redis.call('GET', KEYS[3]) ~= ARGV[4] then
  return redis.error_reply('room ' .. ARGV[3] .. ' is run by another server now')
end
local count = redis.call('LLEN', KEYS[1])
if tonumber(ARGV[1]) ~= count then
  return redis.error_reply('room ' .. ARGV[3] .. ' expects record ' .. count .. ', not ' .. ARGV[1])
end
redis.call('RPUSH', KEYS[1], ARGV[2])
if count == 0 then redis.call('SADD', KEYS[2], ARGV[3]) end
return count + 1
)lua";

// KEYS: the room's list, the set of rooms, the room's owner. ARGV: code.
constexpr char kRemoveScript[] = R"lua(
redis.call('DEL', KEYS[1], KEYS[3])
redis.call('SREM', KEYS[2], ARGV[1])
return 1
)lua";

}  // namespace

RedisRoomStore::~RedisRoomStore() = default;

engine::Result<std::unique_ptr<RedisRoomStore>> RedisRoomStore::Open(const RedisAddress& address) {
  std::unique_ptr<RedisRoomStore> store(new RedisRoomStore(address));
  if (engine::Status s = store->redis_.Connect(); !s.ok()) return engine::Result<std::unique_ptr<RedisRoomStore>>::Error(s.message);
  if (engine::Status s = store->CheckSchema(); !s.ok()) return engine::Result<std::unique_ptr<RedisRoomStore>>::Error(s.message);
  return store;
}

engine::Status RedisRoomStore::CheckSchema() {
  const std::string version = std::to_string(kSchemaVersion);
  auto set = redis_.Command("recording the layout's version", {"SET", kRedisSchemaKey, version, "NX"});
  if (!set.ok()) return engine::Status::Error(set.error());
  // Set now: this Redis held no rooms' layout, so no rooms either (new, or its data was lost).
  if (RedisConnection::Text(set->get()) == "OK") {
    opening_note_ = redis_.address().ToString() + " holds no room store yet: starting with no rooms (if it held rooms " +
                    "before, Redis lost them: was it restarted without its append-only log?)";
  }
  auto got = redis_.Command("reading the layout's version", {"GET", kRedisSchemaKey});
  if (!got.ok()) return engine::Status::Error(got.error());
  const std::string stored = RedisConnection::Text(got->get());
  if (stored != version) {
    return redis_.Fail("reading the layout's version",
                       "it holds rooms in layout '" + stored + "', and this server reads layout " + version);
  }
  return engine::Status::Ok();
}

engine::Status RedisRoomStore::Append(const std::string& code, std::int64_t seq, const std::string& record) {
  if (record.size() > kMaxRecordBytes) {
    return engine::Status::Error("record " + std::to_string(seq) + " of room " + code + " is " +
                         std::to_string(record.size()) + " bytes, over the limit of " +
                         std::to_string(kMaxRecordBytes));
  }
  auto reply = redis_.Command("storing record " + std::to_string(seq) + " of room " + code,
                              {"EVAL", kAppendScript, "3", RedisRoomKey(code), kRedisRoomsKey, RedisOwnerKey(code),
                               std::to_string(seq), record, code, server_id_});
  return reply.ok() ? engine::Status::Ok() : engine::Status::Error(reply.error());
}

engine::Result<StoredRoom> RedisRoomStore::LoadRoom(const std::string& code) {
  auto list = redis_.Command("reading room " + code, {"LRANGE", RedisRoomKey(code), "0", "-1"});
  if (list.ok()) return StoredRoom{code, RedisConnection::Texts(list->get()), ""};
  // A key of another kind (written by something else) damages this room only; any other
  // failure is the store's.
  auto type = redis_.Command("reading room " + code, {"TYPE", RedisRoomKey(code)});
  const std::string kind = type.ok() ? RedisConnection::Text(type->get()) : "";
  if (kind.empty() || kind == "list" || kind == "none") return engine::Result<StoredRoom>::Error(list.error());
  return StoredRoom{code, {}, RedisRoomKey(code) + " holds a " + kind + ", not a list of records"};
}

engine::Result<std::vector<StoredRoom>> RedisRoomStore::LoadAll() {
  auto members = redis_.Command("listing the rooms", {"SMEMBERS", kRedisRoomsKey});
  if (!members.ok()) return engine::Result<std::vector<StoredRoom>>::Error(members.error());
  std::vector<std::string> codes = RedisConnection::Texts(members->get());
  std::sort(codes.begin(), codes.end());
  std::vector<StoredRoom> rooms;
  for (const std::string& code : codes) {
    auto room = LoadRoom(code);
    if (!room.ok()) return engine::Result<std::vector<StoredRoom>>::Error(room.error());
    if (!room->records.empty() || !room->damage.empty()) rooms.push_back(std::move(*room));  // else removed meanwhile
  }
  return rooms;
}

engine::Status RedisRoomStore::Remove(const std::string& code) {
  auto reply = redis_.Command("removing room " + code,
                              {"EVAL", kRemoveScript, "3", RedisRoomKey(code), kRedisRoomsKey, RedisOwnerKey(code), code});
  return reply.ok() ? engine::Status::Ok() : engine::Status::Error(reply.error());
}

std::string RedisRoomStore::DurabilityNote() {
  auto settings = redis_.Command("reading its settings", {"CONFIG", "GET", "append*"});
  if (!settings.ok()) return "";
  const std::vector<std::string> pairs = RedisConnection::Texts(settings->get());
  std::string appendonly, appendfsync;
  for (size_t i = 0; i + 1 < pairs.size(); i += 2) {
    if (pairs[i] == "appendonly") appendonly = pairs[i + 1];
    if (pairs[i] == "appendfsync") appendfsync = pairs[i + 1];
  }
  if (appendonly == "yes" && appendfsync == "always") {
    return "Redis writes every action to its log before answering (appendfsync always)";
  }
  if (appendonly == "yes") {
    return "Redis syncs its log every second (appendfsync " + appendfsync +
           "): a Redis crash may lose the last second of actions; set appendfsync always to lose none";
  }
  return "Redis keeps no append-only log (appendonly no): a Redis crash loses actions since its last "
         "snapshot; set appendonly yes and appendfsync always to lose none";
}

}  // namespace popejoan::server
