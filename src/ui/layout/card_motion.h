// How cards move on the table, as pure functions of time: a played card's flight from its seat
// (or your hand) to the pile, and the cards left in hand turning face up at the end of a deal.
// Motion follows the pace of play; "instant" has none, and players who ask for less motion (the
// system's reduced-motion preference or the menu's setting) get fades in place of travel.
#pragma once

#include "ui/layout/table_layout.h"

namespace popejoan::ui {

enum class MotionStyle { kTravel, kFade, kNone };
const char* MotionStyleName(MotionStyle style);  // "travel", "fade", "none"

// Instant pace shows everything at once; otherwise travel, or fades when motion is reduced.
MotionStyle MotionStyleFor(double pace_seconds, bool reduce_motion);

// A flight lasts most of the pause between shown events, so a card lands before the next moves.
double FlightSeconds(double pace_seconds);

struct CardFlight {
  Box from, to;
  double start = 0.0;
  double seconds = 0.0;
  MotionStyle style = MotionStyle::kNone;
};

// Where the card is `now`: its box, how opaque it is, and whether it has landed.
struct FlightFrame {
  Box box;
  float alpha = 1.0f;
  bool landed = true;
};
FlightFrame FlightAt(const CardFlight& flight, double now);

// The end of a deal: the cards left in hand turn over one after another, `count` in all.
double RevealSeconds(double pace_seconds, int count);
// How far card `index` of `count` has turned, 0 (its back) to 1 (its face), `elapsed` seconds in.
float RevealTurn(int index, int count, double elapsed, double seconds);

// A card turning over: drawn narrowed about its centre; its back shows for the first half.
struct TurnFrame {
  Box box;
  bool face = true;
};
TurnFrame TurnAt(const Box& card, float turn);

}  // namespace popejoan::ui
