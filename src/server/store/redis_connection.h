// One synchronous connection to Redis (hiredis) for the stores and the fleet: binary-safe
// commands, a 5 s bound on every answer, opened again by the next command after a failure.
// Errors name the address and what was being done; they are for the server's log only.
#pragma once

#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "engine/result.h"
#include "server/store/redis_url.h"

struct redisContext;
struct redisReply;

namespace popejoan::server {

class RedisConnection {
 public:
  struct ReplyDeleter {
    void operator()(redisReply* reply) const;
  };
  using Reply = std::unique_ptr<redisReply, ReplyDeleter>;

  explicit RedisConnection(RedisAddress address) : address_(std::move(address)) {}
  ~RedisConnection();
  RedisConnection(const RedisConnection&) = delete;
  RedisConnection& operator=(const RedisConnection&) = delete;

  engine::Status Connect();
  // A reply (never an error reply), or an error naming `what`.
  engine::Result<Reply> Command(const std::string& what, const std::vector<std::string>& args);
  engine::Result<Reply> Command(const std::string& what, std::initializer_list<std::string> args) {
    return Command(what, std::vector<std::string>(args));
  }
  engine::Status Fail(const std::string& what, const std::string& why) const;
  const RedisAddress& address() const { return address_; }

  // A reply's text ("" for none), and its elements' texts.
  static std::string Text(const redisReply* reply);
  static std::vector<std::string> Texts(const redisReply* reply);

 private:
  RedisAddress address_;
  redisContext* context_ = nullptr;
};

}  // namespace popejoan::server
