#include "platform/command_line.h"

#include <gtest/gtest.h>

namespace popejoan::platform {
namespace {

TEST(CommandLine, DefaultsRunUntilClosed) {
  const engine::Result<LaunchOptions> r = ParseCommandLine({});
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r->frames, 0);
  EXPECT_EQ(r->width, 1280);
  EXPECT_FALSE(r->seed.has_value());
}

TEST(CommandLine, FramesScreenshotSizeSeed) {
  const engine::Result<LaunchOptions> r =
      ParseCommandLine({"--frames", "5", "--screenshot", "a.png", "--size", "390x844", "--seed", "42"});
  ASSERT_TRUE(r.ok()) << r.error();
  EXPECT_EQ(r->frames, 5);
  EXPECT_EQ(r->screenshot_path, "a.png");
  EXPECT_EQ(r->width, 390);
  EXPECT_EQ(r->height, 844);
  EXPECT_EQ(r->seed, 42u);
}

TEST(CommandLine, SharedAndDailyDealsAskForAMatch) {
  engine::Result<LaunchOptions> r = ParseCommandLine({"--deal", "04000158040V"});
  ASSERT_TRUE(r.ok()) << r.error();
  EXPECT_EQ(r->deal_code, "04000158040V");
  EXPECT_TRUE(AsksForAMatch(*r));
  r = ParseCommandLine({"--daily", "2026-11-23"});
  ASSERT_TRUE(r.ok()) << r.error();
  EXPECT_EQ(r->daily_date, "2026-11-23");
  EXPECT_TRUE(AsksForAMatch(*r));
  EXPECT_EQ(ParseCommandLine({"--daily"}).error(), "--daily needs a value");
}

TEST(CommandLine, BadInputIsAClearError) {
  EXPECT_EQ(ParseCommandLine({"--frames"}).error(), "--frames needs a value");
  EXPECT_NE(ParseCommandLine({"--frames", "ten"}).error().find("whole number"), std::string::npos);
  EXPECT_NE(ParseCommandLine({"--size", "big"}).error().find("WIDTHxHEIGHT"), std::string::npos);
  EXPECT_NE(ParseCommandLine({"--seed", "-3"}).error().find("non-negative"), std::string::npos);
  EXPECT_EQ(ParseCommandLine({"--wat"}).error(), "unknown option '--wat'");
  EXPECT_NE(ParseCommandLine({"--screenshot", "x.png"}).error().find("--frames"), std::string::npos);
}

// The C library's reading these flags always had: leading spaces and '+', "-0"; digits within range.
TEST(CommandLine, WholeNumbersReadAsTheyAlwaysWere) {
  EXPECT_EQ(ParseCommandLine({"--seats", "+4"})->seats, 4);
  EXPECT_EQ(ParseCommandLine({"--seats", " \t05"})->seats, 5);
  EXPECT_EQ(ParseCommandLine({"--step", "-0"})->replay_step, 0);
  EXPECT_EQ(ParseCommandLine({"--seats", "9"}).error(), "--seats needs a whole number from 3 to 8, got '9'");
  EXPECT_EQ(ParseCommandLine({"--seats", "-3"}).error(), "--seats needs a whole number from 3 to 8, got '-3'");
  EXPECT_EQ(ParseCommandLine({"--seats", "4 "}).error(), "--seats needs a whole number from 3 to 8, got '4 '");
  EXPECT_EQ(ParseCommandLine({"--seats", "+-4"}).error(), "--seats needs a whole number from 3 to 8, got '+-4'");
  EXPECT_EQ(ParseCommandLine({"--seats", ""}).error(), "--seats needs a whole number from 3 to 8, got ''");
  EXPECT_EQ(ParseCommandLine({"--frames", "99999999999999999999"}).error(),
            "--frames needs a whole number from 1 to 1000000, got '99999999999999999999'");
  const engine::Result<LaunchOptions> size = ParseCommandLine({"--size", "+390x 844"});
  ASSERT_TRUE(size.ok()) << size.error();
  EXPECT_EQ(size->width, 390);
  EXPECT_EQ(size->height, 844);
  EXPECT_NE(ParseCommandLine({"--size", "199x844"}).error().find("WIDTHxHEIGHT"), std::string::npos);
  EXPECT_NE(ParseCommandLine({"--size", "390x"}).error().find("WIDTHxHEIGHT"), std::string::npos);
  EXPECT_EQ(ParseCommandLine({"--seed", "+18446744073709551615"})->seed, 18446744073709551615ull);
  EXPECT_EQ(ParseCommandLine({"--seed", " -0"})->seed, 0u);
  EXPECT_NE(ParseCommandLine({"--seed", "18446744073709551616"}).error().find("non-negative"), std::string::npos);
  EXPECT_NE(ParseCommandLine({"--seed", "-0"}).error().find("non-negative"), std::string::npos);
  // strtoull wrapped " -5" round to 2^64 - 5; a negative seed is refused however it is spaced.
  EXPECT_NE(ParseCommandLine({"--seed", " -5"}).error().find("non-negative"), std::string::npos);
}

TEST(CommandLine, SaveFlags) {
  const engine::Result<LaunchOptions> r =
      ParseCommandLine({"--data-dir", "/tmp/x", "--ai", "expert", "--theme", "light", "--pace", "fast"});
  ASSERT_TRUE(r.ok()) << r.error();
  EXPECT_EQ(r->data_dir, "/tmp/x");
  EXPECT_EQ(r->ai_levels, std::vector<std::string>{"expert"});
  EXPECT_FALSE(AsksForAMatch(*r));
  EXPECT_TRUE(AsksForAMatch(*ParseCommandLine({"--seed", "3"})));
  EXPECT_TRUE(ParseCommandLine({"--no-save"})->no_save);
  EXPECT_NE(ParseCommandLine({"--no-save", "--data-dir", "d"}).error().find("--no-save"), std::string::npos);
}

TEST(CommandLine, Language) {
  EXPECT_EQ(ParseCommandLine({"--lang", "fr"})->lang, "fr");
  EXPECT_FALSE(AsksForAMatch(*ParseCommandLine({"--lang", "fr"})));  // the saved match resumes
  EXPECT_FALSE(ParseCommandLine({"--lang"}).error().empty());
}

// The room flags are read and said in the help (a developer joining a room natively finds them).
TEST(CommandLine, RoomFlagsAreReadAndListedInTheHelp) {
  const engine::Result<LaunchOptions> o = ParseCommandLine({"--server", "ws://127.0.0.1:8080/rooms", "--room", "ABC234DEF", "--name", "Ann"});
  ASSERT_TRUE(o.ok()) << o.error();
  EXPECT_EQ(o->room_server, "ws://127.0.0.1:8080/rooms");
  EXPECT_EQ(o->room_code, "ABC234DEF");
  EXPECT_EQ(o->player_name, "Ann");
  const std::string usage = CommandLineUsage();
  for (const char* flag : {"--server URL", "--room CODE", "--name NAME"}) EXPECT_NE(usage.find(flag), std::string::npos) << flag;
}

}  // namespace
}  // namespace popejoan::platform
