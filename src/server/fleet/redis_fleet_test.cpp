// Several servers on one Redis: each room has one live owner, a dead or departed owner's rooms
// are claimed by another, a deposed owner can no longer write (the store's fence), and the rooms
// nobody runs are found a few at a time.
#include "server/fleet/redis_fleet.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "server/store/redis_room_store.h"
#include "server/testing/redis_test_server.h"

namespace popejoan::server {
namespace {

class RedisFleetTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(redis_.ok()) << redis_.error(); }
  std::unique_ptr<RedisFleet> Join(const std::string& id) {
    auto fleet = RedisFleet::Join(redis_.address(), id);
    EXPECT_TRUE(fleet.ok()) << fleet.error();
    return fleet.ok() ? std::move(*fleet) : nullptr;
  }
  std::unique_ptr<RedisRoomStore> Store(const std::string& id) {
    auto store = RedisRoomStore::Open(redis_.address());
    EXPECT_TRUE(store.ok()) << store.error();
    if (!store.ok()) return nullptr;
    (*store)->RunAs(id);
    return std::move(*store);
  }
  // The server's alive key gone, as when it was killed kAliveMillis ago.
  void Lapse(const std::string& id) {
    RedisConnection connection(redis_.address());
    ASSERT_TRUE(connection.Command("test", {"DEL", "popejoan:alive:" + id}).ok());
  }

  RedisTestServer redis_;
};

TEST_F(RedisFleetTest, TheFirstToClaimARoomRunsItAndOthersAreToldWho) {
  auto a = Join("server-a");
  auto b = Join("server-b");
  EXPECT_EQ(*a->Claim("ROOMCODE1"), "");
  EXPECT_EQ(*a->Claim("ROOMCODE1"), "");  // claiming again is still ours
  EXPECT_EQ(*b->Claim("ROOMCODE1"), "server-a");
  EXPECT_EQ(*b->Owner("ROOMCODE1"), "server-a");
  EXPECT_EQ(*b->Owner("ROOMCODE9"), "");
}

TEST_F(RedisFleetTest, ADeadServersRoomsAreClaimedByAnother) {
  auto a = Join("server-a");
  auto b = Join("server-b");
  ASSERT_EQ(*a->Claim("ROOMCODE1"), "");
  Lapse("server-a");
  EXPECT_EQ(*b->Owner("ROOMCODE1"), "");
  EXPECT_EQ(*b->Claim("ROOMCODE1"), "");
  ASSERT_TRUE(a->Beat().ok());  // it comes back: the room stays with b
  EXPECT_EQ(*a->Claim("ROOMCODE1"), "server-b");
}

TEST_F(RedisFleetTest, ALeavingServersRoomsAreClaimedAtOnce) {
  auto a = Join("server-a");
  auto b = Join("server-b");
  ASSERT_EQ(*a->Claim("ROOMCODE1"), "");
  ASSERT_TRUE(a->Leave().ok());
  EXPECT_EQ(*b->Claim("ROOMCODE1"), "");
}

TEST_F(RedisFleetTest, ReleaseGivesUpOnlyItsOwnRoom) {
  auto a = Join("server-a");
  auto b = Join("server-b");
  ASSERT_EQ(*a->Claim("ROOMCODE1"), "");
  ASSERT_TRUE(b->Release("ROOMCODE1").ok());
  EXPECT_EQ(*b->Owner("ROOMCODE1"), "server-a");
  ASSERT_TRUE(a->Release("ROOMCODE1").ok());
  EXPECT_EQ(*b->Claim("ROOMCODE1"), "");
}

TEST_F(RedisFleetTest, ADeposedOwnerCanNoLongerWriteTheRoom) {
  auto a = Join("server-a");
  auto b = Join("server-b");
  auto a_store = Store("server-a");
  auto b_store = Store("server-b");
  ASSERT_EQ(*a->Claim("ROOMCODE1"), "");
  ASSERT_TRUE(a_store->Append("ROOMCODE1", 0, "create").ok());
  EXPECT_FALSE(b_store->Append("ROOMCODE1", 1, "not-b's").ok());
  Lapse("server-a");
  ASSERT_EQ(*b->Claim("ROOMCODE1"), "");
  const engine::Status stale = a_store->Append("ROOMCODE1", 1, "a, stalled");
  EXPECT_FALSE(stale.ok());
  EXPECT_NE(stale.message.find("run by another server"), std::string::npos) << stale.message;
  ASSERT_TRUE(b_store->Append("ROOMCODE1", 1, "b's").ok());
  EXPECT_EQ(*b_store->Load("ROOMCODE1"), (std::vector<std::string>{"create", "b's"}));
}

TEST_F(RedisFleetTest, OrphansAreTheStoredRoomsNoLiveServerRunsLookedAtAFewAtATime) {
  auto a = Join("server-a");
  auto b = Join("server-b");
  auto a_store = Store("server-a");
  auto b_store = Store("server-b");
  std::set<std::string> orphans;
  for (int i = 0; i < 300; ++i) {
    const std::string code = "ROOM" + std::to_string(1000 + i);
    switch (i % 4) {
      case 0:  // run by a, which lives
        ASSERT_EQ(*a->Claim(code), "");
        ASSERT_TRUE(a_store->Append(code, 0, "create").ok());
        break;
      case 1:  // run by b, which dies
        ASSERT_EQ(*b->Claim(code), "");
        ASSERT_TRUE(b_store->Append(code, 0, "create").ok());
        orphans.insert(code);
        break;
      case 2:  // given up by a, nobody's since
        ASSERT_EQ(*a->Claim(code), "");
        ASSERT_TRUE(a_store->Append(code, 0, "create").ok());
        ASSERT_TRUE(a->Release(code).ok());
        orphans.insert(code);
        break;
      default:  // claimed but not stored yet (a room being made): not a stored room
        ASSERT_EQ(*a->Claim(code), "");
    }
  }
  Lapse("server-b");
  std::set<std::string> found;
  std::string cursor;
  int scans = 0;
  do {
    auto some = a->Orphans(&cursor, 20);
    ASSERT_TRUE(some.ok()) << some.error();
    EXPECT_LE(some->size(), 60u) << "about the count asked, not the whole set";
    found.insert(some->begin(), some->end());
    ++scans;
  } while (!cursor.empty() && scans < 1000);
  EXPECT_TRUE(cursor.empty()) << "the scan ends";
  EXPECT_GT(scans, 3) << "a few rooms at a time";
  EXPECT_EQ(found, orphans);
}

TEST_F(RedisFleetTest, AServerWithoutAnIdCannotJoin) {
  EXPECT_FALSE(RedisFleet::Join(redis_.address(), "").ok());
}

// docs/online.md, "Public tables": each server's tables are kept as long as its beat; every
// server reads them all, and a server whose tables lapsed (killed) is left out.
TEST_F(RedisFleetTest, EachServersPublicTablesAreReadByAllUntilTheyLapse) {
  auto a = Join("server-a");
  auto b = Join("server-b");
  ASSERT_TRUE(a->PublishTables(R"([{"room":"ROOMCODE1"}])").ok());
  ASSERT_TRUE(b->PublishTables("[]").ok());
  auto all = b->FleetTables();
  ASSERT_TRUE(all.ok()) << all.error();
  ASSERT_EQ(all->size(), 2u);
  EXPECT_EQ(all->at("server-a"), R"([{"room":"ROOMCODE1"}])");
  EXPECT_EQ(all->at("server-b"), "[]");
  RedisConnection connection(redis_.address());
  ASSERT_TRUE(connection.Command("test", {"DEL", "popejoan:tables:server-a"}).ok());  // as when it lapsed
  all = b->FleetTables();
  ASSERT_TRUE(all.ok());
  EXPECT_EQ(all->count("server-a"), 0u);
  auto members = connection.Command("test", {"SMEMBERS", "popejoan:table-servers"});
  ASSERT_TRUE(members.ok());
  EXPECT_EQ(RedisConnection::Texts(members->get()), std::vector<std::string>{"server-b"}) << "forgotten once lapsed";
  ASSERT_TRUE(b->Leave().ok());
  all = a->FleetTables();
  ASSERT_TRUE(all.ok());
  EXPECT_TRUE(all->empty()) << "a server that left publishes nothing";
}

}  // namespace
}  // namespace popejoan::server
