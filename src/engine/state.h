// State: a whole match (deals, dealer rotation, purses, match end) as a copyable value.
//
// Fixed arrays only, no heap: copying a State is a memcpy-sized operation, which the AI's
// search and the simulator rely on. One mutator, Apply(), applies a decision and then every
// forced play until the next decision (or the end of the deal, which is itself a pause point:
// phase kDealOver with the single action kActionNextDeal).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/board.h"
#include "engine/card.h"
#include "engine/event.h"
#include "engine/result.h"
#include "engine/rng.h"
#include "engine/rules.h"

namespace popejoan::engine {

enum class Phase : int8_t {
  kLead,          // CurrentSeat() chooses a card to lead
  kWildPope,      // the table's pause for the Pope at a stop (D23): CurrentSeat() holds it and may
                  // play it ("pope"/"pass"); -1 when no hand holds it (only "pass", the table's)
  kPlaceCounter,  // CurrentSeat() places one counter on a compartment
  kDealOver,      // settlement shown; kActionNextDeal goes on
  kMatchOver,     // terminal
};
const char* PhaseId(Phase p);

// Where a card is (State::Owner): a seat 0..7 or one of these.
inline constexpr int8_t kOwnerSpare = 8;
inline constexpr int8_t kOwnerTurnup = 9;   // a separate turn-up card
inline constexpr int8_t kOwnerPlayed = 10;
inline constexpr int8_t kOwnerOut = 11;     // not in the pack (the 8D of a 51-card pack)
inline constexpr int8_t kOwnerPack = 12;    // not dealt yet

struct MatchConfig {
  Rules rules;
  int seats = 5;
  int rounds = 1;          // each seat deals once per round
  uint64_t seed = 0;
};

// One explicit deal (deal files, tests). Hands hold exactly the cards of the pack between them
// with spare and turn-up. The match it makes has this single deal.
struct DealSetup {
  Rules rules;
  int seats = 5;
  int dealer = 0;
  bool has_purses = false;
  int32_t purses[kMaxSeats] = {};  // default rules.purse each
  int32_t board[kNumCompartments] = {};
  int32_t centre = 0;
  CardMask hands[kMaxSeats] = {};
  CardMask spare = 0;
  Card turnup = kNoCard;
  bool clearing = false;  // the face-up clear-the-board deal (no play)
};

class State {
 public:
  static Result<State> NewMatch(const MatchConfig& config, std::vector<Event>* events = nullptr);
  static Result<State> NewScriptedDeal(const DealSetup& setup, std::vector<Event>* events = nullptr);

  // The first dealer: a 52-card pack shuffled by Rng(seed) is dealt face up from seat 0 until
  // a Jack appears (001). Writes the cards dealt to `drawn` (capacity 52) if given.
  static int DrawFirstDealer(uint64_t seed, int seats, Card* drawn = nullptr, int* num_drawn = nullptr);

  // --- Queries ---
  const Rules& rules() const { return rules_; }
  int NumSeats() const { return seats_; }
  Phase phase() const { return phase_; }
  bool IsTerminal() const { return phase_ == Phase::kMatchOver; }
  int CurrentSeat() const { return current_; }  // -1 when no seat decides
  // Who decides as `viewer` may know it (-1: a watcher): in the Pope's pause only the holder
  // knows he is asked (D23); everyone else sees the table wait. What views and observations say.
  int DeciderSeenBy(int viewer) const {
    return phase_ == Phase::kWildPope && current_ != viewer ? -1 : current_;
  }
  // The Pope's pause with no hand holding the Pope: the table passes (kActionPass, no seat).
  bool TablePasses() const { return phase_ == Phase::kWildPope && current_ < 0; }
  // What goes on when no seat decides: the table's pass, or the next deal after a deal's end.
  Action TableAction() const { return TablePasses() ? kActionPass : kActionNextDeal; }
  int Dealer() const { return dealer_; }
  int FirstDealer() const { return first_dealer_; }
  int Eldest() const;
  int DealIndex() const { return deal_index_; }   // 0-based
  int NumDeals() const { return num_deals_; }     // regular deals in the match
  int Rounds() const { return rounds_; }
  bool IsClearingDeal() const { return clearing_; }
  bool IsActive(int seat) const { return (active_ >> seat) & 1; }  // received cards this deal
  int Owner(Card c) const { return owner_[c]; }
  CardMask Hand(int seat) const { return hands_[seat]; }
  CardMask SpareCards() const { return spare_; }
  CardMask Played() const { return played_; }
  CardMask KnownMissing() const { return missing_; }  // stop cards' missing successors
  int PlayedBy(Card c) const { return played_by_[c]; }
  int DealtCount(int seat) const { return dealt_[seat]; }
  Card TurnUp() const { return turnup_; }
  int TrumpSuit() const { return trump_; }  // kNoSuit on Foster's plain layout
  int HonourSuit() const { return honour_; }
  Card LastCard() const { return last_card_; }  // where the sequence stands (kNoCard: lead)
  // In kWildPope: the missing card the Pope would stand for.
  Card PendingWildCard() const {
    return phase_ == Phase::kWildPope ? static_cast<Card>(last_card_ + 1) : kNoCard;
  }
  int LastPlayer() const { return last_player_; }
  int Leader() const { return leader_; }
  int Winner() const { return winner_; }  // of the current deal once over, else -1
  int32_t Purse(int seat) const { return purses_[seat]; }
  int32_t BoardCount(int comp) const { return board_[comp]; }
  int32_t Centre() const { return centre_; }
  int Owes(int seat) const { return owe_[seat]; }
  bool PlacingStake() const { return placing_stake_; }
  int64_t TotalCounters() const;     // purses + board + centre now
  int64_t ExpectedCounters() const { return total_; }  // what it must always equal
  uint64_t Seed() const { return seed_; }

  ActionList LegalActions() const;
  bool IsLegal(Action a) const;
  // Applies a decision and all forced plays up to the next decision. Illegal -> error message
  // naming the legal choices; the state is then unchanged.
  Status Apply(Action a, std::vector<Event>* events = nullptr);
  // Apply without the legality check (hot loops that took `a` from LegalActions()).
  void ApplyUnchecked(Action a, std::vector<Event>* events = nullptr);

  // Deals the cards `observer` cannot see afresh (-1: a watcher, who sees no hand): `hands` gives
  // every other seat's hand and `spare` the spare hand. The observer's hand, the played cards, the turn-up and every hand's
  // size must stay as they are (else an error, and no change). For the AI's determinized search:
  // a copy of the state with the hidden cards resampled from what the observer knows.
  Status SetHiddenCards(int observer, const CardMask* hands, CardMask spare);

  // Seats ordered by purse, best first (ties by seat number).
  void Standings(int* order) const;

  // Cards each in exactly one place and counters conserved; empty message when fine.
  Status CheckInvariants() const;
  // Kept in saves and room records: its value never changes.
  uint64_t Hash() const;
  // The same fields a word at a time, several times faster: a check on the wire (a step's), kept
  // nowhere, so it may change with the protocol's version.
  uint64_t WordHash() const;
  bool operator==(const State& o) const;
  bool operator!=(const State& o) const { return !(*this == o); }
  std::string ToString() const;

  // Visits every field as (name, pointer, element size, count) for hashing, equality and
  // serialization; one list keeps them in step.
  template <typename F>
  void VisitFields(F&& f) const;
  template <typename F>
  void VisitMutableFields(F&& f);

 private:
  friend class StateSerializer;
  friend class PublicView;
  State() = default;
  using Events = std::vector<Event>;

  // The null check inline and the push out of line, so that silent play (simulation, search)
  // pays nothing for events.
  void Emit(Events* ev, EventType t, int seat = -1, int other = -1, Card card = kNoCard,
            Card card2 = kNoCard, int comp = -1, int32_t amount = 0) const {
    if (ev != nullptr) EmitSlow(ev, t, seat, other, card, card2, comp, amount);
  }
  static void EmitSlow(Events* ev, EventType t, int seat, int other, Card card, Card card2,
                       int comp, int32_t amount);
  void Move(int from_seat, int to_seat, int32_t amount);  // purse to purse
  void TakeCompartment(int seat, int comp, Card card, Events* ev);
  void PayToBoard(int seat, int comp, int32_t amount);

  void ResetDeal();
  void OpenDeal(Events* ev);
  void StartDeal(Events* ev);
  void ShuffleAndDeal();
  void PlaceCards(const CardMask* hands, CardMask spare, Card turnup);
  void Dress(Events* ev);
  void TopUp(Events* ev);
  void Refill(Events* ev);
  void AfterStakes(Events* ev);
  void PlayCard(int seat, Card c, Events* ev, bool lead);
  void Awards(int seat, Card c, Events* ev);
  void ComputeAwardCards();
  void RunSequence(Events* ev);
  void StopAt(Card missing, Events* ev);
  bool PopePauseDue() const;
  void GoOut(int seat, Events* ev);
  void NextOwer(int from);
  void EndDeal(Events* ev);
  void NextDeal(Events* ev);
  void ClearingDeal(Events* ev);
  void SettleClearing(Events* ev);
  void EndMatch(Events* ev);
  int NextActive(int seat) const;
  bool Applies(int comp) const { return (layout_mask_ >> comp) & 1; }
  std::string LegalList() const;

  // Match
  Rules rules_;
  int8_t seats_ = 0;
  int32_t rounds_ = 0;
  int8_t first_dealer_ = 0;
  int8_t dealer_ = 0;
  int8_t scripted_ = 0;
  int8_t clearing_ = 0;
  int8_t clearing_done_ = 0;
  int32_t deal_index_ = 0;
  int32_t num_deals_ = 0;
  uint64_t seed_ = 0;
  Rng rng_;
  int64_t total_ = 0;
  int32_t purses_[kMaxSeats] = {};
  int32_t board_[kNumCompartments] = {};
  int32_t centre_ = 0;
  uint16_t layout_mask_ = 0;
  CardMask award_cards_ = 0;  // cards whose play may win something this deal (fast path)
  // Deal
  int8_t owner_[kNumCards] = {};
  int8_t played_by_[kNumCards] = {};
  CardMask hands_[kMaxSeats] = {};
  CardMask spare_ = 0;
  CardMask played_ = 0;
  CardMask missing_ = 0;
  int8_t dealt_[kMaxSeats] = {};
  int8_t owe_[kMaxSeats] = {};
  uint8_t active_ = 0;
  Card turnup_ = kNoCard;
  int8_t trump_ = kNoSuit;
  int8_t honour_ = kNoSuit;
  Phase phase_ = Phase::kLead;
  int8_t current_ = -1;
  int8_t leader_ = -1;
  int8_t last_player_ = -1;
  Card last_card_ = kNoCard;
  int8_t winner_ = -1;
  int8_t placing_stake_ = 0;
};

template <typename F>
void State::VisitFields(F&& f) const {
  const_cast<State*>(this)->VisitMutableFields(
      [&f](const char* name, void* p, int size, int count) { f(name, static_cast<const void*>(p), size, count); });
}

template <typename F>
void State::VisitMutableFields(F&& f) {
#define POPEJOAN_FIELD(x) f(#x, static_cast<void*>(&x), static_cast<int>(sizeof(x)), 1)
#define POPEJOAN_ARRAY(x) \
  f(#x, static_cast<void*>(&x[0]), static_cast<int>(sizeof(x[0])), static_cast<int>(sizeof(x) / sizeof(x[0])))
  POPEJOAN_FIELD(seats_);
  POPEJOAN_FIELD(rounds_);
  POPEJOAN_FIELD(first_dealer_);
  POPEJOAN_FIELD(dealer_);
  POPEJOAN_FIELD(scripted_);
  POPEJOAN_FIELD(clearing_);
  POPEJOAN_FIELD(clearing_done_);
  POPEJOAN_FIELD(deal_index_);
  POPEJOAN_FIELD(num_deals_);
  POPEJOAN_FIELD(seed_);
  f("rng_", static_cast<void*>(rng_.mutable_words()), 8, 4);
  f("rng_half_", static_cast<void*>(rng_.mutable_half()), 4, 1);
  f("rng_have_half_", static_cast<void*>(rng_.mutable_have_half()), 4, 1);
  POPEJOAN_FIELD(total_);
  POPEJOAN_ARRAY(purses_);
  POPEJOAN_ARRAY(board_);
  POPEJOAN_FIELD(centre_);
  POPEJOAN_FIELD(layout_mask_);
  POPEJOAN_FIELD(award_cards_);
  POPEJOAN_ARRAY(owner_);
  POPEJOAN_ARRAY(played_by_);
  POPEJOAN_ARRAY(hands_);
  POPEJOAN_FIELD(spare_);
  POPEJOAN_FIELD(played_);
  POPEJOAN_FIELD(missing_);
  POPEJOAN_ARRAY(dealt_);
  POPEJOAN_ARRAY(owe_);
  POPEJOAN_FIELD(active_);
  POPEJOAN_FIELD(turnup_);
  POPEJOAN_FIELD(trump_);
  POPEJOAN_FIELD(honour_);
  POPEJOAN_FIELD(phase_);
  POPEJOAN_FIELD(current_);
  POPEJOAN_FIELD(leader_);
  POPEJOAN_FIELD(last_player_);
  POPEJOAN_FIELD(last_card_);
  POPEJOAN_FIELD(winner_);
  POPEJOAN_FIELD(placing_stake_);
#undef POPEJOAN_FIELD
#undef POPEJOAN_ARRAY
}

}  // namespace popejoan::engine
