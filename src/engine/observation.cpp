#include "engine/observation.h"

namespace popejoan::engine {

namespace {
// The card below each card of m (aces have none).
CardMask Below(CardMask m) {
  CardMask aces = 0;
  for (int s = 0; s < kNumSuits; ++s) aces |= Bit(MakeCard(s, kAce));
  return (m & ~aces) >> 1;
}
}  // namespace

Observation ObservationFor(const State& st, int seat) {
  Observation o;
  o.seat = static_cast<int8_t>(seat);
  o.num_seats = static_cast<int8_t>(st.NumSeats());
  o.rules = st.rules();
  o.phase = st.phase();
  o.current = static_cast<int8_t>(st.DeciderSeenBy(seat));
  o.dealer = static_cast<int8_t>(st.Dealer());
  o.eldest = static_cast<int8_t>(st.Eldest());
  o.deal_index = st.DealIndex();
  o.num_deals = st.NumDeals();
  o.clearing = st.IsClearingDeal();
  const bool open = st.phase() == Phase::kDealOver || st.phase() == Phase::kMatchOver || o.clearing;
  if (seat >= 0 && seat < st.NumSeats()) o.hand = st.Hand(seat);
  for (int i = 0; i < st.NumSeats(); ++i) {
    o.hand_counts[i] = static_cast<int8_t>(PopCount(st.Hand(i)));
    o.active[i] = st.IsActive(i);
    if (open || i == seat) o.visible[i] = st.Hand(i);
    o.purses[i] = st.Purse(i);
    o.owe[i] = static_cast<int8_t>(st.Owes(i));
  }
  const bool dealer_sees = st.rules().dealer_sees != DealerSees::kNo && seat == st.Dealer();
  o.spare_visible = open || dealer_sees;
  o.spare = o.spare_visible ? st.SpareCards() : 0;
  o.spare_count = static_cast<int8_t>(PopCount(st.SpareCards()));
  o.turnup = st.TurnUp();
  o.trump = static_cast<int8_t>(st.TrumpSuit());
  o.played = st.Played();
  for (int c = 0; c < kNumCards; ++c) o.played_by[c] = static_cast<int8_t>(st.PlayedBy(static_cast<Card>(c)));
  o.passed = st.KnownMissing();
  CardMask stops = 0;
  for (int s = 0; s < kNumSuits; ++s) stops |= Bit(MakeCard(s, kKing));
  if (st.rules().pack == 51) stops |= Bit(k7D);
  if (st.TurnUp() != kNoCard) stops |= Below(Bit(st.TurnUp()));
  stops |= Below(o.played) | Below(o.passed);
  if (o.spare_visible) stops |= Below(o.spare);
  o.known_stops = stops & ~o.played;
  o.last_card = st.LastCard();
  o.last_player = static_cast<int8_t>(st.LastPlayer());
  o.leader = static_cast<int8_t>(st.Leader());
  o.winner = static_cast<int8_t>(st.Winner());
  for (int c = 0; c < kNumCompartments; ++c) o.board[c] = st.BoardCount(c);
  o.centre = st.Centre();
  if (seat >= 0 && st.CurrentSeat() == seat) o.legal = st.LegalActions();
  return o;
}

}  // namespace popejoan::engine
