// The card table: seats, board, turn-up, the pile, your hand, captions and the decisions you
// can make, placed by the table's layout (ui/layout/table_layout.h) for the box it is given. Reads the
// controller's model and returns what was asked for as intents. Its parts have their own files:
// the top bar and menu (top_bar.h), what lies on the table (table_scene.h), your hand and the
// decisions (hand_view.h), motion (table_motion.h), the hint (hint_bubble.h), the log (table_log.h).
#pragma once

#include <vector>

#include "session/access_mirror.h"
#include "session/coach.h"
#include "session/controller.h"
#include "session/deal_review.h"
#include "session/intent.h"
#include "session/settings.h"
#include "session/words/language.h"
#include "ui/layout/table_layout.h"
#include "ui/views/hand_view.h"
#include "ui/views/hint_bubble.h"
#include "ui/views/table_log.h"
#include "ui/views/table_motion.h"
#include "ui/views/top_bar.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

class TableView {
 public:
  // Draws the table and returns what the person asked for this frame (cards led, decisions,
  // the menu's items and settings, keys): the session carries them out. What was drawn where
  // goes on `probe`.
  std::vector<Intent> Draw(const GameController& controller, const Settings& settings, TestProbe* probe);
  // The system asks for reduced motion (the page's prefers-reduced-motion): fades, not travel.
  void SetSystemReducesMotion(bool reduces) { system_reduces_motion_ = reduces; }
  // The coach's advice for this moment (null if none asked or not ready), and whether it thinks.
  void SetHint(const Hint* hint, bool thinking) { hint_.Set(hint, thinking); }
  // The review of your decisions shown with the settlement (null: none).
  void SetReview(const DealReviewer* review) { review_ = review; }
  // A watcher's offers between deals (the AI seats it may take), drawn with the settlement.
  void SetSeatOffers(std::vector<MirrorButton> offers) { seat_offers_ = std::move(offers); }
  // In an online room whose AI plays your seat (your time ran out turns in a row): "I'm back"
  // at the caption's right, where Skip would be ("" for none).
  void SetBackOffer(std::string label) { back_label_ = std::move(label); }
  // In an online room with a turn clock: your own decision's time left ("1:42 left"), shown at
  // the caption's left ("" for none).
  void SetClockNote(std::string words) { clock_note_ = std::move(words); }
  // In an online room: your seat's rejoin code, in the menu ("" for none).
  void SetRejoinWords(std::string words) { top_bar_.SetRejoinWords(std::move(words)); }
  // In an online room: Mute or Unmute each other person's reactions, in the menu (none: not offered).
  void SetMuteOffers(std::vector<MirrorButton> offers) { top_bar_.SetMuteOffers(std::move(offers)); }
  // A watcher of a room: "Take my seat back" with the rejoin code typed into `draft` (null: none).
  void SetRejoinOffer(SetupDraft* draft, std::string note) { top_bar_.SetRejoinOffer(draft, std::move(note)); }
  // The daily deal's date, shown in the top bar ("" for none).
  void SetDailyWords(const std::string& words) { top_bar_.SetNote(words.empty() ? words : Fmt(Tr("Daily deal {0}"), {words}), words); }
  // A watcher of a room: the banner saying so, drawn where it covers nothing they can press
  // (watch_banner.h; "" for none).
  void SetWatchBanner(std::string words) { watch_words_ = std::move(words); }
  // Where the caption was drawn this frame (a lesson's panel sits above it).
  const Box& caption_box() const { return caption_box_; }
  // What the table says now, a seat's note kept off it: the caption and a watcher's banner.
  const Box& says_box() const { return says_box_; }
  // The next frame gives Menu the keyboard's focus (a key closed what the menu opened).
  void FocusMenu() { top_bar_.FocusMenuButton(); }
  float top_limit() const { return top_limit_; }  // the top bar's foot
  const Box& pile_box() const { return pile_box_; }  // the run (empty while a settlement shows)
  bool menu_open() const { return top_bar_.menu_open(); }  // the table's menu, as last drawn
  // Where `seat`'s plate was last drawn (an online room's reactions show there).
  const Box& seat_box(int seat) const { return places_.seats[static_cast<size_t>(seat)]; }

 private:
  TableLayout MakeLayout(const GameController& controller, float text_scale);
  // The seats, and the deal in play or its settlement.
  void DrawMatch(const GameController& controller, const Settings& settings, const TableLayout& layout);
  void DrawSettlementPanel(const GameController& controller, const TableLayout& layout, MotionStyle style);
  void DrawPlay(const GameController& controller, const TableLayout& layout, MotionStyle style, bool hand_visible);
  // The caption with Skip (while others play) or Hint (at your turn) at its right, and the hint.
  void DrawCaptionRow(const GameController& controller, const TableLayout& layout, bool hand_visible);
  // The table's single-key shortcuts: S skips to your turn, L opens what happened, H asks for a
  // hint, C, B and P read your cards, the board and the purses aloud.
  void HandleKeys(const GameController& controller);
  // While paused: a panel over the table with a button to play on.
  void DrawPaused();
  void Ask(const Intent& intent) { intents_.push_back(intent); }

  std::vector<Intent> intents_;  // this frame's
  TestProbe* probe_ = nullptr;   // this frame's, while Draw runs
  bool system_reduces_motion_ = false;
  const DealReviewer* review_ = nullptr;
  std::vector<MirrorButton> seat_offers_;
  std::string back_label_;
  std::string clock_note_;
  std::string watch_words_;
  Box caption_box_;
  Box says_box_;
  float top_limit_ = 0.0f;
  Box pile_box_;
  TopBar top_bar_;
  TableLog log_;
  HintBubble hint_;
  HandView hand_;
  TablePlaces places_;  // where the plates and the board were last drawn (motion starts there)
  PileFlight flight_;
  CounterGlide counters_;
  RevealTimer reveal_;
};

}  // namespace popejoan::ui
