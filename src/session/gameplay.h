// Whether the person is playing right now, for the host page's gameplay-start and gameplay-stop
// (ad and analytics hosts pause their own things while a player plays). Pure: the app fills a
// PlayMoment each frame, and the same answer drives the page and the native app.
#pragma once

namespace popejoan::session {

// What the app shows at this moment, as far as play is concerned.
struct PlayMoment {
  bool at_table = false;           // the table is the screen shown (not setup, statistics, match over)
  bool match_in_progress = false;  // a match is dealt, not over, and not a replay being watched
  bool deal_over = false;          // the settlement of a deal is on show
  bool paused = false;             // by the host page or the player (Menu > Pause)
  bool hidden = false;             // the page's tab is hidden (or the native window minimized)
  bool covered = false;            // the menu, the rules, a lesson's panel or a dialog is over the table
};

// Play is going on: the table with a deal being played and nothing over it or holding it.
bool IsGameplay(const PlayMoment& moment);

// Turns the moment-by-moment answer into changes: each start or stop once, never twice in a row.
class GameplayTracker {
 public:
  // The event to send ("gameplay-start" or "gameplay-stop"), or nullptr when nothing changed.
  // Play is taken to be stopped before the first call.
  const char* Update(bool playing);
  bool playing() const { return playing_; }

 private:
  bool playing_ = false;
};

}  // namespace popejoan::session
