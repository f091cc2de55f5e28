// A client's words at the table (docs/online.md, "Client to server"): `react` shows one of the
// reactions by its sender's plate on every page of the room, at most one a second per connection.
#include <string>

#include "protocol/server_message.h"
#include "server/rooms/room_hub.h"

namespace popejoan::server {

void RoomHub::React(ConnectionId id, LiveRoom* live, int seat, const ClientMessage& m) {
  Member& member = members_[id];
  if (now_ - member.last_reaction < options_.reaction_gap_seconds) return Refuse(id, "too-fast", "one reaction a second");
  member.last_reaction = now_;
  const std::string text = protocol::ReactionText({seat, m.reaction});
  for (ConnectionId other : live->members) outbox_->Send(other, text);
}

}  // namespace popejoan::server
