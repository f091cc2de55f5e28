// The hub's side of "no stalls" (docs/online.md, "The turn clock" and "The host"): the turn
// clock's call sites, and the lobby's seats freed by the grace (the host's and a seat taken back
// from its AI are commands: seat_commands.cpp). Each change is a record, stored before anyone is
// told (Commit), as elsewhere.
#include "server/rooms/room_hub.h"

namespace popejoan::server {

void RoomHub::StartClock(LiveRoom* live) {
  live->clock = TurnClock(live->room.clock_seconds() * options_.clock_scale);
  live->clock.Follow(MomentOf(live->room), now_);
}

bool RoomHub::FollowClock(LiveRoom* live) { return live->clock.Follow(MomentOf(live->room), now_); }

void RoomHub::CheckClock(LiveRoom* live) {
  if (live->lost || !live->clock.RunOut(now_)) return;
  Room& room = live->room;
  const ClockMoment moment = live->clock.moment();
  if (moment.seat >= 0) {
    // The seat's AI plays this one decision (an act marked "late"), thinking at the next ticks.
    room.PlayLate(moment.seat);
    busy_.insert(room.code());
    return;
  }
  // A deal's end: whoever here has not said they are ready is counted ready.
  const std::vector<bool> connected = Connected(*live);
  for (std::size_t s = 0; s < connected.size(); ++s) live->ready[s] = live->ready[s] || connected[s];
  SendViews(*live, room.step(), {});
  MaybeNextDeal(live);
}

void RoomHub::AfterLate(LiveRoom* live, const engine::Json& record) {
  const engine::Json* late = record.Find("late");
  const engine::Json* seat_field = record.Find("seat");
  if (late == nullptr || !late->as_bool() || seat_field == nullptr) return;
  const int seat = static_cast<int>(seat_field->as_number());
  Room& room = live->room;
  if (seat < 0 || seat >= room.NumSeats() || room.LateTurns(seat) < kLateTurnsBeforeAway ||
      room.seats()[static_cast<std::size_t>(seat)].kind != SeatKind::kPerson) {
    return;
  }
  if (!Commit(live, room.Away(seat, "clock"), 0)) return;
  SendInfo(*live);
  MaybeNextDeal(live);
}

void RoomHub::FreeGoneSeat(LiveRoom* live, int seat) {
  if (!Commit(live, live->room.Free(seat), 0)) return;
  live->gone_since[static_cast<std::size_t>(seat)] = -1.0;
  SendInfo(*live);
  AfterPublicChange(live);  // a public lobby nobody is left in closes
}

}  // namespace popejoan::server
