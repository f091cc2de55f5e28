#include "server/rooms/turn_clock.h"

#include <algorithm>
#include <cmath>

#include "protocol/vocabulary.h"
#include "server/rooms/room.h"

namespace popejoan::server {

bool IsClockChoice(std::int64_t seconds) {
  return seconds >= 0 && protocol::IsRoomClock(static_cast<std::uint64_t>(seconds));
}

ClockMoment MomentOf(const Room& room) {
  ClockMoment m;
  if (room.stage() != RoomStage::kPlaying) return m;
  m.step = room.step();
  if (room.DealOver()) {
    m.runs = true;
    return m;
  }
  const int seat = room.ToAct();
  // The wild Pope's stop is left alone: its window is separate (the hub's), the same for
  // every seat whoever holds the Pope.
  if (seat < 0 || room.state().phase() == engine::Phase::kWildPope) return m;
  if (room.seats()[static_cast<std::size_t>(seat)].kind != SeatKind::kPerson) return m;
  m.runs = true;
  m.seat = seat;
  return m;
}

bool TurnClock::Follow(const ClockMoment& moment, double now) {
  const ClockMoment next = seconds_ > 0.0 ? moment : ClockMoment{};
  if (next == moment_) return false;
  moment_ = next;
  deadline_ = now + seconds_;
  run_out_ = false;
  return true;
}

bool TurnClock::RunOut(double now) {
  if (!moment_.runs || run_out_ || now < deadline_) return false;
  run_out_ = true;
  return true;
}

std::int64_t TurnClock::LeftMs(double now) const {
  if (!moment_.runs) return -1;
  if (run_out_) return 0;
  return static_cast<std::int64_t>(std::ceil(std::max(0.0, deadline_ - now) * 1000.0));
}

}  // namespace popejoan::server
