// A match as one seat may know it, for the network: the state with every card the seat may not
// see taken out (its place says "some card": the card's owner is -1 and no hand holds it, with
// the count of such cards per hand), and the RNG and seed zeroed so no future deal can be worked
// out. What a seat may see is ObservationFor's rule (observation.h): its own hand, the spare
// when the dealer sees it, everything once the deal is over or in the face-up clearing deal. A
// watcher (seat -1) sees no hand.
//
// Read back, the hidden cards are dealt into the hidden places in card order: a State the table
// can show (those hands face down) whose Observation for the seat is the true one.
#pragma once

#include <string>

#include "engine/json.h"
#include "engine/json_writer.h"
#include "engine/result.h"
#include "engine/state.h"

namespace popejoan::engine {

class PublicView {
 public:
  // {"format": "popejoan-match", ..., "state": {...}, "hidden": {"hands": [n per seat], "spare": n}}
  static Json ToJson(const State& state, int seat);
  // The same as text, as one value written to `out`; `rules_json` as StateSerializer::WriteMembers
  // takes it (the room server writes every seat's view of every action, the rules made once).
  static void Write(const State& state, int seat, const std::string* rules_json, JsonWriter* out);
  // Refuses anything a ToJson could not have written (wrong counts, a card hidden twice, ...).
  static Result<State> FromJson(const Json& json);
  // The cards `seat` may not see in `state` (a watcher, -1: every hand; the spare unless shown).
  static CardMask HiddenFrom(const State& state, int seat);
};

}  // namespace popejoan::engine
