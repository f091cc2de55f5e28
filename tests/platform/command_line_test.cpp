#include "platform/command_line.h"

#include <gtest/gtest.h>

namespace popejoan::platform {
namespace {

TEST(CommandLine, DefaultsRunUntilClosed) {
  const CommandLineResult r = ParseCommandLine({});
  EXPECT_TRUE(r.error.empty());
  EXPECT_EQ(r.options.frames, 0);
  EXPECT_EQ(r.options.width, 1280);
  EXPECT_FALSE(r.options.seed.has_value());
}

TEST(CommandLine, FramesScreenshotSizeSeed) {
  const CommandLineResult r =
      ParseCommandLine({"--frames", "5", "--screenshot", "a.png", "--size", "390x844", "--seed", "42"});
  ASSERT_TRUE(r.error.empty()) << r.error;
  EXPECT_EQ(r.options.frames, 5);
  EXPECT_EQ(r.options.screenshot_path, "a.png");
  EXPECT_EQ(r.options.width, 390);
  EXPECT_EQ(r.options.height, 844);
  EXPECT_EQ(r.options.seed, 42u);
}

TEST(CommandLine, SharedAndDailyDealsAskForAMatch) {
  CommandLineResult r = ParseCommandLine({"--deal", "04000158040V"});
  ASSERT_TRUE(r.error.empty()) << r.error;
  EXPECT_EQ(r.options.deal_code, "04000158040V");
  EXPECT_TRUE(AsksForAMatch(r.options));
  r = ParseCommandLine({"--daily", "2026-11-23"});
  ASSERT_TRUE(r.error.empty()) << r.error;
  EXPECT_EQ(r.options.daily_date, "2026-11-23");
  EXPECT_TRUE(AsksForAMatch(r.options));
  EXPECT_EQ(ParseCommandLine({"--daily"}).error, "--daily needs a value");
}

TEST(CommandLine, BadInputIsAClearError) {
  EXPECT_EQ(ParseCommandLine({"--frames"}).error, "--frames needs a value");
  EXPECT_NE(ParseCommandLine({"--frames", "ten"}).error.find("whole number"), std::string::npos);
  EXPECT_NE(ParseCommandLine({"--size", "big"}).error.find("WIDTHxHEIGHT"), std::string::npos);
  EXPECT_NE(ParseCommandLine({"--seed", "-3"}).error.find("non-negative"), std::string::npos);
  EXPECT_EQ(ParseCommandLine({"--wat"}).error, "unknown option '--wat'");
  EXPECT_NE(ParseCommandLine({"--screenshot", "x.png"}).error.find("--frames"), std::string::npos);
}

}  // namespace
}  // namespace popejoan::platform
