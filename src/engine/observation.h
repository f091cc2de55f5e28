// What one seat may know: its own hand, public facts, and nothing of other hands or the spare
// hand (except the spare for the dealer when "dealer-sees" allows, and everything once the
// deal is over or in the face-up clearing deal).
#pragma once

#include <cstdint>

#include "engine/action.h"
#include "engine/board.h"
#include "engine/card.h"
#include "engine/rules.h"
#include "engine/state.h"

namespace popejoan::engine {

struct Observation {
  int8_t seat = 0;
  int8_t num_seats = 0;
  Rules rules;
  Phase phase = Phase::kLead;
  int8_t current = -1;
  int8_t dealer = 0;
  int8_t eldest = 0;
  int32_t deal_index = 0;
  int32_t num_deals = 0;
  bool clearing = false;
  CardMask hand = 0;                  // this seat's own hand
  CardMask visible[kMaxSeats] = {};   // hands this seat can see (own; all once the deal is over)
  int8_t hand_counts[kMaxSeats] = {};
  bool active[kMaxSeats] = {};
  CardMask spare = 0;                 // 0 unless visible to this seat
  bool spare_visible = false;
  int8_t spare_count = 0;
  Card turnup = kNoCard;
  int8_t trump = kNoSuit;
  CardMask played = 0;
  int8_t played_by[kNumCards] = {};   // -1 if not played
  // Cards known to be out of every hand: at each stop every seat passed on them ("No six").
  CardMask passed = 0;
  // Cards that are stops, as a player can know: Kings, 7D (51-card pack), the card below the
  // turn-up, below every played card and below every passed card (002); for a dealer who sees
  // the spare, below every spare card too. Played cards excluded.
  CardMask known_stops = 0;
  Card last_card = kNoCard;
  int8_t last_player = -1;
  int8_t leader = -1;
  int8_t winner = -1;
  int32_t purses[kMaxSeats] = {};
  int32_t board[kNumCompartments] = {};
  int32_t centre = 0;
  int8_t owe[kMaxSeats] = {};
  ActionList legal;                   // filled only when this seat is to decide
};

Observation ObservationFor(const State& state, int seat);

}  // namespace popejoan::engine
