// Your hand at the bottom of the table: the cards you may lead raised under the pointer or the
// keyboard's focus, the decisions asked in its place (the wild Pope, a counter to place), and,
// with two or more people at one device, the cover a hand stays under until its owner taps.
#pragma once

#include <vector>

#include "session/coach.h"
#include "session/controller.h"
#include "session/intent.h"
#include "ui/layout/table_layout.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;
class PileFlight;

class HandView {
 public:
  // The most cards your hand has held this deal (at least 1; 0 with no hand): the layout keeps
  // that room as cards go.
  int Room(const TableModel& model);
  // Your hand shows its faces: you are alone at the device, or it is its owner's uncovered turn.
  bool Visible(const GameController& controller) const;
  // Your cards, face down unless `visible`. A card you may lead asks to be played when pressed
  // (into `out`); `hint` rings the coach's; `flight` learns where each was drawn.
  void Draw(const GameController& controller, const TableLayout& layout, bool visible, const Hint* hint,
            PileFlight* flight, TestProbe* probe, std::vector<Intent>* out);
  // The cover over everything while the person to play has not uncovered their hand; true while
  // it shows (nothing under it can be pressed).
  bool DrawHandOff(const GameController& controller, TestProbe* probe);
  // The wild Pope and a counter to place: asked in the hand's place, the coach's `hint` ringed,
  // and a new hint's button given the keyboard's focus.
  void DrawDecision(const GameController& controller, const TableLayout& layout, const Hint* hint, TestProbe* probe,
                    std::vector<Intent>* out);

 private:
  // The card you led by keyboard, while the cue still names it.
  struct KeyboardLead {
    engine::Card card = engine::kNoCard;
    int slot = -1;     // its place in the hand, 0 the left end
    unsigned id = 0;   // its button's id, where ImGui's keyboard focus stays once it is gone
    int deal = -1;
  };
  // At your lead after a card led by keyboard has left the hand: where the cue goes (-1 nowhere;
  // `legal` null when you are not to lead).
  int CueSlotAfterKeyboardLead(const TableModel& model, const std::vector<engine::Card>& cards, const engine::ActionList* legal);

  KeyboardLead keyboard_lead_;
  int size_ = 0;  // the most cards held this deal, by the seat shown
  int deal_ = -1;
  int viewer_ = -2;
  int revealed_seat_ = -1;  // the person whose hand is uncovered
  engine::Card focused_hint_ = engine::kNoCard;  // the hinted card last given the keyboard's focus
  static constexpr engine::Action kNoHintFocus = -1;
  engine::Action focused_decision_hint_ = kNoHintFocus;  // the decision's hint last given the focus
};

}  // namespace popejoan::ui
