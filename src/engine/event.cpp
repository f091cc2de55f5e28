#include "engine/event.h"

#include "engine/board.h"

namespace popejoan::engine {

const char* EventTypeId(EventType t) {
  switch (t) {
    case EventType::kDealStart: return "deal-start";
    case EventType::kDress: return "dress";
    case EventType::kToCentre: return "to-centre";
    case EventType::kFromCentre: return "from-centre";
    case EventType::kTurnUp: return "turn-up";
    case EventType::kTake: return "take";
    case EventType::kShare: return "share";
    case EventType::kPopeStakes: return "pope-stakes";
    case EventType::kPopeJoanWins: return "pope-joan-wins";
    case EventType::kThrownIn: return "thrown-in";
    case EventType::kPlay: return "play";
    case EventType::kStop: return "stop";
    case EventType::kWildPope: return "wild-pope";
    case EventType::kDeclinePope: return "decline-pope";
    case EventType::kPopeBonus: return "pope-bonus";
    case EventType::kGoOut: return "go-out";
    case EventType::kCardPayment: return "card-payment";
    case EventType::kExempt: return "exempt";
    case EventType::kDouble: return "double";
    case EventType::kPlace: return "place";
    case EventType::kOwe: return "owe";
    case EventType::kCarryOver: return "carry-over";
    case EventType::kClearTake: return "clear-take";
    case EventType::kDealEnd: return "deal-end";
    case EventType::kMatchEnd: return "match-end";
  }
  return "?";
}

namespace {
std::string SeatName(int s) { return s < 0 ? std::string("nobody") : "Seat " + std::to_string(s); }
}  // namespace

std::string Describe(const Event& e) {
  const std::string who = SeatName(e.seat);
  const std::string amount = std::to_string(e.amount);
  const std::string comp = CompartmentName(e.comp);
  switch (e.type) {
    case EventType::kDealStart: return "Deal " + std::to_string(e.amount + 1) + ", " + who + " deals";
    case EventType::kDress: return who + " pays " + amount + " to dress the board";
    case EventType::kToCentre: return amount + " to the centre";
    case EventType::kFromCentre: return amount + " from the centre to the board";
    case EventType::kTurnUp:
      return "Turn-up " + CardName(e.card) + ": " + SuitChar(SuitOf(e.card)) + " are trumps";
    case EventType::kTake:
      return who + " takes " + amount + " from " + comp +
             (e.card != kNoCard ? " (" + CardName(e.card) + ")" : std::string());
    case EventType::kShare:
      return who + " takes " + amount + " from " + comp + " (shared with " + SeatName(e.other) + ")";
    case EventType::kPopeStakes:
      return who + " pays " + amount + " to " + SeatName(e.other) + " for the turned-up Pope";
    case EventType::kPopeJoanWins: return "Pope Joan wins: " + who + " turned up the Pope";
    case EventType::kThrownIn: return "The Pope is turned up: the deal is thrown in";
    case EventType::kPlay: return who + (e.other == 1 ? " leads " : " plays ") + CardName(e.card);
    case EventType::kStop:
      if (e.card2 == kNoCard) return who + ": " + CardName(e.card) + " is a stop (King)";
      return who + ": no " + CardName(e.card2) + " (stop on " + CardName(e.card) + ")";
    case EventType::kWildPope:
      return who + " plays the Pope in place of " + CardName(e.card2);
    case EventType::kDeclinePope: return "Nobody plays the Pope (no " + CardName(e.card2) + ")";
    case EventType::kPopeBonus:
      return who + " pays " + amount + " to " + SeatName(e.other) + " for the played Pope";
    case EventType::kGoOut: return who + " is out and wins the deal";
    case EventType::kCardPayment:
      return who + " pays " + amount + " to " + SeatName(e.other) + ", one per card left";
    case EventType::kExempt: return who + " holds the unplayed Pope and pays nothing";
    case EventType::kDouble: return who + " doubles " + comp + ", paying " + amount;
    case EventType::kPlace: return who + " places a counter on " + comp;
    case EventType::kOwe: return who + " must place " + amount + " on the board";
    case EventType::kCarryOver: return amount + " stays on " + comp;
    case EventType::kClearTake: return who + " takes " + amount + " from " + comp + " (clearing deal)";
    case EventType::kDealEnd: return e.seat < 0 ? "The deal ends" : "The deal ends: " + who + " won";
    case EventType::kMatchEnd: return "The match ends: " + who + " leads";
  }
  return "?";
}

}  // namespace popejoan::engine
