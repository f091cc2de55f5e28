#include "platform/page_query.h"

#include <gtest/gtest.h>

namespace popejoan::platform {
namespace {

TEST(PageConfig, EmptyQueryIsTheDefault) {
  for (const char* q : {"", "?", "?&&"}) {
    const PageQueryResult c = ParsePageQuery(q);
    EXPECT_EQ(c.options.embed_id, "default");
    EXPECT_FALSE(c.options.start_at_table);
    EXPECT_FALSE(c.options.seed.has_value());
    EXPECT_TRUE(c.errors.empty()) << q;
  }
}

TEST(PageConfig, EveryParameter) {
  const PageQueryResult c = ParsePageQuery(
      "?embed=site-a_1&origins=https%3A%2F%2Fcards.example&preset=five-pool&seats=6&ai=beginner%2Cexpert"
      "&seed=42&theme=dark&pace=fast&lang=fr&autostart=1&debug=1&utm=x");
  EXPECT_TRUE(c.errors.empty());
  EXPECT_EQ(c.options.embed_id, "site-a_1");
  EXPECT_EQ(c.options.preset, "five-pool");
  EXPECT_EQ(c.options.seats, 6);
  ASSERT_EQ(c.options.ai_levels.size(), 2u);
  EXPECT_EQ(c.options.ai_levels[1], "expert");
  EXPECT_EQ(c.options.seed, 42u);
  EXPECT_EQ(c.options.theme, "dark");
  EXPECT_EQ(c.options.pace, "fast");
  EXPECT_EQ(c.options.lang, "fr");  // checked by the platform against the languages the game speaks
  EXPECT_TRUE(c.options.start_at_table);
  EXPECT_TRUE(c.options.debug);
}

TEST(PageConfig, SharedAndDailyDeals) {
  const PageQueryResult c = ParsePageQuery("?deal=04000158-040V&daily=2026-11-23");
  EXPECT_TRUE(c.errors.empty());
  EXPECT_EQ(c.options.deal_code, "04000158-040V");  // the app reads the code and says what is wrong with it
  EXPECT_EQ(c.options.daily_date, "2026-11-23");
}

TEST(PageConfig, BadValuesAreNamedAndLeftOut) {
  const PageQueryResult c = ParsePageQuery("embed=no%20spaces&seats=12&seed=-4");
  EXPECT_EQ(c.options.embed_id, "default");
  EXPECT_EQ(c.options.seats, 0);
  EXPECT_FALSE(c.options.seed.has_value());
  EXPECT_EQ(c.errors.size(), 3u);
  EXPECT_EQ(ParsePageQuery("embed=" + std::string(41, 'a')).errors.size(), 1u);
}

TEST(PageConfig, SeatsAndSeedAreDigitsOnly) {
  EXPECT_EQ(ParsePageQuery("seats=3").options.seats, 3);
  EXPECT_EQ(ParsePageQuery("seats=8").options.seats, 8);
  for (const char* seats : {"seats=2", "seats=9", "seats=03", "seats=%2B4", "seats=+4", "seats=", "seats=a"}) {
    const PageQueryResult c = ParsePageQuery(seats);
    EXPECT_EQ(c.options.seats, 0) << seats;
    EXPECT_EQ(c.errors.size(), 1u) << seats;
  }
  EXPECT_EQ(ParsePageQuery("seed=9999999999999999999").options.seed, 9999999999999999999ull);  // 19 digits
  EXPECT_EQ(ParsePageQuery("seed=0000000000000000042").options.seed, 42u);
  for (const char* seed : {"seed=00000000000000000042", "seed=%2B42", "seed=4%202", "seed=", "seed=0x2a"}) {
    const PageQueryResult c = ParsePageQuery(seed);
    EXPECT_FALSE(c.options.seed.has_value()) << seed;
    EXPECT_EQ(c.errors.size(), 1u) << seed;
  }
  EXPECT_EQ(UrlDecode("%41%7a%7A%2g%4"), "Azz%2g%4");  // either case; a bad or cut escape stays
}

TEST(PageConfig, ARoomsCodeNameAndServer) {
  const PageQueryResult c = ParsePageQuery("?room=km7p-4rt2x&name=Ann&server=wss%3A%2F%2Frooms.example%2Frooms");
  EXPECT_TRUE(c.errors.empty());
  EXPECT_EQ(c.options.room_code, "km7p-4rt2x");
  EXPECT_EQ(c.options.player_name, "Ann");
  EXPECT_EQ(c.options.room_server, "wss://rooms.example/rooms");
  // A server that is not a WebSocket's, a code with odd characters, a name too long: left out.
  const PageQueryResult bad =
      ParsePageQuery("?room=%3Cscript%3E&name=" + std::string(30, 'a') + "&server=javascript%3Aalert(1)");
  EXPECT_EQ(bad.errors.size(), 3u);
  EXPECT_TRUE(bad.options.room_code.empty());
  EXPECT_TRUE(bad.options.player_name.empty());
  EXPECT_TRUE(bad.options.room_server.empty());
}

TEST(PageConfig, SplitCommas) {
  // Shared by the page's ai= and the command line's --ai: nothing given is no list at all.
  EXPECT_TRUE(SplitCommas("").empty());
  EXPECT_EQ(SplitCommas("expert"), (std::vector<std::string>{"expert"}));
  EXPECT_EQ(SplitCommas("beginner, casual,,expert"), (std::vector<std::string>{"beginner", "casual", "", "expert"}));
  EXPECT_EQ(SplitCommas("a,"), (std::vector<std::string>{"a", ""}));
}

TEST(PageConfig, TheAddressHoldsTheRoom) {
  // In a room: room= is set, first; the other parameters stay (a server= the room is on, the language).
  EXPECT_EQ(QueryWithRoom("", "ABC234DEF"), "?room=ABC234DEF");
  EXPECT_EQ(QueryWithRoom("?", "ABC234DEF"), "?room=ABC234DEF");
  EXPECT_EQ(QueryWithRoom("?lang=fr&server=wss%3A%2F%2Fr.example", "ABC234DEF"), "?room=ABC234DEF&lang=fr&server=wss%3A%2F%2Fr.example");
  EXPECT_EQ(QueryWithRoom("?room=abc234def&name=Ann", "ABC234DEF"), "?room=ABC234DEF&name=Ann");
  EXPECT_EQ(QueryWithRoom("room=OLD&r%6Fom=OLD2&rooms=1", "NEW234ABC"), "?room=NEW234ABC&rooms=1");
  // Out of it: room= goes, and only it; nothing left is no query at all.
  EXPECT_EQ(QueryWithRoom("?room=ABC234DEF", ""), "");
  EXPECT_EQ(QueryWithRoom("?lang=fr&room=ABC234DEF&&debug=1", ""), "?lang=fr&debug=1");
  EXPECT_EQ(QueryWithRoom("?room", ""), "");
}

TEST(PageConfig, UrlDecoding) {
  EXPECT_EQ(UrlDecode("a+b%2Cc%zz%4"), "a b,c%zz%4");
  EXPECT_EQ(UrlDecode("%41%42"), "AB");
}

}  // namespace
}  // namespace popejoan::platform
