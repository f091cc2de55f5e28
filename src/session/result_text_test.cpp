// The line "Copy result" gives: which deal, the person's place of how many, and what they won or
// lost, in English and in French; and the code field reads codes as friends type or paste them.
#include "session/result_text.h"

#include <gtest/gtest.h>

#include "session/deal_code.h"
#include "session/words/builtin_catalogue.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

// Four seats; you finished second, from 50 counters to 62.
MatchReport SecondOfFour() {
  MatchReport report;
  report.seats = {{"Lady Agatha", false, 1, false, 50, 80, 2},
                  {"You", true, 2, false, 50, 62, 1},
                  {"The Vicar", false, 3, false, 50, 40, 1},
                  {"Colonel Mustard", false, 4, false, 50, 18, 0}};
  report.order = {0, 1, 2, 3};
  report.deals = 4;
  return report;
}

TEST(ResultText, DailyDealInEnglish) {
  ScopedLanguage en(Language::kEnglish);
  const SharedDeal daily{CalendarDate{2026, 11, 25}, ""};
  EXPECT_EQ(ResultText(SecondOfFour(), daily), "Pope Joan, daily deal 25 Nov 2026: 2nd of 4, +12");
}

TEST(ResultText, SharedDealNamesItsCodeInGroups) {
  ScopedLanguage en(Language::kEnglish);
  MatchReport report = SecondOfFour();
  report.seats[1].end = 41;
  report.seats[1].place = 3;
  report.seats[1].tied = true;
  EXPECT_EQ(ResultText(report, SharedDeal{std::nullopt, "4AB29XKQ7M"}), "Pope Joan, deal 4AB2-9XKQ-7M: =3rd of 4, -9");
}

TEST(ResultText, InFrench) {
  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  ScopedLanguage fr(Language::kFrench);
  EXPECT_EQ(ResultText(SecondOfFour(), SharedDeal{CalendarDate{2026, 11, 25}, ""}),
            "Pope Joan, donne du jour du 25 nov. 2026 : 2e sur 4, +12");
  EXPECT_EQ(DayWords(CalendarDate{2026, 2, 1}), "1 févr. 2026");
}

TEST(TypedDealCode, ReadsCodesWithOrWithoutDashesInAnyCaseAndLinks) {
  const MatchSetup setup = DefaultMatchSetup(987654321);
  const std::string code = DealCode(setup);
  std::string lower;
  for (char c : code) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const std::string& typed : {code, GroupedDealCode(code), lower, " " + GroupedDealCode(lower) + "\n",
                                   "https://example.org/popejoan/?deal=" + code + "&lang=fr"}) {
    const engine::Result<MatchSetup> read = ParseTypedDealCode(typed);
    ASSERT_TRUE(read.ok()) << typed << ": " << read.error();
    EXPECT_EQ(DealCode(read.value()), code) << typed;
  }
}

TEST(TypedDealCode, SaysWhyABadCodeIsRefused) {
  ScopedLanguage en(Language::kEnglish);
  EXPECT_EQ(ParseTypedDealCode("  ").error(), "Type or paste the deal code a friend sent you.");
  EXPECT_NE(ParseTypedDealCode("NOT-A-CODE!").error().find("deal code"), std::string::npos);
  const std::string code = DealCode(DefaultMatchSetup(5));
  const std::string typo = code.substr(0, code.size() - 1) + (code.back() == '7' ? '8' : '7');
  EXPECT_NE(ParseTypedDealCode(typo).error().find("typos"), std::string::npos);
}

}  // namespace
}  // namespace popejoan::session
