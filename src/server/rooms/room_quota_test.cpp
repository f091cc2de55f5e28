// Rooms made per connection, per address a minute, and open per address (room_quota.h).
#include "server/rooms/room_quota.h"

#include <gtest/gtest.h>

namespace popejoan::server {
namespace {

TEST(RoomQuota, NoLimitsByDefault) {
  RoomQuota quota(RoomLimits{});
  for (int i = 0; i < 1000; ++i) {
    ASSERT_EQ(quota.Refusal("198.51.100.1", i, 0.0), "");
    quota.Made("198.51.100.1", 0.0);
  }
}

TEST(RoomQuota, AConnectionMakesSoManyRoomsInItsLife) {
  RoomQuota quota(RoomLimits{0, 0, 3});
  EXPECT_EQ(quota.Refusal("198.51.100.1", 2, 0.0), "");
  EXPECT_EQ(quota.Refusal("198.51.100.1", 3, 0.0), "too many rooms made on one connection");
  EXPECT_EQ(quota.Refusal("198.51.100.1", 0, 1e6), "") << "a new connection starts again";
}

TEST(RoomQuota, AnAddressMakesSoManyRoomsAMinute) {
  RoomQuota quota(RoomLimits{2, 0, 0});
  quota.Made("198.51.100.1", 0.0);
  quota.Made("198.51.100.1", 10.0);
  EXPECT_EQ(quota.Refusal("198.51.100.1", 0, 30.0), "too many rooms made from one address; wait a minute");
  EXPECT_EQ(quota.Refusal("192.0.2.7", 0, 30.0), "") << "another address";
  EXPECT_EQ(quota.Refusal("198.51.100.1", 0, 60.0), "") << "the first is a minute old";
}

TEST(RoomQuota, AnAddressKeepsSoManyRoomsOpenAndARemovedOneFreesItsPlace) {
  RoomQuota quota(RoomLimits{0, 2, 0});
  quota.Made("198.51.100.1", 0.0);
  quota.Made("198.51.100.1", 0.0);
  EXPECT_EQ(quota.Open("198.51.100.1"), 2);
  EXPECT_EQ(quota.Refusal("198.51.100.1", 0, 3600.0), "too many rooms open from one address; wait until one is closed")
      << "open rooms do not age";
  EXPECT_EQ(quota.Refusal("192.0.2.7", 0, 0.0), "");
  quota.Removed("198.51.100.1");
  EXPECT_EQ(quota.Open("198.51.100.1"), 1);
  EXPECT_EQ(quota.Refusal("198.51.100.1", 0, 0.0), "");
  quota.Removed("198.51.100.1");
  quota.Removed("198.51.100.1");  // one too many (a room not counted): no harm
  EXPECT_EQ(quota.Open("198.51.100.1"), 0);
}

TEST(RoomQuota, AnAddressLimitAppliesWhateverTheConnection) {
  RoomQuota quota(RoomLimits{10, 3, 2});
  for (int connection = 0; connection < 3; ++connection) {
    EXPECT_EQ(quota.Refusal("203.0.113.66", 0, 0.0), "") << connection;
    quota.Made("203.0.113.66", 0.0);
  }
  EXPECT_NE(quota.Refusal("203.0.113.66", 0, 0.0), "") << "a fourth open room, from a fourth connection";
}

}  // namespace
}  // namespace popejoan::server
