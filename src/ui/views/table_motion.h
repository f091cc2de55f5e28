// How things move on the table: a played card's flight to the pile, counters gliding between
// the seats and the board, and the end of a deal's cards turning face up. Each keeps when its
// motion began; the painting follows ui/layout/card_motion.h.
#pragma once

#include <array>
#include <string>

#include "engine/card.h"
#include "imgui.h"
#include "session/controller.h"
#include "ui/layout/card_motion.h"
#include "ui/layout/table_layout.h"
#include "ui/views/settlement_view.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

// Where the seats' plates and the board's compartments were drawn (motion starts and ends there).
struct TablePlaces {
  std::array<Box, engine::kMaxSeats> seats{};
  std::array<ImVec2, engine::kNumCompartments> compartments{};  // each compartment's counters
  ImVec2 board_centre{};
};

// The card just played flies to the pile: from your hand where it was drawn, else from its
// player's seat (a smaller card leaving the plate).
class PileFlight {
 public:
  // Where your card `card` was drawn this frame.
  void NoteHandCard(engine::Card card, const Box& box) { hand_box_[static_cast<size_t>(card)] = box; }
  // Starts a flight when one more card has been played this deal.
  void NoteNewPlay(const GameController& controller, const TableLayout& layout, MotionStyle style,
                   const TablePlaces& places);
  // How the pile's card shows now (`last`: the top card of the pile): arriving, or landed.
  FlightFrame OnPile(engine::Card card, bool last) const;
  // Travel draws the card in flight over the table; a fade draws it in its place on the pile.
  bool Travels() const { return flight_.style == MotionStyle::kTravel; }
  // The card in flight, over everything else on the table.
  void Draw(const TableModel& model, TestProbe* probe);
  const std::string& last() const { return last_; }  // for the probe: "9D travel from hand"

 private:
  std::array<Box, engine::kNumCards> hand_box_{};
  int played_seen_ = 0;  // the cards played so far this deal: one more starts a flight
  int played_deal_ = -1;
  CardFlight flight_;
  engine::Card card_ = engine::kNoCard;
  std::string last_;
};

// Counters on the move: a few chips glide from where they were to where they go.
class CounterGlide {
 public:
  void Draw(const GameController& controller, const TablePlaces& places);

 private:
  int seen_ = 0;  // the model's motion_id last started
  double start_ = -1.0;
};

// The end of a deal's reveal: when it began.
class RevealTimer {
 public:
  // How far the reveal has gone (a new one begins at each deal's end).
  RevealClock For(const GameController& controller, MotionStyle style);

 private:
  int deal_ = -1;
  double start_ = 0.0;
};

}  // namespace popejoan::ui
