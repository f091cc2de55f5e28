#include "engine/serialize.h"

#include <gtest/gtest.h>

#include "engine/sim.h"

namespace popejoan {
namespace {

TEST(Serialize, RoundTripsEveryStepOfAMatch) {
  for (int p = 0; p < kNumPresets; ++p) {
    MatchConfig c;
    c.rules = RulesForPreset(static_cast<Preset>(p));
    c.seats = 4;
    c.seed = static_cast<uint64_t>(p + 1);
    Result<State> s = State::NewMatch(c);
    ASSERT_TRUE(s.ok());
    Rng rng(5);
    while (true) {
      const std::string text = Serialize(*s);
      Result<State> back = Deserialize(text);
      ASSERT_TRUE(back.ok()) << back.error();
      ASSERT_TRUE(*back == *s);
      ASSERT_EQ(back->Hash(), s->Hash());
      if (s->IsTerminal()) break;
      s->ApplyUnchecked(RandomAction(*s, &rng));
    }
  }
}

TEST(Serialize, RejectsCorruptInputWithoutCrashing) {
  MatchConfig c;
  Result<State> s = State::NewMatch(c);
  ASSERT_TRUE(s.ok());
  const std::string good = Serialize(*s);
  EXPECT_FALSE(Deserialize("").ok());
  EXPECT_FALSE(Deserialize("{}").ok());
  EXPECT_NE(Deserialize(R"({"format":"popejoan-match","version":99})").error().find("version 99"), std::string::npos);
  // Every single-character corruption must be an error value or a consistent state.
  Rng rng(3);
  for (int i = 0; i < 3000; ++i) {
    std::string bad = good;
    const size_t pos = rng.Below(static_cast<uint32_t>(bad.size()));
    bad[pos] = "0123456789-ax\"{}[],:"[rng.Below(20)];
    Result<State> r = Deserialize(bad);
    if (r.ok()) {
      EXPECT_TRUE(r->CheckInvariants().ok());
      if (!r->IsTerminal()) {
        State copy = *r;
        EXPECT_FALSE(copy.LegalActions().empty());
        copy.ApplyUnchecked(copy.LegalActions()[0]);
      }
    }
  }
  // Truncations.
  for (size_t n = 0; n < good.size(); n += 37) EXPECT_FALSE(Deserialize(good.substr(0, n)).ok());
}

}  // namespace
}  // namespace popejoan
