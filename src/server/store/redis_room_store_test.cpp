// What the Redis store does beyond the RoomStore contract (room_store_test.cpp): its address,
// its layout's version, two servers writing one room, a Redis that goes away and comes back.
#include "server/store/redis_room_store.h"

#include <gtest/gtest.h>
#include <hiredis/hiredis.h>

#include "server/testing/redis_test_server.h"

namespace popejoan::server {
namespace {

TEST(RedisUrl, ReadsHostPortAndDatabase) {
  auto plain = ParseRedisUrl("redis://127.0.0.1:6380");
  ASSERT_TRUE(plain.ok()) << plain.error();
  EXPECT_EQ(plain->host, "127.0.0.1");
  EXPECT_EQ(plain->port, 6380);
  EXPECT_EQ(plain->db, 0);
  auto named = ParseRedisUrl("redis://cache.internal/3");
  ASSERT_TRUE(named.ok()) << named.error();
  EXPECT_EQ(named->host, "cache.internal");
  EXPECT_EQ(named->port, 6379);
  EXPECT_EQ(named->db, 3);
  auto v6 = ParseRedisUrl("redis://[::1]:7000");
  ASSERT_TRUE(v6.ok()) << v6.error();
  EXPECT_EQ(v6->host, "::1");
  EXPECT_EQ(v6->ToString(), "redis://[::1]:7000/0");
}

TEST(RedisUrl, RefusesWhatItCannotUseAndSaysWhy) {
  for (const char* bad : {"", "127.0.0.1:6379", "rediss://h", "redis://", "redis://h:", "redis://h:0",
                          "redis://h:65536", "redis://h:12ab", "redis://u:p@h", "redis://h/16", "redis://h/x",
                          "redis://[::1", "redis://h h", "redis://h?x=1"}) {
    auto parsed = ParseRedisUrl(bad);
    EXPECT_FALSE(parsed.ok()) << bad;
    if (!parsed.ok()) {
      EXPECT_NE(parsed.error().find("redis://HOST:PORT"), std::string::npos) << bad;
    }
  }
}

TEST(RedisRoomStore, NoServerIsAClearErrorNamingTheAddress) {
  RedisTestServer redis;
  ASSERT_TRUE(redis.ok()) << redis.error();
  RedisAddress address = redis.address();
  redis.Stop();
  auto store = RedisRoomStore::Open(address);
  ASSERT_FALSE(store.ok());
  EXPECT_NE(store.error().find(address.ToString()), std::string::npos) << store.error();
}

TEST(RedisRoomStore, TwoServersCannotBothWriteTheSameRecord) {
  RedisTestServer redis;
  ASSERT_TRUE(redis.ok()) << redis.error();
  auto first = RedisRoomStore::Open(redis.address());
  auto second = RedisRoomStore::Open(redis.address());
  ASSERT_TRUE(first.ok() && second.ok());
  ASSERT_TRUE((*first)->Append("ROOMCODE2", 0, "create").ok());
  ASSERT_TRUE((*first)->Append("ROOMCODE2", 1, "one").ok());
  const engine::Status late = (*second)->Append("ROOMCODE2", 1, "other");
  EXPECT_FALSE(late.ok());
  EXPECT_NE(late.message.find("expects record 2, not 1"), std::string::npos) << late.message;
  auto rooms = (*second)->LoadAll();
  ASSERT_TRUE(rooms.ok());
  ASSERT_EQ(rooms->size(), 1u);
  EXPECT_EQ((*rooms)[0].records, (std::vector<std::string>{"create", "one"}));
}

TEST(RedisRoomStore, RefusesALayoutFromANewerServer) {
  RedisTestServer redis;
  ASSERT_TRUE(redis.ok()) << redis.error();
  redisContext* context = redisConnect("127.0.0.1", redis.address().port);
  ASSERT_TRUE(context != nullptr && context->err == 0);
  freeReplyObject(redisCommand(context, "SET popejoan:schema 99"));
  redisFree(context);
  auto store = RedisRoomStore::Open(redis.address());
  ASSERT_FALSE(store.ok());
  EXPECT_NE(store.error().find("layout '99'"), std::string::npos) << store.error();
}

TEST(RedisRoomStore, KeepsToItsDatabase) {
  RedisTestServer redis;
  ASSERT_TRUE(redis.ok()) << redis.error();
  RedisAddress other = redis.address();
  other.db = 5;
  auto zero = RedisRoomStore::Open(redis.address());
  auto five = RedisRoomStore::Open(other);
  ASSERT_TRUE(zero.ok() && five.ok());
  ASSERT_TRUE((*five)->Append("ROOMCODE5", 0, "create").ok());
  EXPECT_TRUE((*zero)->LoadAll()->empty());
  EXPECT_EQ((*five)->LoadAll()->size(), 1u);
}

TEST(RedisRoomStore, AFailedRedisIsAnErrorAndANewOneIsReachedAgain) {
  RedisTestServer redis;
  ASSERT_TRUE(redis.ok()) << redis.error();
  auto store = RedisRoomStore::Open(redis.address());
  ASSERT_TRUE(store.ok());
  ASSERT_TRUE((*store)->Append("ROOMCODE3", 0, "create").ok());
  redis.Kill();
  EXPECT_FALSE((*store)->Append("ROOMCODE3", 1, "lost").ok());
  EXPECT_FALSE((*store)->LoadAll().ok());
}

// The log at start: a Redis with no room store yet (new, or one that lost its data) is said.
TEST(RedisRoomStore, OpeningSaysWhenRedisHeldNoRoomStore) {
  RedisTestServer redis;
  ASSERT_TRUE(redis.ok()) << redis.error();
  auto first = RedisRoomStore::Open(redis.address());
  ASSERT_TRUE(first.ok()) << first.error();
  EXPECT_NE((*first)->OpeningNote().find("holds no room store yet: starting with no rooms"), std::string::npos)
      << (*first)->OpeningNote();
  EXPECT_NE((*first)->OpeningNote().find(redis.address().ToString()), std::string::npos);
  auto second = RedisRoomStore::Open(redis.address());
  ASSERT_TRUE(second.ok()) << second.error();
  EXPECT_EQ((*second)->OpeningNote(), "") << "a store in use";
}

TEST(RedisRoomStore, SaysHowDurableAnActionIs) {
  RedisTestServer redis;  // started with appendonly no
  ASSERT_TRUE(redis.ok()) << redis.error();
  auto store = RedisRoomStore::Open(redis.address());
  ASSERT_TRUE(store.ok());
  EXPECT_NE((*store)->DurabilityNote().find("appendonly no"), std::string::npos);
  redisContext* context = redisConnect("127.0.0.1", redis.address().port);
  freeReplyObject(redisCommand(context, "CONFIG SET appendonly yes"));
  freeReplyObject(redisCommand(context, "CONFIG SET appendfsync always"));
  redisFree(context);
  EXPECT_NE((*store)->DurabilityNote().find("appendfsync always"), std::string::npos);
  context = redisConnect("127.0.0.1", redis.address().port);
  freeReplyObject(redisCommand(context, "CONFIG SET appendonly no"));  // so it stops at once
  redisFree(context);
}

}  // namespace
}  // namespace popejoan::server
