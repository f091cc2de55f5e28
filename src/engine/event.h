// Events: what happened while an action was applied, for captions and settlement views.
// State stays allocation-free; events go to an optional caller-owned vector.
#pragma once

#include <cstdint>
#include <string>

#include "engine/card.h"

namespace popejoan::engine {

enum class EventType : int8_t {
  kDealStart,     // seat = dealer, amount = deal number (0-based)
  kDress,         // seat paid amount onto the board (dressing / top-up); comp = -1
  kToCentre,      // amount of a dressing's surplus went to the centre (seat = payer or -1)
  kFromCentre,    // amount moved from the centre to the board
  kTurnUp,        // card = turn-up (seat = dealer), trumps = its suit
  kTake,          // seat took amount from compartment comp (card = the card that won it)
  kShare,         // seat took amount as his share of comp, other = partner
  kPopeStakes,    // seat paid amount to other (dealer) for the turned-up Pope
  kPopeJoanWins,  // seat (dealer) wins at once with the turned-up Pope
  kThrownIn,      // the Pope was turned up and the deal is thrown in
  kPlay,          // seat played card (forced or led; other = 1 if it was a lead)
  kStop,          // seat's card is a stop; card2 = the missing next card (kNoCard after a King)
  kWildPope,      // seat played the Pope as card2
  kDeclinePope,   // the Pope's pause ended without it (card2 stays missing); names no seat (D23)
  kPopeBonus,     // seat paid amount to other for the played Pope
  kGoOut,         // seat played his last card and wins the deal
  kCardPayment,   // seat paid amount to other, one per card left
  kExempt,        // seat holds the unplayed Pope and pays nothing
  kDouble,        // seat paid amount into comp for his unplayed card(s) of it
  kPlace,         // seat placed one counter on comp
  kOwe,           // seat must place amount counters on the board (winner takes Game only)
  kCarryOver,     // amount stays on comp for the next deal
  kClearTake,     // clearing deal: seat took amount of comp
  kDealEnd,       // seat = winner or -1
  kMatchEnd,      // seat = leader in purse
};

struct Event {
  EventType type = EventType::kDealStart;
  int8_t seat = -1;
  int8_t other = -1;
  Card card = kNoCard;
  Card card2 = kNoCard;
  int8_t comp = -1;
  int32_t amount = 0;
};

const char* EventTypeId(EventType t);  // "take", "stop", ...
// One-line caption, e.g. "Seat 2: no 6H (stop on 5H)".
std::string Describe(const Event& e);

}  // namespace popejoan::engine
