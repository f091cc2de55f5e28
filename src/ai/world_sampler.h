// Deals the cards a seat cannot see in a way consistent with everything it knows: its own hand,
// the played cards, the turn-up, the spare when shown, the cards every seat passed on (they are
// in the spare), and, under "lead the lowest of a suit", that a seat which led a card held
// nothing lower in its suit. The search levels (expert, pimc) and the honesty test use it.
#pragma once

#include "engine/observation.h"
#include "engine/rng.h"
#include "engine/state.h"

namespace popejoan::ai {

// What `obs.seat` knows of where the hidden cards lie.
struct HiddenCardFacts {
  engine::CardMask hidden = 0;                  // cards in another hand or the spare, place unknown
  engine::CardMask spare_known = 0;             // hidden-from-play cards known to be in the spare
  engine::CardMask excluded[engine::kMaxSeats] = {};    // cards a seat is known not to hold
  // Whole hands shown to a measuring bot (the sighted expert), never to an honest seat: dealt
  // to their seats as they are. Their cards are not in `hidden`.
  engine::CardMask shown_hand[engine::kMaxSeats] = {};
  int spare_size = 0;                   // how many cards the spare holds in all
};

HiddenCardFacts FactsFor(const engine::Observation& obs);

// Deals the hidden cards of `world` (a copy of the real state) afresh, drawn with `rng`.
// Honours every fact; if the inferences cannot all be met in a few tries it keeps the hard
// facts only. False (and no change) only if even those cannot be met.
bool SampleWorld(const engine::Observation& obs, const HiddenCardFacts& facts, engine::Rng* rng, engine::State* world);

}  // namespace popejoan::ai
