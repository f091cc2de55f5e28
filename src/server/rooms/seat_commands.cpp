// A client's commands about seats (docs/online.md, "Client to server"): `take-seat` (a watcher
// sits), `free-seat` (the host frees another person's seat in the lobby) and `back` (a person takes
// back the seat its AI plays while they were away). Each change is a record, stored before anyone
// is told (Commit).
#include "server/rooms/room_hub.h"

namespace popejoan::server {

void RoomHub::TakeSeat(ConnectionId id, const ClientMessage& m) {
  LiveRoom* live = LiveRoomOf(id);
  if (live == nullptr || members_[id].seat >= 0) return Refuse(id, "not-now", "open the room first, as a watcher");
  if (m.name.empty()) return Refuse(id, protocol::ErrorCodeId(protocol::ErrorCode::kBadName), "a name is needed");
  if (live->room.is_public() && !NameWelcome(id, m.name)) return;
  engine::Result<std::string> token = secrets_.seat_token();
  if (!token.ok()) return Refuse(id, "server-trouble", "no random source");
  if (!CommitVerdict(live, live->room.TakeSeat(m.seat, m.name, *token), id, nullptr)) return;
  Attach(id, live, m.seat);
  Welcome(id, *live, m.seat);
  outbox_->Send(id, InfoText(*live));  // its own at once: welcome, room, view
  SendInfoPaced(*live, id);
  if (live->room.HasMatch()) SendView(id, *live, -1, live->room.deal_events());
}

void RoomHub::FreeSeat(ConnectionId id, LiveRoom* live, int seat, const ClientMessage& m) {
  if (!CommitVerdict(live, live->room.FreeSeat(seat, m.seat, HostOf(*live)), id, nullptr)) return;
  // Whoever sat there watches from now on (and may take a seat again); the old token opens nothing.
  for (ConnectionId other : live->members) {
    Member& member = members_[other];
    if (member.seat != m.seat) continue;
    member.seat = -1;
    Welcome(other, *live, -1);
  }
  live->gone_since[static_cast<std::size_t>(m.seat)] = -1.0;
  live->ready[static_cast<std::size_t>(m.seat)] = false;
  SendInfo(*live);
}

void RoomHub::Back(ConnectionId id, LiveRoom* live, int seat, const ClientMessage& /*m*/) {
  if (live->room.seats()[static_cast<std::size_t>(seat)].kind != SeatKind::kAiForPerson) {
    return Refuse(id, "not-now", "the seat is not played by the AI");
  }
  ComeBack(id, live, seat);
}

bool RoomHub::ComeBack(ConnectionId id, LiveRoom* live, int seat) {
  if (!Commit(live, live->room.Back(seat), id)) return false;  // the asker heard why
  SendInfo(*live);
  return true;
}

}  // namespace popejoan::server
