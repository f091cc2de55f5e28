// The protocol's words (vocabulary.h): each id reads back as its value, ids are distinct, and
// anything else is refused.
#include "protocol/vocabulary.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace popejoan::protocol {
namespace {

template <typename E>
void ExpectEachIdReadsBack(int n, const char* (*id_of)(E), bool (*parse)(const std::string&, E*)) {
  std::set<std::string> seen;
  for (int i = 0; i < n; ++i) {
    const E value = static_cast<E>(i);
    const std::string id = id_of(value);
    EXPECT_TRUE(seen.insert(id).second) << id << " twice";
    E back = static_cast<E>(n - 1 - i);
    ASSERT_TRUE(parse(id, &back)) << id;
    EXPECT_EQ(back, value) << id;
  }
  for (const char* bad : {"", "Person", "person ", "LOBBY", "boo", "not_now"}) {
    E untouched = static_cast<E>(0);
    EXPECT_FALSE(parse(bad, &untouched)) << bad;
  }
}

TEST(Vocabulary, EveryIdReadsBackAsItsValue) {
  ExpectEachIdReadsBack<SeatKind>(kNumSeatKinds, SeatKindId, ParseSeatKind);
  ExpectEachIdReadsBack<RoomStage>(kNumRoomStages, RoomStageId, ParseRoomStage);
  ExpectEachIdReadsBack<Reaction>(kNumReactions, ReactionId, ParseReaction);
  ExpectEachIdReadsBack<ErrorCode>(kNumErrorCodes, ErrorCodeId, ParseErrorCode);
}

TEST(Vocabulary, TheIdsAreTheDocumentedOnes) {
  EXPECT_STREQ(SeatKindId(SeatKind::kAiForPerson), "ai-for-person");
  EXPECT_STREQ(RoomStageId(RoomStage::kPlaying), "playing");
  EXPECT_STREQ(ReactionId(Reaction::kGoodGame), "good-game");
  EXPECT_STREQ(ErrorCodeId(ErrorCode::kBadMessage), "bad-message");
  EXPECT_STREQ(ErrorCodeId(ErrorCode::kServerTrouble), "server-trouble");
  EXPECT_EQ(kProtocolVersion, 2);
}

TEST(Vocabulary, ClocksAndLevels) {
  for (int seconds : kRoomClocks) EXPECT_TRUE(IsRoomClock(static_cast<std::uint64_t>(seconds))) << seconds;
  for (std::uint64_t seconds : {1ull, 29ull, 45ull, 90ull, 121ull, 3600ull, ~0ull}) EXPECT_FALSE(IsRoomClock(seconds)) << seconds;
  EXPECT_TRUE(IsRoomClock(static_cast<std::uint64_t>(kDefaultRoomClock)));
  for (const char* id : kSeatLevelIds) EXPECT_TRUE(IsSeatLevelId(id)) << id;
  for (const char* id : {"oracle", "sighted", "", "Casual"}) EXPECT_FALSE(IsSeatLevelId(id)) << id;
}

}  // namespace
}  // namespace popejoan::protocol
