// The card table: seats, board, turn-up, the run of cards, your hand, captions and the
// decisions you can make. Reads the controller's model; sends it commands.
#pragma once

#include "ui/controller.h"
#include "ui/settings.h"

namespace popejoan::ui {

// What the table asks of the app (screens it does not own).
enum class TableRequest { kNone, kNewMatch, kRules, kSaveReplay, kStatistics, kFullscreen };

class TableView {
 public:
  // The menu edits `settings` (theme, mute); pace and undo go to the controller.
  TableRequest Draw(GameController& controller, Settings* settings);

 private:
  // The top bar: title, deal, pace and the menu.
  TableRequest DrawTopBar(GameController& controller, Settings* settings, bool portrait, float bar_height);
  // While paused: a panel over the table with a button to play on.
  void DrawPaused(GameController& controller);
  // With two or more people at one device, a hand stays covered until its owner taps.
  bool DrawHandOff(GameController& controller);

  int keyboard_focus_ = -1;  // index into the legal leads, for arrow keys + Enter
  int revealed_seat_ = -1;   // the person whose hand is uncovered (hand-off between people)
  int motion_seen_ = 0;      // the model's motion_id last started
  double motion_start_ = -1.0;
};

}  // namespace popejoan::ui
