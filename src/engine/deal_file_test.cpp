#include "engine/deal_file.h"

#include <gtest/gtest.h>

#include "engine/board.h"

namespace popejoan::engine {
namespace {

const char kDeal[] = R"({
  "preset": "parlett", "options": {"lead": "any"}, "seats": 3, "dealer": 0,
  "hands": [["5C", "KS"], ["2C", "3C", "9H"], ["4C", "9S", "10S"]],
  "spare": [%SPARE%], "turnup": "7H", "choices": [%CHOICES%]
})";

std::string Deal(const std::string& choices, const std::string& drop = "", const std::string& add = "") {
  std::string spare;
  for (int c = 0; c < kNumCards; ++c) {
    const std::string name = CardName(static_cast<Card>(c));
    if (name == "8D" || name == "5C" || name == "KS" || name == "2C" || name == "3C" || name == "9H" ||
        name == "4C" || name == "9S" || name == "TS" || name == "7H" || name == drop) {
      continue;
    }
    spare += (spare.empty() ? "\"" : ", \"") + name + "\"";
  }
  if (!add.empty()) spare += ", \"" + add + "\"";
  std::string text = kDeal;
  text.replace(text.find("%SPARE%"), 7, spare);
  text.replace(text.find("%CHOICES%"), 9, choices);
  return text;
}

TEST(DealFile, ReplaysToTheResult) {
  Result<std::string> out = ReplayDealFile(Deal("\"2C\", \"KS\""));
  ASSERT_TRUE(out.ok()) << out.error();
  Result<Json> j = Json::Parse(*out);
  ASSERT_TRUE(j.ok());
  EXPECT_EQ(j->Find("winner")->as_number(), 0);
  EXPECT_EQ(j->Find("purses")->items()[0].as_number(), 39);
  EXPECT_EQ(j->Find("board")->Find("pope")->as_number(), 6);
  EXPECT_EQ(j->Find("plays")->items().size(), 5u);
}

TEST(DealFile, MissingIllegalAndUnusedChoicesAreErrors) {
  Result<std::string> missing = ReplayDealFile(Deal("\"2C\""));
  EXPECT_EQ(missing.error(), "missing choice 1: seat 0 must choose a lead (legal: KS)");
  Result<std::string> illegal = ReplayDealFile(Deal("\"9S\""));
  EXPECT_EQ(illegal.error(), "illegal choice 0 '9S': seat 1 must choose a lead (legal: 2C 3C 9H)");
  Result<std::string> extra = ReplayDealFile(Deal("\"2C\", \"KS\", \"9H\""));
  EXPECT_NE(extra.error().find("unused choice 2 '9H'"), std::string::npos);
  // Like every word a message repeats from the file, an unused one is escaped.
  Result<std::string> escaped = ReplayDealFile(Deal("\"2C\", \"KS\", \"\\u001b[2J\""));
  EXPECT_EQ(escaped.error(), "unused choice 2 '\\x1b[2J': the deal is already over");
}

TEST(DealFile, DuplicatedOrMissingCardsAreErrors) {
  EXPECT_EQ(ReplayDealFile(Deal("\"2C\", \"KS\"", "AS")).error(), "card AS is missing");
  EXPECT_NE(ReplayDealFile(Deal("\"2C\", \"KS\"", "", "5C")).error().find("card 5C is dealt twice"), std::string::npos);
  EXPECT_NE(ReplayDealFile(Deal("\"2C\", \"KS\"", "", "ZZ")).error().find("bad card 'ZZ'"), std::string::npos);
  EXPECT_NE(ReplayDealFile("{").error().find("JSON error"), std::string::npos);
  EXPECT_NE(ReplayDealFile(R"({"preset": "whist"})").error().find("unknown preset"), std::string::npos);
}

TEST(DealFile, MadeFilesReplayForEveryPreset) {
  for (int p = 0; p < kNumPresets; ++p) {
    for (int seats = 3; seats <= 8; ++seats) {
      Result<std::string> file = MakeDealFile(static_cast<Preset>(p), seats, 17);
      ASSERT_TRUE(file.ok()) << file.error();
      Result<std::string> out = ReplayDealFile(*file);
      ASSERT_TRUE(out.ok()) << PresetId(static_cast<Preset>(p)) << " " << seats << ": " << out.error();
    }
  }
}

}  // namespace
}  // namespace popejoan::engine

namespace popejoan::engine {
namespace {

// A seeded match's first deal and its deal file, replayed, settle identically.
TEST(DealFile, MadeFileMatchesTheSeededMatch) {
  for (int p = 0; p < kNumPresets; ++p) {
    for (int seats = 3; seats <= 8; ++seats) {
      for (uint64_t seed = 0; seed < 12; ++seed) {
        const Preset preset = static_cast<Preset>(p);
        Result<std::string> file = MakeDealFile(preset, seats, seed);
        ASSERT_TRUE(file.ok());
        Result<Json> parsed = Json::Parse(*file);
        ASSERT_TRUE(parsed.ok());
        MatchConfig c;
        c.rules = RulesForPreset(preset);
        c.seats = seats;
        c.seed = seed;
        Result<State> s = State::NewMatch(c);
        ASSERT_TRUE(s.ok());
        for (const Json& w : parsed->Find("choices")->items()) {
          ASSERT_TRUE(s->Apply(ParseChoice(*s, w.as_string())).ok());
        }
        ASSERT_EQ(s->phase(), Phase::kDealOver);
        Result<std::string> out = ReplayDealFile(*file);
        ASSERT_TRUE(out.ok()) << out.error();
        Result<Json> result = Json::Parse(*out);
        ASSERT_TRUE(result.ok());
        for (int i = 0; i < seats; ++i) {
          ASSERT_EQ(result->Find("purses")->items()[static_cast<size_t>(i)].as_number(), s->Purse(i));
        }
        for (int k = 0; k < kNumCompartments; ++k) {
          const Json* v = result->Find("board")->Find(CompartmentId(k));
          ASSERT_EQ(v ? v->as_number() : 0, s->BoardCount(k));
        }
        const Json* winner = result->Find("winner");
        ASSERT_EQ(winner->is_null() ? -1 : winner->as_number(), s->Winner());
      }
    }
  }
}

}  // namespace
}  // namespace popejoan::engine

namespace popejoan::engine {
namespace {

// Corrupt deal files are error values, never crashes.
TEST(DealFile, FuzzedInputNeverCrashes) {
  Result<std::string> base = MakeDealFile(Preset::kClassic, 5, 3);
  ASSERT_TRUE(base.ok());
  Rng rng(11);
  int errors = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string text = *base;
    const int edits = 1 + static_cast<int>(rng.Below(3));
    for (int e = 0; e < edits && !text.empty(); ++e) {
      const size_t pos = rng.Below(static_cast<uint32_t>(text.size()));
      switch (rng.Below(3)) {
        case 0: text[pos] = "0123456789ADHSCKQJT\"[]{},:-xn"[rng.Below(30)]; break;
        case 1: text.erase(pos, 1 + rng.Below(8)); break;
        default: text.insert(pos, text.substr(rng.Below(static_cast<uint32_t>(text.size())), 6)); break;
      }
    }
    Result<std::string> out = ReplayDealFile(text);
    if (!out.ok()) {
      ++errors;
      EXPECT_FALSE(out.error().empty());
      EXPECT_EQ(out.error().find('\n'), std::string::npos);  // one line for the CLI
    }
  }
  EXPECT_GT(errors, 1000);
}

TEST(DealFile, LimitsAndEscapedMessages) {
  EXPECT_NE(ParseDealFile(std::string(100u << 20, ' ')).error().find("more than the " + std::to_string(kMaxDealFileBytes)),
            std::string::npos);
  // A key with ESC, VT, FF and NUL in it is named with them escaped.
  const Result<DealFile> bad = ParseDealFile("{\"\\u001b[31m\\u000b\\u000c\\u0000\": 1}");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error(), "unknown key \"\\x1b[31m\\x0b\\x0c\\x00\" in deal file");
  // Counters are as bounded in a deal file as in a saved state.
  std::string rich = Deal("");
  rich.replace(rich.find("\"dealer\": 0"), 11, "\"dealer\": 0, \"purses\": [1000001, 0, 0]");
  EXPECT_NE(ParseDealFile(rich).error().find("purses[0]"), std::string::npos);
}

}  // namespace
}  // namespace popejoan::engine
