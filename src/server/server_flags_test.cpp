#include "server/server_flags.h"

#include <gtest/gtest.h>

namespace popejoan::server {
namespace {

Result<ServerFlags> Parse(std::vector<std::string> args) { return ParseServerFlags(args); }

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
