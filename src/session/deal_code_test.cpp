// Shareable and daily deals: codes round-trip every preset, option, seating and seed, stay short,
// and refuse garbage and typos; the daily seed is a pure function of the date.
#include "session/deal_code.h"

#include <gtest/gtest.h>

#include <cctype>
#include <set>

#include "session/words/builtin_catalogue.h"
#include "session/daily_deal.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

void ExpectSame(const MatchSetup& a, const MatchSetup& b) {
  EXPECT_TRUE(a.rules == b.rules);
  EXPECT_EQ(a.rounds, b.rounds);
  EXPECT_EQ(a.seed, b.seed);
  ASSERT_EQ(a.seats.size(), b.seats.size());
  for (size_t s = 0; s < a.seats.size(); ++s) {
    EXPECT_EQ(a.seats[s].human, b.seats[s].human) << s;
    if (!a.seats[s].human) {
      EXPECT_EQ(a.seats[s].level, b.seats[s].level) << s;
    }
  }
}

TEST(DealCode, EveryPresetAndSeatingRoundTrips) {
  for (int p = 0; p < engine::kNumPresets; ++p) {
    for (int seats = engine::kMinSeats; seats <= engine::kMaxSeats; ++seats) {
      MatchSetup setup;
      setup.rules = engine::RulesForPreset(static_cast<engine::Preset>(p));
      for (int s = 0; s < seats; ++s) {
        setup.seats.push_back({DefaultSeatName(s), s == 0 || s == 5, static_cast<ai::Level>(s % 3)});
      }
      setup.rounds = 1 + seats % kMaxRounds;
      setup.seed = 1234567ull * static_cast<std::uint64_t>(p + seats);
      const std::string code = DealCode(setup);
      const engine::Result<MatchSetup> back = ParseDealCode(code);
      ASSERT_TRUE(back.ok()) << code << ": " << back.error();
      ExpectSame(setup, back.value());
    }
  }
}

TEST(DealCode, ChangedOptionsAndLargeSeedsRoundTrip) {
  MatchSetup setup = DefaultMatchSetup(0xFFFFFFFFFFFFFFFFull);
  ASSERT_TRUE(SetOption(&setup.rules, "purse", "250").ok());
  ASSERT_TRUE(SetOption(&setup.rules, "wild-pope", "on").ok());
  ASSERT_TRUE(SetOption(&setup.rules, "lead", "lowest").ok());
  const engine::Result<MatchSetup> back = ParseDealCode(DealCode(setup));
  ASSERT_TRUE(back.ok()) << back.error();
  ExpectSame(setup, back.value());
  EXPECT_EQ(back.value().rules.purse, 250);
}

TEST(DealCode, APresetDealIsShortAndEasyToType) {
  const std::string code = DealCode(DefaultMatchSetup(987654321));
  EXPECT_LE(code.size(), 20u) << code;
  EXPECT_EQ(code.find_first_of("ILOU"), std::string::npos) << code;
  // Read case-blind, with dashes and spaces ignored and I, L, O read as 1, 1, 0.
  std::string typed;
  for (size_t i = 0; i < code.size(); ++i) typed += (i % 4 == 0 && i ? "-" : "") + std::string(1, static_cast<char>(std::tolower(code[i])));
  EXPECT_TRUE(ParseDealCode(typed).ok()) << typed;
}

TEST(DealCode, GarbageAndTyposAreRefused) {
  const std::string code = DealCode(DefaultMatchSetup(42));
  for (const std::string& bad : {std::string(""), std::string("hello!"), std::string("U"), code + "7", code.substr(1),
                                 std::string(200, 'A')}) {
    const engine::Result<MatchSetup> r = ParseDealCode(bad);
    EXPECT_FALSE(r.ok()) << bad;
    if (!r.ok()) {
      EXPECT_NE(r.error().find("deal code"), std::string::npos) << r.error();
    }
  }
  // Every single-character typo is caught (the check character covers the rest).
  int caught = 0, tried = 0;
  for (size_t i = 0; i < code.size(); ++i) {
    std::string typo = code;
    typo[i] = typo[i] == '7' ? '8' : '7';
    ++tried;
    caught += ParseDealCode(typo).ok() ? 0 : 1;
  }
  EXPECT_EQ(caught, tried);
}

TEST(DailyDeal, TheSeedIsAPureFunctionOfTheDate) {
  const engine::Result<CalendarDate> day = ParseCalendarDate("2026-11-23");
  ASSERT_TRUE(day.ok());
  EXPECT_EQ(DailySeed(day.value()), DailySeed(ParseCalendarDate("2026-11-23").value()));
  EXPECT_EQ(DateText(day.value()), "2026-11-23");
  std::set<std::uint64_t> seeds;
  for (int d = 1; d <= 31; ++d) seeds.insert(DailySeed({2026, 12, d}));
  EXPECT_EQ(seeds.size(), 31u);  // every day its own cards
  const MatchSetup setup = DailySetup(day.value());
  EXPECT_EQ(setup.seed, DailySeed(day.value()));
  EXPECT_EQ(setup.seats.size(), 4u);
  EXPECT_TRUE(setup.seats[0].human);
}

TEST(DailyDeal, ImpossibleDatesAreRefused) {
  for (const char* bad : {"2026-02-29", "2026-13-01", "2026-00-10", "2026-1-1", "tomorrow", "2026-11-23x", ""}) {
    EXPECT_FALSE(ParseCalendarDate(bad).ok()) << bad;
  }
  EXPECT_TRUE(ParseCalendarDate("2028-02-29").ok());  // a leap year
  EXPECT_FALSE(ParseCalendarDate("2100-02-29").ok());
  EXPECT_TRUE(ParseCalendarDate("2000-02-29").ok());
}

// In French the refusals are French; the seats keep their stored names ("You" is the person's
// seat in every language: the screens show it in the player's words).
TEST(DealCode, RefusalsInFrench) {
  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  ScopedLanguage fr(Language::kFrench);
  const engine::Result<MatchSetup> unreadable = ParseDealCode("hello!");
  ASSERT_FALSE(unreadable.ok());
  EXPECT_EQ(unreadable.error(),
            "Ce code de donne est illisible\u00a0: v\u00e9rifiez qu\u2019il ne contient pas de faute de frappe.");
  EXPECT_EQ(ParseCalendarDate("2026-02-30").error(), "Le jour 2026-02-30 n\u2019existe pas.");
  EXPECT_EQ(ParseCalendarDate("demain").error(),
            "\u00ab\u00a0demain\u00a0\u00bb n\u2019est pas une date\u00a0: \u00e9crivez-la sous la forme 2026-11-23");
  const engine::Result<MatchSetup> back = ParseDealCode(DealCode(DefaultMatchSetup(7)));
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back.value().seats[0].name, "You");
  EXPECT_EQ(back.value().seats[1].name, "Lady Agatha");
  EXPECT_TRUE(MissingTranslations().empty());
}

}  // namespace
}  // namespace popejoan::session
