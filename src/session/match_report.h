// What a finished match comes to, for the match-over screen: each seat's place, purse from the
// match's start to its end and deals won, the biggest swing of a single deal, and a headline in
// player words ("You finished 2nd of 4"). Worked out by replaying the match's actions from its
// setup, so the figures are the engine's own.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/result.h"
#include "protocol/server_message.h"
#include "session/match_setup.h"

namespace popejoan::session {

struct SeatReport {
  std::string name;
  bool human = false;
  int place = 1;           // 1 = first; seats with equal purses share a place
  bool tied = false;       // another seat has the same place
  std::int32_t start = 0;  // purse when the match began
  std::int32_t end = 0;    // purse at its end
  int deals_won = 0;       // deals this seat went out in (or otherwise won)
  // Online, a seat that changed hands: this holder's line only, from_deal to to_deal (1-based; 0:
  // the whole match), `for_person` when the AI played for the person named while they were away.
  int seat = 0;
  int from_deal = 0;
  int to_deal = 0;
  bool for_person = false;
};

struct MatchReport {
  std::vector<SeatReport> seats;  // in seat order
  std::vector<int> order;         // seats by place, first first
  // Online: the other holders of seats that changed hands (each after its seat's line, which is
  // its person's, or its last holder's), in the order they sat down.
  std::vector<SeatReport> others;
  bool told_by_room = false;      // online: from the room's own standings
  int deals = 0;                  // deals played
  int swing_seat = -1;            // the biggest change of one purse in one deal
  int swing_deal = -1;            // 0-based
  std::int32_t swing = 0;
  // Counters still on the board (and in the centre) at the end: the purses' changes add up with them.
  std::int32_t left_on_board = 0;
  // The words, in the language of the moment they were made: a screen that outlives a change of
  // language says them afresh with ReportHeadline() and ReportSwingLine().
  std::string headline;           // "You finished 2nd of 4", "Lady Agatha wins the match"
  std::string swing_line;         // "The biggest swing: The Vicar +18 in deal 3"
  std::string hints_line;         // "You won with 2 hints." ("" when none were asked for)
};

// The report's headline and swing line in the current language ("" for no swing). Online, a
// first seat that changed hands is named by its holder with the best gain ("The Vicar wins the
// match" for the AI's seat a friend took for the last deal; "The AI playing for Felix ...").
std::string ReportHeadline(const MatchReport& report);
std::string ReportSwingLine(const MatchReport& report);
// What stayed on the board, so the standings add up ("" when nothing did).
std::string ReportBoardLine(const MatchReport& report);
std::string BoardLeftLine(std::int32_t counters);

// What the coach had to do with the result: "You won with 2 hints.", "You asked for 1 hint."
std::string HintsLine(const std::vector<SeatReport>& seats, int hints);

// The report of the match `history` played from `setup` (refused if it does not replay to the end).
engine::Result<MatchReport> ReportMatch(const MatchSetup& setup, const std::vector<engine::Action>& history);
// The report of a room's match from its final state alone (the server keeps its actions): the
// places and purses, without the deals' story.
engine::Result<MatchReport> ReportFinalState(const MatchSetup& setup, const engine::State& state);

// The report of a room's match from its final state and the standings the room told once its
// match was over (docs/online.md, "The standings"): deals won and played, and a line for each
// holder of a seat that changed hands.
engine::Result<MatchReport> ReportRoomMatch(const MatchSetup& setup, const engine::State& state, const protocol::Standings& standings);
// A line's name: "Felix", "AI playing for Felix, deals 2–4", "Dora, deal 4".
std::string StandingName(const SeatReport& line);

// "1st", "2nd", "3rd", "4th", ... "11th", "12th", "13th", "21st" (French: "1er", "2e", ...).
std::string Ordinal(int n);

}  // namespace popejoan::session
