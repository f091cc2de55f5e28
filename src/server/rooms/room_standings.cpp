#include "server/rooms/room_standings.h"

#include <utility>

namespace popejoan::server {

void RoomStandings::Begin(const std::vector<SeatHolder>& seats, std::int32_t purse) {
  lines_.clear();
  open_.clear();
  deals_ = 0;
  for (std::size_t s = 0; s < seats.size(); ++s) {
    StandingLine line;
    line.seat = static_cast<int>(s);
    line.kind = seats[s].kind;
    line.name = seats[s].name;
    line.start = line.end = purse;
    lines_.push_back(line);
    open_.push_back(true);
  }
}

StandingLine* RoomStandings::Open(int seat) {
  for (std::size_t i = lines_.size(); i-- > 0;) {
    if (lines_[i].seat == seat && open_[i]) return &lines_[i];
  }
  return nullptr;
}

bool RoomStandings::Reopen(std::size_t at, const SeatHolder& holder) {
  // Nothing was played while the line's holder sat (away and back between two actions): the line
  // goes, and its seat's line before it goes on if that holder is back.
  for (std::size_t i = at; i-- > 0;) {
    if (lines_[i].seat != lines_[at].seat) continue;
    if (lines_[i].kind != holder.kind || lines_[i].name != holder.name) return false;
    lines_.erase(lines_.begin() + static_cast<std::ptrdiff_t>(at));
    open_.erase(open_.begin() + static_cast<std::ptrdiff_t>(at));
    open_[i] = true;
    lines_[i].to = 0;
    return true;
  }
  return false;
}

void RoomStandings::Note(const std::vector<engine::Event>& events, const std::vector<SeatHolder>& seats, const engine::State& state, int step) {
  if (lines_.empty()) return;
  for (const engine::Event& e : events) {
    if (e.type != engine::EventType::kDealEnd) continue;
    ++deals_;
    if (StandingLine* winner = Open(e.seat)) ++winner->won;
  }
  // At a deal's end the next holder starts with the next deal; mid-deal, in the deal under way.
  const bool between = state.phase() == engine::Phase::kDealOver || state.IsTerminal();
  for (std::size_t s = 0; s < seats.size() && static_cast<int>(s) < state.NumSeats(); ++s) {
    StandingLine* open = Open(static_cast<int>(s));
    if (open == nullptr || (open->kind == seats[s].kind && open->name == seats[s].name)) continue;
    const std::int32_t purse = state.Purse(static_cast<int>(s));
    const std::size_t at = static_cast<std::size_t>(open - lines_.data());
    open_[at] = false;
    open->end = purse;
    open->to = between ? deals_ : deals_ + 1;
    if (open->from_step == step && open->won == 0 && Reopen(at, seats[s])) continue;
    StandingLine line;
    line.seat = static_cast<int>(s);
    line.kind = seats[s].kind;
    line.name = seats[s].name;
    line.from = deals_ + 1;
    line.start = line.end = purse;
    line.from_step = step;
    lines_.push_back(line);
    open_.push_back(true);
  }
}

std::vector<StandingLine> RoomStandings::Lines(const engine::State& state) const {
  std::vector<StandingLine> lines;
  for (std::size_t i = 0; i < lines_.size(); ++i) {
    // A seat taken after the last deal's end held it for no deal: no line (the one before it
    // ended there, at the purse it ends with).
    if (lines_[i].from > deals_ && lines_[i].from_step > 0) continue;
    lines.push_back(lines_[i]);
    if (!open_[i] || lines_[i].seat >= state.NumSeats()) continue;
    lines.back().end = state.Purse(lines_[i].seat);
    lines.back().to = deals_;
  }
  return lines;
}

protocol::Standings RoomStandings::Told(const engine::State& state) const {
  protocol::Standings told;
  told.deals = deals_;
  for (const StandingLine& line : Lines(state)) {
    protocol::StandingsLine l;
    l.seat = line.seat;
    protocol::ParseSeatKind(line.kind, &l.kind);  // the room's own SeatKindId
    l.name = line.name;
    l.from = line.from;
    l.to = line.to;
    l.start = line.start;
    l.end = line.end;
    l.won = line.won;
    told.lines.push_back(std::move(l));
  }
  return told;
}

}  // namespace popejoan::server
