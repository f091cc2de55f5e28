#include "server/store/redis_connection.h"

#include <hiredis/hiredis.h>
#include <sys/time.h>

namespace popejoan::server {
namespace {

constexpr timeval kTimeout{5, 0};  // a Redis that does not answer in 5 s is a failed store

}  // namespace

void RedisConnection::ReplyDeleter::operator()(redisReply* reply) const { freeReplyObject(reply); }

RedisConnection::~RedisConnection() {
  if (context_ != nullptr) redisFree(context_);
}

engine::Status RedisConnection::Fail(const std::string& what, const std::string& why) const {
  return engine::Status::Error("Redis at " + address_.ToString() + ": " + what + ": " + why);
}

engine::Status RedisConnection::Connect() {
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
    if (!selected.ok()) return engine::Status::Error(selected.error());
  }
  return engine::Status::Ok();
}

engine::Result<RedisConnection::Reply> RedisConnection::Command(const std::string& what,
                                                         const std::vector<std::string>& args) {
  if (context_ == nullptr || context_->err != 0) {
    if (engine::Status s = Connect(); !s.ok()) return engine::Result<Reply>::Error(s.message);
  }
  std::vector<const char*> argv;
  std::vector<size_t> lengths;
  for (const std::string& arg : args) {
    argv.push_back(arg.data());
    lengths.push_back(arg.size());
  }
  Reply reply(static_cast<redisReply*>(
      redisCommandArgv(context_, static_cast<int>(argv.size()), argv.data(), lengths.data())));
  // No reply: the connection is broken (context_->err is set) and the next command opens another.
  if (reply == nullptr) return engine::Result<Reply>::Error(Fail(what, context_->errstr).message);
  if (reply->type == REDIS_REPLY_ERROR) return engine::Result<Reply>::Error(Fail(what, Text(reply.get())).message);
  return reply;
}

std::string RedisConnection::Text(const redisReply* reply) {
  return reply != nullptr && reply->str != nullptr ? std::string(reply->str, reply->len) : std::string();
}

std::vector<std::string> RedisConnection::Texts(const redisReply* reply) {
  std::vector<std::string> texts;
  if (reply == nullptr) return texts;
  for (size_t i = 0; i < reply->elements; ++i) texts.push_back(Text(reply->element[i]));
  return texts;
}

}  // namespace popejoan::server
