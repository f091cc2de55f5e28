// What the table shows: a view of the match for one viewer, built from the engine's State at
// rest and then moved forward one engine Event at a time, so forced plays and payments can be
// shown at the player's pace. It holds only what the viewer may see.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/board.h"
#include "engine/card.h"
#include "engine/event.h"
#include "engine/state.h"
#include "session/words/card_label.h"

namespace popejoan::session {

struct SeatModel {
  std::string name;
  bool human = false;
  std::int32_t purse = 0;
  int hand_count = 0;
  engine::CardMask hand = 0;  // face-up cards of this seat the viewer may see
  bool active = true;
};

struct PlayedCard {
  int seat = -1;
  engine::Card card = engine::kNoCard;
};

struct TableModel {
  int viewer = -1;  // whose hand is face up; -1 for a table of AI seats
  int num_seats = 0;
  engine::Rules rules;
  std::array<SeatModel, engine::kMaxSeats> seats{};
  std::array<std::int32_t, engine::kNumCompartments> board{};
  std::int32_t centre = 0;
  engine::Card turnup = engine::kNoCard;
  int trump = engine::kNoSuit;
  engine::CardMask spare = 0;  // the spare hand, when the viewer may see it (a dealer under "dealer sees")
  int dealer = 0;
  int deal_index = 0;
  int num_deals = 0;
  engine::CardMask played = 0;
  engine::CardMask known_stops = 0;         // as the viewer knows them
  std::vector<PlayedCard> run;       // the sequence on the table, lead first
  int to_move = -1;                  // seat whose turn it is (as shown)
  int winner = -1;
  std::string caption;               // the latest spoken-style line ("No six", "Matrimony! +2")
  // The event the caption tells (none for other captions): told again if the language changes.
  std::optional<engine::Event> caption_event;
  // This deal's dressing so far (seat, counters), for the one line that says it all.
  std::vector<std::pair<int, int>> dressing;
  int flash_compartment = -1;        // compartment just won or paid into
  int flash_seat = -1;               // seat whose purse just changed
  // The latest movement of counters, for the table to animate: from a seat or compartment to
  // a seat or compartment. `motion_id` changes with each new movement.
  struct Motion {
    int from_seat = -1, from_compartment = -1;
    int to_seat = -1, to_compartment = -1;
    int amount = 0;
  } motion;
  int motion_id = 0;
};

// The view of `state` for `viewer` at rest (names/humans from the match setup).
TableModel ModelFromState(const engine::State& state, int viewer, const std::vector<std::string>& names,
                          const std::vector<bool>& humans);

// The run on the table after `events` (a deal's events from its start, in order): the cards
// played since the last lead, and who played each. Empty before the first lead of a deal.
std::vector<PlayedCard> RunFromEvents(const std::vector<engine::Event>& events, engine::Card pope_card);

// Moves the view forward by one event; returns true if the event is worth a pause when shown
// (a card played, a stop, counters won or paid), false for bookkeeping.
bool ApplyEventToModel(TableModel* model, const engine::Event& event);

// The spoken-style caption for an event, with player names ("Lady Agatha leads 7♥"), in the
// player's language.
std::string Caption(const TableModel& model, const engine::Event& event);

// The person at the table is stored as "You" (a seat's data, compared, never shown as such).
bool IsYourSeat(const std::string& stored);
// A seat's name as shown: the person's stored name "You" in the player's language ("Vous").
std::string ShownSeatName(const std::string& stored);

}  // namespace popejoan::session
