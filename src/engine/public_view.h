// A match as one seat may know it, for the network: the state with every card the seat may not
// see taken out (its place says "some card": the card's owner is -1 and no hand holds it, with
// the count of such cards per hand), and the RNG and seed zeroed so no future deal can be worked
// out. What a seat may see is ObservationFor's rule (observation.h): its own hand, the spare
// when the dealer sees it, everything once the deal is over or in the face-up clearing deal. A
// watcher (seat -1) sees no hand.
//
// Read back, the hidden cards are dealt into the hidden places in card order: a State the table
// can show (those hands face down) whose Observation for the seat is the true one.
//
// The view as a value is a SeatView: what a step (view_changes.h) changes, and what its check
// hashes, on the server and on the page alike.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "engine/json.h"
#include "engine/json_writer.h"
#include "engine/result.h"
#include "engine/state.h"

namespace popejoan::engine {

// A seat's view before its hidden cards are dealt back: the state with those cards owned by
// nobody (-1) and in no hand, and how many each hand (then the spare, last) holds.
struct SeatView {
  State state;
  std::array<int8_t, kMaxSeats + 1> hidden{};
  // Of every field and count: a step's "check".
  uint64_t Hash() const;
};

class PublicView {
 public:
  static SeatView Seen(const State& state, int seat);
  // The view's text (as ToJson's).
  static void Write(const SeatView& view, const std::string* rules_json, JsonWriter* out);
  // A view's document as a SeatView, its values not yet checked (Filled checks them).
  static Result<SeatView> SeenFromJson(const Json& json);
  // The hidden cards dealt into their places in card order, then every check of a loaded state.
  static Result<State> Filled(const SeatView& view);

  // {"format": "popejoan-match", ..., "state": {...}, "hidden": {"hands": [n per seat], "spare": n}}
  static Json ToJson(const State& state, int seat);
  // The same as text, as one value written to `out`; `rules_json` as StateSerializer::WriteMembers
  // takes it (the room server writes every seat's view of every action, the rules made once).
  static void Write(const State& state, int seat, const std::string* rules_json, JsonWriter* out) {
    Write(Seen(state, seat), rules_json, out);
  }
  // Refuses anything a ToJson could not have written (wrong counts, a card hidden twice, ...).
  static Result<State> FromJson(const Json& json);
  // The cards `seat` may not see in `state` (a watcher, -1: every hand; the spare unless shown).
  static CardMask HiddenFrom(const State& state, int seat);
};

}  // namespace popejoan::engine
