// A client's commands about seats (docs/online.md, "Client to server"): `take-seat` (a watcher
// sits), `free-seat` (the host frees another person's seat in the lobby) and `back` (a person takes
// back the seat its AI plays while they were away). Each change is a record, stored before anyone
// is told (Commit).
#include "server/rooms/room_hub.h"

namespace popejoan::server {

void RoomHub::TakeSeat(ConnectionId id, const ClientMessage& m) {
  Place* place = PlaceOf(id);
  if (place == nullptr || members_[id].seat >= 0) return Refuse(id, "not-now", "open the room first, as a watcher");
  if (m.name.empty()) return Refuse(id, kBadNameError, "a name is needed");
  engine::Result<std::string> token = secrets_.seat_token();
  if (!token.ok()) return Refuse(id, "server-trouble", "no random source");
  if (!CommitDecision(place, place->room.TakeSeat(m.seat, m.name, *token), id, nullptr)) return;
  Attach(id, place, m.seat);
  Welcome(id, *place, m.seat);
  outbox_->Send(id, InfoText(*place));  // its own at once: welcome, room, view
  SendInfoPaced(*place, id);
  if (place->room.HasMatch()) SendView(id, *place, -1, place->room.deal_events());
}

void RoomHub::FreeSeat(ConnectionId id, Place* place, int seat, const ClientMessage& m) {
  if (!CommitDecision(place, place->room.FreeSeat(seat, m.seat, HostOf(*place)), id, nullptr)) return;
  // Whoever sat there watches from now on (and may take a seat again); the old token opens nothing.
  for (ConnectionId other : place->members) {
    Member& member = members_[other];
    if (member.seat != m.seat) continue;
    member.seat = -1;
    Welcome(other, *place, -1);
  }
  place->gone_since[static_cast<std::size_t>(m.seat)] = -1.0;
  place->ready[static_cast<std::size_t>(m.seat)] = false;
  SendInfo(*place);
}

void RoomHub::Back(ConnectionId id, Place* place, int seat, const ClientMessage& /*m*/) {
  if (place->room.seats()[static_cast<std::size_t>(seat)].kind != SeatKind::kAiForPerson) {
    return Refuse(id, "not-now", "the seat is not played by the AI");
  }
  ComeBack(id, place, seat);
}

bool RoomHub::ComeBack(ConnectionId id, Place* place, int seat) {
  if (!Commit(place, place->room.Back(seat), id)) return false;  // the asker heard why
  SendInfo(*place);
  return true;
}

}  // namespace popejoan::server
