// The table's top bar: the game's name, the deal and trumps, the pace and Undo buttons, and the
// menu it opens (new match, rules, lesson, statistics, what happened, the sound, motion and look
// settings, the speed).
#pragma once

#include <string>
#include <utility>

#include <vector>

#include "session/access_mirror.h"
#include "session/controller.h"
#include "session/intent.h"
#include "session/settings.h"
#include "ui/layout/table_layout.h"
#include "ui/views/rejoin_field.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;
class TableLog;

// The bar's labels as drawn, padding included, for the layout to widen its buttons: Menu's, and
// the widest of the pace's and Undo's (their words are longer in French).
float MenuLabelWidth();
float PaceAndUndoWidth();

class TopBar {
 public:
  // Draws the bar and, while open, its menu (Escape opens it too); adds what was pressed to
  // `out`. The menu's "What happened" opens `log`.
  void Draw(const GameController& controller, const Settings& settings, const TableLayout& layout, TableLog* log,
            TestProbe* probe, std::vector<Intent>* out);
  bool menu_open() const { return menu_open_; }  // as last drawn
  // The next frame gives Menu the keyboard's focus (what the menu opened was closed by a key).
  void FocusMenuButton() { focus_menu_button_ = true; }
  // Said first among the bar's facts where there is room: the daily deal and its date, or
  // `short_note` (the date alone) on a narrow bar ("" for none).
  // An online room's seat: "Your rejoin code: ABCD EFGH", shown in the menu ("" for none).
  void SetRejoinWords(std::string words) { rejoin_words_ = std::move(words); }
  // A watcher of a room: the menu offers "Take my seat back" with the code typed into `draft`
  // (null: not offered); `note` says why the last code was refused ("" for none).
  void SetRejoinOffer(session::SetupDraft* draft, std::string note) {
    rejoin_draft_ = draft;
    rejoin_note_ = std::move(note);
  }
  // An online room: Mute or Unmute each other person's reactions, in the menu (none: not offered).
  void SetMuteOffers(std::vector<MirrorButton> offers) { mute_offers_ = std::move(offers); }
  void SetNote(const std::string& note, const std::string& short_note) {
    note_ = note;
    short_note_ = short_note;
  }

 private:
  void DrawMenu(const GameController& controller, const Settings& settings, const TableLayout& layout, TableLog* log,
                TestProbe* probe, std::vector<Intent>* out);

  bool menu_open_ = false;
  bool code_copied_ = false;  // "Copied" shows beside the deal code until the menu closes
  bool focus_menu_button_ = false;  // Escape closed the menu (or what it opened): the focus returns to Menu
  bool link_copied_ = false;  // "Copied" shows for the link until the menu closes
  bool invite_copied_ = false;  // and for a room's invite link
  std::string note_;
  std::string short_note_;
  std::string rejoin_words_;
  std::vector<MirrorButton> mute_offers_;
  session::SetupDraft* rejoin_draft_ = nullptr;
  std::string rejoin_note_;
  RejoinField rejoin_field_;
};

}  // namespace popejoan::ui
