#include "session/room_words.h"

#include <gtest/gtest.h>

namespace popejoan::session {
namespace {

TEST(RoomWords, SaysARoomAsAPlayerWould) {
  EXPECT_EQ(RoomCodeWords("KM7P4RT2X"), "KM7 P4R T2X");
  EXPECT_EQ(RoomSeatWords({"", "ai", "casual", false}), "AI (Casual)");
  EXPECT_EQ(RoomSeatWords({"The Vicar", "ai", "expert", false}), "The Vicar (AI: Expert)");
  EXPECT_EQ(RoomSeatWords({"", "empty", "", false}), "Empty seat");
  EXPECT_EQ(RoomSeatWords({"Ann", "ai-for-person", "casual", false}), "AI playing for Ann");
  EXPECT_EQ(RoomSeatLine({"Ann", "person", "", true}), "Ann, connected");
  EXPECT_EQ(RoomSeatLine({"Bo", "person", "", false}), "Bo, away");
  EXPECT_EQ(RoomErrorWords("no-such-room"), "This room is no longer there.");
  EXPECT_EQ(RoomLinkWords(RoomLink::kReconnecting), "Reconnecting…");
  EXPECT_EQ(RoomLinkWords(RoomLink::kOpen), "");
  EXPECT_EQ(ReactionWords("good-game"), "Good game!");
  EXPECT_EQ(WaitingForWords({"Ann"}), "Waiting for Ann…");
  EXPECT_EQ(WaitingForWords({"Ann", "Bo", "Cy"}), "Waiting for Ann, Bo and Cy…");
  EXPECT_EQ(WaitingForWords({}), "");
}

}  // namespace
}  // namespace popejoan::session
