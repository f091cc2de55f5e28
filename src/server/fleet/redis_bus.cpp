#include "server/fleet/redis_bus.h"

#include <hiredis/hiredis.h>
#include <sys/socket.h>

#include <chrono>
#include <utility>

namespace popejoan::server {

RedisBus::RedisBus(const RedisAddress& address, std::string server_id, Deliver deliver, Log log)
    : publisher_(address), address_(address), server_id_(std::move(server_id)), deliver_(std::move(deliver)),
      log_(std::move(log)) {
  if (!log_) log_ = [](const std::string&) {};
}

engine::Result<std::unique_ptr<RedisBus>> RedisBus::Start(const RedisAddress& address, const std::string& server_id,
                                                  Deliver deliver, Log log) {
  using Started = engine::Result<std::unique_ptr<RedisBus>>;
  std::unique_ptr<RedisBus> bus(new RedisBus(address, server_id, std::move(deliver), std::move(log)));
  if (engine::Status s = bus->publisher_.Connect(); !s.ok()) return Started::Error(s.message);
  if (engine::Status s = bus->Subscribe(); !s.ok()) return Started::Error(s.message);
  bus->thread_ = std::thread([b = bus.get()] { b->Listen(); });
  return bus;
}

RedisBus::~RedisBus() {
  stopping_ = true;
  {
    // Wakes the thread's blocking read: the read fails and the thread sees stopping_.
    std::lock_guard<std::mutex> lock(mutex_);
    if (subscriber_ != nullptr) shutdown(subscriber_->fd, SHUT_RDWR);
  }
  if (thread_.joinable()) thread_.join();
  if (subscriber_ != nullptr) redisFree(subscriber_);
}

engine::Status RedisBus::Subscribe() {
  const timeval connect_timeout{5, 0};
  redisContext* context = redisConnectWithTimeout(address_.host.c_str(), address_.port, connect_timeout);
  auto fail = [&](const std::string& why) {
    if (context != nullptr) redisFree(context);
    return engine::Status::Error("Redis at " + address_.ToString() + ": listening to the fleet: " + why);
  };
  if (context == nullptr) return fail("out of memory");
  if (context->err != 0) return fail(context->errstr);
  redisEnableKeepAlive(context);  // a peer gone silently (a network split) is noticed
  const std::string channel = Channel(server_id_);
  auto* reply = static_cast<redisReply*>(redisCommand(context, "SUBSCRIBE %b", channel.data(), channel.size()));
  if (reply == nullptr) return fail(context->errstr);
  const bool subscribed = reply->type == REDIS_REPLY_ARRAY;
  freeReplyObject(reply);
  if (!subscribed) return fail("SUBSCRIBE refused");
  std::lock_guard<std::mutex> lock(mutex_);
  if (subscriber_ != nullptr) redisFree(subscriber_);
  subscriber_ = context;
  if (stopping_) shutdown(subscriber_->fd, SHUT_RDWR);  // stopped while connecting
  return engine::Status::Ok();
}

void RedisBus::Listen() {
  bool lost = false;
  while (!stopping_) {
    if (lost) {
      std::this_thread::sleep_for(std::chrono::milliseconds(500));
      if (stopping_) break;
      engine::Status again = Subscribe();
      if (!again.ok()) continue;
      log_("listening to the fleet again");
      lost = false;
    }
    void* raw = nullptr;
    if (redisGetReply(subscriber_, &raw) != REDIS_OK) {
      if (!stopping_) log_("the fleet's messages stopped: " + std::string(subscriber_->errstr) + "; reconnecting");
      lost = true;
      continue;
    }
    auto* reply = static_cast<redisReply*>(raw);
    // ["message", channel, payload]
    if ((reply->type == REDIS_REPLY_ARRAY) && reply->elements == 3 &&
        RedisConnection::Text(reply->element[0]) == "message") {
      deliver_(RedisConnection::Text(reply->element[2]));
    }
    freeReplyObject(reply);
  }
}

engine::Status RedisBus::Send(const std::string& server_id, const std::string& message) {
  auto reply = publisher_.Command("sending to server " + server_id, {"PUBLISH", Channel(server_id), message});
  return reply.ok() ? engine::Status::Ok() : engine::Status::Error(reply.error());
}

}  // namespace popejoan::server
