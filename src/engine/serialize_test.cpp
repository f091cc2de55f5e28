#include "engine/serialize.h"

#include <gtest/gtest.h>

#include "engine/number_text.h"
#include "engine/sim.h"

namespace popejoan::engine {
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

TEST(Serialize, AFieldsProblemNamesItsPath) {
  MatchConfig c;
  Result<State> s = State::NewMatch(c);
  ASSERT_TRUE(s.ok());
  Json j = Json::Parse(Serialize(*s)).value();
  Json state = *j.Find("state");
  Json owners = Json::Array();
  for (size_t i = 0; i < state.Find("owner_")->items().size(); ++i) owners.Append(Json::Number(i == 3 ? 300 : 0));
  state.Set("owner_", owners);
  j.Set("state", state);
  EXPECT_EQ(Deserialize(j.Dump()).error(), "state.owner_[3] must be a whole number from -128 to 127");
  Json no_seats = state;
  no_seats.Set("owner_", *Json::Parse(Serialize(*s)).value().Find("state")->Find("owner_"));
  Json without = Json::Object();
  for (const auto& m : no_seats.members()) {
    if (m.first != "seats_") without.Set(m.first, m.second);
  }
  j.Set("state", without);
  EXPECT_EQ(Deserialize(j.Dump()).error(), "state: \"seats_\" is missing");
}

// The fuzzer's find: a pause for the Pope (D23) in a match without the wild Pope, after a stop
// by a seat with no cards left, loaded, passed, and left a leader with nothing to lead.
TEST(Serialize, APauseForThePopeThatPlayCannotReachIsRefused) {
  MatchConfig c;
  c.seats = 4;
  c.rules.wild_pope = true;
  c.seed = 11;
  Result<State> s = State::NewMatch(c);
  ASSERT_TRUE(s.ok());
  Rng rng(2);
  while (!s->IsTerminal() && s->phase() != Phase::kWildPope) s->ApplyUnchecked(RandomAction(*s, &rng));
  ASSERT_EQ(s->phase(), Phase::kWildPope);
  const Json good = Json::Parse(Serialize(*s)).value();
  ASSERT_TRUE(Deserialize(good.Dump()).ok());
  auto changed = [&](const std::string& object, const std::string& field, const Json& value) {
    Json copy = good;
    Json part = *copy.Find(object);
    part.Set(field, value);
    copy.Set(object, part);
    return Deserialize(copy.Dump());
  };
  const Result<State> off = changed("rules", "wild-pope", Json::String("off"));
  ASSERT_FALSE(off.ok());
  EXPECT_EQ(off.error(), "wild-Pope phase inconsistent");
  // The stopper with an empty hand: the pass would hand the lead to nobody.
  // Its cards go to the next seat, so that only the phase is wrong.
  const int stopper = s->LastPlayer();
  const int other = (stopper + 1) % 4;
  Json copy = good;
  Json state = *copy.Find("state");
  Json hands = Json::Array();
  for (int t = 0; t < kMaxSeats; ++t) {
    const CardMask hand = t == stopper ? 0 : t == other ? s->Hand(other) | s->Hand(stopper) : s->Hand(t);
    hands.Append(Json::String(HashHex(hand)));
  }
  Json owners = Json::Array();
  for (int card = 0; card < kNumCards; ++card) {
    const int owner = s->Owner(static_cast<Card>(card));
    owners.Append(Json::Number(owner == stopper ? other : owner));
  }
  state.Set("hands_", hands);
  state.Set("owner_", owners);
  if (s->CurrentSeat() == stopper || s->CurrentSeat() == other) state.Set("current_", Json::Number(-1));
  copy.Set("state", state);
  const Result<State> empty = Deserialize(copy.Dump());
  ASSERT_FALSE(empty.ok());
  EXPECT_EQ(empty.error(), "wild-Pope phase inconsistent");
}

// A state whose counters are near INT32_MAX once loaded and then overflowed in State::Move.
TEST(Serialize, CountersAreBoundedSoPlayCannotOverflow) {
  MatchConfig c;
  c.seats = 4;
  Result<State> s = State::NewMatch(c);
  ASSERT_TRUE(s.ok());
  Result<Json> j = Json::Parse(Serialize(*s));
  ASSERT_TRUE(j.ok());
  auto with = [&](const std::string& field, int index, int64_t value) {
    Json copy = *j;
    Json state = *copy.Find("state");
    Json list = *state.Find(field);
    Json changed = list.is_array() ? Json::Array() : Json::Number(value);
    for (size_t i = 0; i < list.items().size(); ++i) {
      changed.Append(static_cast<int>(i) == index ? Json::Number(value) : list.items()[i]);
    }
    state.Set(field, changed);
    copy.Set("state", state);
    return copy.Dump();
  };
  // total_ follows the change, so conservation alone would not catch it.
  auto with_total = [&](const std::string& text, int64_t delta) {
    Json copy = Json::Parse(text).value();
    Json state = *copy.Find("state");
    uint64_t total = 0;
    EXPECT_TRUE(ParseHex(state.Find("total_")->as_string(), &total));
    state.Set("total_", Json::String(HashHex(total + static_cast<uint64_t>(delta))));
    copy.Set("state", state);
    return copy.Dump();
  };
  const int64_t purse = s->Purse(0);
  Result<State> huge = Deserialize(with_total(with("purses_", 0, INT32_MAX - 5), INT32_MAX - 5 - purse));
  ASSERT_FALSE(huge.ok());
  EXPECT_NE(huge.error().find("counters out of range"), std::string::npos) << huge.error();
  EXPECT_FALSE(Deserialize(with_total(with("purses_", 1, INT32_MIN + 5), int64_t{INT32_MIN} + 5 - purse)).ok());
  EXPECT_FALSE(Deserialize(with_total(with("board_", 0, INT32_MAX), INT32_MAX - s->BoardCount(0))).ok());
  EXPECT_FALSE(Deserialize(with_total(with("centre_", 0, kMaxCountersInPlay + 1), kMaxCountersInPlay + 1)).ok());
  // Up to the bound, the state loads and plays to the end without overflow (UBSan checks it).
  Result<State> rich = Deserialize(with_total(with("purses_", 2, kMaxCountersInPlay / 2), kMaxCountersInPlay / 2 - purse));
  ASSERT_TRUE(rich.ok()) << rich.error();
  Rng rng(7);
  while (!rich->IsTerminal()) rich->ApplyUnchecked(RandomAction(*rich, &rng));
  EXPECT_TRUE(rich->CheckInvariants().ok());
  EXPECT_FALSE(Deserialize(std::string(100u << 20, ' ')).ok());
}

}  // namespace
}  // namespace popejoan::engine
