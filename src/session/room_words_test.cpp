#include "session/room_words.h"

#include <gtest/gtest.h>

#include "session/words/builtin_catalogue.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

TEST(RoomWords, SaysARoomAsAPlayerWould) {
  EXPECT_EQ(RoomCodeWords("KM7P4RT2X"), "KM7 P4R T2X");
  EXPECT_EQ(RoomSeatWords(protocol::SeatInfo{"", protocol::SeatKind::kAi, "casual", false}), "AI (Casual)");
  EXPECT_EQ(RoomSeatWords(protocol::SeatInfo{"The Vicar", protocol::SeatKind::kAi, "expert", false}), "The Vicar (AI: Expert)");
  EXPECT_EQ(RoomSeatWords(protocol::SeatInfo{"", protocol::SeatKind::kEmpty, "", false}), "Empty seat");
  EXPECT_EQ(RoomSeatWords(protocol::SeatInfo{"Ann", protocol::SeatKind::kAiForPerson, "casual", false}), "AI playing for Ann");
  EXPECT_EQ(RoomSeatLine(protocol::SeatInfo{"Ann", protocol::SeatKind::kPerson, "", true}), "Ann, connected");
  EXPECT_EQ(RoomSeatLine(protocol::SeatInfo{"Bo", protocol::SeatKind::kPerson, "", false}), "Bo, away");
  EXPECT_EQ(RoomErrorWords("no-such-room"), "This room is no longer there.");
  EXPECT_EQ(RoomErrorWords("room-damaged"),
            "This room's game was damaged on the server and cannot be opened: leave it and make a new room.");
  EXPECT_EQ(RoomErrorWords("bad-name"), "The room did not take that name: try another.");
  EXPECT_EQ(RoomLinkWords(RoomLink::kReconnecting), "Reconnecting…");
  EXPECT_EQ(RoomLinkWords(RoomLink::kOpen), "");
  EXPECT_EQ(ReactionWords(protocol::Reaction::kGoodGame), "Good game!");
  EXPECT_EQ(WaitingForWords({"Ann"}), "Waiting for Ann…");
  EXPECT_EQ(WaitingForWords({"Ann", "Bo", "Cy"}), "Waiting for Ann, Bo and Cy…");
  EXPECT_EQ(WaitingForWords({}), "");
}

// A public table's newcomer: at the plate of the AI seat they take, in the seats' list, and in a
// watcher's banner.
TEST(RoomWords, SaysWhoArrivesAtAPublicTableNextDeal) {
  EXPECT_EQ(ArrivingWords("Zoë"), "Zoë arrives next deal");
  EXPECT_EQ(ArrivingWords(""), "");
  protocol::SeatInfo vicar{"The Vicar", protocol::SeatKind::kAi, "casual", false};
  EXPECT_EQ(RoomSeatLine(vicar), "The Vicar (AI: Casual)");
  vicar.arriving = "Zoë";
  EXPECT_EQ(RoomSeatLine(vicar), "The Vicar (AI: Casual): Zoë arrives next deal");
  EXPECT_EQ(WatchingWords(false), "Watching");
  EXPECT_EQ(WatchingWords(true), "Watching: you play from the next deal");
}

TEST(RoomWords, SaysWhoArrivesInFrenchToo) {
  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  ScopedLanguage fr(Language::kFrench);
  EXPECT_EQ(ArrivingWords("Zoë"), "Zoë arrive à la prochaine donne");
  EXPECT_EQ(WatchingWords(true), "Spectateur\u00a0: vous jouez dès la prochaine donne");
}

TEST(RoomWords, SaysWhatIsWrongWithAName) {
  EXPECT_EQ(NameProblemWords(protocol::CheckPlayerName("Zoë").problem), "");
  EXPECT_EQ(NameProblemWords(protocol::CheckPlayerName("  ").problem), "") << "empty: the seat's default name is sent";
  EXPECT_EQ(NameProblemWords(protocol::CheckPlayerName(std::string(30, 'a')).problem), "Your name is too long: 24 characters at most.");
  const std::string hidden = "Your name has a hidden character: use letters, digits, punctuation and spaces.";
  for (const char* name : {"Ann\u202E", "Ann\u200B", "A\tB", "\xFF"}) {
    EXPECT_EQ(NameProblemWords(protocol::CheckPlayerName(name).problem), hidden) << name;
  }
  EXPECT_EQ(NameProblemWords(protocol::CheckPlayerName("Ann 😀").problem),
            "Your name cannot have symbols or emoji: use letters, digits, punctuation and spaces.");
  EXPECT_EQ(NameProblemWords(protocol::CheckPlayerName("\u200D").problem), "Your name cannot be blank: type a letter or a digit.");
  EXPECT_EQ(NameProblemWords(protocol::CheckPlayerName("\u0301").problem), "Put accents on letters, at most four on each.");
}

}  // namespace
}  // namespace popejoan::session
