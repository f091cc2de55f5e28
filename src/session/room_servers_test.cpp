#include "session/room_servers.h"

#include <gtest/gtest.h>

namespace popejoan::session {
namespace {

using Servers = std::vector<std::string>;

TEST(RoomServers, AnAddressNamesItsServersOrigin) {
  EXPECT_EQ(RoomServerOrigin("ws://127.0.0.1:8080/rooms"), "ws://127.0.0.1:8080");
  EXPECT_EQ(RoomServerOrigin("WSS://Rooms.Example:443/rooms?x=1"), "wss://rooms.example");
  EXPECT_EQ(RoomServerOrigin("ws://rooms.example:80"), "ws://rooms.example");
  EXPECT_EQ(RoomServerOrigin("ws://rooms.example:0080/"), "ws://rooms.example");
  EXPECT_EQ(RoomServerOrigin("wss://rooms.example:8443#x"), "wss://rooms.example:8443");
  EXPECT_EQ(RoomServerOrigin("ws://[::1]:9000/rooms"), "ws://[::1]:9000");
  EXPECT_EQ(RoomServerOrigin("ws://[::1]/rooms"), "ws://[::1]");
  EXPECT_EQ(RoomServerOrigin("ws://rooms.example:/rooms"), "ws://rooms.example");
  EXPECT_EQ(RoomServerOrigin("wss://rooms.example:65535"), "wss://rooms.example:65535");
  EXPECT_EQ(RoomServerOrigin("wsnull"), "") << "the page's own server when it has no origin";
  // What a browser could read as another server than it seems is not understood: never used.
  for (const char* odd : {"", "http://rooms.example/rooms", "ws://", "ws:///rooms", "ws://user@rooms.example/rooms",
                          "ws://rooms.example\\@evil.example/", "ws://rooms.example:99999/", "ws://rooms.example:8o/",
                          "ws://rooms.example:0/", "ws://r%6foms.example/", "ws://rooms.example /", "ws://[::1/rooms",
                          "ws://[::1]x/rooms", "ws://[]/", "ws://a:1:2/", "ws://r\xc3\xb6oms.example/",
                          "ws://rooms.example\t.evil/", "ws://rooms.example:65536/", "ws://rooms.example:123456/",
                          "ws://:80/", "ws://a[::1]/", "ws://[::1]]/", "ws://[g::1]/", "wss:/rooms.example/", "ws"}) {
    EXPECT_EQ(RoomServerOrigin(odd), "") << odd;
  }
}

TEST(RoomServers, TheSitesListIsReadAsOrigins) {
  EXPECT_EQ(ListedRoomServers(R"({"room_servers":["wss://Rooms.Example","ws://127.0.0.1:9000/rooms","https://x.example",7]})"),
            (Servers{"wss://rooms.example", "ws://127.0.0.1:9000"}));
  for (const char* none : {"", "not found", "{}", R"({"room_servers":"wss://rooms.example"})", "[\"wss://a.example\"]",
                           R"({"room_servers":["wss://a.example"])"}) {
    EXPECT_TRUE(ListedRoomServers(none).empty()) << none;
  }
}

TEST(RoomServers, APageUsesItsOwnServerOrOneItsSiteLists) {
  const std::string own = "wss://games.example";
  const Servers listed = {"wss://rooms.example"};
  EXPECT_TRUE(RoomServerAllowed(own, "wss://games.example/rooms", {}));
  EXPECT_TRUE(RoomServerAllowed(own, "wss://games.example:443/other", {}));
  EXPECT_TRUE(RoomServerAllowed(own, "wss://ROOMS.example/rooms", listed));
  EXPECT_FALSE(RoomServerAllowed(own, "wss://rooms.example/rooms", {}));
  EXPECT_FALSE(RoomServerAllowed(own, "ws://games.example/rooms", listed)) << "another scheme is another server";
  EXPECT_FALSE(RoomServerAllowed(own, "wss://games.example:8443/rooms", listed)) << "and another port";
  EXPECT_FALSE(RoomServerAllowed(own, "wss://evil.example/rooms", listed));
  EXPECT_FALSE(RoomServerAllowed(own, "wss://games.example.evil.example/rooms", listed));
  EXPECT_FALSE(RoomServerAllowed(own, "wss://rooms.example@evil.example/rooms", listed));
  EXPECT_FALSE(RoomServerAllowed("", "wss://evil.example/rooms", {})) << "a page with no origin has no server of its own";
  EXPECT_FALSE(RoomServerAllowed("", "", {""}));
}

TEST(RoomServers, TokensAreKeptByServerAndOldOnesReadOnlyForThePagesOwn) {
  EXPECT_EQ(RoomTokenKey("wss://rooms.example", "ABCDEFGHJ"), "popejoan-room-ABCDEFGHJ@wss://rooms.example");
  EXPECT_NE(RoomTokenKey("wss://rooms.example", "ABCDEFGHJ"), RoomTokenKey("wss://evil.example", "ABCDEFGHJ"));
  EXPECT_EQ(OldRoomTokenKey("wss://games.example", "ABCDEFGHJ", "wss://games.example"), "popejoan-room-ABCDEFGHJ");
  EXPECT_EQ(OldRoomTokenKey("wss://evil.example", "ABCDEFGHJ", "wss://games.example"), "");
  EXPECT_EQ(OldRoomTokenKey("", "ABCDEFGHJ", ""), "");
  // The room last sat in: one per server, never a token's key.
  EXPECT_EQ(RoomTokenKey("wss://rooms.example", kLastRoomSlot), "popejoan-room-last@wss://rooms.example");
  EXPECT_EQ(OldRoomTokenKey("wss://evil.example", kLastRoomSlot, "wss://games.example"), "");
}

}  // namespace
}  // namespace popejoan::session
