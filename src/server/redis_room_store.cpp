#include "server/redis_room_store.h"

#include <hiredis/hiredis.h>
#include <sys/time.h>

#include <algorithm>
#include <vector>

namespace popejoan::server {
namespace {

constexpr char kSchemaKey[] = "popejoan:schema";
constexpr char kRoomsKey[] = "popejoan:rooms";
constexpr timeval kTimeout{5, 0};  // a Redis that does not answer in 5 s is a failed store

std::string RoomKey(const std::string& code) { return "popejoan:room:" + code; }

// KEYS: the room's list, the set of rooms. ARGV: seq, record, code. Checks the sequence and
// appends in one step, so a second server writing the same room is refused, never interleaved.
constexpr char kAppendScript[] = R"lua(
local count = redis.call('LLEN', KEYS[1])
if tonumber(ARGV[1]) ~= count then
  return redis.error_reply('room ' .. ARGV[3] .. ' expects record ' .. count .. ', not ' .. ARGV[1])
end
redis.call('RPUSH', KEYS[1], ARGV[2])
if count == 0 then redis.call('SADD', KEYS[2], ARGV[3]) end
return count + 1
)lua";

// KEYS: the room's list, the set of rooms. ARGV: code.
constexpr char kRemoveScript[] = R"lua(
redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[2], ARGV[1])
return 1
)lua";

std::string ReplyText(const redisReply* reply) {
  return reply->str != nullptr ? std::string(reply->str, reply->len) : std::string();
}

}  // namespace

void RedisRoomStore::ReplyDeleter::operator()(redisReply* reply) const { freeReplyObject(reply); }

RedisRoomStore::RedisRoomStore(RedisAddress address) : address_(std::move(address)) {}

RedisRoomStore::~RedisRoomStore() {
  if (context_ != nullptr) redisFree(context_);
}

Result<std::unique_ptr<RedisRoomStore>> RedisRoomStore::Open(const RedisAddress& address) {
  std::unique_ptr<RedisRoomStore> store(new RedisRoomStore(address));
  if (Status s = store->Connect(); !s.ok()) return Result<std::unique_ptr<RedisRoomStore>>::Error(s.message);
  if (Status s = store->CheckSchema(); !s.ok()) return Result<std::unique_ptr<RedisRoomStore>>::Error(s.message);
  return store;
}

Status RedisRoomStore::Fail(const std::string& what, const std::string& why) const {
  return Status::Error("Redis at " + address_.ToString() + ": " + what + ": " + why);
}

Status RedisRoomStore::Connect() {
  if (context_ != nullptr) redisFree(context_);
  context_ = redisConnectWithTimeout(address_.host.c_str(), address_.port, kTimeout);
  if (context_ == nullptr) return Fail("connecting", "out of memory");
  if (context_->err != 0) {
    const std::string why = context_->errstr;
    redisFree(context_);
    context_ = nullptr;
    return Fail("connecting", why);
  }
  redisSetTimeout(context_, kTimeout);
  if (address_.db != 0) {
    auto selected = Command("choosing the database", {"SELECT", std::to_string(address_.db)});
    if (!selected.ok()) return Status::Error(selected.error());
  }
  return Status::Ok();
}

Result<RedisRoomStore::Reply> RedisRoomStore::Command(const std::string& what,
                                                       std::initializer_list<std::string> args) {
  if (context_ == nullptr || context_->err != 0) {
    if (Status s = Connect(); !s.ok()) return Result<Reply>::Error(s.message);
  }
  std::vector<const char*> argv;
  std::vector<size_t> lengths;
  for (const std::string& arg : args) {
    argv.push_back(arg.data());
    lengths.push_back(arg.size());
  }
  Reply reply(static_cast<redisReply*>(
      redisCommandArgv(context_, static_cast<int>(argv.size()), argv.data(), lengths.data())));
  if (reply == nullptr) {
    // The connection is broken (context_->err is set): the next call opens a new one.
    return Result<Reply>::Error(Fail(what, context_->errstr).message);
  }
  if (reply->type == REDIS_REPLY_ERROR) return Result<Reply>::Error(Fail(what, ReplyText(reply.get())).message);
  return reply;
}

Status RedisRoomStore::CheckSchema() {
  const std::string version = std::to_string(kSchemaVersion);
  auto set = Command("recording the layout's version", {"SET", kSchemaKey, version, "NX"});
  if (!set.ok()) return Status::Error(set.error());
  auto got = Command("reading the layout's version", {"GET", kSchemaKey});
  if (!got.ok()) return Status::Error(got.error());
  const std::string stored = (*got)->type == REDIS_REPLY_STRING ? ReplyText(got->get()) : "";
  if (stored != version) {
    return Fail("reading the layout's version",
                "it holds rooms in layout '" + stored + "', and this server reads layout " + version);
  }
  return Status::Ok();
}

Status RedisRoomStore::Append(const std::string& code, std::int64_t seq, const std::string& record) {
  if (record.size() > kMaxRecordBytes) {
    return Status::Error("record " + std::to_string(seq) + " of room " + code + " is " +
                         std::to_string(record.size()) + " bytes, over the limit of " +
                         std::to_string(kMaxRecordBytes));
  }
  auto reply = Command("storing record " + std::to_string(seq) + " of room " + code,
                       {"EVAL", kAppendScript, "2", RoomKey(code), kRoomsKey, std::to_string(seq), record, code});
  return reply.ok() ? Status::Ok() : Status::Error(reply.error());
}

Result<std::vector<StoredRoom>> RedisRoomStore::LoadAll() {
  auto members = Command("listing the rooms", {"SMEMBERS", kRoomsKey});
  if (!members.ok()) return Result<std::vector<StoredRoom>>::Error(members.error());
  std::vector<std::string> codes;
  for (size_t i = 0; i < (*members)->elements; ++i) codes.push_back(ReplyText((*members)->element[i]));
  std::sort(codes.begin(), codes.end());
  std::vector<StoredRoom> rooms;
  for (const std::string& code : codes) {
    auto list = Command("reading room " + code, {"LRANGE", RoomKey(code), "0", "-1"});
    if (!list.ok()) return Result<std::vector<StoredRoom>>::Error(list.error());
    StoredRoom room{code, {}};
    for (size_t i = 0; i < (*list)->elements; ++i) room.records.push_back(ReplyText((*list)->element[i]));
    if (!room.records.empty()) rooms.push_back(std::move(room));  // removed between the two reads
  }
  return rooms;
}

Status RedisRoomStore::Remove(const std::string& code) {
  auto reply = Command("removing room " + code, {"EVAL", kRemoveScript, "2", RoomKey(code), kRoomsKey, code});
  return reply.ok() ? Status::Ok() : Status::Error(reply.error());
}

std::string RedisRoomStore::DurabilityNote() {
  auto aof = Command("reading its settings", {"CONFIG", "GET", "append*"});
  if (!aof.ok()) return "";
  std::string appendonly, appendfsync;
  for (size_t i = 0; i + 1 < (*aof)->elements; i += 2) {
    const std::string name = ReplyText((*aof)->element[i]);
    if (name == "appendonly") appendonly = ReplyText((*aof)->element[i + 1]);
    if (name == "appendfsync") appendfsync = ReplyText((*aof)->element[i + 1]);
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
