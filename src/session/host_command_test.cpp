// The host page's commands (docs/embedding.md), read without the app.
#include "session/host_command.h"

#include <gtest/gtest.h>

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
