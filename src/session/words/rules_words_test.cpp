#include "session/words/rules_words.h"

#include <gtest/gtest.h>

#include <cctype>
#include <regex>
#include <string>
#include <vector>

#include "session/words/builtin_catalogue.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

// Developer text a player must never read: seed numbers, Decision numbers, the rules file, file
// formats, seat indexes and card codes.
struct Forbidden {
  const char* what;
  std::regex pattern;
};
const std::vector<Forbidden>& ForbiddenPatterns() {
  static const std::vector<Forbidden> kPatterns = {
      {"a seed number", std::regex(R"(\b00[0-4]\b)")},
      {"a Decision number", std::regex(R"(\bD[0-9]+\b)")},
      {"the rules file", std::regex(R"((RULES|rules)\.md)")},
      {"a source", std::regex(R"(\(source)")},
      {"a file format", std::regex(R"(deal-file|deal file|JSON)")},
      {"a seat index", std::regex(R"(seat [0-9])", std::regex::icase)},
      {"a card code", std::regex(R"(\b(10|[2-9AKQJT])[CDHS]\b)")},
  };
  return kPatterns;
}

void ExpectPlayerWords(const std::string& text, const std::string& where) {
  EXPECT_FALSE(text.empty()) << where;
  for (const Forbidden& f : ForbiddenPatterns()) {
    EXPECT_FALSE(std::regex_search(text, f.pattern)) << where << " shows " << f.what << ": " << text;
  }
}

// Whole sentences: a capital first, a full stop (or a closing quote after one) last.
void ExpectSentence(const std::string& text, const std::string& where) {
  ASSERT_FALSE(text.empty()) << where;
  EXPECT_TRUE(std::isupper(static_cast<unsigned char>(text.front()))) << where << ": " << text;
  EXPECT_EQ(text.back(), '.') << where << ": " << text;
}

// Values to try for an option: every listed value, or a spread of a numeric option's range.
std::vector<std::string> ValuesOf(const engine::OptionInfo& option) {
  std::vector<std::string> values;
  for (const engine::OptionValue& v : option.values) values.push_back(v.value);
  if (option.values.empty()) {
    for (int x : {option.min_value, 1, 2, 10, option.max_value}) values.push_back(std::to_string(x));
  }
  return values;
}

// Every string the rules help shows for a table.
void ExpectRulesHelpInPlayerWords(const engine::Rules& r, const std::string& where) {
  for (const RulesSection& section : HowToPlay(r)) {
    ExpectPlayerWords(section.title, where + " title");
    for (const std::string& p : section.paragraphs) {
      ExpectPlayerWords(p, where + " " + section.title);
      ExpectSentence(p, where + " " + section.title);
    }
  }
  for (const std::string& s : WhatThisTableChanges(r)) {
    ExpectPlayerWords(s, where + " changes");
    ExpectSentence(s, where + " changes");
  }
  for (const std::string& s : FinePoints(r)) {
    ExpectPlayerWords(s, where + " fine points");
    ExpectSentence(s, where + " fine points");
  }
}

TEST(RulesWords, EveryPresetAndOptionValueInPlayerWords) {
  for (int p = 0; p < engine::kNumPresets; ++p) {
    const engine::Preset preset = static_cast<engine::Preset>(p);
    const engine::Rules base = RulesForPreset(preset);
    const std::string name = engine::PresetId(preset);
    ExpectPlayerWords(engine::PresetName(preset), name + " name");
    ExpectPlayerWords(PresetBlurb(preset), name + " blurb");
    ExpectRulesHelpInPlayerWords(base, name);
    for (const engine::OptionInfo& option : engine::Options()) {
      for (const std::string& value : ValuesOf(option)) {
        engine::Rules r = base;
        ASSERT_TRUE(engine::SetOption(&r, option.name, value).ok()) << option.name << "=" << value;
        ExpectRulesHelpInPlayerWords(r, name + " " + option.name + "=" + value);
      }
    }
  }
}

TEST(RulesWords, EveryOptionAndValueHasALabel) {
  for (const engine::OptionInfo& option : engine::Options()) {
    const std::string label = OptionLabel(option.name);
    ExpectPlayerWords(label, option.name);
    EXPECT_NE(label, option.name);
    for (const std::string& value : ValuesOf(option)) {
      const std::string value_label = OptionValueLabel(option.name, value);
      ExpectPlayerWords(value_label, std::string(option.name) + "=" + value);
      EXPECT_NE(value_label, value) << option.name;
    }
  }
  EXPECT_STREQ(OptionLabel("nonsense"), "");
}

// The ordinary game changes nothing; each option set away from it, alone, is said in words
// (but a cap on stakes nobody pays, or a count of cards nobody sets aside, changes nothing).
TEST(RulesWords, ChangesAreTheOptionsAwayFromTheOrdinaryGame) {
  const engine::Rules ordinary;
  EXPECT_TRUE(WhatThisTableChanges(ordinary).empty());
  for (const engine::OptionInfo& option : engine::Options()) {
    const std::string name = option.name;
    if (name == "pope-stake-cap" || name == "spare-count" || name == "purse") continue;
    for (const engine::OptionValue& v : option.values) {
      if (GetOption(ordinary, name) == v.value) continue;
      engine::Rules r = ordinary;
      ASSERT_TRUE(engine::SetOption(&r, name, v.value).ok());
      EXPECT_EQ(WhatThisTableChanges(r).size(), 1u) << name << "=" << v.value;
    }
  }
  for (int p = 0; p < engine::kNumPresets; ++p) {
    EXPECT_FALSE(WhatThisTableChanges(engine::RulesForPreset(static_cast<engine::Preset>(p))).empty()) << p;
  }
}

TEST(RulesWords, ChangesSayTheCapOnPopeStakes) {
  const std::vector<std::string> changes = WhatThisTableChanges(engine::RulesForPreset(engine::Preset::kClassic));
  bool said = false;
  for (const std::string& s : changes) said |= s.find("turned up") != std::string::npos && s.find("six at most") != std::string::npos;
  EXPECT_TRUE(said);
}

// The cards are named as a player names them.
TEST(RulesWords, CardsByName) {
  const std::vector<RulesSection> classic = HowToPlay(engine::RulesForPreset(engine::Preset::kClassic));
  const std::vector<RulesSection> foster = HowToPlay(RulesForPreset(engine::Preset::kFoster));
  auto text_of = [](const std::vector<RulesSection>& sections) {
    std::string all;
    for (const RulesSection& s : sections) {
      for (const std::string& p : s.paragraphs) all += p + "\n";
    }
    return all;
  };
  EXPECT_NE(text_of(classic).find("the Pope (the nine of diamonds)"), std::string::npos);
  EXPECT_NE(text_of(classic).find("the eight of diamonds is taken out"), std::string::npos);
  EXPECT_NE(text_of(foster).find("the Pope (the seven of diamonds)"), std::string::npos);
  EXPECT_EQ(OptionValueLabel("pope", "7D"), "The seven of diamonds");
}

// Fine points only for what the table plays: Foster's come with Foster's boards.
TEST(RulesWords, FinePointsFollowTheTable) {
  auto mentions = [](const std::vector<std::string>& points, const char* word) {
    for (const std::string& p : points) {
      if (p.find(word) != std::string::npos) return true;
    }
    return false;
  };
  EXPECT_FALSE(mentions(FinePoints(engine::RulesForPreset(engine::Preset::kClassic)), "Foster"));
  EXPECT_TRUE(mentions(FinePoints(engine::RulesForPreset(engine::Preset::kFoster)), "Foster"));
  EXPECT_TRUE(mentions(FinePoints(engine::RulesForPreset(engine::Preset::kVictorian)), "Clearing the board"));
  EXPECT_TRUE(mentions(FinePoints(engine::RulesForPreset(engine::Preset::kClassic)), "first Jack"));
}

// Every reason a table cannot be dealt is said in player words (the engine's own message names
// options and cards by their file names).
// The keys the help lists: every shortcut the table takes is named, in player words.
TEST(RulesWords, KeyboardHelpNamesEveryShortcut) {
  std::string all;
  for (const std::string& line : KeyboardHelp()) {
    ExpectPlayerWords(line, "keyboard help");
    ExpectSentence(line, "keyboard help");
    all += line + "\n";
  }
  for (const char* key : {"Tab", "Shift+Tab", "arrow", "Enter", "Space", "Escape", "H asks for a hint", "S skips",
                          "L shows", "C reads your cards", "B the board", "P every player's purse", "F switches"}) {
    EXPECT_NE(all.find(key), std::string::npos) << key;
  }
}

TEST(RulesWords, WhyTheCardsCannotBeDealt) {
  struct Case {
    engine::RulesProblem problem;
    engine::Preset preset;
    const char* option;
    const char* value;
    int seats;
  };
  const Case cases[] = {
      {engine::RulesProblem::kSeats, engine::Preset::kClassic, "lead", "any", 2},
      {engine::RulesProblem::kFullPackOffFoster, engine::Preset::kClassic, "pack", "52", 4},
      {engine::RulesProblem::kSevenPopeOffFoster, engine::Preset::kParlett, "pope", "7D", 4},
      {engine::RulesProblem::kPlayersDressingNoGame, engine::Preset::kFoster, "dressing", "players", 4},
      {engine::RulesProblem::kWinnerTakesGameNoGame, engine::Preset::kFoster, "winner-takes-game", "on", 4},
      {engine::RulesProblem::kWinnerTakesGameNoPerCard, engine::Preset::kModern, "winner-takes-game", "on", 4},
      {engine::RulesProblem::kPopeTurnUpOnFoster, engine::Preset::kFosterMatrimony, "pope-turnup", "stakes", 4},
      {engine::RulesProblem::kWidowTurnUpNoTrump, engine::Preset::kFoster, "widow-turnup", "on", 4},
      {engine::RulesProblem::kSitsOutTooFew, engine::Preset::kClassic, "dealer-sees", "sits-out", 3},
  };
  for (const Case& c : cases) {
    engine::Rules r = RulesForPreset(c.preset);
    ASSERT_TRUE(engine::SetOption(&r, c.option, c.value).ok());
    const std::string where = std::string(c.option) + "=" + c.value;
    ASSERT_EQ(engine::FindProblem(r, c.seats), c.problem) << where;
    EXPECT_FALSE(engine::Validate(r, c.seats).ok()) << where;
    const std::string words = WhyTheCardsCannotBeDealt(r, c.seats);
    ExpectPlayerWords(words, where);
    ExpectSentence(words, where);
  }
  // Values the setup screen cannot set, which files could.
  engine::Rules r = engine::RulesForPreset(engine::Preset::kClassic);
  r.spare = engine::SpareMode::kFixed;
  r.spare_count = 50;
  EXPECT_EQ(engine::FindProblem(r, 8), engine::RulesProblem::kNoCardsToDeal);
  ExpectPlayerWords(WhyTheCardsCannotBeDealt(r, 8), "spare-count=50");
  r.spare_count = -1;
  ExpectPlayerWords(WhyTheCardsCannotBeDealt(r, 8), "spare-count=-1");
  r = engine::RulesForPreset(engine::Preset::kClassic);
  r.pope_stake_cap = 5;
  ExpectPlayerWords(WhyTheCardsCannotBeDealt(r, 4), "pope-stake-cap=5");
  for (int p = 0; p < engine::kNumPresets; ++p) {
    for (int seats = engine::kMinSeats; seats <= engine::kMaxSeats; ++seats) {
      EXPECT_EQ(WhyTheCardsCannotBeDealt(RulesForPreset(static_cast<engine::Preset>(p)), seats), "");
    }
  }
}

std::string AllParagraphs(const engine::Rules& r) {
  std::string all;
  for (const RulesSection& s : HowToPlay(r)) {
    all += s.title + "\n";
    for (const std::string& p : s.paragraphs) all += p + "\n";
  }
  for (const std::string& s : WhatThisTableChanges(r)) all += s + "\n";
  for (const std::string& s : FinePoints(r)) all += s + "\n";
  return all;
}

// In French every line of the help is French (none left in English), counts agree with their
// nouns, and cards are named as the glossary names them.
TEST(RulesWords, InFrench) {
  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  for (int p = 0; p < engine::kNumPresets; ++p) {
    const engine::Rules r = engine::RulesForPreset(static_cast<engine::Preset>(p));
    const std::vector<RulesSection> english = HowToPlay(r);
    const std::vector<std::string> english_points = FinePoints(r);
    ScopedLanguage fr(Language::kFrench);
    const std::vector<RulesSection> french = HowToPlay(r);
    ASSERT_EQ(french.size(), english.size());
    for (size_t i = 0; i < french.size(); ++i) {
      EXPECT_NE(french[i].title, english[i].title);
      for (size_t k = 0; k < french[i].paragraphs.size(); ++k) {
        EXPECT_NE(french[i].paragraphs[k], english[i].paragraphs[k]);
      }
    }
    const std::vector<std::string> french_points = FinePoints(r);
    for (size_t i = 0; i < french_points.size(); ++i) EXPECT_NE(french_points[i], english_points[i]);
    EXPECT_TRUE(MissingTranslations().empty()) << MissingTranslations().front();
  }
  ScopedLanguage fr(Language::kFrench);
  EXPECT_NE(AllParagraphs(engine::RulesForPreset(engine::Preset::kClassic)).find("le Pape (le 9 de carreau)"), std::string::npos);
  EXPECT_NE(AllParagraphs(engine::RulesForPreset(engine::Preset::kFoster)).find("le Pape (le 7 de carreau)"), std::string::npos);
  // Counts: French takes the singular for 0 and 1, and "une" with a feminine noun.
  EXPECT_EQ(OptionValueLabel("purse", "0"), "0 jeton");
  EXPECT_EQ(OptionValueLabel("purse", "20"), "20 jetons");
  EXPECT_EQ(OptionValueLabel("spare-count", "1"), "1 carte");
  engine::Rules one_counter = engine::RulesForPreset(engine::Preset::kClassic);
  one_counter.purse = 1;
  EXPECT_NE(AllParagraphs(one_counter).find("Chacun commence la partie avec un jeton."), std::string::npos);
  engine::Rules one_card = engine::RulesForPreset(engine::Preset::kClassic);
  ASSERT_TRUE(engine::SetOption(&one_card, "spare", "fixed").ok());
  ASSERT_TRUE(engine::SetOption(&one_card, "spare-count", "1").ok());
  EXPECT_NE(AllParagraphs(one_card).find("La main morte\u00a0: une carte mise de côté"), std::string::npos);
  ASSERT_TRUE(engine::SetOption(&one_card, "spare-count", "0").ok());
  EXPECT_NE(AllParagraphs(one_card).find("La main morte\u00a0: aucune carte mise de côté"), std::string::npos);
  ASSERT_TRUE(engine::SetOption(&one_card, "spare-count", "3").ok());
  EXPECT_NE(AllParagraphs(one_card).find("La main morte\u00a0: trois cartes mises de côté"), std::string::npos);
  // The cap on Pope stakes, in words.
  bool said = false;
  for (const std::string& s : WhatThisTableChanges(engine::RulesForPreset(engine::Preset::kClassic))) {
    said |= s.find("six au plus") != std::string::npos;
  }
  EXPECT_TRUE(said);
  EXPECT_STREQ(OptionLabel("dressing"), "Qui garnit le tableau");
  EXPECT_EQ(OptionValueLabel("pope", "7D"), "Le 7 de carreau");
  EXPECT_EQ(WhyTheCardsCannotBeDealt(engine::RulesForPreset(engine::Preset::kClassic), 2),
            "Pope Joan se joue de trois à huit joueurs.");
  EXPECT_STREQ(PresetBlurb(engine::Preset::kFivePool),
               "Les règles de Peel sur un tableau à cinq cases\u00a0: Pape, Mariage, Intrigue, As et Jeu.");
}

}  // namespace
}  // namespace popejoan::session
