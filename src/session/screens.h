// Which screen a session shows and what lies over it (the rules, a notice, a dialog's state):
// shared by the session's parts, each of which may move the player to another screen.
#pragma once

#include <optional>
#include <string>

#include "session/match_report.h"

namespace popejoan::session {

// kOtherTab: another tab of the same game took it over; this one waits for "Play here".
// kLobby: an online room before its match starts (docs/online.md).
enum class Screen { kSetup, kTable, kStatistics, kMatchOver, kOtherTab, kLobby };
// "setup", "table", "statistics", "match-over", "other-tab", "lobby": the probe's and the host's name for it.
const char* ScreenId(Screen screen);

struct Screens {
  Screen screen = Screen::kSetup;
  Screen stats_return = Screen::kSetup;  // where "Back" goes from the statistics
  bool show_rules = false;
  bool menu_open = false;
  std::optional<MatchReport> report;  // the finished match, for the match-over screen
  std::string stats_message;          // what the last export or import did
  std::string import_path;
  std::string copy_by_hand;  // text the clipboard refused, shown to copy by hand
  bool confirm_reset = false;  // "Reset statistics" waits for its answer
  bool link_refused = false;   // RefuseRoomServer's notice, until OK
};

}  // namespace popejoan::session
