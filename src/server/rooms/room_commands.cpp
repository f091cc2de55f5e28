// A client's commands about rooms (docs/online.md, "Client to server"): `create` makes a room and
// seats its maker; `hello` opens one, as a seat's holder (its token or rejoin code) or a watcher.
#include <set>
#include <string>

#include "server/rooms/rejoin_code.h"
#include "server/rooms/room_hub.h"
#include "server/store/secret_random.h"

namespace popejoan::server {

void RoomHub::Create(ConnectionId id, const ClientMessage& m) {
  if (m.name.empty()) return Refuse(id, protocol::ErrorCodeId(protocol::ErrorCode::kBadName), "a name is needed");
  if (m.create.public_table && !NameWelcome(id, m.name)) return;
  LiveRoom* added = OpenRoom(id, RoomRequestOf(m.name, m.create));
  if (added == nullptr) return;
  Attach(id, added, 0);
  Welcome(id, *added, 0);
  SendInfo(*added);
}

RoomHub::LiveRoom* RoomHub::OpenRoom(ConnectionId id, const RoomRequest& request) {
  const std::string address = outbox_->PeerAddress(id);
  std::string refusal = quota_.Refusal(address, rooms_made_by_[id], now_);
  if (refusal.empty() && request.public_table && options_.public_tables_per_address > 0 &&
      PublicTablesOf(address) >= options_.public_tables_per_address) {
    refusal = "too many public tables open from one address; join one of them";
  }
  if (!refusal.empty()) {
    Refuse(id, "too-fast", refusal);
    return nullptr;
  }
  engine::Result<std::string> code = secrets_.room_code();
  engine::Result<std::string> token = secrets_.seat_token();
  std::optional<std::uint64_t> seed = NextSeed();
  std::string trouble;
  if (!code.ok() || !token.ok() || !seed) trouble = "no random source";
  if (trouble.empty() && (live_rooms_.count(*code) != 0 || set_aside_.Has(*code))) trouble = "a room code came twice";
  if (!trouble.empty()) {
    Refuse(id, "server-trouble", trouble);
    return nullptr;
  }
  const engine::Json record = Room::CreateRecord(*code, request, *token, *seed);
  engine::Result<Room> room = Room::FromCreateRecord(record);
  if (!room.ok()) {
    Refuse(id, "bad-message", room.error());
    return nullptr;
  }
  if (!guard_.ClaimNew(*code)) {
    Refuse(id, "server-trouble", "the room could not be made; try again");
    return nullptr;
  }
  if (!guard_.Kept(store_->Append(*code, 0, record.Dump()), "a new room", id)) {
    Refuse(id, "server-trouble", "the room could not be kept; try again later");
    return nullptr;
  }
  Leave(id);
  ++rooms_made_by_[id];
  quota_.Made(address, now_);
  LiveRoom live = NewLiveRoom(std::move(*room), 1);
  live.address = address;
  live.counted = true;
  LiveRoom* added = &live_rooms_.emplace(*code, std::move(live)).first->second;
  StartClock(added);
  return added;
}

int RoomHub::PublicTablesOf(const std::string& address) const {
  int tables = 0;
  for (const auto& [code, live] : live_rooms_) tables += live.room.is_public() && live.counted && live.address == address;
  return tables;
}

void RoomHub::Hello(ConnectionId id, const ClientMessage& m) {
  const std::string code = NormalizeRoomCode(m.room);
  auto it = live_rooms_.find(code);
  if (it == live_rooms_.end() && set_aside_.Has(code)) return Refuse(id, kRoomDamagedError, kRoomDamagedMessage);
  if (it == live_rooms_.end()) return Refuse(id, "no-such-room", "no room has that code");
  LiveRoom* live = &it->second;
  // A rejoin code opens its seat as its token does (a wrong one counts against the guessing limits).
  std::string token = m.token;
  if (!m.rejoin.empty()) {
    const std::string address = outbox_->PeerAddress(id);
    const std::string refusal = rejoin_guard_.Refusal(id, address, now_);
    if (!refusal.empty()) return Refuse(id, "too-fast", refusal);
    const int rejoined = live->room.SeatOfRejoin(NormalizeRejoinCode(m.rejoin));
    if (rejoined < 0) {
      rejoin_guard_.Wrong(id, address, now_);
      return Refuse(id, "bad-rejoin", "that rejoin code opens no seat of the room");
    }
    token = live->room.seats()[static_cast<std::size_t>(rejoined)].token;
  }
  // A token that opens no seat is refused, not taken for a watcher's hello: it was never given.
  // A newcomer's token at a public table opens the seat they will take when the deal ends.
  const int arriving = token.empty() ? -1 : live->room.ArrivingSeatOfToken(token);
  if (!token.empty() && live->room.SeatOfToken(token) < 0 && arriving < 0) {
    return Refuse(id, "bad-token", "that token opens no seat of the room");
  }
  Leave(id);
  const int seat = token.empty() ? -1 : live->room.SeatOfToken(token);
  for (ConnectionId other : live->members) {
    if (arriving < 0 || members_[other].arriving != arriving) continue;
    members_[other].arriving = -1;  // the same claim opened elsewhere: the older one only watches
    Welcome(other, *live, -1);
  }
  members_[id].arriving = arriving;
  if (seat >= 0) {
    for (ConnectionId other : std::set<ConnectionId>(live->members)) {
      if (members_[other].seat != seat) continue;
      members_[other].seat = -1;  // the same seat opened elsewhere: the older one watches
      Welcome(other, *live, -1);
    }
    // Not stored, not back: the seat stays the AI's and the connection outside (it may say hello again).
    if (live->room.seats()[static_cast<std::size_t>(seat)].kind == SeatKind::kAiForPerson &&
        !Commit(live, live->room.Back(seat), 0)) {
      return Refuse(id, "server-trouble", "the seat could not be taken back; try again");
    }
  }
  Attach(id, live, seat);
  Welcome(id, *live, seat);
  outbox_->Send(id, InfoText(*live));  // its own at once: welcome, room, view
  SendInfoPaced(*live, id);
  if (live->room.HasMatch()) SendView(id, *live, -1, live->room.deal_events());
}

// Once a step: a page that asks again and again costs the server one view an action, as before
// steps; a page that lost its view asks once and is whole again.
void RoomHub::ResendView(ConnectionId id, const ClientMessage&) {
  LiveRoom* live = LiveRoomOf(id);
  if (live == nullptr || !live->room.HasMatch()) return Refuse(id, "not-now", "there is no match to send");
  Member& member = members_[id];
  if (member.resent_step == live->room.step()) return;
  member.resent_step = live->room.step();
  SendView(id, *live, -1, live->room.deal_events());
}

}  // namespace popejoan::server
