// The setup screen: seats (people or AI levels, names), preset and every option, match
// length, starting purse and seed. Opens on the default (you + 3 AI, Classic): one click deals.
#pragma once

#include <array>
#include <string>

#include "session/match_setup.h"
#include "session/settings.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

enum class SetupRequest { kNone, kStart, kBackToTable, kStatistics, kDaily, kLesson };

class SetupView {
 public:
  // Starts editing from `setup` (the last match's, or the default).
  void Reset(const MatchSetup& setup);
  // Draws the screen; kStart when the player asks to start, with the match in `*out`.
  // "How to play" sets *show_rules. `can_go_back`: a match is in progress to return to.
  // `look`: the player's text size, theme and deck, to set before playing (null: not offered).
  SetupRequest Draw(MatchSetup* out, bool* show_rules, bool can_go_back, Settings* look = nullptr);
  // Shown above the Deal button, e.g. why the last start was refused.
  const MatchSetup& draft() const { return draft_; }
  // The cards can be dealt for the draft's players and rules.
  bool Playable() const;
  // The line above Deal: why the cards cannot be dealt, the last message, or who will play.
  std::string Note() const;
  // The match to start, as "Deal the cards" starts it (the typed names taken in).
  MatchSetup Finish();
  void SetMessage(const std::string& message) { message_ = message; }
  const std::string& message() const { return message_; }
  // Offers today's daily deal (kDaily) when the date is known.
  void SetDailyAvailable(bool available) { daily_available_ = available; }
  // Offers "Learn to play" (kLesson) first of all: a first visit.
  void SetFirstVisit(bool first) { first_visit_ = first; }

 private:
  void RefreshShownNames();
  MatchSetup draft_;
  std::array<std::array<char, 32>, kMaxSeats> names_{};
  std::array<char, 24> seed_text_{};
  std::string message_;
  bool show_options_ = false;
  bool daily_available_ = false;
  bool first_visit_ = false;
};

}  // namespace popejoan::ui
