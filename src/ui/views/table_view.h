// The card table: seats, board, turn-up, the pile, your hand, captions and the decisions you
// can make, placed by the table's layout (ui/layout/table_layout.h) for the box it is given. Reads the
// controller's model; sends it commands.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "imgui.h"
#include "ui/layout/board_layout.h"
#include "ui/layout/card_motion.h"
#include "session/coach.h"
#include "session/controller.h"
#include "session/intent.h"
#include "session/settings.h"
#include "ui/views/settlement_view.h"
#include "ui/layout/table_layout.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

class TableView {
 public:
  // Draws the table and returns what the person asked for this frame (cards led, decisions,
  // the menu's items and settings, keys): the session carries them out.
  std::vector<Intent> Draw(const GameController& controller, const Settings& settings);
  // The system asks for reduced motion (the page's prefers-reduced-motion): fades, not travel.
  void SetSystemReducesMotion(bool reduces) { system_reduces_motion_ = reduces; }
  // The coach's advice for this moment (null if none asked or not ready), and whether it thinks.
  // The review of your decisions shown with the settlement (null: none).
  void SetReview(const DealReviewer* review) { review_ = review; }
  // Where the caption was drawn this frame (a lesson's panel sits above it).
  const Box& caption_box() const { return caption_box_; }
  float top_limit() const { return top_limit_; }  // the top bar's foot
  bool menu_open() const { return menu_was_open_; }  // the table's menu, as last drawn
  void SetHint(const Hint* hint, bool thinking) {
    hint_ = hint;
    hint_thinking_ = thinking;
  }

 private:
  TableLayout MakeLayout(const GameController& controller, float width, float height);
  // The seats in the order the layout's plates are placed, and whether the last is yours.
  std::vector<int> PlateOrder(const TableModel& model) const;
  // The top bar: title, deal, pace, undo and the menu.
  void DrawTopBar(const GameController& controller, const Settings& settings, const TableLayout& layout);
  void DrawMenu(const GameController& controller, const Settings& settings, const TableLayout& layout);
  void DrawPlates(const GameController& controller, const TableLayout& layout);
  void DrawBoardAndTurnup(const TableModel& model, const TableLayout& layout);
  // Starts a card's flight when one more card has been played this deal.
  void NoteNewPlay(const GameController& controller, const TableLayout& layout, MotionStyle style);
  void DrawPile(const TableModel& model, const TableLayout& layout);
  // Under the pile: each player's cards in the run underlined and named.
  void DrawPileMarks(const TableModel& model, const TableLayout& layout);
  // The card in flight, over everything else on the table.
  void DrawFlight(const TableModel& model);
  // The end of a deal's reveal: how far it has gone.
  RevealClock RevealFor(const GameController& controller, MotionStyle style);
  // The spare hand, face up, when you dealt and the rules let the dealer see it.
  void DrawSpare(const TableModel& model, const TableLayout& layout);
  // `skip_w`: room kept at the caption's right for the Skip button.
  void DrawCaption(const GameController& controller, const TableLayout& layout, bool hand_visible, float skip_w);
  void DrawHand(const GameController& controller, const TableLayout& layout, bool hand_visible);
  // The wild Pope and a counter to place: asked in the hand's place.
  void DrawDecision(const GameController& controller, const TableLayout& layout);
  // A decision's button, ringed in blue when it is the coach's suggestion.
  bool HintedButton(const char* label, ImVec2 size, Action action, const Intent& intent);
  // A menu item, and a menu checkbox showing `on` that toggles, each named on the probe.
  void MenuItem(const char* label, const Intent& intent, ImVec2 size);
  void MenuCheckbox(const char* label, bool on, const Intent& toggle);
  void Ask(const Intent& intent) { intents_.push_back(intent); }
  void DrawMotion(const GameController& controller);
  // "Skip": at the caption's right while others play; shows everything until your turn.
  void DrawSkip(const GameController& controller, const TableLayout& layout, float width);
  // "Hint": in Skip's place while it is your turn; its advice in a bubble above the caption.
  bool DrawHintButton(const TableLayout& layout, float width);
  void DrawHint(const TableLayout& layout);
  // What has happened this deal, a line an event, over the table below the plates.
  void DrawLog(const GameController& controller, const TableLayout& layout);
  // The table's single-key shortcuts: S skips to your turn, L opens what happened, H asks for a
  // hint, C, B and P read your cards, the board and the purses aloud.
  void HandleKeys(const GameController& controller);
  // While paused: a panel over the table with a button to play on.
  void DrawPaused(const GameController& controller);
  // With two or more people at one device, a hand stays covered until its owner taps.
  bool DrawHandOff(const GameController& controller);

  std::vector<Intent> intents_;  // this frame's
  bool menu_was_open_ = false;
  float text_scale_ = 1.0f;  // the player's text and card size, for this frame's layout
  const Hint* hint_ = nullptr;
  const DealReviewer* review_ = nullptr;
  Box caption_box_;
  float top_limit_ = 0.0f;
  float hint_h_ = 0.0f;  // the hint bubble's height last frame (it sizes itself to its words)
  bool hint_thinking_ = false;
  bool hint_choices_shown_ = false;  // a second press of Hint lists the top choices
  bool code_copied_ = false;  // "Copied" shows beside the deal code until the menu closes
  bool log_open_ = false;
  size_t log_lines_seen_ = 0;
  int revealed_seat_ = -1;   // the person whose hand is uncovered (hand-off between people)
  int motion_seen_ = 0;      // the model's motion_id last started
  double motion_start_ = -1.0;
  // The most cards the shown hand held this deal: the layout keeps that room as cards go.
  int hand_size_ = 0;
  int hand_deal_ = -1;
  int hand_viewer_ = -2;
  // Where each seat's plate and each compartment's counters were drawn this frame (for motion).
  std::array<ImVec2, kMaxSeats> seat_anchor_{};
  std::array<ImVec2, kNumCompartments> compartment_anchor_{};
  ImVec2 board_centre_{};
  std::array<Box, kMaxSeats> seat_box_{};
  // Card motion: where each of your cards was last drawn, the cards played so far this deal
  // (one more starts a flight), and the flight under way.
  bool system_reduces_motion_ = false;
  std::array<Box, kNumCards> hand_box_{};
  int played_seen_ = 0;
  int played_deal_ = -1;
  CardFlight flight_;
  Card flight_card_ = kNoCard;
  std::string last_flight_;  // for the probe: "9D travel from hand"
  // The end of a deal: when its reveal began.
  int reveal_deal_ = -1;
  double reveal_start_ = 0.0;
};

}  // namespace popejoan::ui
