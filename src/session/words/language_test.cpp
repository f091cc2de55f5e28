#include "session/words/language.h"

#include <gtest/gtest.h>

namespace popejoan::session {
namespace {

TEST(Language, TagsAreReadByTheirFirstPart) {
  Language l = Language::kEnglish;
  EXPECT_TRUE(ParseLanguageTag("fr", &l));
  EXPECT_EQ(l, Language::kFrench);
  EXPECT_TRUE(ParseLanguageTag("en-GB", &l));
  EXPECT_EQ(l, Language::kEnglish);
  EXPECT_TRUE(ParseLanguageTag("FR_ca", &l));
  EXPECT_EQ(l, Language::kFrench);
  EXPECT_FALSE(ParseLanguageTag("de-DE", &l));
  EXPECT_FALSE(ParseLanguageTag("", &l));
  EXPECT_FALSE(ParseLanguageTag("french", &l));
}

// The player's choice first: before, ?lang=fr in the address overrode English chosen in the menu.
TEST(Language, TheSavedChoiceThenTheHostsParameterThenTheBrowserThenEnglish) {
  EXPECT_EQ(ChooseLanguage("fr", "en", {"en-US"}), Language::kEnglish);
  EXPECT_EQ(ChooseLanguage("en", "fr", {"en-US"}), Language::kFrench);
  EXPECT_EQ(ChooseLanguage("fr", "", {"en-US"}), Language::kFrench);
  EXPECT_EQ(ChooseLanguage("", "fr", {"en-US"}), Language::kFrench);
  EXPECT_EQ(ChooseLanguage("fr", "xx", {"en-US"}), Language::kFrench);  // an unreadable choice is passed by
  EXPECT_EQ(ChooseLanguage("", "", {"de-DE", "fr-CH", "en"}), Language::kFrench);
  EXPECT_EQ(ChooseLanguage("", "", {"de-DE", "it"}), Language::kEnglish);
  EXPECT_EQ(ChooseLanguage("xx", "", {"fr"}), Language::kFrench);  // an unknown parameter is passed by
  EXPECT_EQ(ChooseLanguage("", "", {}), Language::kEnglish);
}

TEST(Language, IdsAndNames) {
  EXPECT_STREQ(LanguageId(Language::kFrench), "fr");
  EXPECT_STREQ(LanguageId(Language::kEnglish), "en");
  EXPECT_STREQ(LanguageName(Language::kFrench), "Français");
}

TEST(Language, FmtFillsNumberedPlacesInAnyOrder) {
  EXPECT_EQ(Fmt("{1} after {0}", {"a", "b"}), "b after a");
  EXPECT_EQ(Fmt("{0}{0} {2}", {"x", "y"}), "xx ");  // a place past the arguments is left empty
  EXPECT_EQ(Fmt("{x} {} {0", {"a"}), "{x} {} {0");
}

TEST(Language, ABadCatalogueIsRefusedAndTheOldOneKept) {
  ASSERT_TRUE(LoadCatalogue(Language::kFrench, R"({"Deal": "Donner"})").ok());
  EXPECT_FALSE(LoadCatalogue(Language::kFrench, "{not json").ok());
  EXPECT_FALSE(LoadCatalogue(Language::kFrench, R"({"Deal": 3})").ok());
  EXPECT_FALSE(LoadCatalogue(Language::kFrench, R"({"Deal": ""})").ok());
  const engine::Status twice = LoadCatalogue(Language::kFrench, R"([{"Deal": "Donner"}, {"Deal": "Distribuer"}])");
  EXPECT_NE(twice.message.find("two different translations"), std::string::npos) << twice.message;
  EXPECT_FALSE(LoadCatalogue(Language::kFrench, "[1]").ok());
  ScopedLanguage french(Language::kFrench);
  EXPECT_STREQ(Tr("Deal"), "Donner");
}

TEST(Language, TrTranslatesFallsBackToEnglishAndKeepsTheMisses) {
  ASSERT_TRUE(LoadCatalogue(Language::kFrench, R"([{"Deal": "Donner"}, {"{0} counter": "{0} jeton", "{0} counters": "{0} jetons"}])").ok());
  EXPECT_STREQ(Tr("Deal"), "Deal");  // English by default
  {
    ScopedLanguage french(Language::kFrench);
    EXPECT_EQ(CurrentLanguage(), Language::kFrench);
    EXPECT_STREQ(Tr("Deal"), "Donner");
    EXPECT_STREQ(Tr("Not in the catalogue"), "Not in the catalogue");
    ASSERT_EQ(MissingTranslations().size(), 1u);
    EXPECT_EQ(MissingTranslations()[0], "Not in the catalogue");
    EXPECT_EQ(Plural(0, "{0} counter", "{0} counters"), "0 jeton");
    EXPECT_EQ(Plural(1, "{0} counter", "{0} counters"), "1 jeton");
    EXPECT_EQ(Plural(2, "{0} counter", "{0} counters"), "2 jetons");
  }
  EXPECT_EQ(CurrentLanguage(), Language::kEnglish);
  EXPECT_EQ(Plural(0, "{0} counter", "{0} counters"), "0 counters");
  EXPECT_EQ(Plural(1, "{0} counter", "{0} counters"), "1 counter");
}

TEST(Language, AContextTellsTwoTranslationsOfOneEnglishTextApart) {
  ASSERT_TRUE(LoadCatalogue(Language::kFrench, R"({"the {0} of {1}": "le {0} de {1}", "the {0} of {1}|queen": "la {0} de {1}"})").ok());
  EXPECT_STREQ(Tr("the {0} of {1}|queen"), "the {0} of {1}");
  ScopedLanguage french(Language::kFrench);
  EXPECT_STREQ(Tr("the {0} of {1}|queen"), "la {0} de {1}");
  EXPECT_STREQ(Tr("the {0} of {1}"), "le {0} de {1}");
}

}  // namespace
}  // namespace popejoan::session
