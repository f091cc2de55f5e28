#include "engine/state.h"

#include <gtest/gtest.h>

#include <type_traits>

#include "engine/sim.h"
#include "engine/test_util.h"

namespace popejoan::engine {
namespace {

using testing_util::DealOf;
using testing_util::Play;

TEST(State, CopyIsAllocationFreeValue) {
  static_assert(std::is_trivially_copyable<State>::value, "State must copy like a value");
  EXPECT_LT(sizeof(State), 1024u);
}

TEST(State, NewMatchRefusesBadConfig) {
  MatchConfig c;
  c.seats = 2;
  EXPECT_FALSE(State::NewMatch(c).ok());
  c.seats = 5;
  c.rounds = 0;
  EXPECT_FALSE(State::NewMatch(c).ok());
}

// The AI's determinized search re-deals the cards a seat cannot see (ai/world_sampler.h):
// swapping two other seats' hands is accepted and leaves a valid state that plays on; a
// change the observer could see (its own hand, a hand's size, a card from nowhere) is refused
// with a message and changes nothing.
TEST(State, SetHiddenCardsRedealsOnlyWhatTheObserverCannotSee) {
  MatchConfig c;
  c.seats = 4;
  c.seed = 77;
  const State start = State::NewMatch(c).value();
  const int me = start.CurrentSeat();
  const int a = (me + 1) % 4, b = (me + 2) % 4;
  CardMask hands[kMaxSeats] = {};
  for (int s = 0; s < 4; ++s) hands[s] = start.Hand(s);
  // Same sizes are needed for a swap: move one card each way instead.
  const Card from_a = LowestCard(hands[a]), from_b = LowestCard(hands[b]);
  hands[a] = (hands[a] & ~Bit(from_a)) | Bit(from_b);
  hands[b] = (hands[b] & ~Bit(from_b)) | Bit(from_a);
  State redealt = start;
  ASSERT_TRUE(redealt.SetHiddenCards(me, hands, start.SpareCards()).ok());
  EXPECT_TRUE(redealt.CheckInvariants().ok()) << redealt.CheckInvariants().message;
  EXPECT_EQ(redealt.Owner(from_a), b);
  EXPECT_EQ(redealt.Owner(from_b), a);
  EXPECT_EQ(redealt.Hand(me), start.Hand(me));
  Rng rng(1);
  while (!redealt.IsTerminal()) ASSERT_TRUE(redealt.Apply(RandomAction(redealt, &rng)).ok());

  CardMask own_changed[kMaxSeats] = {};
  for (int s = 0; s < 4; ++s) own_changed[s] = start.Hand(s);
  std::swap(own_changed[me], own_changed[a]);
  State refused = start;
  const Status status = refused.SetHiddenCards(me, own_changed, start.SpareCards());
  EXPECT_FALSE(status.ok());
  EXPECT_EQ(refused, start);
  CardMask lost[kMaxSeats] = {};
  for (int s = 0; s < 4; ++s) lost[s] = start.Hand(s);
  lost[a] &= lost[a] - 1;  // one card fewer
  EXPECT_FALSE(refused.SetHiddenCards(me, lost, start.SpareCards()).ok());
  EXPECT_FALSE(refused.SetHiddenCards(9, lost, start.SpareCards()).ok());
  EXPECT_EQ(refused, start);
}

TEST(State, SameSeedSameMatch) {
  MatchConfig c;
  c.seats = 6;
  c.seed = 99;
  Result<State> a = State::NewMatch(c);
  Result<State> b = State::NewMatch(c);
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_TRUE(*a == *b);
  EXPECT_EQ(a->Hash(), b->Hash());
  c.seed = 100;
  Result<State> d = State::NewMatch(c);
  EXPECT_NE(a->Hash(), d->Hash());
}

// Best purse first; equal purses stay in seat order.
TEST(State, StandingsAreBestFirstWithTiesInSeatOrder) {
  MatchConfig c;
  c.seats = 6;
  c.seed = 11;
  Result<State> s = State::NewMatch(c);
  ASSERT_TRUE(s.ok());
  Rng rng(5);
  int ties = 0;
  for (int moves = 0; moves < 400 && !s->IsTerminal(); ++moves) {
    int order[kMaxSeats];
    s->Standings(order);
    for (int i = 1; i < 6; ++i) {
      const int a = order[i - 1], b = order[i];
      EXPECT_TRUE(s->Purse(a) > s->Purse(b) || (s->Purse(a) == s->Purse(b) && a < b)) << "after move " << moves;
      ties += s->Purse(a) == s->Purse(b);
    }
    const ActionList legal = s->LegalActions();
    ASSERT_TRUE(s->Apply(legal[static_cast<int>(rng.Below(static_cast<uint32_t>(legal.size())))]).ok());
  }
  EXPECT_GT(ties, 0) << "no tie was looked at";
}

// A step's check (WordHash) reads every byte of every field: one byte changed anywhere changes it.
TEST(State, WordHashFollowsEveryByteOfEveryField) {
  MatchConfig c;
  c.seats = 5;
  c.seed = 7;
  Result<State> a = State::NewMatch(c);
  ASSERT_TRUE(a.ok());
  const uint64_t before = a->WordHash();
  EXPECT_EQ(State(*a).WordHash(), before);
  int bytes_checked = 0;
  State changed = *a;
  changed.VisitMutableFields([&](const char* name, void* p, int size, int count) {
    unsigned char* bytes = static_cast<unsigned char*>(p);
    for (int i = 0; i < size * count; ++i) {
      bytes[i] ^= 0x01;
      EXPECT_NE(changed.WordHash(), before) << name << " byte " << i;
      bytes[i] ^= 0x01;
      ++bytes_checked;
    }
  });
  EXPECT_EQ(changed.WordHash(), before);
  EXPECT_GT(bytes_checked, 100);
}

TEST(State, IllegalActionLeavesStateAndNamesLegalOnes) {
  DealSetup d = DealOf(RulesForPreset(Preset::kParlett), 0, {"5C KS", "2C 3C 9H", "4C 9S TS"}, "7H");
  Result<State> s = State::NewScriptedDeal(d);
  ASSERT_TRUE(s.ok());
  const State before = *s;
  Status st = s->Apply(ParseCard("5H"));
  EXPECT_EQ(st.message, "illegal lead 5H: seat 1 may lead 2C 9H");
  EXPECT_TRUE(*s == before);
  EXPECT_FALSE(s->Apply(-5).ok());
  EXPECT_FALSE(s->Apply(1000).ok());
  EXPECT_FALSE(s->Apply(kActionPope).ok());
}

TEST(State, ScriptedDealRejectsBadCards) {
  const Rules r = RulesForPreset(Preset::kClassic);
  DealSetup d = DealOf(r, 0, {"5C KS", "2C 3C 9H", "4C 9S TS"}, "7H");
  DealSetup dup = d;
  dup.hands[1] |= Bit(ParseCard("5C"));
  EXPECT_NE(State::NewScriptedDeal(dup).error().find("card 5C is dealt twice"), std::string::npos);
  DealSetup missing = d;
  missing.spare &= ~Bit(ParseCard("AS"));
  EXPECT_EQ(State::NewScriptedDeal(missing).error(), "card AS is missing");
  DealSetup eight = d;
  eight.spare |= Bit(k8D);
  EXPECT_EQ(State::NewScriptedDeal(eight).error(), "card 8D is not in a 51-card pack");
  DealSetup no_turnup = d;
  no_turnup.spare |= Bit(no_turnup.turnup);
  no_turnup.turnup = kNoCard;
  EXPECT_FALSE(State::NewScriptedDeal(no_turnup).ok());
  DealSetup bad_dealer = d;
  bad_dealer.dealer = 3;
  EXPECT_FALSE(State::NewScriptedDeal(bad_dealer).ok());
}

TEST(State, EventsExplainTheSettlement) {
  DealSetup d = DealOf(RulesForPreset(Preset::kParlett), 0, {"5C KS", "2C 3C 9H", "4C 9D TS"}, "7H");
  d.rules.lead = LeadRule::kAny;
  std::vector<Event> ev;
  Result<State> s = State::NewScriptedDeal(d, &ev);
  ASSERT_TRUE(s.ok());
  ASSERT_EQ(Play(&*s, {"2C", "KS"}, &ev), "");
  std::string all;
  for (const auto& e : ev) all += Describe(e) + "\n";
  EXPECT_NE(all.find("Seat 0: no 6C (stop on 5C)"), std::string::npos) << all;
  EXPECT_NE(all.find("Seat 0 is out and wins the deal"), std::string::npos);
  EXPECT_NE(all.find("Seat 1 pays 1 to Seat 0, one per card left"), std::string::npos);
  EXPECT_NE(all.find("Seat 2 holds the unplayed Pope and pays nothing"), std::string::npos);
  EXPECT_NE(all.find("6 stays on Pope"), std::string::npos);
}

TEST(State, RandomMatchesKeepInvariants) {
  for (int p = 0; p < kNumPresets; ++p) {
    for (int seats = 3; seats <= 8; ++seats) {
      MatchConfig c;
      c.rules = RulesForPreset(static_cast<Preset>(p));
      c.seats = seats;
      c.rounds = 1;
      c.seed = static_cast<uint64_t>(p * 100 + seats);
      Result<State> s = State::NewMatch(c);
      ASSERT_TRUE(s.ok()) << s.error();
      Rng rng(c.seed);
      int guard = 0;
      while (!s->IsTerminal()) {
        ASSERT_TRUE(s->CheckInvariants().ok()) << s->CheckInvariants().message;
        ASSERT_LT(++guard, 5000);
        ASSERT_TRUE(s->Apply(RandomAction(*s, &rng)).ok());
      }
    }
  }
}

}  // namespace
}  // namespace popejoan::engine
