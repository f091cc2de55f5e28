#include "server/net/site_policy.h"

#include <gtest/gtest.h>

namespace popejoan::server {
namespace {

using Origins = std::vector<std::string>;

TEST(SitePolicy, ListenOriginsAreTheNamesTheServerListensOn) {
  EXPECT_EQ(ListenOrigins("127.0.0.1", 8080), (Origins{"http://127.0.0.1:8080", "http://localhost:8080"}));
  EXPECT_EQ(ListenOrigins("::1", 9000), (Origins{"http://[::1]:9000", "http://localhost:9000"}));
  EXPECT_EQ(ListenOrigins("LocalHost", 9000), (Origins{"http://localhost:9000"}));
  EXPECT_EQ(ListenOrigins("games.example.org", 80), (Origins{"http://games.example.org:80", "http://games.example.org"}));
  EXPECT_EQ(ListenOrigins("192.168.1.5", 8080), (Origins{"http://192.168.1.5:8080"}));
  // Every address: it has no name of its own, so only the loopback names.
  EXPECT_EQ(ListenOrigins("0.0.0.0", 8080),
            (Origins{"http://localhost:8080", "http://127.0.0.1:8080", "http://[::1]:8080"}));
  EXPECT_TRUE(IsLoopbackHost("127.0.0.2"));
  EXPECT_FALSE(IsLoopbackHost("0.0.0.0"));
  EXPECT_FALSE(IsLoopbackHost("127example.org"));
}

TEST(SitePolicy, AnOriginIsAllowedOnlyWhenListed) {
  const Origins allowed = {"http://127.0.0.1:8080", "https://cards.example"};
  EXPECT_TRUE(OriginAllowed("http://127.0.0.1:8080", allowed));
  EXPECT_TRUE(OriginAllowed("HTTPS://Cards.Example", allowed));
  for (const char* origin : {"", "null", "http://127.0.0.1:8081", "https://cards.example.evil", "http://cards.example",
                             "https://cards.example:443x", "https://cards.example/x"}) {
    EXPECT_FALSE(OriginAllowed(origin, allowed)) << origin;
  }
  EXPECT_FALSE(OriginAllowed("http://127.0.0.1:8080", {}));
}

TEST(SitePolicy, RoomServersAreWebSocketOrigins) {
  EXPECT_EQ(NormalizeRoomServer("WSS://Rooms.Example.org/"), "wss://rooms.example.org");
  EXPECT_EQ(NormalizeRoomServer("ws://127.0.0.1:9000"), "ws://127.0.0.1:9000");
  for (const char* bad : {"https://rooms.example", "wss://rooms.example/rooms", "wss://", "wss://a b", "rooms.example",
                          "wss://user@rooms.example", "wss://a.org;default-src *"}) {
    EXPECT_EQ(NormalizeRoomServer(bad), "") << bad;
  }
}

TEST(SitePolicy, FrameAncestorsAreCspSources) {
  EXPECT_EQ(FrameAncestorsSources("*"), "*");
  EXPECT_EQ(FrameAncestorsSources("self, https://Cards.Example, https://*.games.example"),
            "'self' https://cards.example https://*.games.example");
  EXPECT_EQ(FrameAncestorsSources("'none'"), "'none'");
  EXPECT_EQ(FrameAncestorsSources("https:"), "https:");
  for (const char* bad : {"", "none, self", "cards.example", "https://a.org; script-src *", "https://a.org/x", "self,"}) {
    EXPECT_EQ(FrameAncestorsSources(bad), "") << bad;
  }
}

TEST(SitePolicy, TheCspNamesThePageAndTheAllowedRoomServers) {
  const SitePolicy policy = MakeSitePolicy("127.0.0.1", 8080, {}, {"wss://rooms.example", "ws://127.0.0.1:9000"}, "");
  EXPECT_EQ(policy.page_origins, (Origins{"http://127.0.0.1:8080", "http://localhost:8080"}));
  EXPECT_EQ(policy.content_security_policy,
            "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; "
            "connect-src 'self' ws://127.0.0.1:8080 ws://localhost:8080 wss://rooms.example https://rooms.example "
            "ws://127.0.0.1:9000 http://127.0.0.1:9000; worker-src 'self'; manifest-src 'self'; object-src 'none'; "
            "base-uri 'none'; form-action 'none'; frame-ancestors *");
  EXPECT_EQ(policy.site_json, R"({"room_servers":["wss://rooms.example","ws://127.0.0.1:9000"]})");
}

TEST(SitePolicy, TheOriginsFlagReplacesTheListenOrigins) {
  const SitePolicy policy = MakeSitePolicy("0.0.0.0", 8080, {"https://games.example"}, {}, "'self' https://cards.example");
  EXPECT_EQ(policy.page_origins, (Origins{"https://games.example"}));
  EXPECT_NE(policy.content_security_policy.find("connect-src 'self' wss://games.example; "), std::string::npos)
      << policy.content_security_policy;
  EXPECT_NE(policy.content_security_policy.find("; frame-ancestors 'self' https://cards.example"), std::string::npos);
  EXPECT_EQ(policy.site_json, R"({"room_servers":[]})");
}

}  // namespace
}  // namespace popejoan::server
