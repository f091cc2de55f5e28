// One set of options for both ways of launching: an option spelt the page's way (?autostart=1)
// and the command line's (--play) is the same LaunchOptions field, with the same value.
#include "platform/launch_options.h"

#include <gtest/gtest.h>

#include "platform/command_line.h"
#include "platform/page_query.h"

namespace popejoan::platform {
namespace {

struct SameOption {
  const char* query;
  std::vector<std::string> args;
  std::string (*field)(const LaunchOptions& options);  // the field both set, as text
  const char* value;
};

std::string Yes(bool on) { return on ? "yes" : "no"; }

const SameOption kSameOptions[] = {
    {"preset=five-pool", {"--preset", "five-pool"}, [](const LaunchOptions& o) { return o.preset; }, "five-pool"},
    {"seats=6", {"--seats", "6"}, [](const LaunchOptions& o) { return std::to_string(o.seats); }, "6"},
    {"ai=beginner,%20expert", {"--ai", "beginner, expert"},
     [](const LaunchOptions& o) { return o.ai_levels.size() == 2 ? o.ai_levels[0] + "|" + o.ai_levels[1] : ""; },
     "beginner|expert"},
    {"seed=42", {"--seed", "42"}, [](const LaunchOptions& o) { return o.seed ? std::to_string(*o.seed) : ""; }, "42"},
    {"theme=dark", {"--theme", "dark"}, [](const LaunchOptions& o) { return o.theme; }, "dark"},
    {"pace=fast", {"--pace", "fast"}, [](const LaunchOptions& o) { return o.pace; }, "fast"},
    {"lang=fr", {"--lang", "fr"}, [](const LaunchOptions& o) { return o.lang; }, "fr"},
    {"autostart=1", {"--play"}, [](const LaunchOptions& o) { return Yes(o.start_at_table); }, "yes"},
    {"deal=04000158-040V", {"--deal", "04000158-040V"}, [](const LaunchOptions& o) { return o.deal_code; },
     "04000158-040V"},
    {"daily=2026-11-23", {"--daily", "2026-11-23"}, [](const LaunchOptions& o) { return o.daily_date; },
     "2026-11-23"},
    {"debug=1", {"--debug"}, [](const LaunchOptions& o) { return Yes(o.debug); }, "yes"},
    {"room=KM7P4RT2X", {"--room", "KM7P4RT2X"}, [](const LaunchOptions& o) { return o.room_code; }, "KM7P4RT2X"},
    {"name=Ann%20B", {"--name", "Ann B"}, [](const LaunchOptions& o) { return o.player_name; }, "Ann B"},
    {"server=ws%3A%2F%2F127.0.0.1%3A8080%2Frooms", {"--server", "ws://127.0.0.1:8080/rooms"},
     [](const LaunchOptions& o) { return o.room_server; }, "ws://127.0.0.1:8080/rooms"},
};

TEST(LaunchOptions, QueryAndCommandLineSetTheSameField) {
  for (const SameOption& same : kSameOptions) {
    const PageQueryResult page = ParsePageQuery(same.query);
    const engine::Result<LaunchOptions> command_line = ParseCommandLine(same.args);
    ASSERT_TRUE(page.errors.empty()) << same.query;
    ASSERT_TRUE(command_line.ok()) << command_line.error();
    EXPECT_EQ(same.field(page.options), same.value) << same.query;
    EXPECT_EQ(same.field(*command_line), same.value) << same.args.front();
  }
}

TEST(LaunchOptions, AMatchOfTheirOwnFromBothIsTheSame) {
  const LaunchOptions page =
      ParsePageQuery("?preset=foster&seats=5&ai=casual&seed=9&theme=light&pace=slow&lang=fr&autostart=1").options;
  const LaunchOptions cli = *ParseCommandLine({"--preset", "foster", "--seats", "5", "--ai", "casual", "--seed", "9",
                                               "--theme", "light", "--pace", "slow", "--lang", "fr", "--play"});
  EXPECT_EQ(page.preset, cli.preset);
  EXPECT_EQ(page.seats, cli.seats);
  EXPECT_EQ(page.ai_levels, cli.ai_levels);
  EXPECT_EQ(page.seed, cli.seed);
  EXPECT_EQ(page.theme, cli.theme);
  EXPECT_EQ(page.pace, cli.pace);
  EXPECT_EQ(page.lang, cli.lang);
  EXPECT_EQ(page.start_at_table, cli.start_at_table);
}

// What differs is said where it differs: the page always resumes its saved match and shows no
// debug overlay unless asked; the command line asks for a new match and shows it unless told not.
TEST(LaunchOptions, EachLaunchKeepsItsOwnDefaults) {
  EXPECT_TRUE(ParsePageQuery("?autostart=1&seed=3").options.resume);
  EXPECT_FALSE(ParseCommandLine({"--play"})->resume);
  EXPECT_TRUE(ParseCommandLine({"--lang", "fr"})->resume);
  EXPECT_FALSE(ParsePageQuery("").options.debug);
  EXPECT_TRUE(ParseCommandLine({})->debug);
  EXPECT_FALSE(ParseCommandLine({"--no-debug"})->debug);
}

TEST(LaunchOptions, AsksForAMatch) {
  EXPECT_FALSE(AsksForAMatch(LaunchOptions{}));
  LaunchOptions replay;
  replay.replay_path = "r.json";
  EXPECT_TRUE(AsksForAMatch(replay));
  LaunchOptions look;
  look.theme = "dark";
  look.lang = "fr";
  EXPECT_FALSE(AsksForAMatch(look));
}

}  // namespace
}  // namespace popejoan::platform
