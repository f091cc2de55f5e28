#include "session/typed_room.h"

#include <gtest/gtest.h>

namespace popejoan::session {
namespace {

TEST(TypedRoom, ACodeIsReadInAnyCaseWithSpacesOrDashes) {
  for (const char* typed : {"ABC234DEF", "abc234def", "abc 234 def", " ABC-234-DEF ", "aBc 234-dEf\t"}) {
    const TypedRoom room = ReadTypedRoom(typed);
    EXPECT_EQ(room.code, "ABC234DEF") << typed;
    EXPECT_EQ(room.server, "") << typed;
    EXPECT_FALSE(room.bad_server) << typed;
  }
}

TEST(TypedRoom, WhatIsNotACodeIsNotRead) {
  // Too short or long; letters a code never has (0, 1, I, L, O); a deal code; nothing.
  for (const char* typed : {"", "ABC234DE", "ABC234DEFG", "ABC234DE0", "ABC234DE1", "ABC234DEI", "abc234del", "ABC234DEO",
                            "4AB2-9XKQ-7M", "ABC234DE?", "ABC234DE\xc3\xa9", "room=ABC234DEF"}) {
    EXPECT_EQ(ReadTypedRoom(typed).code, "") << typed;
  }
}

TEST(TypedRoom, AnInviteLinkNamesItsRoomAndItsServer) {
  TypedRoom room = ReadTypedRoom("https://Games.Example/popejoan/?room=ABC234DEF");
  EXPECT_EQ(room.code, "ABC234DEF");
  EXPECT_EQ(room.server, "wss://games.example");
  room = ReadTypedRoom("  http://127.0.0.1:8080/?lang=fr&room=abc234def#top\n");
  EXPECT_EQ(room.code, "ABC234DEF");
  EXPECT_EQ(room.server, "ws://127.0.0.1:8080");
  // A server= names the room's server instead of the page's.
  room = ReadTypedRoom("https://games.example/?room=ABC234DEF&server=wss%3A%2F%2Frooms.example%2Frooms");
  EXPECT_EQ(room.server, "wss://rooms.example");
  EXPECT_FALSE(room.bad_server);
}

TEST(TypedRoom, ALinkWithoutARoomOrWithAServerNotUnderstoodIsNotUsed) {
  EXPECT_EQ(ReadTypedRoom("https://games.example/?deal=4AB29XKQ7M").code, "");
  EXPECT_EQ(ReadTypedRoom("https://games.example/?room=ABC").code, "");
  EXPECT_EQ(ReadTypedRoom("https://games.example/?xroom=ABC234DEF").code, "");
  TypedRoom room = ReadTypedRoom("https://games.example/?room=ABC234DEF&server=http%3A%2F%2Fevil.example");
  EXPECT_EQ(room.code, "ABC234DEF");
  EXPECT_TRUE(room.bad_server);
  EXPECT_EQ(room.server, "");
  room = ReadTypedRoom("ftp://games.example/?room=ABC234DEF");
  EXPECT_TRUE(room.bad_server);
  room = ReadTypedRoom("https://user@games.example/?room=ABC234DEF");
  EXPECT_TRUE(room.bad_server) << "a user part is never understood";
}

}  // namespace
}  // namespace popejoan::session
