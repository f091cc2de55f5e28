// The fleet's bus on Redis pub/sub (docs/online.md, "Scaling out"): a server listens on the
// channel popejoan:to:ID; Send publishes on the other server's channel. Listening has its own
// connection and thread (a subscribed connection can do nothing else), which hands each message
// to `deliver` (main posts it to the io thread); a lost connection is opened again every half
// second, and messages sent meanwhile are lost (the servers check who runs what every second).
// The destructor stops the thread at once.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "server/fleet/fleet_bus.h"
#include "server/store/redis_connection.h"

namespace popejoan::server {

class RedisBus : public FleetBus {
 public:
  using Deliver = std::function<void(std::string)>;
  using Log = std::function<void(const std::string&)>;

  // Subscribed before it returns (a message sent to `server_id` after it is heard).
  static engine::Result<std::unique_ptr<RedisBus>> Start(const RedisAddress& address, const std::string& server_id,
                                                 Deliver deliver, Log log = {});
  ~RedisBus() override;
  RedisBus(const RedisBus&) = delete;
  RedisBus& operator=(const RedisBus&) = delete;

  // Publishes (on the caller's thread: the io thread).
  engine::Status Send(const std::string& server_id, const std::string& message) override;

  static std::string Channel(const std::string& server_id) { return "popejoan:to:" + server_id; }

 private:
  RedisBus(const RedisAddress& address, std::string server_id, Deliver deliver, Log log);
  engine::Status Subscribe();  // (re)connects the listening connection and subscribes
  void Listen();       // the thread

  RedisConnection publisher_;
  RedisAddress address_;
  std::string server_id_;
  Deliver deliver_;
  Log log_;
  std::mutex mutex_;                  // guards subscriber_ against the destructor's shutdown
  struct redisContext* subscriber_ = nullptr;
  std::atomic<bool> stopping_{false};
  std::thread thread_;
};

}  // namespace popejoan::server
