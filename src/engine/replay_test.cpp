#include "engine/replay.h"

#include <gtest/gtest.h>

#include "engine/rng.h"
#include "engine/sim.h"

namespace popejoan::engine {
namespace {

Replay RandomReplay(Preset preset, int seats, uint64_t seed) {
  Replay replay;
  replay.config.rules = RulesForPreset(preset);
  replay.config.seats = seats;
  replay.config.rounds = 1;
  replay.config.seed = seed;
  for (int i = 0; i < seats; ++i) replay.seats.push_back({"Seat " + std::to_string(i + 1), i == 0, i == 0 ? "" : "casual"});
  State state = State::NewMatch(replay.config).value();
  Rng rng(seed ^ 0xABCDEFu);
  while (!state.IsTerminal()) {
    const Action a = RandomAction(state, &rng);
    state.ApplyUnchecked(a);
    replay.actions.push_back(a);
    replay.hashes.push_back(state.Hash());
  }
  return replay;
}

// A match recorded before the Pope's pause (rules D23) has no pass where no hand held the Pope:
// such a recording, with or without its hashes, still plays to the same end.
TEST(Replay, RecordingsFromBeforeThePopesPauseStillPlay) {
  int omitted = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    Replay now;
    now.config.rules = RulesForPreset(Preset::kClassic);
    now.config.rules.wild_pope = true;
    now.config.seats = 3 + static_cast<int>(seed % 6);
    now.config.seed = seed;
    for (int i = 0; i < now.config.seats; ++i) now.seats.push_back({"Seat", i == 0, i == 0 ? "" : "casual"});
    State state = State::NewMatch(now.config).value();
    Rng rng(seed);
    Replay before = now;  // as the older game recorded it
    while (!state.IsTerminal()) {
      const bool table = state.TablePasses();
      const Action a = RandomAction(state, &rng);
      state.ApplyUnchecked(a);
      now.actions.push_back(a);
      now.hashes.push_back(state.Hash());
      if (table) {
        before.hashes.back() = state.Hash();  // the step that stopped went straight on
        ++omitted;
      } else {
        before.actions.push_back(a);
        before.hashes.push_back(state.Hash());
      }
    }
    for (bool hashes : {true, false}) {
      Replay old = before;
      if (!hashes) old.hashes.clear();
      Result<std::vector<State>> played = PlayReplay(old);
      ASSERT_TRUE(played.ok()) << played.error();
      EXPECT_EQ(played->back().Hash(), state.Hash());
    }
    Result<std::vector<State>> played = PlayReplay(now);
    ASSERT_TRUE(played.ok()) << played.error();
    EXPECT_EQ(played->size(), now.actions.size() + 1);
  }
  EXPECT_GT(omitted, 10);
}

// A replay saved and loaded again reproduces the same states, checked by hash at every step.
TEST(Replay, RoundTripsEveryPresetWithHashes) {
  for (int p = 0; p < kNumPresets; ++p) {
    const Replay original = RandomReplay(static_cast<Preset>(p), 5, 100u + static_cast<unsigned>(p));
    const std::string text = ReplayToJson(original);
    Result<Replay> loaded = ParseReplay(text);
    ASSERT_TRUE(loaded.ok()) << loaded.error();
    EXPECT_EQ(loaded->actions, original.actions);
    EXPECT_EQ(loaded->hashes, original.hashes);
    EXPECT_EQ(loaded->config.rules, original.config.rules);
    EXPECT_EQ(loaded->seats.size(), original.seats.size());
    EXPECT_EQ(ReplayToJson(loaded.value()), text);
    Result<std::vector<State>> states = PlayReplay(loaded.value());
    ASSERT_TRUE(states.ok()) << states.error();
    ASSERT_EQ(states->size(), original.actions.size() + 1);
    for (size_t i = 0; i < original.hashes.size(); ++i) EXPECT_EQ((*states)[i + 1].Hash(), original.hashes[i]);
    EXPECT_TRUE(states->back().IsTerminal());
  }
}

TEST(Replay, ADifferentStateIsCaughtAtItsStep) {
  Replay replay = RandomReplay(Preset::kClassic, 4, 9);
  replay.hashes[3] ^= 1;
  Result<std::vector<State>> states = PlayReplay(replay);
  ASSERT_FALSE(states.ok());
  EXPECT_NE(states.error().find("step 4"), std::string::npos) << states.error();
}

TEST(Replay, BadInputIsAClearError) {
  const std::string good = ReplayToJson(RandomReplay(Preset::kParlett, 3, 5));
  EXPECT_NE(ParseReplay("{").error().find("replay:"), std::string::npos);
  EXPECT_NE(ParseReplay("[]").error().find("object"), std::string::npos);
  std::string future = good;
  future.replace(future.find("\"version\": 1"), 12, "\"version\": 9");
  EXPECT_NE(ParseReplay(future).error().find("version 9"), std::string::npos);
  std::string unknown = good;
  unknown.replace(unknown.find("\"rounds\""), 8, "\"roundz\"");
  EXPECT_NE(ParseReplay(unknown).error().find("unknown key"), std::string::npos);
  std::string illegal = good;
  const size_t actions = illegal.find("\"actions\": [");
  ASSERT_NE(actions, std::string::npos);
  illegal.insert(actions + 12, "\"8D\", ");  // the 8D is not in a 51-card pack
  EXPECT_NE(ParseReplay(illegal).error().find("action 1"), std::string::npos);
}

TEST(Replay, TruncatedOrMutatedInputNeverCrashes) {
  const std::string good = ReplayToJson(RandomReplay(Preset::kClassic, 5, 77));
  for (size_t n = 0; n < good.size(); n += 7) EXPECT_FALSE(ParseReplay(good.substr(0, n)).ok());
  Rng rng(1);
  for (int i = 0; i < 300; ++i) {
    std::string mutated = good;
    mutated[rng.Below(static_cast<uint32_t>(mutated.size()))] = static_cast<char>(rng.Below(128));
    Result<Replay> r = ParseReplay(mutated);
    if (r.ok()) PlayReplay(r.value());  // may refuse, must not crash (ASan runs this too)
  }
}

// Each limit of docs/deal-format.md, refused with a message that names it.
TEST(Replay, LimitsAreRefusedAtOnce) {
  const std::string good = ReplayToJson(RandomReplay(Preset::kClassic, 4, 9));
  ASSERT_TRUE(ParseReplay(good).ok());
  // A 100 MB file is refused before it is read: no time, no memory.
  const std::string huge(100u << 20, ' ');
  EXPECT_NE(ParseReplay(huge).error().find("more than the " + std::to_string(kMaxReplayBytes)), std::string::npos);
  std::string long_name = good;
  long_name.replace(long_name.find("\"Seat 2\""), 8, "\"" + std::string(kMaxSeatNameBytes + 1, 'a') + "\"");
  EXPECT_NE(ParseReplay(long_name).error().find("name must be 1 to 64 bytes"), std::string::npos);
  std::string longest_name = good;
  longest_name.replace(longest_name.find("\"Seat 2\""), 8, "\"" + std::string(kMaxSeatNameBytes, 'a') + "\"");
  EXPECT_TRUE(ParseReplay(longest_name).ok());
  // Hashes are exactly 16 hex digits, as the message says.
  const size_t hashes = good.find("\"hashes\": [\"");
  ASSERT_NE(hashes, std::string::npos);
  std::string short_hash = good;
  short_hash.erase(hashes + 12, 1);
  EXPECT_NE(ParseReplay(short_hash).error().find("exactly 16 hex digits"), std::string::npos);
  // A word with control characters is echoed with them escaped.
  std::string escape = good;
  escape.insert(escape.find("\"actions\": [") + 12, "\"\\u001b[2J\\u0000x\", ");
  const std::string error = ParseReplay(escape).error();
  EXPECT_NE(error.find("\"\\x1b[2J\\x00x\""), std::string::npos) << error;
  EXPECT_EQ(error.find('\x1b'), std::string::npos);
}

// The largest match the format allows (20 rounds of 8 seats) fits its limits with room to spare.
TEST(Replay, TheLongestMatchFitsTheLimits) {
  Replay replay = RandomReplay(Preset::kClassic, 8, 1);
  replay.config.rounds = kMaxReplayRounds;
  replay.actions.clear();
  replay.hashes.clear();
  State state = State::NewMatch(replay.config).value();
  Rng rng(2);
  while (!state.IsTerminal()) {
    const Action a = RandomAction(state, &rng);
    state.ApplyUnchecked(a);
    replay.actions.push_back(a);
    replay.hashes.push_back(state.Hash());
  }
  const std::string text = ReplayToJson(replay);
  EXPECT_LT(text.size() * 4, kMaxReplayBytes);
  EXPECT_LT((replay.actions.size() * 2 + 64) * 4, kMaxReplayValues);
  Result<Replay> back = ParseReplay(text);
  ASSERT_TRUE(back.ok()) << back.error();
  std::printf("longest match: %zu actions, %zu bytes\n", replay.actions.size(), text.size());
}

}  // namespace
}  // namespace popejoan::engine
