#include "platform/page_config.h"

#include <gtest/gtest.h>

#include "platform/command_line.h"

namespace popejoan::platform {
namespace {

TEST(PageConfig, EmptyQueryIsTheDefault) {
  for (const char* q : {"", "?", "?&&"}) {
    const PageConfig c = ParsePageQuery(q);
    EXPECT_EQ(c.embed_id, "default");
    EXPECT_FALSE(c.autostart);
    EXPECT_FALSE(c.seed.has_value());
    EXPECT_TRUE(c.errors.empty()) << q;
  }
}

TEST(PageConfig, EveryParameter) {
  const PageConfig c = ParsePageQuery(
      "?embed=site-a_1&origins=https%3A%2F%2Fcards.example&preset=five-pool&seats=6&ai=beginner%2Cexpert"
      "&seed=42&theme=dark&pace=fast&lang=fr&autostart=1&debug=1&utm=x");
  EXPECT_TRUE(c.errors.empty());
  EXPECT_EQ(c.embed_id, "site-a_1");
  EXPECT_EQ(c.preset, "five-pool");
  EXPECT_EQ(c.seats, 6);
  ASSERT_EQ(c.ai.size(), 2u);
  EXPECT_EQ(c.ai[1], "expert");
  EXPECT_EQ(c.seed, 42u);
  EXPECT_EQ(c.theme, "dark");
  EXPECT_EQ(c.pace, "fast");
  EXPECT_EQ(c.lang, "fr");  // checked by the platform against the languages the game speaks
  EXPECT_TRUE(c.autostart);
  EXPECT_TRUE(c.debug);
}

TEST(PageConfig, SharedAndDailyDeals) {
  const PageConfig c = ParsePageQuery("?deal=04000158-040V&daily=2026-11-23");
  EXPECT_TRUE(c.errors.empty());
  EXPECT_EQ(c.deal, "04000158-040V");  // the app reads the code and says what is wrong with it
  EXPECT_EQ(c.daily, "2026-11-23");
}

TEST(PageConfig, BadValuesAreNamedAndLeftOut) {
  const PageConfig c = ParsePageQuery("embed=no%20spaces&seats=12&seed=-4");
  EXPECT_EQ(c.embed_id, "default");
  EXPECT_EQ(c.seats, 0);
  EXPECT_FALSE(c.seed.has_value());
  EXPECT_EQ(c.errors.size(), 3u);
  EXPECT_EQ(ParsePageQuery("embed=" + std::string(41, 'a')).errors.size(), 1u);
}

TEST(PageConfig, SplitCommas) {
  // Shared by the page's ai= and the command line's --ai: nothing given is no list at all.
  EXPECT_TRUE(SplitCommas("").empty());
  EXPECT_EQ(SplitCommas("expert"), (std::vector<std::string>{"expert"}));
  EXPECT_EQ(SplitCommas("beginner, casual,,expert"), (std::vector<std::string>{"beginner", "casual", "", "expert"}));
  EXPECT_EQ(SplitCommas("a,"), (std::vector<std::string>{"a", ""}));
}

TEST(PageConfig, UrlDecoding) {
  EXPECT_EQ(UrlDecode("a+b%2Cc%zz%4"), "a b,c%zz%4");
  EXPECT_EQ(UrlDecode("%41%42"), "AB");
}

TEST(CommandLine, SaveFlags) {
  const CommandLineResult r = ParseCommandLine({"--data-dir", "/tmp/x", "--ai", "expert", "--theme", "light", "--pace", "fast"});
  ASSERT_TRUE(r.error.empty()) << r.error;
  EXPECT_EQ(r.options.data_dir, "/tmp/x");
  EXPECT_EQ(r.options.ai, "expert");
  EXPECT_FALSE(AsksForAMatch(r.options));
  EXPECT_TRUE(AsksForAMatch(ParseCommandLine({"--seed", "3"}).options));
  EXPECT_TRUE(ParseCommandLine({"--no-save"}).options.no_save);
  EXPECT_NE(ParseCommandLine({"--no-save", "--data-dir", "d"}).error.find("--no-save"), std::string::npos);
}

TEST(CommandLine, Language) {
  EXPECT_EQ(ParseCommandLine({"--lang", "fr"}).options.lang, "fr");
  EXPECT_FALSE(AsksForAMatch(ParseCommandLine({"--lang", "fr"}).options));  // the saved match resumes
  EXPECT_FALSE(ParseCommandLine({"--lang"}).error.empty());
}

}  // namespace
}  // namespace popejoan::platform
