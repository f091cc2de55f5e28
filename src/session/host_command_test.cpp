// The host page's commands (docs/embedding.md), read without the app, and the "table" event.
#include "session/host_command.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "session/host_link.h"

namespace popejoan::session {
namespace {

TEST(HostCommand, ReadsEachCommand) {
  engine::Result<HostCommand> c = ParseHostCommand(R"({"command": "new-match", "seed": 12345678901234})");
  ASSERT_TRUE(c.ok()) << c.error();
  EXPECT_EQ(c->kind, HostCommand::Kind::kNewMatch);
  EXPECT_EQ(c->seed, 12345678901234u);
  c = ParseHostCommand(R"({"command": "mute", "muted": false})");
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c->kind, HostCommand::Kind::kMute);
  EXPECT_EQ(c->muted, false);
  EXPECT_FALSE(ParseHostCommand(R"({"command": "mute"})")->muted.has_value());
  EXPECT_EQ(ParseHostCommand(R"({"command": "pause"})")->kind, HostCommand::Kind::kPause);
  EXPECT_EQ(ParseHostCommand(R"({"command": "resume"})")->kind, HostCommand::Kind::kResume);
  c = ParseHostCommand(R"({"command": "dance"})");
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c->kind, HostCommand::Kind::kUnknown);
  EXPECT_EQ(c->name, "dance");
  // A negative or fractional seed is not a seed: the next match's own is used.
  EXPECT_FALSE(ParseHostCommand(R"({"command": "new-match", "seed": -1})")->seed.has_value());
  EXPECT_FALSE(ParseHostCommand(R"({"command": "new-match", "seed": 1.5})").ok());
}

TEST(HostCommand, QuickPlayTakesAnOptionalName) {
  engine::Result<HostCommand> c = ParseHostCommand(R"({"command": "quick-play", "name": "Zo\u00eb"})");
  ASSERT_TRUE(c.ok()) << c.error();
  EXPECT_EQ(c->kind, HostCommand::Kind::kQuickPlay);
  EXPECT_EQ(c->name, "quick-play");
  EXPECT_EQ(c->player, "Zo\xc3\xab");
  // Without a name (or with one that is not text) the name typed for rooms is used, as the button does.
  EXPECT_FALSE(ParseHostCommand(R"({"command": "quick-play"})")->player.has_value());
  EXPECT_FALSE(ParseHostCommand(R"({"command": "quick-play", "name": 7})")->player.has_value());
  // Any text is passed on: the names' rule is the room's (a refused one is said to the host).
  EXPECT_EQ(ParseHostCommand(R"({"command": "quick-play", "name": ""})")->player, "");
}

TEST(HostLink, TellsTheHostOfAPublicTableJoinedAndLeft) {
  std::vector<std::string> posted;
  SessionServices services;
  services.post_event = [&](const std::string& json) { posted.push_back(json); };
  HostLink host(services, "portal");
  host.TellTable("", 2, false);  // no table yet: nothing to say
  EXPECT_TRUE(posted.empty());
  host.TellTable("ABC234DEF", -1, true);
  host.TellTable("ABC234DEF", -1, true);  // once only
  host.TellTable("ABC234DEF", 2, false);  // seated as the deal ends
  host.TellTable("", -1, false);
  host.TellTable("", -1, false);
  ASSERT_EQ(posted.size(), 3u);
  EXPECT_EQ(posted[0], R"({"type": "popejoan", "event": "table", "embed": "portal", "what": "joined", "room": "ABC234DEF", "seat": -1, "arriving": true})");
  EXPECT_EQ(posted[1], R"({"type": "popejoan", "event": "table", "embed": "portal", "what": "joined", "room": "ABC234DEF", "seat": 2, "arriving": false})");
  EXPECT_EQ(posted[2], R"({"type": "popejoan", "event": "table", "embed": "portal", "what": "left"})");
}

TEST(HostCommand, AnythingElseIsRefusedWithinItsLimit) {
  for (const char* bad : {"", "null", "[]", "{}", R"({"command": 1})", "{\"command\": \"pause\"", "\xff"}) {
    EXPECT_FALSE(ParseHostCommand(bad).ok()) << bad;
  }
  std::string big = R"({"command": "pause", "x": ")" + std::string(kMaxHostCommandBytes, 'a') + "\"}";
  EXPECT_FALSE(ParseHostCommand(big).ok());
  EXPECT_FALSE(ParseHostCommand(std::string(100u << 20, ' ')).ok());
  std::string many = R"({"command": "pause", "x": [)";
  for (size_t i = 0; i < kMaxHostCommandValues; ++i) many += i ? ",0" : "0";
  EXPECT_FALSE(ParseHostCommand(many + "]}").ok());
}

}  // namespace
}  // namespace popejoan::session
