// The fleet's bus on a real redis-server of the test's own: a message published to a server
// reaches its listener (and no other), in order; a bus stops at once, even while Redis is away.
#include "server/fleet/redis_bus.h"

#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <vector>

#include "server/fleet/redis_fleet.h"
#include "server/testing/redis_test_server.h"

namespace popejoan::server {
namespace {

// What a bus's thread delivered.
struct Inbox {
  std::mutex mutex;
  std::condition_variable changed;
  std::vector<std::string> messages;
  RedisBus::Deliver Deliver() {
    return [this](std::string m) {
      std::lock_guard<std::mutex> lock(mutex);
      messages.push_back(std::move(m));
      changed.notify_all();
    };
  }
  // The messages once there are `n` (or after 5 s).
  std::vector<std::string> Wait(std::size_t n) {
    std::unique_lock<std::mutex> lock(mutex);
    changed.wait_for(lock, std::chrono::seconds(5), [&] { return messages.size() >= n; });
    return messages;
  }
};

TEST(RedisBus, AMessageReachesTheServerItIsSentToInOrder) {
  RedisTestServer redis;
  ASSERT_TRUE(redis.ok()) << redis.error();
  Inbox a_in, b_in;
  auto a = RedisBus::Start(redis.address(), "a", a_in.Deliver());
  auto b = RedisBus::Start(redis.address(), "b", b_in.Deliver());
  ASSERT_TRUE(a.ok()) << a.error();
  ASSERT_TRUE(b.ok()) << b.error();
  const std::string big(3000, 'x');  // a view is a few kilobytes
  ASSERT_TRUE((*a)->Send("b", R"({"k":"open"})").ok());
  ASSERT_TRUE((*a)->Send("b", big).ok());
  ASSERT_TRUE((*b)->Send("a", "back").ok());
  EXPECT_EQ(b_in.Wait(2), (std::vector<std::string>{R"({"k":"open"})", big}));
  EXPECT_EQ(a_in.Wait(1), (std::vector<std::string>{"back"}));
}

TEST(RedisBus, StopsAtOnceAndSendFailsWhileRedisIsAway) {
  RedisTestServer redis;
  ASSERT_TRUE(redis.ok()) << redis.error();
  Inbox in;
  auto bus = RedisBus::Start(redis.address(), "a", in.Deliver());
  ASSERT_TRUE(bus.ok()) << bus.error();
  redis.Kill();
  EXPECT_FALSE((*bus)->Send("b", "lost").ok());
  const auto start = std::chrono::steady_clock::now();
  bus->reset();
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
}

TEST(RedisBus, CannotStartWithoutRedis) {
  RedisTestServer redis;
  ASSERT_TRUE(redis.ok()) << redis.error();
  const RedisAddress address = redis.address();
  redis.Kill();
  Inbox in;
  EXPECT_FALSE(RedisBus::Start(address, "a", in.Deliver()).ok());
}

TEST(RedisFleetAlive, AServerIsAliveWhileItBeatsAndNotOnceItLeaves) {
  RedisTestServer redis;
  ASSERT_TRUE(redis.ok()) << redis.error();
  auto a = RedisFleet::Join(redis.address(), "a");
  auto b = RedisFleet::Join(redis.address(), "b");
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_TRUE(*(*b)->Alive("a"));
  ASSERT_TRUE((*a)->Leave().ok());
  EXPECT_FALSE(*(*b)->Alive("a"));
}

}  // namespace
}  // namespace popejoan::server
