// The view both peer rooms send (bench/peers/table.cjs), once a frame's own encoding (msgpack for
// Colyseus, socket.io JSON for boardgame.io) is read into a Json: the step, whose turn, the
// seat's hand and the led suit, all a load bot needs to pick a legal card.
#pragma once

#include <random>
#include <vector>

#include "engine/json.h"
#include "engine/result.h"

namespace popejoan::load {

struct PeerView {
  long step = -1;   // actions so far in the match
  int seat = -1;    // the seat this view is for
  int turn = -1;    // whose turn (-1 once over)
  bool over = false;
  int lead = -1;    // the led suit of the trick on the table, -1 for none
  std::vector<int> hand;
};

// The view in `view` (an object with step, seat, turn, over, lead, hand), or what is missing.
engine::Result<PeerView> ReadPeerView(const engine::Json& view);

// A card the room will accept: one of the led suit if the hand holds one, else any; at random
// from `rng`. -1 for an empty hand.
int ChooseCard(const PeerView& view, std::mt19937_64& rng);

}  // namespace popejoan::load
