#include "engine/state.h"

#include <algorithm>
#include <cstring>

namespace popejoan::engine {

const char* PhaseId(Phase p) {
  switch (p) {
    case Phase::kLead: return "lead";
    case Phase::kWildPope: return "wild-pope";
    case Phase::kPlaceCounter: return "place-counter";
    case Phase::kDealOver: return "deal-over";
    case Phase::kMatchOver: return "match-over";
  }
  return "?";
}

namespace {

void DrawWith(Rng* rng, int seats, Card* drawn, int* num_drawn, int* dealer) {
  Card pack[kNumCards];
  for (int i = 0; i < kNumCards; ++i) pack[i] = static_cast<Card>(i);
  rng->Shuffle(pack, kNumCards);
  *dealer = 0;
  int n = 0;
  for (int i = 0; i < kNumCards; ++i) {
    if (drawn) drawn[n] = pack[i];
    ++n;
    if (RankOf(pack[i]) == kJack) {
      *dealer = i % seats;
      break;
    }
  }
  if (num_drawn) *num_drawn = n;
}

bool IsStandardBoard(const Rules& r) {
  return r.layout == Layout::kStandard || r.layout == Layout::kFivePool;
}

}  // namespace

int State::DrawFirstDealer(uint64_t seed, int seats, Card* drawn, int* num_drawn) {
  Rng rng(seed);
  int dealer = 0;
  DrawWith(&rng, seats < 1 ? 1 : seats, drawn, num_drawn, &dealer);
  return dealer;
}

void State::EmitSlow(Events* ev, EventType t, int seat, int other, Card card, Card card2,
                     int comp, int32_t amount) {
  Event e;
  e.type = t;
  e.seat = static_cast<int8_t>(seat);
  e.other = static_cast<int8_t>(other);
  e.card = card;
  e.card2 = card2;
  e.comp = static_cast<int8_t>(comp);
  e.amount = amount;
  ev->push_back(e);
}

Result<State> State::NewMatch(const MatchConfig& config, Events* ev) {
  Status st = Validate(config.rules, config.seats);
  if (!st.ok()) return Result<State>::Error(st.message);
  if (config.rounds < 1 || config.rounds > 1000000) {
    return Result<State>::Error("rounds must be 1..1000000, got " + std::to_string(config.rounds));
  }
  State s;
  s.rules_ = config.rules;
  s.seats_ = static_cast<int8_t>(config.seats);
  s.rounds_ = config.rounds;
  s.num_deals_ = config.rounds * config.seats;
  s.seed_ = config.seed;
  s.layout_mask_ = LayoutMask(config.rules.layout);
  s.rng_.Seed(config.seed);
  int dealer = 0;
  DrawWith(&s.rng_, config.seats, nullptr, nullptr, &dealer);
  s.first_dealer_ = static_cast<int8_t>(dealer);
  s.dealer_ = s.first_dealer_;
  for (int i = 0; i < s.seats_; ++i) s.purses_[i] = config.rules.purse;
  s.total_ = static_cast<int64_t>(config.rules.purse) * config.seats;
  s.StartDeal(ev);
  return s;
}

Result<State> State::NewScriptedDeal(const DealSetup& d, Events* ev) {
  Status st = Validate(d.rules, d.seats);
  if (!st.ok()) return Result<State>::Error(st.message);
  if (d.dealer < 0 || d.dealer >= d.seats) {
    return Result<State>::Error("dealer must be a seat 0.." + std::to_string(d.seats - 1));
  }
  // Every card of the pack in exactly one place.
  CardMask seen = 0;
  auto add = [&](CardMask m, const std::string& where) -> std::string {
    CardMask dup = seen & m;
    if (dup) return "card " + CardName(LowestCard(dup)) + " is dealt twice (again in " + where + ")";
    seen |= m;
    return "";
  };
  for (int i = 0; i < kMaxSeats; ++i) {
    if (i >= d.seats && d.hands[i]) return Result<State>::Error("hand for seat " + std::to_string(i) + " but only " + std::to_string(d.seats) + " seats");
    std::string e = add(d.hands[i], "hand " + std::to_string(i));
    if (!e.empty()) return Result<State>::Error(e);
  }
  std::string e = add(d.spare, "spare");
  if (!e.empty()) return Result<State>::Error(e);
  if (d.turnup != kNoCard) {
    if (d.turnup < 0 || d.turnup >= kNumCards) return Result<State>::Error("bad turn-up card");
    e = add(Bit(d.turnup), "turnup");
    if (!e.empty()) return Result<State>::Error(e);
  }
  CardMask pack = kFullPack;
  if (d.rules.pack == 51) {
    pack &= ~Bit(k8D);
    if (seen & Bit(k8D)) return Result<State>::Error("card 8D is not in a 51-card pack");
  }
  if (seen != pack) return Result<State>::Error("card " + CardName(LowestCard(pack & ~seen)) + " is missing");
  if (HasTrump(d.rules) && d.turnup == kNoCard) {
    return Result<State>::Error("this board needs a turn-up card to fix trumps");
  }
  if (!HasTrump(d.rules) && d.turnup != kNoCard) {
    return Result<State>::Error("board 'foster' has no trump: turnup must be null");
  }
  const bool sits_out = d.rules.dealer_sees == DealerSees::kSitsOut;
  for (int i = 0; i < d.seats; ++i) {
    const bool active = !(sits_out && i == d.dealer);
    if (active && d.hands[i] == 0 && !d.clearing) {
      return Result<State>::Error("seat " + std::to_string(i) + " has no cards");
    }
    if (!active && d.hands[i] != 0) {
      return Result<State>::Error("the dealer sits out (dealer-sees sits-out) and must have no cards");
    }
  }
  State s;
  s.rules_ = d.rules;
  s.seats_ = static_cast<int8_t>(d.seats);
  s.rounds_ = 1;
  s.num_deals_ = 1;
  s.scripted_ = 1;
  s.layout_mask_ = LayoutMask(d.rules.layout);
  s.rng_.Seed(0);
  s.first_dealer_ = static_cast<int8_t>(d.dealer);
  s.dealer_ = s.first_dealer_;
  s.total_ = 0;
  for (int i = 0; i < d.seats; ++i) {
    s.purses_[i] = d.has_purses ? d.purses[i] : d.rules.purse;
    s.total_ += s.purses_[i];
  }
  bool empty_board = true;
  for (int c = 0; c < kNumCompartments; ++c) {
    if (d.board[c] < 0) return Result<State>::Error(std::string("board ") + CompartmentId(c) + " is negative");
    if (d.board[c] != 0 && !LayoutHas(d.rules.layout, c)) {
      return Result<State>::Error(std::string("this board has no compartment '") + CompartmentId(c) + "'");
    }
    s.board_[c] = d.board[c];
    s.total_ += d.board[c];
    if (d.board[c] != 0) empty_board = false;
  }
  if (d.centre < 0) return Result<State>::Error("centre is negative");
  s.centre_ = d.centre;
  s.total_ += d.centre;
  s.ResetDeal();
  s.active_ = 0;
  for (int i = 0; i < d.seats; ++i) {
    if (!(sits_out && i == d.dealer)) s.active_ = static_cast<uint8_t>(s.active_ | (1u << i));
  }
  s.PlaceCards(d.hands, d.spare, d.turnup);
  s.Emit(ev, EventType::kDealStart, s.dealer_, -1, kNoCard, kNoCard, -1, 0);
  if (d.clearing) {
    s.clearing_ = 1;
    s.clearing_done_ = 1;
    s.SettleClearing(ev);
    return s;
  }
  if (empty_board) {
    s.Dress(ev);
  } else if (s.rules_.winner_takes_game) {
    s.placing_stake_ = 1;
    s.phase_ = Phase::kPlaceCounter;
    s.current_ = s.dealer_;
    return s;
  } else {
    s.TopUp(ev);
  }
  s.AfterStakes(ev);
  return s;
}

int State::NextActive(int seat) const {
  for (int i = 1; i <= seats_; ++i) {
    const int s = (seat + i) % seats_;
    if (IsActive(s)) return s;
  }
  return seat;
}

int State::Eldest() const { return NextActive(dealer_); }

int64_t State::TotalCounters() const {
  int64_t t = centre_;
  for (int i = 0; i < seats_; ++i) t += purses_[i];
  for (int c = 0; c < kNumCompartments; ++c) t += board_[c];
  return t;
}

void State::Move(int from, int to, int32_t amount) {
  purses_[from] -= amount;
  purses_[to] += amount;
}

void State::TakeCompartment(int seat, int comp, Card card, Events* ev) {
  const int32_t amount = board_[comp];
  board_[comp] = 0;
  purses_[seat] += amount;
  Emit(ev, EventType::kTake, seat, -1, card, kNoCard, comp, amount);
}

void State::PayToBoard(int seat, int comp, int32_t amount) {
  purses_[seat] -= amount;
  board_[comp] += amount;
}

void State::ResetDeal() {
  std::memset(owner_, kOwnerPack, sizeof owner_);
  std::memset(played_by_, -1, sizeof played_by_);
  if (rules_.pack == 51) owner_[k8D] = kOwnerOut;
  for (int i = 0; i < kMaxSeats; ++i) {
    hands_[i] = 0;
    dealt_[i] = 0;
    owe_[i] = 0;
  }
  spare_ = played_ = missing_ = 0;
  turnup_ = kNoCard;
  trump_ = kNoSuit;
  honour_ = kNoSuit;
  phase_ = Phase::kLead;
  current_ = leader_ = last_player_ = winner_ = -1;
  last_card_ = kNoCard;
  placing_stake_ = 0;
  clearing_ = 0;
}

void State::PlaceCards(const CardMask* hands, CardMask spare, Card turnup) {
  for (int i = 0; i < seats_; ++i) {
    hands_[i] = hands[i];
    dealt_[i] = static_cast<int8_t>(PopCount(hands[i]));
    for (CardMask m = hands[i]; m; m &= m - 1) owner_[LowestCard(m)] = static_cast<int8_t>(i);
  }
  spare_ = spare;
  for (CardMask m = spare; m; m &= m - 1) owner_[LowestCard(m)] = kOwnerSpare;
  turnup_ = turnup;
  if (turnup != kNoCard) {
    if (rules_.widow_turnup) {
      spare_ |= Bit(turnup);
      owner_[turnup] = kOwnerSpare;
    } else {
      owner_[turnup] = kOwnerTurnup;
    }
  }
  trump_ = HasTrump(rules_) && turnup != kNoCard ? static_cast<int8_t>(SuitOf(turnup)) : static_cast<int8_t>(-1);
  honour_ = HasTrump(rules_) ? static_cast<int8_t>(trump_) : static_cast<int8_t>(static_cast<int>(kDiamonds));
  ComputeAwardCards();
}

void State::ComputeAwardCards() {
  // Ranks of the honour suit that win something on each layout (A K Q J, A K Q J, T J Q K, K Q J).
  static constexpr CardMask kRanks[4] = {0x1C01, 0x1C01, 0x1E00, 0x1C00};
  award_cards_ = Bit(rules_.pope_card);
  if (honour_ >= 0) award_cards_ |= kRanks[static_cast<int>(rules_.layout)] << (13 * honour_);
}

void State::ShuffleAndDeal() {
  Card pack[kNumCards];
  int n = 0;
  for (int c = 0; c < kNumCards; ++c) {
    if (rules_.pack == 51 && c == k8D) continue;
    pack[n++] = static_cast<Card>(c);
  }
  int order[kMaxSeats];
  int players = 0;
  for (int i = 1; i <= seats_; ++i) {
    const int s = (dealer_ + i) % seats_;
    if (IsActive(s)) order[players++] = s;
  }
  const DealShape shape = ShapeFor(rules_, players);
  // Where each position of the shuffled pack goes: one at a time round the table from eldest,
  // then the turn-up, then the spare. The pack is uniformly shuffled, so this is the same
  // distribution as dealing the spare hand in rotation too.
  int8_t dest[kNumCards];
  const int dealt = shape.per_player * players;
  for (int pos = 0, p = 0; pos < dealt; ++pos) {
    dest[pos] = static_cast<int8_t>(order[p]);
    if (++p == players) p = 0;
  }
  const bool trump = HasTrump(rules_);
  for (int pos = dealt; pos < n; ++pos) dest[pos] = kOwnerSpare;
  if (trump) dest[dealt] = kOwnerTurnup;
  // Fisher-Yates from the top: position i is final once swapped, so place it at once.
  CardMask masks[kOwnerTurnup + 1] = {};
  for (int i = n - 1; i >= 0; --i) {
    if (i > 0) {
      const int j = static_cast<int>(rng_.Below(static_cast<uint32_t>(i + 1)));
      const Card tmp = pack[i];
      pack[i] = pack[j];
      pack[j] = tmp;
    }
    owner_[pack[i]] = dest[i];
    masks[dest[i]] |= Bit(pack[i]);
  }
  for (int i = 0; i < seats_; ++i) {
    hands_[i] = masks[i];
    dealt_[i] = static_cast<int8_t>(PopCount(masks[i]));
  }
  spare_ = masks[kOwnerSpare];
  turnup_ = trump ? pack[dealt] : kNoCard;
  if (trump && rules_.widow_turnup) {
    spare_ |= Bit(turnup_);
    owner_[turnup_] = kOwnerSpare;
  }
  trump_ = trump ? static_cast<int8_t>(SuitOf(turnup_)) : static_cast<int8_t>(-1);
  honour_ = trump ? static_cast<int8_t>(trump_) : static_cast<int8_t>(static_cast<int>(kDiamonds));
  ComputeAwardCards();
}

// Seats everyone who receives cards this deal (not a dealer who sits out), announces it, deals.
void State::OpenDeal(Events* ev) {
  active_ = 0;
  for (int i = 0; i < seats_; ++i) {
    if (!(rules_.dealer_sees == DealerSees::kSitsOut && i == dealer_)) {
      active_ = static_cast<uint8_t>(active_ | (1u << i));
    }
  }
  Emit(ev, EventType::kDealStart, dealer_, -1, kNoCard, kNoCard, -1, deal_index_);
  ShuffleAndDeal();
}

void State::StartDeal(Events* ev) {
  ResetDeal();
  OpenDeal(ev);
  if (deal_index_ == 0) {
    Dress(ev);
  } else if (rules_.winner_takes_game) {
    placing_stake_ = 1;
    phase_ = Phase::kPlaceCounter;
    current_ = dealer_;
    return;
  } else {
    TopUp(ev);
  }
  AfterStakes(ev);
}

void State::Dress(Events* ev) {
  const Layout layout = rules_.layout;
  const int total = DressingTotal(layout);
  const int n = seats_;
  switch (rules_.dressing) {
    case Dressing::kDealer:
      purses_[dealer_] -= total;
      Emit(ev, EventType::kDress, dealer_, -1, kNoCard, kNoCard, -1, total);
      break;
    case Dressing::kPlayersDealerDouble: {
      // x the least with (n + 1) x >= total; the surplus goes on Game (000).
      const int x = (total + n) / (n + 1);
      for (int i = 0; i < n; ++i) {
        const int pay = i == dealer_ ? 2 * x : x;
        purses_[i] -= pay;
        Emit(ev, EventType::kDress, i, -1, kNoCard, kNoCard, -1, pay);
      }
      board_[kGame] += (n + 1) * x - total;
      break;
    }
    case Dressing::kEqualAnte: {
      const int a = (total + n - 1) / n;
      for (int i = 0; i < n; ++i) {
        purses_[i] -= a;
        Emit(ev, EventType::kDress, i, -1, kNoCard, kNoCard, -1, a);
      }
      if (n * a > total) {
        centre_ += n * a - total;
        Emit(ev, EventType::kToCentre, -1, -1, kNoCard, kNoCard, -1, n * a - total);
      }
      break;
    }
  }
  for (int c = 0; c < kNumCompartments; ++c) board_[c] += StandardLevel(layout, c);
}

void State::TopUp(Events* ev) {
  if (rules_.topup == TopUp::kFullDressing) {
    Dress(ev);
  } else {
    Refill(ev);
  }
}

void State::Refill(Events* ev) {
  int need[kNumCompartments];
  int total = 0;
  for (int c = 0; c < kNumCompartments; ++c) {
    need[c] = std::max(0, StandardLevel(rules_.layout, c) - board_[c]);
    total += need[c];
  }
  if (total == 0) return;
  const int from_centre = std::min<int>(centre_, total);
  if (from_centre > 0) {
    centre_ -= from_centre;
    Emit(ev, EventType::kFromCentre, -1, -1, kNoCard, kNoCard, -1, from_centre);
  }
  const int rest = total - from_centre;
  if (rest > 0) {
    const int n = seats_;
    const int each = (rest + n - 1) / n;
    for (int i = 0; i < n; ++i) {
      purses_[i] -= each;
      Emit(ev, EventType::kDress, i, -1, kNoCard, kNoCard, -1, each);
    }
    if (n * each > rest) {
      centre_ += n * each - rest;
      Emit(ev, EventType::kToCentre, -1, -1, kNoCard, kNoCard, -1, n * each - rest);
    }
  }
  for (int c = 0; c < kNumCompartments; ++c) board_[c] += need[c];
}

void State::AfterStakes(Events* ev) {
  phase_ = Phase::kLead;
  if (turnup_ != kNoCard) {
    Emit(ev, EventType::kTurnUp, dealer_, -1, turnup_, kNoCard, -1, 0);
    if (IsStandardBoard(rules_)) {
      if (turnup_ == rules_.pope_card) {
        if (rules_.pope_turnup == PopeTurnUp::kThrowIn) {
          Emit(ev, EventType::kThrownIn, dealer_);
          winner_ = -1;
          EndDeal(ev);
          return;
        }
        TakeCompartment(dealer_, kPope, turnup_, ev);
        if (rules_.pope_turnup == PopeTurnUp::kStakes ||
            rules_.pope_turnup == PopeTurnUp::kPopeJoanWins) {
          for (int i = 1; i < seats_; ++i) {
            const int s = (dealer_ + i) % seats_;
            if (!IsActive(s)) continue;
            int amount = dealt_[s];
            if (rules_.pope_stake_cap > 0) amount = std::min<int>(amount, rules_.pope_stake_cap);
            if (amount == 0) continue;
            Move(s, dealer_, amount);
            Emit(ev, EventType::kPopeStakes, s, dealer_, kNoCard, kNoCard, -1, amount);
          }
        }
        if (rules_.pope_turnup == PopeTurnUp::kPopeJoanWins) {
          Emit(ev, EventType::kPopeJoanWins, dealer_);
          if (Applies(kGame)) TakeCompartment(dealer_, kGame, kNoCard, ev);
          winner_ = dealer_;
          EndDeal(ev);
          return;
        }
      } else {
        for (int comp : {kAceComp, kKingComp, kQueenComp, kKnaveComp}) {
          if (Applies(comp) && (CompartmentCards(rules_, comp, honour_) & Bit(turnup_))) {
            TakeCompartment(dealer_, comp, turnup_, ev);
          }
        }
      }
    }
  }
  leader_ = static_cast<int8_t>(Eldest());
  current_ = leader_;
  last_card_ = kNoCard;
  last_player_ = -1;
}

void State::PlayCard(int seat, Card c, Events* ev, bool lead) {
  hands_[seat] &= ~Bit(c);
  played_ |= Bit(c);
  owner_[c] = kOwnerPlayed;
  played_by_[c] = static_cast<int8_t>(seat);
  if (ev) Emit(ev, EventType::kPlay, seat, lead ? 1 : 0, c, kNoCard, -1, 0);
  if (award_cards_ & Bit(c)) Awards(seat, c, ev);
  if (hands_[seat] == 0) GoOut(seat, ev);
}

void State::Awards(int seat, Card c, Events* ev) {
  if (c == rules_.pope_card) {
    if (Applies(kPope)) TakeCompartment(seat, kPope, c, ev);
    if (rules_.pope_bonus) {
      for (int i = 1; i < seats_; ++i) {
        const int s = (seat + i) % seats_;
        const int n = PopCount(hands_[s]);
        if (n == 0) continue;
        Move(s, seat, n);
        Emit(ev, EventType::kPopeBonus, s, seat, c, kNoCard, kPope, n);
      }
    }
  }
  if (SuitOf(c) == honour_ && RankOf(c) >= kTen) {
    const int rank = RankOf(c);
    const int single = rank == kTen ? kTenComp : rank == kJack ? kKnaveComp
                     : rank == kQueen ? kQueenComp : kKingComp;
    if (Applies(single)) TakeCompartment(seat, single, c, ev);
    for (int comp : {kMatrimony, kIntrigue, kConfederacy}) {
      if (!Applies(comp)) continue;
      const CardMask cards = CompartmentCards(rules_, comp, honour_);
      if (!(cards & Bit(c))) continue;
      const Card other = LowestCard(cards & ~Bit(c));
      const int partner = played_by_[other];
      if (partner < 0) continue;
      if (partner == seat) {
        TakeCompartment(seat, comp, c, ev);
      } else if (rules_.split) {
        const int32_t half = board_[comp] / 2;
        board_[comp] -= 2 * half;
        purses_[seat] += half;
        purses_[partner] += half;
        Emit(ev, EventType::kShare, partner, seat, other, kNoCard, comp, half);
        Emit(ev, EventType::kShare, seat, partner, c, kNoCard, comp, half);
      }
    }
  } else if (SuitOf(c) == honour_ && RankOf(c) == kAce && Applies(kAceComp)) {
    TakeCompartment(seat, kAceComp, c, ev);
  }
}

void State::RunSequence(Events* ev) {
  for (;;) {
    const Card c = last_card_;
    if (RankOf(c) == kKing) {
      Emit(ev, EventType::kStop, last_player_, -1, c, kNoCard, -1, 0);
      phase_ = Phase::kLead;
      current_ = last_player_;
      return;
    }
    const Card next = static_cast<Card>(c + 1);
    const int o = owner_[next];
    if (o >= kMaxSeats) {
      StopAt(next, ev);
      return;
    }
    PlayCard(o, next, ev, false);
    if (phase_ != Phase::kLead) return;  // someone went out
    last_card_ = next;
    last_player_ = static_cast<int8_t>(o);
  }
}

void State::StopAt(Card missing, Events* ev) {
  if (owner_[missing] != kOwnerPlayed) missing_ |= Bit(missing);
  Emit(ev, EventType::kStop, last_player_, -1, last_card_, missing, -1, 0);
  if (PopePauseDue()) {
    const int holder = owner_[rules_.pope_card];
    phase_ = Phase::kWildPope;
    current_ = static_cast<int8_t>(holder < kMaxSeats ? holder : -1);
    return;
  }
  phase_ = Phase::kLead;
  current_ = last_player_;
}

// Public facts only (D23): the pause must not depend on where the Pope lies, so it comes
// whenever the Pope may still be in a hand as every seat sees the table.
bool State::PopePauseDue() const {
  if (!rules_.wild_pope) return false;
  const Card pope = rules_.pope_card;
  const bool out_of_hands = (played_ & Bit(pope)) || (missing_ & Bit(pope)) || turnup_ == pope ||
                            owner_[pope] == kOwnerOut;
  return !out_of_hands;
}

void State::GoOut(int w, Events* ev) {
  winner_ = static_cast<int8_t>(w);
  current_ = -1;
  Emit(ev, EventType::kGoOut, w);
  if (Applies(kGame)) TakeCompartment(w, kGame, kNoCard, ev);
  const int pope_holder = owner_[rules_.pope_card];
  bool owes = false;
  if (rules_.per_card) {
    for (int i = 1; i < seats_; ++i) {
      const int s = (w + i) % seats_;
      const int n = PopCount(hands_[s]);
      if (n == 0) continue;
      if (rules_.exemption && pope_holder == s) {
        Emit(ev, EventType::kExempt, s, w, rules_.pope_card);
        continue;
      }
      if (rules_.winner_takes_game) {
        owe_[s] = static_cast<int8_t>(n);
        owes = true;
        Emit(ev, EventType::kOwe, s, -1, kNoCard, kNoCard, -1, n);
      } else {
        Move(s, w, n);
        Emit(ev, EventType::kCardPayment, s, w, kNoCard, kNoCard, -1, n);
      }
    }
  }
  if (rules_.doubling) {
    int32_t snapshot[kNumCompartments];
    for (int c = 0; c < kNumCompartments; ++c) snapshot[c] = board_[c];
    for (int comp = 0; comp < kNumCompartments; ++comp) {
      if (comp == kGame || !Applies(comp) || snapshot[comp] == 0) continue;
      const CardMask cards = CompartmentCards(rules_, comp, honour_);
      for (int i = 1; i < seats_; ++i) {
        const int s = (w + i) % seats_;
        if (hands_[s] & cards) {
          PayToBoard(s, comp, snapshot[comp]);
          Emit(ev, EventType::kDouble, s, -1, LowestCard(hands_[s] & cards), kNoCard, comp,
               snapshot[comp]);
        }
      }
    }
  }
  if (owes) {
    phase_ = Phase::kPlaceCounter;
    NextOwer(w);
    return;
  }
  EndDeal(ev);
}

void State::NextOwer(int from) {
  for (int i = 0; i < seats_; ++i) {
    const int s = (from + i) % seats_;
    if (owe_[s] > 0) {
      current_ = static_cast<int8_t>(s);
      return;
    }
  }
  current_ = -1;
}

void State::EndDeal(Events* ev) {
  phase_ = Phase::kDealOver;
  current_ = -1;
  if (ev) {
    for (int c = 0; c < kNumCompartments; ++c) {
      if (Applies(c) && board_[c] > 0) Emit(ev, EventType::kCarryOver, -1, -1, kNoCard, kNoCard, c, board_[c]);
    }
  }
  Emit(ev, EventType::kDealEnd, winner_);
}

void State::SettleClearing(Events* ev) {
  if (turnup_ != kNoCard) Emit(ev, EventType::kTurnUp, dealer_, -1, turnup_, kNoCard, -1, 0);
  for (int comp = 0; comp < kNumCompartments; ++comp) {
    if (comp == kGame || !Applies(comp) || board_[comp] == 0) continue;
    const CardMask cards = CompartmentCards(rules_, comp, honour_);
    if (cards == 0) continue;
    const Card a = LowestCard(cards);
    const CardMask rest = cards & ~Bit(a);
    const int oa = owner_[a];
    if (rest == 0) {
      if (oa < kMaxSeats) {
        Emit(ev, EventType::kClearTake, oa, -1, a, kNoCard, comp, board_[comp]);
        purses_[oa] += board_[comp];
        board_[comp] = 0;
      }
      continue;
    }
    const Card b = LowestCard(rest);
    const int ob = owner_[b];
    if (oa >= kMaxSeats || ob >= kMaxSeats) continue;
    if (oa == ob) {
      Emit(ev, EventType::kClearTake, oa, -1, a, b, comp, board_[comp]);
      purses_[oa] += board_[comp];
      board_[comp] = 0;
    } else if (rules_.split) {
      const int32_t half = board_[comp] / 2;
      board_[comp] -= 2 * half;
      purses_[oa] += half;
      purses_[ob] += half;
      Emit(ev, EventType::kClearTake, oa, ob, a, kNoCard, comp, half);
      Emit(ev, EventType::kClearTake, ob, oa, b, kNoCard, comp, half);
    }
  }
  if (Applies(kGame) && board_[kGame] > 0) {
    int holders = 0;
    for (int s = 0; s < seats_; ++s) holders += hands_[s] ? 1 : 0;
    const int32_t share = holders > 0 ? board_[kGame] / holders : 0;
    if (share > 0) {
      for (int s = 0; s < seats_; ++s) {
        if (!hands_[s]) continue;
        purses_[s] += share;
        board_[kGame] -= share;
        Emit(ev, EventType::kClearTake, s, -1, kNoCard, kNoCard, kGame, share);
      }
    }
  }
  winner_ = -1;
  EndDeal(ev);
}

void State::ClearingDeal(Events* ev) {
  ResetDeal();
  clearing_ = 1;
  clearing_done_ = 1;
  OpenDeal(ev);
  SettleClearing(ev);
}

void State::EndMatch(Events* ev) {
  phase_ = Phase::kMatchOver;
  current_ = -1;
  int order[kMaxSeats];
  Standings(order);
  Emit(ev, EventType::kMatchEnd, order[0], -1, kNoCard, kNoCard, -1, purses_[order[0]]);
}

void State::NextDeal(Events* ev) {
  if (scripted_) {
    EndMatch(ev);
    return;
  }
  if (deal_index_ + 1 < num_deals_) {
    ++deal_index_;
    dealer_ = static_cast<int8_t>((dealer_ + 1) % seats_);
    StartDeal(ev);
    return;
  }
  deal_index_ = num_deals_;  // every regular deal played
  if (rules_.clear_board && !clearing_done_) {
    bool anything = false;
    for (int c = 0; c < kNumCompartments; ++c) anything = anything || board_[c] > 0;
    if (!anything) {
      EndMatch(ev);
      return;
    }
    dealer_ = static_cast<int8_t>((dealer_ + 1) % seats_);
    ClearingDeal(ev);
  } else {
    EndMatch(ev);
  }
}

ActionList State::LegalActions() const {
  ActionList list;
  switch (phase_) {
    case Phase::kLead: {
      if (current_ < 0) break;
      const CardMask hand = hands_[current_];
      if (rules_.lead == LeadRule::kAny) {
        for (CardMask m = hand; m; m &= m - 1) list.push_back(LowestCard(m));
      } else {
        for (int s = 0; s < kNumSuits; ++s) {
          const CardMask in_suit = hand & SuitMask(s);
          if (in_suit) list.push_back(LowestCard(in_suit));
        }
      }
      break;
    }
    case Phase::kWildPope:
      if (current_ >= 0) list.push_back(kActionPope);
      list.push_back(kActionPass);
      break;
    case Phase::kPlaceCounter: {
      bool any_empty = false;
      if (!placing_stake_) {
        for (int c = 0; c < kNumCompartments; ++c) any_empty = any_empty || (Applies(c) && board_[c] == 0);
      }
      for (int c = 0; c < kNumCompartments; ++c) {
        if (Applies(c) && (!any_empty || board_[c] == 0)) list.push_back(PlaceAction(c));
      }
      break;
    }
    case Phase::kDealOver:
      list.push_back(kActionNextDeal);
      break;
    case Phase::kMatchOver:
      break;
  }
  return list;
}

bool State::IsLegal(Action a) const { return LegalActions().Contains(a); }

std::string State::LegalList() const {
  std::string out;
  for (Action a : LegalActions()) {
    if (!out.empty()) out += ' ';
    out += ActionWord(a);
  }
  return out;
}

Status State::Apply(Action a, Events* ev) {
  if (!IsLegal(a)) {
    const std::string what = a >= 0 && a < kNumActions ? ActionWord(a) : "action " + std::to_string(a);
    const std::string seat = "seat " + std::to_string(current_);
    switch (phase_) {
      case Phase::kLead:
        return Status::Error("illegal lead " + what + ": " + seat + " may lead " + LegalList());
      case Phase::kWildPope:
        if (current_ < 0) {
          return Status::Error("illegal choice " + what + ": the table pauses for the Pope (no hand holds it): only pass");
        }
        return Status::Error("illegal choice " + what + ": " + seat + " must answer pope or pass (play the Pope for " +
                             CardName(static_cast<Card>(last_card_ + 1)) + "?)");
      case Phase::kPlaceCounter:
        return Status::Error("illegal placement " + what + ": " + seat + " may place on " + LegalList());
      case Phase::kDealOver:
        return Status::Error("illegal choice " + what + ": the deal is over, only 'next' goes on");
      case Phase::kMatchOver:
        return Status::Error("illegal choice " + what + ": the match is over");
    }
  }
  ApplyUnchecked(a, ev);
  return Status::Ok();
}

void State::ApplyUnchecked(Action a, Events* ev) {
  switch (phase_) {
    case Phase::kLead: {
      const int s = current_;
      leader_ = static_cast<int8_t>(s);
      PlayCard(s, static_cast<Card>(a), ev, true);
      if (phase_ != Phase::kLead) return;
      last_card_ = static_cast<Card>(a);
      last_player_ = static_cast<int8_t>(s);
      RunSequence(ev);
      return;
    }
    case Phase::kWildPope: {
      const int h = current_;
      const Card as = static_cast<Card>(last_card_ + 1);
      if (a == kActionPass) {
        // Names nobody, whoever passed (D23): the holder's pass and the table's look the same.
        Emit(ev, EventType::kDeclinePope, -1, -1, rules_.pope_card, as);
        phase_ = Phase::kLead;
        current_ = last_player_;
        return;
      }
      Emit(ev, EventType::kWildPope, h, -1, rules_.pope_card, as);
      phase_ = Phase::kLead;
      PlayCard(h, rules_.pope_card, ev, false);
      if (phase_ != Phase::kLead) return;
      last_card_ = as;
      last_player_ = static_cast<int8_t>(h);
      RunSequence(ev);
      return;
    }
    case Phase::kPlaceCounter: {
      const int s = current_;
      const int comp = a - kActionPlaceBase;
      PayToBoard(s, comp, 1);
      Emit(ev, EventType::kPlace, s, -1, kNoCard, kNoCard, comp, 1);
      if (placing_stake_) {
        placing_stake_ = 0;
        AfterStakes(ev);
        return;
      }
      --owe_[s];
      NextOwer(s);
      if (current_ < 0) EndDeal(ev);
      return;
    }
    case Phase::kDealOver:
      NextDeal(ev);
      return;
    case Phase::kMatchOver:
      return;
  }
}

Status State::SetHiddenCards(int observer, const CardMask* hands, CardMask spare) {
  if (observer < -1 || observer >= seats_) return Status::Error("no such seat " + std::to_string(observer));
  CardMask before = spare_, after = spare;
  for (int s = 0; s < seats_; ++s) {
    before |= hands_[s];
    after |= hands[s];
    if (PopCount(hands[s]) != PopCount(hands_[s])) return Status::Error("seat " + std::to_string(s) + "'s hand size would change");
    for (int t = 0; t < s; ++t) {
      if (hands[s] & hands[t]) return Status::Error("a card is in two hands");
    }
    if (hands[s] & spare) return Status::Error("a card is in a hand and the spare");
  }
  if (observer >= 0 && hands[observer] != hands_[observer]) return Status::Error("the observer's own hand would change");
  if (before != after || PopCount(spare) != PopCount(spare_)) return Status::Error("the hidden cards would change");
  for (int s = 0; s < seats_; ++s) {
    hands_[s] = hands[s];
    for (CardMask m = hands[s]; m; m &= m - 1) owner_[LowestCard(m)] = static_cast<int8_t>(s);
  }
  spare_ = spare;
  for (CardMask m = spare; m; m &= m - 1) owner_[LowestCard(m)] = kOwnerSpare;
  return Status::Ok();
}

void State::Standings(int* order) const {
  // An insertion sort: stable (ties stay in seat order) and a few lines for eight seats at most,
  // where std::stable_sort brought nearly 3 KB of merging into the page.
  for (int i = 0; i < seats_; ++i) {
    int j = i;
    for (; j > 0 && purses_[order[j - 1]] < purses_[i]; --j) order[j] = order[j - 1];
    order[j] = i;
  }
}

Status State::CheckInvariants() const {
  CardMask hands[kMaxSeats] = {};
  CardMask spare = 0, played = 0;
  int turnups = 0;
  for (int c = 0; c < kNumCards; ++c) {
    const int o = owner_[c];
    if (o >= 0 && o < kMaxSeats) {
      if (o >= seats_) return Status::Error("card " + CardName(static_cast<Card>(c)) + " owned by a missing seat");
      hands[o] |= Bit(static_cast<Card>(c));
    } else if (o == kOwnerSpare) {
      spare |= Bit(static_cast<Card>(c));
    } else if (o == kOwnerPlayed) {
      played |= Bit(static_cast<Card>(c));
      if (played_by_[c] < 0 || played_by_[c] >= seats_) return Status::Error("played card without player");
    } else if (o == kOwnerTurnup) {
      if (turnup_ != c) return Status::Error("turn-up mismatch");
      ++turnups;
    } else if (o == kOwnerOut) {
      if (!(rules_.pack == 51 && c == k8D)) return Status::Error("card " + CardName(static_cast<Card>(c)) + " out of the pack");
    } else if (o == kOwnerPack) {
      if (phase_ != Phase::kMatchOver) return Status::Error("card " + CardName(static_cast<Card>(c)) + " not dealt");
    } else {
      return Status::Error("bad owner");
    }
  }
  for (int i = 0; i < kMaxSeats; ++i) {
    if (hands[i] != hands_[i]) return Status::Error("hand mask of seat " + std::to_string(i) + " out of step");
  }
  if (spare != spare_ || played != played_) return Status::Error("spare/played masks out of step");
  if (TotalCounters() != total_) {
    return Status::Error("counters not conserved: " + std::to_string(TotalCounters()) + " != " + std::to_string(total_));
  }
  for (int c = 0; c < kNumCompartments; ++c) {
    if (board_[c] < 0) return Status::Error("negative compartment");
  }
  if (centre_ < 0) return Status::Error("negative centre");
  return Status::Ok();
}

namespace {
template <typename F>
void VisitRules(const Rules& r, F&& f) {
  const int8_t bytes[] = {static_cast<int8_t>(r.preset), static_cast<int8_t>(r.layout),
                          static_cast<int8_t>(r.dressing), static_cast<int8_t>(r.topup),
                          static_cast<int8_t>(r.lead), static_cast<int8_t>(r.pope_turnup),
                          r.pope_stake_cap, static_cast<int8_t>(r.pope_bonus),
                          static_cast<int8_t>(r.split), static_cast<int8_t>(r.exemption),
                          static_cast<int8_t>(r.per_card), static_cast<int8_t>(r.wild_pope),
                          static_cast<int8_t>(r.spare), r.spare_count,
                          static_cast<int8_t>(r.widow_turnup), static_cast<int8_t>(r.dealer_sees),
                          static_cast<int8_t>(r.winner_takes_game),
                          static_cast<int8_t>(r.clear_board), r.pack, r.pope_card,
                          static_cast<int8_t>(r.doubling)};
  for (int8_t b : bytes) f(static_cast<uint64_t>(static_cast<uint8_t>(b)));
  f(static_cast<uint64_t>(static_cast<uint32_t>(r.purse)));
}
}  // namespace

namespace {

// Both hashes walk the fields through this one instance of the field list: each instance of it
// is most of a kilobyte of the page. `mix` takes one value; `mix_bytes` a field's bytes.
using MixFn = void (*)(uint64_t* h, uint64_t v);
using MixBytesFn = void (*)(uint64_t* h, const unsigned char* bytes, size_t n);

uint64_t HashFields(const State& state, const Rules& rules, uint64_t h, MixFn mix, MixBytesFn mix_bytes) {
  VisitRules(rules, [&h, mix](uint64_t v) { mix(&h, v); });
  state.VisitFields([&h, mix_bytes](const char*, const void* p, int size, int count) {
    mix_bytes(&h, static_cast<const unsigned char*>(p), static_cast<size_t>(size) * static_cast<size_t>(count));
  });
  return h;
}

void ByteMix(uint64_t* h, uint64_t v) {
  *h ^= v;
  *h *= 0x100000001B3ULL;
  *h ^= *h >> 29;
}

void WordMix(uint64_t* h, uint64_t v) {
  *h = (*h ^ v) * 0xBF58476D1CE4E5B9ULL;
  *h ^= *h >> 31;
}

}  // namespace

uint64_t State::Hash() const {
  return HashFields(*this, rules_, 0xCBF29CE484222325ULL, ByteMix, [](uint64_t* h, const unsigned char* bytes, size_t n) {
    for (size_t i = 0; i < n; ++i) ByteMix(h, bytes[i]);
  });
}

uint64_t State::WordHash() const {
  return HashFields(*this, rules_, 0x9E3779B97F4A7C15ULL, WordMix, [](uint64_t* h, const unsigned char* bytes, size_t n) {
    for (size_t i = 0; i < n; i += 8) {
      uint64_t word = 0;
      std::memcpy(&word, bytes + i, n - i < 8 ? n - i : 8);
      WordMix(h, word);
    }
  });
}

bool State::operator==(const State& o) const {
  if (rules_ != o.rules_) return false;
  bool equal = true;
  const unsigned char* base_this = reinterpret_cast<const unsigned char*>(this);
  const unsigned char* base_other = reinterpret_cast<const unsigned char*>(&o);
  VisitFields([&](const char*, const void* p, int size, int count) {
    const std::ptrdiff_t off = static_cast<const unsigned char*>(p) - base_this;
    if (std::memcmp(p, base_other + off, static_cast<size_t>(size) * count) != 0) equal = false;
  });
  return equal;
}

std::string State::ToString() const {
  std::string out = std::string(PresetId(rules_.preset)) + " seats=" + std::to_string(seats_) +
                    " deal=" + std::to_string(deal_index_) + "/" + std::to_string(num_deals_) +
                    " dealer=" + std::to_string(dealer_) + " phase=" + PhaseId(phase_) +
                    " current=" + std::to_string(current_) + "\n";
  for (int i = 0; i < seats_; ++i) {
    out += "seat " + std::to_string(i) + " purse " + std::to_string(purses_[i]) + ": " +
           MaskToString(hands_[i]) + "\n";
  }
  out += "spare: " + MaskToString(spare_) + "\nturn-up: " + CardName(turnup_) + "\nboard:";
  for (int c = 0; c < kNumCompartments; ++c) {
    if (Applies(c)) out += std::string(" ") + CompartmentId(c) + "=" + std::to_string(board_[c]);
  }
  out += " centre=" + std::to_string(centre_) + "\n";
  return out;
}

}  // namespace popejoan::engine
