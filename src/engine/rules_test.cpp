// One test per rule and option of docs/rules.md, named after it; the comment names its section
// and seed(s): 000 Peel, 001 Foster, 002 encyclopedia/Parlett, 003 modern house rules, 004 Cassell.
#include "engine/rules.h"

#include <gtest/gtest.h>

#include "engine/board.h"
#include "engine/observation.h"
#include "engine/rules_notes.h"
#include "engine/state.h"
#include "engine/test_util.h"

namespace popejoan::engine {
namespace {

using testing_util::Cards;
using testing_util::CountEvents;
using testing_util::Play;
using testing_util::PlayedSequence;
using testing_util::DealOf;

// Parlett's dealer-dresses-15 rules with any lead: plain numbers for scenario tests.
Rules Base() {
  Rules r = RulesForPreset(Preset::kParlett);
  r.lead = LeadRule::kAny;
  return r;
}

State Make(const DealSetup& d, std::vector<Event>* ev = nullptr) {
  Result<State> s = State::NewScriptedDeal(d, ev);
  EXPECT_TRUE(s.ok()) << s.error();
  return *s;
}

// Scenario A: seat 1 leads 2C, clubs run to seat 0's 5C (6C is in the spare), seat 0 leads
// KS and goes out.
DealSetup ScenarioA(const Rules& r) {
  return DealOf(r, 0, {"5C KS", "2C 3C 9H", "4C 9S TS"}, "7H");
}

// §2.1 Pack: 52 cards less the 8D = 51 (000, 002, 003, 004).
TEST(Rules, Pack51_000_002_003_004) {
  MatchConfig c;
  c.rules = RulesForPreset(Preset::kClassic);
  c.seats = 5;
  Result<State> s = State::NewMatch(c);
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(s->Owner(k8D), kOwnerOut);
  int in_play = 0;
  for (int card = 0; card < kNumCards; ++card) in_play += s->Owner(static_cast<Card>(card)) != kOwnerOut;
  EXPECT_EQ(in_play, 51);
  EXPECT_TRUE(s->CheckInvariants().ok());
}

// §4.1 Deal: floor(50 / (players + 1)) each: 3->12 ... 8->5; 5 players spare 10, 8 players 10 (000, 002).
TEST(Rules, CardsPerPlayer_000_002) {
  const Rules r = RulesForPreset(Preset::kClassic);
  const int expect[] = {12, 10, 8, 7, 6, 5};
  for (int p = 3; p <= 8; ++p) {
    const DealShape s = ShapeFor(r, p);
    EXPECT_EQ(s.per_player, expect[p - 3]) << p;
    EXPECT_EQ(s.turnup, 1);
    EXPECT_EQ(s.per_player * p + s.spare + s.turnup, 51);
  }
  EXPECT_EQ(ShapeFor(r, 5).spare, 10);
  EXPECT_EQ(ShapeFor(r, 8).spare, 10);
}

// §2.2 Players 3..8, dealer rotates clockwise, eldest (dealer's left) leads (002).
TEST(Rules, DealerRotatesEldestLeads_002) {
  MatchConfig c;
  c.rules = RulesForPreset(Preset::kParlett);
  c.seats = 4;
  c.rounds = 2;
  c.seed = 3;
  Result<State> s = State::NewMatch(c);
  ASSERT_TRUE(s.ok());
  const int first = s->Dealer();
  EXPECT_EQ(s->CurrentSeat(), (first + 1) % 4);
  Rng rng(1);
  while (s->phase() != Phase::kDealOver) ASSERT_TRUE(s->Apply(s->LegalActions()[0]).ok());
  ASSERT_TRUE(s->Apply(kActionNextDeal).ok());
  EXPECT_EQ(s->Dealer(), (first + 1) % 4);
  EXPECT_EQ(s->DealIndex(), 1);
  EXPECT_EQ(s->CurrentSeat(), (first + 2) % 4);
  EXPECT_FALSE(Validate(c.rules, 2).ok());
  EXPECT_FALSE(Validate(c.rules, 9).ok());
}

// §3.2 Board dressed by the dealer alone with 15 (004, 002).
TEST(Rules, DressingDealerAlone_002_004) {
  State s = Make(ScenarioA(Base()));
  EXPECT_EQ(s.Purse(0), 35);
  EXPECT_EQ(s.BoardCount(kPope), 6);
  EXPECT_EQ(s.BoardCount(kGame), 1);
  EXPECT_EQ(s.TotalCounters(), 150);
}

// §3.2 Players pay x and the dealer 2x, x the least making 15, surplus on Game (000).
TEST(Rules, DressingPlayersAndDealerDouble_000) {
  Rules r = Base();
  r.dressing = Dressing::kPlayersDealerDouble;
  State s = Make(ScenarioA(r));  // 3 seats: x = 4, 4 shares = 16, Game 1 + 1
  EXPECT_EQ(s.Purse(0), 42);
  EXPECT_EQ(s.Purse(1), 46);
  EXPECT_EQ(s.BoardCount(kGame), 2);
  EXPECT_EQ(s.TotalCounters(), 150);
}

// §3.2 Equal ante of ceil(15/n), leftovers to the centre (003).
TEST(Rules, DressingEqualAnteCentre_003) {
  Rules r = Base();
  r.dressing = Dressing::kEqualAnte;
  DealSetup d = DealOf(r, 0, {"5C KS", "2C 3C 9H", "4C 9S TS", "QS"}, "7H");
  State s = Make(d);  // 4 seats ante 4 = 16: 1 to the centre (003's own example)
  for (int i = 0; i < 4; ++i) EXPECT_EQ(s.Purse(i), 46);
  EXPECT_EQ(s.Centre(), 1);
  EXPECT_EQ(s.TotalCounters(), 200);
}

// §3.3 Top-up: a full dressing on top of what stands (000); carry-over (000, 002, 003).
TEST(Rules, TopUpFullDressingAndCarryOver_000_002_003) {
  DealSetup d = ScenarioA(Base());
  d.board[kPope] = 6;
  d.board[kMatrimony] = 2;
  State s = Make(d);
  EXPECT_EQ(s.BoardCount(kPope), 12);
  EXPECT_EQ(s.BoardCount(kMatrimony), 4);
  ASSERT_EQ(Play(&s, {"2C", "KS"}), "");
  EXPECT_EQ(s.phase(), Phase::kDealOver);
  EXPECT_EQ(s.BoardCount(kPope), 12);  // not won: carried over
}

// §3.3 Top-up: refill to level from the centre first, the rest shared equally, extras to the
// centre (003).
TEST(Rules, TopUpRefillToLevel_003) {
  Rules r = Base();
  r.topup = TopUp::kRefillToLevel;
  DealSetup d = ScenarioA(r);
  d.board[kPope] = 8;  // above level: left alone
  d.board[kMatrimony] = 1;
  d.centre = 2;
  State s = Make(d);
  // Needed: Matrimony 1, Intrigue 2, Ace/King/Queen/Knave/Game 5 = 8; 2 from the centre,
  // 6 shared by 3 seats = 2 each.
  EXPECT_EQ(s.BoardCount(kPope), 8);
  EXPECT_EQ(s.BoardCount(kMatrimony), 2);
  EXPECT_EQ(s.BoardCount(kIntrigue), 2);
  EXPECT_EQ(s.Centre(), 0);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(s.Purse(i), 48);
}

// §4.3 Turn-up Ace/King/Queen/Knave: the dealer takes that compartment (000, 002, 003).
TEST(Rules, TurnUpHonourToDealer_000_002_003) {
  State s = Make(DealOf(Base(), 0, {"5C KS", "2C 3C 9H", "4C 9S TS"}, "QH"));
  EXPECT_EQ(s.BoardCount(kQueenComp), 0);
  EXPECT_EQ(s.Purse(0), 36);
  EXPECT_EQ(s.TrumpSuit(), kHearts);
}

// §4.3 Pope turned up: the dealer takes Pope only (002, 003).
TEST(Rules, PopeTurnUpPopeOnly_002_003) {
  State s = Make(DealOf(Base(), 0, {"5C KS", "2C 3C 9H", "4C 9S TS"}, "9D"));
  EXPECT_EQ(s.Purse(0), 41);
  EXPECT_EQ(s.Purse(1), 50);
  EXPECT_EQ(s.phase(), Phase::kLead);
}

// §4.3 Pope turned up: also a stake per card dealt from each player, capped (000).
TEST(Rules, PopeTurnUpStakesCapped_000) {
  Rules r = Base();
  r.pope_turnup = PopeTurnUp::kStakes;
  r.pope_stake_cap = 0;
  State s = Make(DealOf(r, 0, {"5C KS", "2C 3C 9H 4H 5H 6H", "4C 9S TS"}, "9D"));
  EXPECT_EQ(s.Purse(1), 44);
  EXPECT_EQ(s.Purse(2), 47);
  r.pope_stake_cap = 4;
  State capped = Make(DealOf(r, 0, {"5C KS", "2C 3C 9H 4H 5H 6H", "4C 9S TS"}, "9D"));
  EXPECT_EQ(capped.Purse(1), 46);
  EXPECT_EQ(capped.Purse(0), 35 + 6 + 4 + 3);
}

// §4.3 Pope turned up: Pope Joan wins: also Game and the stakes, the deal ends at once (000, 004).
TEST(Rules, PopeTurnUpPopeJoanWins_000_004) {
  Rules r = RulesForPreset(Preset::kVictorian);
  std::vector<Event> ev;
  State s = Make(DealOf(r, 0, {"5C KS", "2C 3C 9H", "4C 9S TS"}, "9D"), &ev);
  EXPECT_EQ(s.phase(), Phase::kDealOver);
  EXPECT_EQ(s.Winner(), 0);
  EXPECT_EQ(s.Purse(0), 35 + 6 + 1 + 3 + 3);
  EXPECT_EQ(CountEvents(ev, EventType::kPopeJoanWins), 1);
}

// §4.3 Pope turned up: the deal is thrown in, no play (a known house rule); D5.
TEST(Rules, PopeTurnUpThrowIn_House) {
  Rules r = Base();
  r.pope_turnup = PopeTurnUp::kThrowIn;
  State s = Make(DealOf(r, 0, {"5C KS", "2C 3C 9H", "4C 9S TS"}, "9D"));
  EXPECT_EQ(s.phase(), Phase::kDealOver);
  EXPECT_EQ(s.Winner(), -1);
  EXPECT_EQ(s.BoardCount(kPope), 6);
}

// §5.2 Play: whoever holds the next card must play it, the leader too; a missing card stops and
// the stop's player leads again (000, 002, 003, 004).
TEST(Rules, ForcedFollowsAndStops_000_002_003_004) {
  std::vector<Event> ev;
  State s = Make(ScenarioA(Base()));
  ASSERT_EQ(Play(&s, {"2C"}, &ev), "");
  EXPECT_EQ(PlayedSequence(ev), "1:2C 1:3C 2:4C 0:5C");
  EXPECT_EQ(s.phase(), Phase::kLead);
  EXPECT_EQ(s.CurrentSeat(), 0);
  EXPECT_EQ(CountEvents(ev, EventType::kStop), 1);
  EXPECT_TRUE(s.KnownMissing() & Bit(ParseCard("6C")));
}

// §5.3 A King is always a stop (000, 002, 004).
TEST(Rules, KingIsAStop_000_002_004) {
  std::vector<Event> ev;
  State s = Make(DealOf(Base(), 0, {"2S 5C", "QS 3C", "KS 4C"}, "7H"));
  ASSERT_EQ(Play(&s, {"QS"}, &ev), "");
  EXPECT_EQ(PlayedSequence(ev), "1:QS 2:KS");
  EXPECT_EQ(s.CurrentSeat(), 2);
}

// §5.1 Lead rule: any card (000, 004) or the lowest of a chosen suit (002).
TEST(Rules, LeadRuleAnyOrLowest_000_002_004) {
  State any = Make(ScenarioA(Base()));
  EXPECT_EQ(any.LegalActions().size(), 3);
  State lowest = Make(ScenarioA(RulesForPreset(Preset::kParlett)));
  const ActionList l = lowest.LegalActions();
  ASSERT_EQ(l.size(), 2);
  EXPECT_EQ(l[0], ParseCard("2C"));
  EXPECT_EQ(l[1], ParseCard("9H"));
  Status st = lowest.Apply(ParseCard("3C"));
  EXPECT_FALSE(st.ok());
  EXPECT_NE(st.message.find("illegal lead 3C: seat 1 may lead 2C 9H"), std::string::npos) << st.message;
}

// §5.4 Known stops: all Kings, 7D, the card below the turn-up and below every played card (002).
TEST(Rules, KnownStops_002) {
  State s = Make(ScenarioA(Base()));
  ASSERT_EQ(Play(&s, {"2C"}), "");
  const Observation o = ObservationFor(s, 0);
  for (const char* c : {"KC", "KD", "KH", "KS", "7D", "6H", "AC"}) {
    EXPECT_TRUE(o.known_stops & Bit(ParseCard(c))) << c;
  }
  EXPECT_FALSE(o.known_stops & Bit(ParseCard("2C")));  // played cards are not listed
  EXPECT_TRUE(o.passed & Bit(ParseCard("6C")));
}

// §6.1 Winning on play: trump honours and the Pope take their compartments (000, 002, 003, 004).
TEST(Rules, WinningOnPlay_000_002_003_004) {
  State s = Make(DealOf(Base(), 0, {"5C KS", "AH 2C 3C", "9D 4C 9S"}, "7H"));
  ASSERT_EQ(Play(&s, {"AH"}), "");  // 2H in spare: stop, seat 1 leads again
  EXPECT_EQ(s.Purse(1), 51);
  EXPECT_EQ(s.BoardCount(kAceComp), 0);
  ASSERT_EQ(Play(&s, {"2C"}), "");  // 2C 3C 4C(2) 5C(0) stop; seat 0 leads KS and goes out
  State t = Make(DealOf(Base(), 0, {"5C KS", "AH 2C 3C", "9D 4C 9S"}, "7H"));
  ASSERT_EQ(Play(&t, {"2C", "KS"}), "");
  EXPECT_EQ(t.Winner(), 0);
  State p = Make(DealOf(Base(), 0, {"5C KS", "9D 2C 3C", "AH 4C 9S"}, "7H"));
  ASSERT_EQ(Play(&p, {"9D"}), "");
  EXPECT_EQ(p.Purse(1), 56);
}

// §6.3 Matrimony (K+Q of trumps) and Intrigue (Q+J) by one player, besides the single
// compartments (000, 002, 003, 004).
TEST(Rules, MatrimonyAndIntrigue_000_002_003_004) {
  State s = Make(DealOf(Base(), 0, {"5C KS 2D", "JH QH KH 2C", "4C 9S 3D"}, "7H"));
  ASSERT_EQ(Play(&s, {"JH"}), "");
  // Knave 1 + Queen 1 + Intrigue 2 + King 1 + Matrimony 2.
  EXPECT_EQ(s.Purse(1), 57);
  EXPECT_EQ(s.BoardCount(kMatrimony), 0);
  EXPECT_EQ(s.BoardCount(kIntrigue), 0);
}

// §6.3 Split combinations off: one player needs both (002, 003); on: shared equally, an odd
// counter stays (000, 001, 002).
TEST(Rules, SplitCombinations_000_001_002_003) {
  DealSetup d = DealOf(Base(), 0, {"5C KS 2D", "QH 2C 3D", "KH 4C 9S"}, "7H");
  d.board[kMatrimony] = 1;  // 1 + dressing 2 = 3: odd
  State off = Make(d);
  ASSERT_EQ(Play(&off, {"QH"}), "");
  EXPECT_EQ(off.BoardCount(kMatrimony), 3);
  d.rules.split = true;
  State on = Make(d);
  std::vector<Event> ev;
  ASSERT_EQ(Play(&on, {"QH"}, &ev), "");
  EXPECT_EQ(on.BoardCount(kMatrimony), 1);
  EXPECT_EQ(CountEvents(ev, EventType::kShare), 2);
  EXPECT_EQ(on.Purse(1), 50 + 1 + 1);  // Queen + half of Matrimony
  EXPECT_EQ(on.Purse(2), 50 + 1 + 1);  // King + half
}

// §7.1 Going out: the deal ends when a player plays his last card; he takes Game and one counter
// per card left from each other player (000, 002, 004).
TEST(Rules, GoingOutPerCardPayment_000_002_004) {
  std::vector<Event> ev;
  State s = Make(ScenarioA(Base()));
  ASSERT_EQ(Play(&s, {"2C", "KS"}, &ev), "");
  EXPECT_EQ(s.phase(), Phase::kDealOver);
  EXPECT_EQ(s.Winner(), 0);
  EXPECT_EQ(s.Purse(0), 35 + 1 + 1 + 2);
  EXPECT_EQ(s.Purse(1), 49);
  EXPECT_EQ(s.Purse(2), 48);
  EXPECT_EQ(s.LegalActions().size(), 1);
  EXPECT_EQ(s.LegalActions()[0], kActionNextDeal);
}

// §7.1 Per-card payment off (003).
TEST(Rules, PerCardPaymentOff_003) {
  Rules r = Base();
  r.per_card = false;
  State s = Make(ScenarioA(r));
  ASSERT_EQ(Play(&s, {"2C", "KS"}), "");
  EXPECT_EQ(s.Purse(1), 50);
  EXPECT_EQ(s.Purse(0), 36);
}

// §7.2 Pope exemption: the holder of the unplayed Pope pays nothing (000, 002, 004); off (003).
TEST(Rules, PopeExemption_000_002_003_004) {
  DealSetup d = DealOf(Base(), 0, {"5C KS", "2C 3C 9H", "4C 9D TS"}, "7H");
  State on = Make(d);
  ASSERT_EQ(Play(&on, {"2C", "KS"}), "");
  EXPECT_EQ(on.Purse(2), 50);
  d.rules.exemption = false;
  State off = Make(d);
  ASSERT_EQ(Play(&off, {"2C", "KS"}), "");
  EXPECT_EQ(off.Purse(2), 48);
}

// §6.2 Pope play bonus: every other player pays the Pope's player one per card in hand (000).
TEST(Rules, PopePlayBonus_000) {
  Rules r = Base();
  r.pope_bonus = true;
  State s = Make(DealOf(r, 0, {"5C KS", "9D 2C 3C", "4C 9S TS"}, "7H"));
  ASSERT_EQ(Play(&s, {"9D"}), "");
  EXPECT_EQ(s.Purse(1), 50 + 6 + 2 + 3);
  EXPECT_EQ(s.Purse(0), 33);
  EXPECT_EQ(s.Purse(2), 47);
}

// §6.4 Pope as a wild stop-breaker (000 last paragraph; 002 "universal stop"): accept goes on from
// the replaced card; decline leaves the stop.
TEST(Rules, WildPopeStopBreaker_000_002) {
  Rules r = Base();
  r.wild_pope = true;
  // Dealer 1, eldest 2 leads 8S, 9S; TS is in the spare; seat 1 holds the Pope and JS.
  DealSetup d = DealOf(r, 1, {"4H 5C", "9D JS 3H", "8S 9S 2H"}, "7H");
  State s = Make(d);
  std::vector<Event> ev;
  ASSERT_EQ(Play(&s, {"8S"}, &ev), "");
  EXPECT_EQ(s.phase(), Phase::kWildPope);
  EXPECT_EQ(s.CurrentSeat(), 1);
  EXPECT_EQ(s.LegalActions().size(), 2);
  EXPECT_EQ(s.PendingWildCard(), ParseCard("TS"));
  State declined = s;
  ASSERT_EQ(Play(&s, {"pope"}, &ev), "");
  EXPECT_EQ(PlayedSequence(ev), "2:8S 2:9S 1:9D 1:JS");
  EXPECT_EQ(s.Purse(1), 35 + 6);  // seat 1 dealt and dressed 15
  EXPECT_EQ(s.CurrentSeat(), 1);  // QS missing: no offer left (Pope played), seat 1 leads
  ASSERT_EQ(Play(&declined, {"pass"}), "");
  EXPECT_EQ(declined.phase(), Phase::kLead);
  EXPECT_EQ(declined.CurrentSeat(), 2);
  // Not after a King.
  State k = Make(DealOf(r, 1, {"4H 5C", "9D JS 3H", "QS KS 2H"}, "7H"));
  ASSERT_EQ(Play(&k, {"QS"}), "");
  EXPECT_EQ(k.phase(), Phase::kLead);
}

// D23: the table pauses for the Pope at a stop whether or not a hand holds it; with the Pope
// in the spare nobody is asked and the table passes. The pass names no seat either way.
TEST(Rules, WildPopePauseWhereverThePopeLies_D23) {
  Rules r = Base();
  r.wild_pope = true;
  // As WildPopeStopBreaker, but the Pope lies in the spare: 2 leads 8S, 9S; TS is missing.
  State spare = Make(DealOf(r, 1, {"4H 5C", "JS 3H 2C", "8S 9S 2H"}, "7H"));
  std::vector<Event> ev;
  ASSERT_EQ(Play(&spare, {"8S"}, &ev), "");
  EXPECT_EQ(spare.phase(), Phase::kWildPope);
  EXPECT_EQ(spare.CurrentSeat(), -1);
  EXPECT_TRUE(spare.TablePasses());
  EXPECT_EQ(spare.TableAction(), kActionPass);
  ASSERT_EQ(spare.LegalActions().size(), 1);
  EXPECT_EQ(spare.LegalActions()[0], kActionPass);
  EXPECT_FALSE(spare.Apply(kActionPope).ok());
  ev.clear();
  ASSERT_EQ(Play(&spare, {"pass"}, &ev), "");
  EXPECT_EQ(spare.phase(), Phase::kLead);
  EXPECT_EQ(spare.CurrentSeat(), 2);
  ASSERT_EQ(CountEvents(ev, EventType::kDeclinePope), 1);
  EXPECT_EQ(ev[0].seat, -1);

  // The holder's own pass reads the same: no seat in the event.
  State held = Make(DealOf(r, 1, {"4H 5C", "9D JS 3H", "8S 9S 2H"}, "7H"));
  ASSERT_EQ(Play(&held, {"8S"}), "");
  EXPECT_EQ(held.DeciderSeenBy(1), 1);   // the holder knows it is asked
  EXPECT_EQ(held.DeciderSeenBy(0), -1);  // nobody else does
  EXPECT_EQ(held.DeciderSeenBy(2), -1);
  EXPECT_EQ(held.DeciderSeenBy(-1), -1);
  ev.clear();
  ASSERT_EQ(Play(&held, {"pass"}, &ev), "");
  ASSERT_EQ(CountEvents(ev, EventType::kDeclinePope), 1);
  EXPECT_EQ(ev[0].seat, -1);
  EXPECT_EQ(held.CurrentSeat(), 2);
}

// D23: no pause where every seat knows the Pope is in no hand: played, turned up, or the
// missing card of an earlier stop (then it lies in the spare).
TEST(Rules, WildPopeNoPauseOnceThePopeIsOutOfHands_D23) {
  Rules r = Base();
  r.wild_pope = true;
  // Played: 2 leads the Pope (TD missing: no pause), then 8S, 9S (TS missing: none either).
  State played = Make(DealOf(r, 1, {"4H 5C", "JS 3H 2C", "9D 8S 9S 2H"}, "7H"));
  ASSERT_EQ(Play(&played, {"9D"}), "");
  EXPECT_EQ(played.phase(), Phase::kLead);
  ASSERT_EQ(Play(&played, {"8S"}), "");
  EXPECT_EQ(played.phase(), Phase::kLead);
  // Turned up: the turn-up is the Pope.
  State turned = Make(DealOf(r, 1, {"4H 5C", "JS 3H 2C", "8S 9S 2H"}, "9D"));
  ASSERT_EQ(Play(&turned, {"8S"}), "");
  EXPECT_EQ(turned.phase(), Phase::kLead);
  // A stop for want of the Pope (Foster's, the seven of diamonds): 6D led, 7D missing, so it
  // lies in the spare; the next stop does not pause.
  Rules foster = RulesForPreset(Preset::kFoster);
  foster.wild_pope = true;
  foster.lead = LeadRule::kAny;
  ASSERT_EQ(foster.pope_card, ParseCard("7D"));
  State known = Make(DealOf(foster, 1, {"4H 5C", "JS 3H 2C", "6D 8S 9S 2H"}, ""));
  ASSERT_EQ(Play(&known, {"6D"}), "");
  EXPECT_EQ(known.phase(), Phase::kLead);
  EXPECT_EQ(known.CurrentSeat(), 2);
  ASSERT_EQ(Play(&known, {"8S"}), "");
  EXPECT_EQ(known.phase(), Phase::kLead);
}

// §4.1 Spare hand: a fixed number set aside, or only the remainder (limited stops, 000).
TEST(Rules, SpareHandModes_000) {
  Rules r = RulesForPreset(Preset::kClassic);
  r.spare = SpareMode::kFixed;
  r.spare_count = 5;
  EXPECT_EQ(ShapeFor(r, 5).per_player, 9);   // (51 - 1 - 5) / 5
  EXPECT_EQ(ShapeFor(r, 5).spare, 5);
  r.spare = SpareMode::kRemainder;
  EXPECT_EQ(ShapeFor(r, 5).per_player, 10);
  EXPECT_EQ(ShapeFor(r, 5).spare, 0);
  EXPECT_EQ(ShapeFor(r, 3).spare, 2);
  r.spare = SpareMode::kFixed;
  r.spare_count = 30;
  EXPECT_EQ(ShapeFor(r, 8).per_player, 2);
  MatchConfig c;
  c.rules = r;
  c.rules.spare_count = 5;
  c.seats = 5;
  Result<State> s = State::NewMatch(c);
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(PopCount(s->SpareCards()), 5);
}

// §4.2 Widow turn-up: the top card of the widow, which stays part of it (003).
TEST(Rules, WidowTurnUp_003) {
  const Rules r = RulesForPreset(Preset::kModern);
  const DealShape shape = ShapeFor(r, 5);
  EXPECT_EQ(shape.turnup, 0);
  EXPECT_EQ(shape.per_player * 5 + shape.spare, 51);
  MatchConfig c;
  c.rules = r;
  c.seats = 5;
  Result<State> s = State::NewMatch(c);
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(s->Owner(s->TurnUp()), kOwnerSpare);
  EXPECT_TRUE(s->SpareCards() & Bit(s->TurnUp()));
}

// §8 Dealer sees the spare hand (004); or sees it and sits out (000).
TEST(Rules, DealerSeesSpare_000_004) {
  Rules r = RulesForPreset(Preset::kVictorian);
  State s = Make(DealOf(r, 0, {"5C KS", "2C 3C 9H", "4C 9S TS"}, "7H"));
  EXPECT_NE(ObservationFor(s, 0).spare, 0u);
  EXPECT_EQ(ObservationFor(s, 1).spare, 0u);
  EXPECT_EQ(ObservationFor(s, 1).visible[2], 0u);
  r.dealer_sees = DealerSees::kSitsOut;
  EXPECT_FALSE(Validate(r, 3).ok());
  MatchConfig c;
  c.rules = r;
  c.seats = 4;
  c.seed = 5;
  Result<State> m = State::NewMatch(c);
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(m->Hand(m->Dealer()), 0u);
  EXPECT_FALSE(m->IsActive(m->Dealer()));
  EXPECT_EQ(PopCount(m->Hand(m->Eldest())), 12);  // 3 players: 50 / 4
}

// §3.1 Board size: Five-Pool, dressed 12 (000).
TEST(Rules, FivePoolBoard_000) {
  MatchConfig c;
  c.rules = RulesForPreset(Preset::kFivePool);
  c.seats = 5;
  Result<State> s = State::NewMatch(c);
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(s->BoardCount(kKingComp), 0);
  int64_t board = 0;
  for (int k = 0; k < kNumCompartments; ++k) board += s->BoardCount(k);
  // 5 seats: x = 2 (6 shares = 12), but a turned-up Ace or Pope may already be taken.
  EXPECT_LE(board, 12);
  EXPECT_EQ(s->TotalCounters(), 250);
}

// §7.3 Winner takes Game only: losers place their penalties, empty compartments first; the dealer
// alone pays one counter where he chooses; no regular dressing (000 first variation); D9.
TEST(Rules, WinnerTakesGameOnly_000) {
  Rules r = Base();
  r.winner_takes_game = true;
  DealSetup d = ScenarioA(r);
  d.board[kPope] = 4;
  d.board[kAceComp] = 1;
  State s = Make(d);
  EXPECT_EQ(s.phase(), Phase::kPlaceCounter);
  EXPECT_EQ(s.CurrentSeat(), 0);
  EXPECT_EQ(s.LegalActions().size(), 8);  // the dealer's stake goes anywhere
  ASSERT_EQ(Play(&s, {"game", "2C", "KS"}), "");
  EXPECT_EQ(s.Winner(), 0);
  EXPECT_EQ(s.Purse(0), 50);  // paid 1, took Game 1
  // Seat 1 owes 1, seat 2 owes 2; empty compartments first.
  EXPECT_EQ(s.phase(), Phase::kPlaceCounter);
  EXPECT_EQ(s.CurrentSeat(), 1);
  EXPECT_FALSE(s.IsLegal(PlaceAction(kPope)));
  EXPECT_TRUE(s.IsLegal(PlaceAction(kMatrimony)));
  ASSERT_EQ(Play(&s, {"matrimony", "intrigue", "king"}), "");
  EXPECT_EQ(s.phase(), Phase::kDealOver);
  EXPECT_EQ(s.Purse(1), 49);
  EXPECT_EQ(s.Purse(2), 48);
  EXPECT_EQ(s.BoardCount(kKingComp), 1);
  r.per_card = false;
  EXPECT_FALSE(Validate(r, 3).ok());
}

// §10.3 Clear the board at the end of a match: a face-up deal, holders take (004); D12.
TEST(Rules, ClearTheBoard_004) {
  Rules r = RulesForPreset(Preset::kVictorian);
  DealSetup d = DealOf(r, 0, {"9D 2C", "KH QH 3C", "JH AH 4C"}, "7H");
  d.board[kPope] = 6;
  d.board[kMatrimony] = 2;
  d.board[kIntrigue] = 3;
  d.board[kGame] = 5;
  d.clearing = true;
  std::vector<Event> ev;
  State s = Make(d, &ev);
  EXPECT_EQ(s.phase(), Phase::kDealOver);
  EXPECT_EQ(s.Purse(0), 56 + 1);
  EXPECT_EQ(s.Purse(1), 52 + 1);
  EXPECT_EQ(s.BoardCount(kIntrigue), 3);  // Q and J in different hands, split off
  EXPECT_EQ(s.BoardCount(kGame), 2);      // 5 shared by 3: one each, 2 stay
  MatchConfig c;
  c.rules = r;
  c.seats = 3;
  c.seed = 11;
  Result<State> m = State::NewMatch(c);
  ASSERT_TRUE(m.ok());
  Rng rng(2);
  bool saw_clearing = false;
  while (!m->IsTerminal()) {
    saw_clearing = saw_clearing || m->IsClearingDeal();
    const ActionList l = m->LegalActions();
    ASSERT_TRUE(m->Apply(l[static_cast<int>(rng.Below(static_cast<uint32_t>(l.size())))]).ok());
  }
  EXPECT_TRUE(saw_clearing);
}

// §9.1 Foster's layout: 52 cards, Ten/Jack/Queen/King of diamonds and Pope 7D dressed 1..5 by the
// dealer, no trump, 001's card counts, per-card payment, doubling for unplayed layout cards (001).
TEST(Rules, FosterLayout_001) {
  const Rules r = RulesForPreset(Preset::kFoster);
  const int per[] = {15, 12, 9, 8, 7, 6};
  const int stock[] = {7, 4, 7, 4, 3, 4};
  for (int p = 3; p <= 8; ++p) {
    EXPECT_EQ(ShapeFor(r, p).per_player, per[p - 3]);
    EXPECT_EQ(ShapeFor(r, p).spare, stock[p - 3]);
  }
  // Seat 1: TD JD 2C; seat 2: QD KD 3C 4C; seat 0 holds the unplayed Pope (7D) and 5C.
  DealSetup d = DealOf(r, 0, {"7D 5C 6C", "TD JD 2C", "QD KD 3C 4C 9S"}, "");
  State s = Make(d);
  EXPECT_EQ(s.Purse(0), 35);
  EXPECT_EQ(s.TrumpSuit(), kNoSuit);
  std::vector<Event> ev;
  ASSERT_EQ(Play(&s, {"TD"}, &ev), "");
  EXPECT_EQ(PlayedSequence(ev), "1:TD 1:JD 2:QD 2:KD");
  EXPECT_EQ(s.Purse(1), 53);  // Ten 1 + Jack 2
  EXPECT_EQ(s.Purse(2), 57);  // Queen 3 + King 4
  ASSERT_EQ(Play(&s, {"3C"}), "");  // 3C 4C(2) 5C 6C(0), 7C in the spare
  // Seat 0 leads the Pope (7D), takes it, and goes out; seats 1 and 2 pay one each.
  ASSERT_EQ(Play(&s, {"7D"}), "");
  EXPECT_EQ(s.Winner(), 0);
  EXPECT_EQ(s.Purse(1), 52);  // one card (2C)
  EXPECT_EQ(s.Purse(0), 35 + 5 + 2);
  // A holder of a layout card doubles its pool.
  State t = Make(DealOf(r, 0, {"5C 6C", "TD JD 2C 3C", "QD KD 4C 7D"}, ""));
  ASSERT_EQ(Play(&t, {"2C"}), "");  // 2C 3C 4C 5C 6C, 7C in spare: seat 0 is out
  EXPECT_EQ(t.Winner(), 0);
  EXPECT_EQ(t.BoardCount(kPope), 10);   // seat 2 doubled 5
  EXPECT_EQ(t.BoardCount(kTenComp), 2); // seat 1 doubled 1
  EXPECT_EQ(t.TotalCounters(), 150);
}

// §9.1 Foster options: "remove the 8D, as at Commit" (pack 51: the stock one smaller, D3) and the
// Pope as the 9D (001).
TEST(Rules, FosterPackAndPopeOptions_001) {
  Rules r = RulesForPreset(Preset::kFoster);
  ASSERT_TRUE(SetOption(&r, "pack", "51").ok());
  ASSERT_TRUE(SetOption(&r, "pope", "9D").ok());
  ASSERT_TRUE(Validate(r, 5).ok());
  EXPECT_EQ(ShapeFor(r, 5).per_player, 9);
  EXPECT_EQ(ShapeFor(r, 5).spare, 6);
  State s = Make(DealOf(r, 0, {"9D 5C 6C", "TD JD 2C", "QD KD 3C 4C 9S"}, ""));
  EXPECT_EQ(s.Owner(k8D), kOwnerOut);
  ASSERT_EQ(Play(&s, {"TD", "3C", "9D"}), "");
  EXPECT_EQ(s.Winner(), 0);
  EXPECT_EQ(s.Purse(0), 35 + 5 + 2);  // the Pope (9D) pool, then one card from each
}

// The Decisions of rules.h as text, numbered in order.
TEST(Rules, DecisionsListed) {
  ASSERT_EQ(Decisions().size(), 23u);
  for (size_t i = 0; i < Decisions().size(); ++i) {
    EXPECT_EQ(Decisions()[i].rfind("D" + std::to_string(i + 1) + ". ", 0), 0u) << Decisions()[i];
  }
}

// The developer notes describe every option and value of the table, in its order, and every
// preset names its seed.
TEST(Rules, NotesCoverTheOptionsTable) {
  ASSERT_EQ(OptionNotes().size(), Options().size());
  for (size_t i = 0; i < Options().size(); ++i) {
    const OptionInfo& option = Options()[i];
    const OptionNote& note = OptionNotes()[i];
    EXPECT_STREQ(note.name, option.name);
    EXPECT_NE(std::string(note.description), "") << option.name;
    ASSERT_EQ(note.values.size(), option.values.size()) << option.name;
    for (size_t v = 0; v < option.values.size(); ++v) {
      EXPECT_STREQ(note.values[v].value, option.values[v].value) << option.name;
    }
  }
  for (int p = 0; p < kNumPresets; ++p) {
    EXPECT_NE(std::string(PresetSummary(static_cast<Preset>(p))).find("(00"), std::string::npos);
  }
}

// §9.2 Foster's Matrimony layout: Pope, Game, Matrimony, Intrigue, Confederacy of a turned-up
// trump; different holders share; unplayed Pope and honours double their pools (001); D2.
TEST(Rules, FosterMatrimonyLayout_001) {
  const Rules r = RulesForPreset(Preset::kFosterMatrimony);
  DealSetup d = DealOf(r, 0, {"5C 6C", "KS 2C 3C", "JS 4C 7D"}, "2S");
  State s = Make(d);
  EXPECT_EQ(s.TrumpSuit(), kSpades);
  EXPECT_EQ(s.Owner(ParseCard("2S")), kOwnerSpare);
  ASSERT_EQ(Play(&s, {"2C"}), "");  // 2C 3C(1) 4C(2) 5C 6C(0) out
  EXPECT_EQ(s.Winner(), 0);
  // Seat 1 (KS: Matrimony 2, Confederacy 2) and seat 2 (JS: Intrigue 2, Confederacy 2; 7D: Pope 6).
  EXPECT_EQ(s.BoardCount(kConfederacy), 6);
  EXPECT_EQ(s.BoardCount(kPope), 12);
  EXPECT_EQ(s.BoardCount(kMatrimony), 4);
  EXPECT_EQ(s.TotalCounters(), 150);
  State share = Make(DealOf(r, 0, {"5C 6C 9H", "QS 2C", "KS 4C 3C"}, "2S"));
  ASSERT_EQ(Play(&share, {"QS"}), "");
  EXPECT_EQ(share.BoardCount(kMatrimony), 0);
  EXPECT_EQ(share.Purse(1), 51);
  EXPECT_EQ(share.Purse(2), 51);
}

// §10.1-10.2 Match: rounds, purses may go below zero, standings; first dealer = first Jack face up (001).
TEST(Rules, MatchRoundsAndFirstDealer_001_000) {
  MatchConfig c;
  c.rules = RulesForPreset(Preset::kClassic);
  c.rules.purse = 3;
  c.seats = 5;
  c.rounds = 2;
  c.seed = 77;
  Card drawn[52];
  int n = 0;
  const int first = State::DrawFirstDealer(77, 5, drawn, &n);
  EXPECT_EQ(RankOf(drawn[n - 1]), kJack);
  for (int i = 0; i < n - 1; ++i) EXPECT_NE(RankOf(drawn[i]), kJack);
  EXPECT_EQ(first, (n - 1) % 5);
  Result<State> s = State::NewMatch(c);
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(s->Dealer(), first);
  EXPECT_EQ(s->NumDeals(), 10);
  Rng rng(4);
  int deals = 0;
  bool negative = false;
  while (!s->IsTerminal()) {
    if (s->phase() == Phase::kDealOver) ++deals;
    for (int i = 0; i < 5; ++i) negative = negative || s->Purse(i) < 0;
    const ActionList l = s->LegalActions();
    ASSERT_TRUE(s->Apply(l[static_cast<int>(rng.Below(static_cast<uint32_t>(l.size())))]).ok());
  }
  EXPECT_EQ(deals, 10);
  EXPECT_TRUE(negative);  // 3 counters cannot pay a dressing of 6: shown below zero
  int order[8];
  s->Standings(order);
  for (int i = 1; i < 5; ++i) EXPECT_GE(s->Purse(order[i - 1]), s->Purse(order[i]));
  EXPECT_TRUE(s->LegalActions().empty());
  EXPECT_FALSE(s->Apply(kActionNextDeal).ok());
}

// §2.3 Counters are conserved and a deal always ends (003; all).
TEST(Rules, CountersConservedDealsEnd_003) {
  for (int p = 0; p < kNumPresets; ++p) {
    MatchConfig c;
    c.rules = RulesForPreset(static_cast<Preset>(p));
    c.seats = 6;
    c.seed = static_cast<uint64_t>(p);
    Result<State> s = State::NewMatch(c);
    ASSERT_TRUE(s.ok());
    int steps = 0;
    while (!s->IsTerminal() && steps < 10000) {
      ASSERT_TRUE(s->CheckInvariants().ok()) << s->CheckInvariants().message;
      ASSERT_TRUE(s->Apply(s->LegalActions()[0]).ok());
      ++steps;
    }
    EXPECT_TRUE(s->IsTerminal());
    EXPECT_EQ(s->TotalCounters(), 300);
  }
}

// Impossible combinations are refused with a message naming the options.
TEST(Rules, ValidationRefusesImpossibleCombinations) {
  Rules r = RulesForPreset(Preset::kClassic);
  r.pack = 52;
  EXPECT_NE(Validate(r, 5).message.find("pack 52"), std::string::npos);
  r = RulesForPreset(Preset::kFoster);
  r.dressing = Dressing::kPlayersDealerDouble;
  EXPECT_FALSE(Validate(r, 5).ok());
  r = RulesForPreset(Preset::kFoster);
  r.widow_turnup = true;
  EXPECT_FALSE(Validate(r, 5).ok());
  r = RulesForPreset(Preset::kFoster);
  r.pope_turnup = PopeTurnUp::kStakes;
  EXPECT_FALSE(Validate(r, 5).ok());
  r = RulesForPreset(Preset::kClassic);
  r.pope_card = k7D;
  EXPECT_FALSE(Validate(r, 5).ok());
  for (int p = 0; p < kNumPresets; ++p) {
    for (int seats = 3; seats <= 8; ++seats) EXPECT_TRUE(Validate(RulesForPreset(static_cast<Preset>(p)), seats).ok());
  }
}

TEST(Rules, OptionsTableRoundTrips) {
  for (int p = 0; p < kNumPresets; ++p) {
    const Rules r = RulesForPreset(static_cast<Preset>(p));
    Rules copy = RulesForPreset(Preset::kClassic);
    copy.preset = r.preset;
    for (const auto& info : Options()) {
      ASSERT_TRUE(SetOption(&copy, info.name, GetOption(r, info.name)).ok()) << info.name;
    }
    EXPECT_EQ(copy, r) << PresetId(r.preset);
  }
  Rules r;
  EXPECT_FALSE(SetOption(&r, "nonsense", "on").ok());
  Status st = SetOption(&r, "lead", "sideways");
  EXPECT_NE(st.message.find("allowed: any, lowest"), std::string::npos) << st.message;
}

TEST(Rules, PresetsMatchTheTable) {
  const Rules classic = RulesForPreset(Preset::kClassic);
  EXPECT_EQ(classic.dressing, Dressing::kPlayersDealerDouble);
  EXPECT_EQ(classic.pope_stake_cap, 6);
  EXPECT_TRUE(classic.pope_bonus);
  const Rules modern = RulesForPreset(Preset::kModern);
  EXPECT_FALSE(modern.per_card);
  EXPECT_FALSE(modern.exemption);
  EXPECT_TRUE(modern.widow_turnup);
  const Rules vic = RulesForPreset(Preset::kVictorian);
  EXPECT_TRUE(vic.clear_board);
  EXPECT_EQ(vic.dealer_sees, DealerSees::kYes);
  Preset p;
  EXPECT_TRUE(ParsePreset("foster-matrimony", &p));
  EXPECT_EQ(p, Preset::kFosterMatrimony);
  EXPECT_FALSE(ParsePreset("bridge", &p));
}

}  // namespace
}  // namespace popejoan::engine
