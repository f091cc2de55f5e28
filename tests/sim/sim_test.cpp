// Random simulation over every preset x seat count (3..8) x many seeds, plus random option
// combinations: at every step cards and counters are conserved, legal actions are sorted and
// non-empty when a decision is due, a clone equals the original, serialization round-trips,
// observations hide what they must, and every deal terminates.
#include <gtest/gtest.h>

#include <string>

#include "engine/observation.h"
#include "engine/rules.h"
#include "engine/serialize.h"
#include "engine/sim.h"
#include "engine/state.h"

namespace popejoan::engine {
namespace {

// Checks one step; `deep` adds the serialization round trip (the costly part).
void CheckStep(const State& s, bool deep) {
  const Status inv = s.CheckInvariants();
  ASSERT_TRUE(inv.ok()) << inv.message << "\n" << s.ToString();
  const ActionList legal = s.LegalActions();
  if (!s.IsTerminal()) {
    ASSERT_FALSE(legal.empty()) << s.ToString();
    ASSERT_GE(s.CurrentSeat() >= 0 || s.phase() == Phase::kDealOver || s.TablePasses(), true);
  } else {
    ASSERT_TRUE(legal.empty());
  }
  for (int i = 1; i < legal.size(); ++i) ASSERT_LT(legal[i - 1], legal[i]);
  const State clone = s;
  ASSERT_TRUE(clone == s);
  ASSERT_EQ(clone.Hash(), s.Hash());
  if (s.phase() == Phase::kLead || s.phase() == Phase::kWildPope) {
    for (int seat = 0; seat < s.NumSeats(); ++seat) {
      const Observation o = ObservationFor(s, seat);
      for (int other = 0; other < s.NumSeats(); ++other) {
        if (other != seat) {
          ASSERT_EQ(o.visible[other], 0u);
        }
      }
      if (s.rules().dealer_sees == DealerSees::kNo) {
        ASSERT_EQ(o.spare, 0u);
      }
      if (seat == s.CurrentSeat()) {
        ASSERT_EQ(o.legal.size(), legal.size());
      }
    }
  }
  if (deep) {
    Result<State> back = Deserialize(Serialize(s));
    ASSERT_TRUE(back.ok()) << back.error();
    ASSERT_TRUE(*back == s);
  }
}

void RunMatch(const MatchConfig& c, bool deep) {
  Result<State> made = State::NewMatch(c);
  ASSERT_TRUE(made.ok()) << made.error();
  State s = *made;
  Rng rng(c.seed ^ 0x1234567ULL);
  int steps_in_deal = 0;
  int deals = 0;
  while (true) {
    CheckStep(s, deep);
    if (::testing::Test::HasFatalFailure()) return;
    if (s.IsTerminal()) break;
    if (s.phase() == Phase::kDealOver) {
      ++deals;
      steps_in_deal = 0;
    }
    // A deal has at most 51 leads plus the wild-Pope answers and placements.
    ASSERT_LT(++steps_in_deal, 400) << "deal does not terminate";
    const Action a = RandomAction(s, &rng);
    ASSERT_TRUE(s.IsLegal(a));
    const Status st = s.Apply(a);
    ASSERT_TRUE(st.ok()) << st.message;
  }
  const int expected = c.rounds * c.seats;
  ASSERT_GE(deals, expected);  // plus a clearing deal when the option is on
  ASSERT_LE(deals, expected + 1);
  ASSERT_EQ(s.TotalCounters(), static_cast<int64_t>(c.rules.purse) * c.seats);
}

TEST(Sim, EveryPresetEverySeatCountManySeeds) {
  for (int p = 0; p < kNumPresets; ++p) {
    for (int seats = kMinSeats; seats <= kMaxSeats; ++seats) {
      for (uint64_t seed = 0; seed < 100; ++seed) {
        MatchConfig c;
        c.rules = RulesForPreset(static_cast<Preset>(p));
        c.seats = seats;
        c.rounds = 1;
        c.seed = seed * 7919 + static_cast<uint64_t>(p * 16 + seats);
        RunMatch(c, /*deep=*/seed < 8);
        if (HasFatalFailure()) {
          ADD_FAILURE() << PresetId(c.rules.preset) << " seats " << seats << " seed " << c.seed;
          return;
        }
      }
    }
  }
}

// Random option combinations (only valid ones), so every option meets every other.
TEST(Sim, RandomOptionCombinations) {
  Rng pick(2024);
  const auto& options = Options();
  int played = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    MatchConfig c;
    c.rules = RulesForPreset(static_cast<Preset>(pick.Below(kNumPresets)));
    for (const auto& info : options) {
      if (pick.Below(3) != 0) continue;
      std::string value;
      if (info.values.empty()) {
        if (std::string(info.name) == "purse") continue;
        value = std::to_string(info.min_value + static_cast<int>(pick.Below(static_cast<uint32_t>(info.max_value - info.min_value + 1))));
      } else {
        value = info.values[pick.Below(static_cast<uint32_t>(info.values.size()))].value;
      }
      ASSERT_TRUE(SetOption(&c.rules, info.name, value).ok());
    }
    c.seats = kMinSeats + static_cast<int>(pick.Below(6));
    c.rounds = 1;
    c.seed = trial;
    if (!Validate(c.rules, c.seats).ok()) continue;
    ++played;
    RunMatch(c, /*deep=*/trial % 10 == 0);
    if (HasFatalFailure()) {
      std::string desc;
      for (const auto& info : options) desc += std::string(info.name) + "=" + GetOption(c.rules, info.name) + " ";
      ADD_FAILURE() << desc << "seats " << c.seats << " seed " << c.seed;
      return;
    }
  }
  EXPECT_GT(played, 600);
}

TEST(Sim, LongMatchTerminates) {
  MatchConfig c;
  c.rules = RulesForPreset(Preset::kClassic);
  c.seats = 5;
  c.rounds = 20;
  c.seed = 31337;
  RunMatch(c, false);
}

}  // namespace
}  // namespace popejoan::engine
