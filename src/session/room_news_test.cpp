#include "session/room_news.h"

#include <gtest/gtest.h>

namespace popejoan::session {
namespace {

protocol::RoomInfo Room(const std::string& stage, std::vector<std::string> kinds) {
  protocol::RoomInfo info;
  info.room = "ABCDEFGHJ";
  protocol::ParseRoomStage(stage, &info.stage);
  const char* names[] = {"Ann", "Felix", "Gwen", "Hal"};
  for (size_t s = 0; s < kinds.size(); ++s) {
    protocol::SeatInfo seat;
    seat.name = names[s];
    protocol::ParseSeatKind(kinds[s], &seat.kind);
    seat.connected = kinds[s] == "person";
    info.seats.push_back(seat);
  }
  return info;
}

TEST(RoomNews, APersonGonePastTheGraceAndBack) {
  const protocol::RoomInfo playing = Room("playing", {"person", "person", "ai"});
  const protocol::RoomInfo away = Room("playing", {"person", "ai-for-person", "ai"});
  EXPECT_EQ(SeatNews(playing, away, 0),
            std::vector<std::string>{"Felix is away: the AI plays for now."});
  EXPECT_EQ(SeatNews(away, playing, 0), std::vector<std::string>{"Felix is back."});
  // A watcher is told too.
  EXPECT_EQ(SeatNews(away, playing, -1), std::vector<std::string>{"Felix is back."});
}

TEST(RoomNews, NothingForYourOwnSeatTheLobbyOrNoChange) {
  const protocol::RoomInfo playing = Room("playing", {"person", "person", "ai"});
  const protocol::RoomInfo away = Room("playing", {"person", "ai-for-person", "ai"});
  EXPECT_TRUE(SeatNews(playing, away, 1).empty()) << "your own banner says the AI plays for you";
  EXPECT_TRUE(SeatNews(playing, playing, 0).empty());
  // Only the connection changed (within the grace): the plate says "(away)", no news.
  protocol::RoomInfo dropped = playing;
  dropped.seats[1].connected = false;
  EXPECT_TRUE(SeatNews(playing, dropped, 0).empty());
  // In the lobby a seat left is freed, not played.
  EXPECT_TRUE(SeatNews(Room("lobby", {"person", "person"}), Room("lobby", {"person", "empty"}), 0).empty());
  // A friend who takes an AI's seat is no one coming back.
  EXPECT_TRUE(SeatNews(Room("playing", {"person", "ai"}), Room("playing", {"person", "person"}), 0).empty());
  // Another room (a page that opened a new one): nothing.
  protocol::RoomInfo other = away;
  other.room = "KLMNPQRST";
  EXPECT_TRUE(SeatNews(playing, other, 0).empty());
}

TEST(RoomNews, TwoSeatsAtOnceAndANamelessFriend) {
  protocol::RoomInfo before = Room("playing", {"person", "person", "person", "ai"});
  protocol::RoomInfo after = Room("playing", {"person", "ai-for-person", "ai-for-person", "ai"});
  after.seats[2].name.clear();
  EXPECT_EQ(SeatNews(before, after, 0),
            (std::vector<std::string>{"Felix is away: the AI plays for now.",
                                      "A friend is away: the AI plays for now."}));
}

}  // namespace
}  // namespace popejoan::session
