// What the session notes of the match in play beside the controller: hints asked, a saved match
// kept aside, how it began (a daily deal, a shared code) and what happened to the save at start.
#pragma once

#include <optional>
#include <string>

#include "session/daily_deal.h"
#include "session/save_game.h"

namespace popejoan::session {

struct MatchNotes {
  int hints = 0;  // decisions of this match the coach was asked about (kept in the save)
  std::optional<SaveGame> unresumed;  // a saved match kept as it is (another was asked for)
  std::string startup_note;
  std::optional<CalendarDate> daily;  // the match is this date's daily deal
  bool shared = false;                // the match came from a deal code or a link
};

}  // namespace popejoan::session
