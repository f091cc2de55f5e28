// The RoomStore contract, held by every store: the memory one, the SQLite one and the Redis one
// (each test on a redis-server of its own).
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "server/testing/store_factories.h"

namespace popejoan::server {
namespace {

template <typename Factory>
class RoomStoreContract : public ::testing::Test {
 protected:
  void SetUp() override {
    store_ = factory_.Make();
    ASSERT_NE(store_, nullptr);
  }
  std::vector<StoredRoom> All() {
    auto rooms = store_->LoadAll();
    EXPECT_TRUE(rooms.ok()) << rooms.error();
    return rooms.ok() ? *rooms : std::vector<StoredRoom>{};
  }

  Factory factory_;
  std::unique_ptr<RoomStore> store_;
};

TYPED_TEST_SUITE(RoomStoreContract, testkit::Stores, testkit::StoreNames);

TYPED_TEST(RoomStoreContract, StartsWithNoRooms) { EXPECT_TRUE(this->All().empty()); }

TYPED_TEST(RoomStoreContract, RecordZeroCreatesTheRoom) {
  ASSERT_TRUE(this->store_->Append("ABCDEFGHJ", 0, R"({"type":"create"})").ok());
  const auto rooms = this->All();
  ASSERT_EQ(rooms.size(), 1u);
  EXPECT_EQ(rooms[0].code, "ABCDEFGHJ");
  EXPECT_EQ(rooms[0].records, std::vector<std::string>{R"({"type":"create"})"});
}

TYPED_TEST(RoomStoreContract, AppendsInOrderAndLoadsOldestFirst) {
  std::vector<std::string> records;
  for (int seq = 0; seq < 5; ++seq) {
    records.push_back(R"({"step":)" + std::to_string(seq) + "}");
    ASSERT_TRUE(this->store_->Append("ROOM", seq, records.back()).ok());
  }
  const auto rooms = this->All();
  ASSERT_EQ(rooms.size(), 1u);
  EXPECT_EQ(rooms[0].records, records);
}

TYPED_TEST(RoomStoreContract, ANewRoomMustStartAtZero) {
  const engine::Status status = this->store_->Append("ROOM", 1, "{}");
  EXPECT_FALSE(status.ok());
  EXPECT_NE(status.message.find("expects record 0"), std::string::npos) << status.message;
  EXPECT_TRUE(this->All().empty());
}

TYPED_TEST(RoomStoreContract, RefusesAGapARepeatOrANegativeSeqAndStoresNothing) {
  ASSERT_TRUE(this->store_->Append("ROOM", 0, "a").ok());
  ASSERT_TRUE(this->store_->Append("ROOM", 1, "b").ok());
  EXPECT_FALSE(this->store_->Append("ROOM", 3, "gap").ok());
  EXPECT_FALSE(this->store_->Append("ROOM", 1, "repeat").ok());
  EXPECT_FALSE(this->store_->Append("ROOM", 0, "again").ok());
  EXPECT_FALSE(this->store_->Append("ROOM", -1, "negative").ok());
  auto rooms = this->All();
  ASSERT_EQ(rooms.size(), 1u);
  EXPECT_EQ(rooms[0].records, (std::vector<std::string>{"a", "b"}));
  // The refusals left the room's log usable.
  ASSERT_TRUE(this->store_->Append("ROOM", 2, "c").ok());
  EXPECT_EQ(this->All()[0].records, (std::vector<std::string>{"a", "b", "c"}));
}

TYPED_TEST(RoomStoreContract, LoadsEveryRoomInCodeOrderWithItsOwnRecords) {
  ASSERT_TRUE(this->store_->Append("CCC", 0, "c0").ok());
  ASSERT_TRUE(this->store_->Append("AAA", 0, "a0").ok());
  ASSERT_TRUE(this->store_->Append("CCC", 1, "c1").ok());
  ASSERT_TRUE(this->store_->Append("BBB", 0, "b0").ok());
  ASSERT_TRUE(this->store_->Append("AAA", 1, "a1").ok());
  ASSERT_TRUE(this->store_->Append("AAA", 2, "a2").ok());
  const auto rooms = this->All();
  ASSERT_EQ(rooms.size(), 3u);
  EXPECT_EQ(rooms[0].code, "AAA");
  EXPECT_EQ(rooms[0].records, (std::vector<std::string>{"a0", "a1", "a2"}));
  EXPECT_EQ(rooms[1].code, "BBB");
  EXPECT_EQ(rooms[1].records, (std::vector<std::string>{"b0"}));
  EXPECT_EQ(rooms[2].code, "CCC");
  EXPECT_EQ(rooms[2].records, (std::vector<std::string>{"c0", "c1"}));
}

TYPED_TEST(RoomStoreContract, LoadsOneRoomOldestFirstAndNothingForAnUnknownOne) {
  ASSERT_TRUE(this->store_->Append("AAA", 0, "a0").ok());
  ASSERT_TRUE(this->store_->Append("BBB", 0, "b0").ok());
  ASSERT_TRUE(this->store_->Append("AAA", 1, "a1").ok());
  auto a = this->store_->Load("AAA");
  ASSERT_TRUE(a.ok()) << a.error();
  EXPECT_EQ(*a, (std::vector<std::string>{"a0", "a1"}));
  auto none = this->store_->Load("ZZZ");
  ASSERT_TRUE(none.ok()) << none.error();
  EXPECT_TRUE(none->empty());
  ASSERT_TRUE(this->store_->Remove("AAA").ok());
  auto removed = this->store_->Load("AAA");
  ASSERT_TRUE(removed.ok()) << removed.error();
  EXPECT_TRUE(removed->empty());
}

TYPED_TEST(RoomStoreContract, RemoveForgetsOnlyThatRoomAndItsCodeCanBeUsedAgain) {
  ASSERT_TRUE(this->store_->Append("GONE", 0, "g0").ok());
  ASSERT_TRUE(this->store_->Append("GONE", 1, "g1").ok());
  ASSERT_TRUE(this->store_->Append("KEPT", 0, "k0").ok());
  ASSERT_TRUE(this->store_->Remove("GONE").ok());
  auto rooms = this->All();
  ASSERT_EQ(rooms.size(), 1u);
  EXPECT_EQ(rooms[0].code, "KEPT");
  EXPECT_FALSE(this->store_->Append("GONE", 2, "g2").ok());
  ASSERT_TRUE(this->store_->Append("GONE", 0, "new").ok());
  rooms = this->All();
  ASSERT_EQ(rooms.size(), 2u);
  EXPECT_EQ(rooms[0].records, std::vector<std::string>{"new"});
}

TYPED_TEST(RoomStoreContract, RemovingAnUnknownRoomIsNoError) {
  EXPECT_TRUE(this->store_->Remove("NOSUCHONE").ok());
}

TYPED_TEST(RoomStoreContract, RefusesARecordOverTheLimit) {
  ASSERT_TRUE(this->store_->Append("ROOM", 0, std::string(kMaxRecordBytes, 'x')).ok());
  const engine::Status status = this->store_->Append("ROOM", 1, std::string(kMaxRecordBytes + 1, 'x'));
  EXPECT_FALSE(status.ok());
  EXPECT_NE(status.message.find("over the limit"), std::string::npos) << status.message;
  const auto rooms = this->All();
  ASSERT_EQ(rooms.size(), 1u);
  EXPECT_EQ(rooms[0].records.size(), 1u);
  EXPECT_EQ(rooms[0].records[0].size(), kMaxRecordBytes);
}

TYPED_TEST(RoomStoreContract, KeepsRecordsByteForByte) {
  const std::string record = "{\"name\":\"Zo\xC3\xAB \\\"Q\\\" \xE2\x99\xA5\",\n\t\"x\":[1,2]}";
  ASSERT_TRUE(this->store_->Append("ROOM", 0, record).ok());
  ASSERT_TRUE(this->store_->Append("ROOM", 1, "").ok());
  EXPECT_EQ(this->All()[0].records, (std::vector<std::string>{record, ""}));
}

}  // namespace
}  // namespace popejoan::server
