// Who played each seat of a room's match, and what each of them came to: the final standings'
// lines (docs/online.md, "The standings"). A seat's line runs from the deal its holder sat down in
// to the deal they left: a new line starts whenever the seat changes hands (a friend takes an AI
// seat, a person's seat goes to the AI while they are away, and back), so a friend is counted
// from their own start and the AI they replaced up to then. Built from the room's records only,
// as the room applies them (live, and again when a restarted server replays them).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/json.h"
#include "engine/state.h"
#include "protocol/server_message.h"

namespace popejoan::server {

// One holder of one seat, for a stretch of the match.
struct StandingLine {
  int seat = 0;
  std::string kind;  // "person", "ai" or "ai-for-person" (the room's seat kinds)
  std::string name;  // the person's (for "ai-for-person", the person the AI played for) or the AI's
  int from = 1;      // the first deal of the line, 1-based
  int to = 0;        // its last deal (the deal they left in), 0 while the seat is still theirs
  std::int32_t start = 0;  // the seat's purse when they sat down
  std::int32_t end = 0;    // and when they left (while open: the purse now)
  int won = 0;             // deals won while they held the seat
  int from_step = 0;       // the match's step when they sat down (a line no action saw is dropped)
};

// A seat as the room holds it now: who plays it.
struct SeatHolder {
  std::string kind;
  std::string name;
};

class RoomStandings {
 public:
  // A match starts: one line per seat, from `purse` (the rules' purse, before the first dressing).
  void Begin(const std::vector<SeatHolder>& seats, std::int32_t purse);
  // What an applied record did: `events` the engine's (deals won and played), then the seats as
  // they are now (a seat whose holder changed starts a new line). `state`: the match after it;
  // `step`: the match's actions so far.
  void Note(const std::vector<engine::Event>& events, const std::vector<SeatHolder>& seats, const engine::State& state, int step);
  bool empty() const { return lines_.empty(); }
  int deals() const { return deals_; }
  // The lines, the open ones closed at `state`'s purses, in the order they began (seat by seat
  // at the start).
  std::vector<StandingLine> Lines(const engine::State& state) const;
  // As the "room" frame tells them (protocol/server_message.h).
  protocol::Standings Told(const engine::State& state) const;
  // {"deals": n, "lines": [{seat, kind, name, from, to, start, end, won}]} (docs/online.md).
  engine::Json ToJson(const engine::State& state) const { return protocol::StandingsJson(Told(state)); }

 private:
  // The open line of `seat` (the last one begun for it).
  StandingLine* Open(int seat);
  // Line `at`, just closed, saw no action: if the seat's line before it is `holder`'s, that line
  // goes on in its place (true); else false and line `at` stays.
  bool Reopen(std::size_t at, const SeatHolder& holder);

  std::vector<StandingLine> lines_;
  std::vector<bool> open_;  // per line: still its seat's holder
  int deals_ = 0;
};

}  // namespace popejoan::server
