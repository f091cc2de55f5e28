// The three stores a typed test runs over (memory, SQLite in a folder of its own, Redis on a
// redis-server of its own), each made fresh by its factory's Make, and their names in the test
// names. Header-only: it asserts with gtest, which only the tests link.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <type_traits>

#include "server/store/memory_room_store.h"
#include "server/store/redis_room_store.h"
#include "server/store/sqlite_room_store.h"
#include "server/testing/redis_test_server.h"
#include "server/testing/store_test_util.h"

namespace popejoan::server::testkit {

struct MemoryFactory {
  std::unique_ptr<RoomStore> Make() { return std::make_unique<MemoryRoomStore>(); }
};

struct SqliteFactory {
  TempDir dir;
  std::unique_ptr<RoomStore> Make() {
    auto store = SqliteRoomStore::Open(dir.File("rooms.sqlite"));
    EXPECT_TRUE(store.ok()) << store.error();
    return store.ok() ? std::move(*store) : nullptr;
  }
};

struct RedisFactory {
  RedisTestServer redis;
  std::unique_ptr<RoomStore> Make() {
    EXPECT_TRUE(redis.ok()) << redis.error();
    auto store = RedisRoomStore::Open(redis.address());
    EXPECT_TRUE(store.ok()) << store.error();
    return store.ok() ? std::move(*store) : nullptr;
  }
};

using Stores = ::testing::Types<MemoryFactory, SqliteFactory, RedisFactory>;

class StoreNames {
 public:
  template <typename T>
  static std::string GetName(int) {
    if (std::is_same_v<T, MemoryFactory>) return "Memory";
    return std::is_same_v<T, SqliteFactory> ? "Sqlite" : "Redis";
  }
};

}  // namespace popejoan::server::testkit
