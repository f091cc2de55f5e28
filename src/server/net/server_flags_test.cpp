#include "server/net/server_flags.h"

#include <gtest/gtest.h>

namespace popejoan::server {
namespace {

engine::Result<ServerFlags> Parse(std::vector<std::string> args) { return ParseServerFlags(args); }

TEST(ServerFlags, DefaultsWithTheRequiredFlags) {
  const auto flags = Parse({"--site", "build/web-release/site", "--db", "rooms.sqlite"});
  ASSERT_TRUE(flags.ok()) << flags.error();
  EXPECT_EQ(flags->site, "build/web-release/site");
  EXPECT_EQ(flags->db, "rooms.sqlite");
  EXPECT_EQ(flags->host, "127.0.0.1");
  EXPECT_EQ(flags->port, 8080);
  EXPECT_TRUE(flags->origins.empty());
  EXPECT_FALSE(flags->seed.has_value());
  EXPECT_EQ(flags->grace_seconds, 30);
  EXPECT_EQ(flags->max_connections, 1000);
  EXPECT_FALSE(flags->show_help);
  EXPECT_FALSE(flags->whole_views);
}

TEST(ServerFlags, WholeViewsTakesNoValue) {
  const auto flags = Parse({"--site", "s", "--whole-views", "--db", "d"});
  ASSERT_TRUE(flags.ok()) << flags.error();
  EXPECT_TRUE(flags->whole_views);
  EXPECT_EQ(flags->db, "d");
}

TEST(ServerFlags, EveryFlag) {
  const auto flags = Parse({"--site", "s", "--db", "d", "--port", "0", "--host", "0.0.0.0", "--origins",
                            "https://Cards.Example.org, http://localhost:8080/", "--seed", "18446744073709551615",
                            "--grace", "5", "--max-connections", "20"});
  ASSERT_TRUE(flags.ok()) << flags.error();
  EXPECT_EQ(flags->port, 0);
  EXPECT_EQ(flags->host, "0.0.0.0");
  EXPECT_EQ(flags->origins, (std::vector<std::string>{"https://cards.example.org", "http://localhost:8080"}));
  EXPECT_EQ(flags->seed, 18446744073709551615ull);
  EXPECT_EQ(flags->grace_seconds, 5);
  EXPECT_EQ(flags->max_connections, 20);
}

TEST(ServerFlags, RoomsInRedisInsteadOfAFile) {
  const auto flags = Parse({"--site", "s", "--store", "redis://127.0.0.1:6379"});
  ASSERT_TRUE(flags.ok()) << flags.error();
  EXPECT_EQ(flags->store, "redis://127.0.0.1:6379");
  EXPECT_EQ(flags->db, "");
}

TEST(ServerFlags, LimitsHaveDefaultsForAPublicServerAndZeroLiftsThem) {
  const auto defaults = Parse({"--site", "s", "--db", "d"});
  ASSERT_TRUE(defaults.ok()) << defaults.error();
  EXPECT_EQ(defaults->connections_per_address, 32);
  EXPECT_EQ(defaults->messages_per_second, 20);
  EXPECT_EQ(defaults->rooms_per_minute, 10);
  EXPECT_EQ(defaults->idle_seconds, 60);
  EXPECT_EQ(defaults->handshake_seconds, 10);
  const auto lifted = Parse({"--site", "s", "--db", "d", "--connections-per-address", "0", "--messages-per-second", "0",
                             "--rooms-per-minute", "0", "--idle-seconds", "5", "--handshake-seconds", "2"});
  ASSERT_TRUE(lifted.ok()) << lifted.error();
  EXPECT_EQ(lifted->connections_per_address, 0);
  EXPECT_EQ(lifted->messages_per_second, 0);
  EXPECT_EQ(lifted->rooms_per_minute, 0);
  EXPECT_EQ(lifted->idle_seconds, 5);
  EXPECT_EQ(lifted->handshake_seconds, 2);
  EXPECT_FALSE(Parse({"--site", "s", "--db", "d", "--idle-seconds", "0"}).ok()) << "a socket needs some life";
  EXPECT_FALSE(Parse({"--site", "s", "--db", "d", "--messages-per-second", "-1"}).ok());
  EXPECT_NE(std::string(ServerUsage()).find("--rooms-per-minute"), std::string::npos);
}

TEST(ServerFlags, RoomsPerConnectionAndPerAddressAndTheProxiesInFront) {
  const auto defaults = Parse({"--site", "s", "--db", "d"});
  ASSERT_TRUE(defaults.ok()) << defaults.error();
  EXPECT_EQ(defaults->rooms_per_connection, 5);
  EXPECT_EQ(defaults->open_rooms_per_address, 100);
  EXPECT_EQ(defaults->empty_lobby_seconds, 600);
  EXPECT_EQ(defaults->quick_plays_per_minute, 12);
  EXPECT_EQ(defaults->public_tables_per_address, 3);
  EXPECT_TRUE(defaults->trusted_proxies.empty()) << "nobody's header is read unless named";
  EXPECT_EQ(defaults->proxy_header, ProxyHeader::kXForwardedFor);
  const auto set = Parse({"--site", "s", "--db", "d", "--rooms-per-connection", "0", "--open-rooms-per-address", "0",
                          "--empty-lobby-seconds", "0", "--trusted-proxies", "127.0.0.1, 10.0.0.0/8", "--proxy-header",
                          "Forwarded", "--quick-plays-per-minute", "0", "--public-tables-per-address", "0"});
  ASSERT_TRUE(set.ok()) << set.error();
  EXPECT_EQ(set->rooms_per_connection, 0);
  EXPECT_EQ(set->open_rooms_per_address, 0);
  EXPECT_EQ(set->empty_lobby_seconds, 0);
  EXPECT_EQ(set->quick_plays_per_minute, 0);
  EXPECT_EQ(set->public_tables_per_address, 0);
  EXPECT_TRUE(set->trusted_proxies.Contains("10.1.2.3"));
  EXPECT_FALSE(set->trusted_proxies.Contains("192.0.2.1"));
  EXPECT_EQ(set->proxy_header, ProxyHeader::kForwarded);
  for (const std::string flag : {"--trusted-proxies", "--proxy-header", "--rooms-per-connection",
                                 "--open-rooms-per-address", "--empty-lobby-seconds", "--quick-plays-per-minute",
                                 "--public-tables-per-address"}) {
    EXPECT_NE(std::string(ServerUsage()).find(flag), std::string::npos) << flag;
  }
  const std::vector<std::pair<std::vector<std::string>, std::string>> errors = {
      {{"--trusted-proxies", "proxy.example"},
       "--trusted-proxies needs addresses or ranges like 10.0.0.0/8 or ::1, got 'proxy.example'"},
      {{"--trusted-proxies", "10.0.0.0/40"}, "--trusted-proxies needs addresses or ranges like 10.0.0.0/8 or ::1, got '10.0.0.0/40'"},
      {{"--proxy-header", "X-Real-IP"}, "--proxy-header needs X-Forwarded-For or Forwarded, got 'X-Real-IP'"},
      {{"--quick-plays-per-minute", "x"}, "--quick-plays-per-minute needs a whole number from 0 (no limit) to 100000, got 'x'"},
      {{"--rooms-per-connection", "-1"}, "--rooms-per-connection needs a whole number from 0 (no limit) to 100000, got '-1'"},
      {{"--empty-lobby-seconds", "86401"},
       "--empty-lobby-seconds needs a whole number from 0 (kept a day like any room) to 86400, got '86401'"},
  };
  for (const auto& [extra, message] : errors) {
    std::vector<std::string> args = {"--site", "s", "--db", "d"};
    args.insert(args.end(), extra.begin(), extra.end());
    const auto flags = Parse(args);
    ASSERT_FALSE(flags.ok()) << message;
    EXPECT_EQ(flags.error(), message);
  }
}

TEST(ServerFlags, HelpNeedsNothingElse) {
  const auto flags = Parse({"--help"});
  ASSERT_TRUE(flags.ok()) << flags.error();
  EXPECT_TRUE(flags->show_help);
  EXPECT_NE(std::string(ServerUsage()).find("--origins"), std::string::npos);
}

TEST(ServerFlags, ErrorsSayWhatIsWrong) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--site", "s", "--db", "d", "--verbose"}, "unknown option '--verbose'"},
      {{"--site", "s", "--db", "d", "--port"}, "--port needs a value"},
      {{"--site", "s", "--db", "d", "--port", "65536"}, "--port needs a whole number from 0 to 65535, got '65536'"},
      {{"--site", "s", "--db", "d", "--port", "-1"}, "--port needs a whole number from 0 to 65535, got '-1'"},
      {{"--site", "s", "--db", "d", "--port", "80x"}, "--port needs a whole number from 0 to 65535, got '80x'"},
      {{"--site", "s", "--db", "d", "--seed", "-3"}, "--seed needs a non-negative whole number, got '-3'"},
      {{"--site", "s", "--db", "d", "--seed", "99999999999999999999"},
       "--seed needs a non-negative whole number, got '99999999999999999999'"},
      // Digits only: no sign, no space, one past 2^64 - 1 refused.
      {{"--site", "s", "--db", "d", "--port", "+80"}, "--port needs a whole number from 0 to 65535, got '+80'"},
      {{"--site", "s", "--db", "d", "--port", " 80"}, "--port needs a whole number from 0 to 65535, got ' 80'"},
      {{"--site", "s", "--db", "d", "--port", ""}, "--port needs a whole number from 0 to 65535, got ''"},
      {{"--site", "s", "--db", "d", "--seed", "+3"}, "--seed needs a non-negative whole number, got '+3'"},
      {{"--site", "s", "--db", "d", "--seed", "18446744073709551616"},
       "--seed needs a non-negative whole number, got '18446744073709551616'"},
      {{"--site", "s", "--db", "d", "--grace", "x"},
       "--grace needs a whole number of seconds from 0 to 86400, got 'x'"},
      {{"--site", "s", "--db", "d", "--max-connections", "0"},
       "--max-connections needs a whole number from 1 to 100000, got '0'"},
      {{"--site", "s", "--db", "d", "--origins", "example.org"},
       "--origins needs origins like https://example.org:8443, got 'example.org'"},
      {{"--site", "s", "--db", "d", "--origins", "https://a.org/path"},
       "--origins needs origins like https://example.org:8443, got 'https://a.org/path'"},
      {{"--site", "s", "--db", "d", "--origins", "https://a.org,"},
       "--origins needs origins like https://example.org:8443, got ''"},
      {{"--db", "d"}, "--site DIR is required (the page to serve)"},
      {{"--site", "s"}, "--db FILE or --store URL is required (where the rooms are kept)"},
      {{"--site", "s", "--db", "d", "--store", "redis://h"}, "--db and --store both name where the rooms are kept: give one"},
      {{"--site", "s", "--store", ""}, "--store needs a value"},
      {{"--site", "", "--db", "d"}, "--site needs a value"},
  };
  for (const auto& [args, message] : cases) {
    const auto flags = Parse(args);
    ASSERT_FALSE(flags.ok()) << message;
    EXPECT_EQ(flags.error(), message);
  }
}

TEST(ServerFlags, WhatThePageMayDo) {
  const auto defaults = Parse({"--site", "s", "--db", "d"});
  ASSERT_TRUE(defaults.ok()) << defaults.error();
  EXPECT_TRUE(defaults->room_servers.empty());
  EXPECT_EQ(defaults->frame_ancestors, "");  // kDefaultFrameAncestors
  const auto flags = Parse({"--site", "s", "--db", "d", "--room-servers", "WSS://Rooms.Example.org/ , ws://127.0.0.1:9000",
                            "--frame-ancestors", "self,https://cards.example"});
  ASSERT_TRUE(flags.ok()) << flags.error();
  EXPECT_EQ(flags->room_servers, (std::vector<std::string>{"wss://rooms.example.org", "ws://127.0.0.1:9000"}));
  EXPECT_EQ(flags->frame_ancestors, "'self' https://cards.example");
  const auto wrong_server = Parse({"--site", "s", "--db", "d", "--room-servers", "wss://rooms.example/rooms"});
  ASSERT_FALSE(wrong_server.ok());
  EXPECT_EQ(wrong_server.error(),
            "--room-servers needs ws:// or wss:// origins like wss://rooms.example.org, got 'wss://rooms.example/rooms'");
  const auto wrong_frame = Parse({"--site", "s", "--db", "d", "--frame-ancestors", "none,self"});
  ASSERT_FALSE(wrong_frame.ok());
  EXPECT_NE(wrong_frame.error().find("--frame-ancestors needs"), std::string::npos) << wrong_frame.error();
  EXPECT_NE(std::string(ServerUsage()).find("--room-servers"), std::string::npos);
  EXPECT_NE(std::string(ServerUsage()).find("--frame-ancestors"), std::string::npos);
}

TEST(ServerFlags, NormalizeOrigin) {
  EXPECT_EQ(NormalizeOrigin("HTTP://LocalHost:8080"), "http://localhost:8080");
  EXPECT_EQ(NormalizeOrigin("https://[::1]:8443"), "https://[::1]:8443");
  EXPECT_EQ(NormalizeOrigin("null"), "");
  EXPECT_EQ(NormalizeOrigin("http://"), "");
  EXPECT_EQ(NormalizeOrigin("ftp://a.org"), "");
  EXPECT_EQ(NormalizeOrigin("http://a.org/x"), "");
  EXPECT_EQ(NormalizeOrigin("http://a b"), "");
}

TEST(ServerFlags, TheTurnClockRunsAtItsLengthUnlessATestShortensIt) {
  EXPECT_EQ(Parse({"--site", "s", "--db", "d"})->clock_percent, 100);
  EXPECT_EQ(Parse({"--site", "s", "--db", "d", "--clock-percent", "5"})->clock_percent, 5);
  for (const char* bad : {"0", "101", "x", "-5"}) {
    const auto flags = Parse({"--site", "s", "--db", "d", "--clock-percent", bad});
    ASSERT_FALSE(flags.ok()) << bad;
    EXPECT_EQ(flags.error(), std::string("--clock-percent needs a whole number from 1 to 100, got '") + bad + "'");
  }
  EXPECT_NE(std::string(ServerUsage()).find("--clock-percent"), std::string::npos);
}

}  // namespace
}  // namespace popejoan::server
