// What a room offers as controls now (room_offers.h), from the room session's state.
#include "session/room_offers.h"

#include <algorithm>

namespace popejoan::session {
namespace {

// The room's seat kinds, as its messages name them.
bool SeatIs(const protocol::SeatInfo& seat, protocol::SeatKind kind) { return seat.kind == kind; }
bool InLobby(const RoomClient& room) { return room.info() && room.info()->stage == protocol::RoomStage::kLobby; }

void Add(std::vector<Intent>* intents, IntentKind kind, std::uint64_t value = 0) { intents->push_back(MakeIntent(kind, value)); }

// Copy invite link, while the room's code is known.
void AddInvite(const RoomClient& room, std::vector<Intent>* intents) {
  if (room.welcomed() && !room.code().empty()) Add(intents, IntentKind::kCopyInvite);
}

}  // namespace

std::vector<Intent> LobbyIntents(const RoomSession& rooms) {
  const RoomClient& room = rooms.client();
  std::vector<Intent> intents;
  AddInvite(room, &intents);
  const bool lobby = InLobby(room);
  if (room.welcomed() && room.spectator() && room.info()) {
    // A free seat, or an AI's (the creator's AI steps aside); none: the lobby says it is full.
    const std::vector<protocol::SeatInfo>& seats = room.info()->seats;
    for (size_t s = 0; lobby && s < seats.size(); ++s) {
      if (SeatIs(seats[s], protocol::SeatKind::kEmpty) || SeatIs(seats[s], protocol::SeatKind::kAi)) Add(&intents, IntentKind::kTakeSeat, s);
    }
  }
  if (rooms.RejoinOffered()) Add(&intents, IntentKind::kReclaimSeat);
  if (room.host() && lobby) {
    // The host may free a friend's seat (one who went, or the wrong person): they watch then.
    const std::vector<protocol::SeatInfo>& seats = room.info()->seats;
    for (size_t s = 0; s < seats.size(); ++s) {
      if (SeatIs(seats[s], protocol::SeatKind::kPerson) && static_cast<int>(s) != room.seat()) Add(&intents, IntentKind::kFreeSeat, s);
    }
    Add(&intents, IntentKind::kStartRoom);
  }
  Add(&intents, IntentKind::kLeaveRoom);
  return intents;
}

std::vector<Intent> WatcherSeatIntents(const RoomSession& rooms, const GameController& controller) {
  const RoomClient& room = rooms.client();
  std::vector<Intent> intents;
  const bool between_deals =
      controller.HasMatch() && (controller.DealOver() || controller.MatchOver());
  // A public table's newcomer is seated by the server itself as the deal ends.
  if (!room.welcomed() || !room.spectator() || !room.info() || !between_deals || room.arriving() >= 0) return intents;
  const std::vector<protocol::SeatInfo>& seats = room.info()->seats;
  for (size_t s = 0; s < seats.size(); ++s) {
    if (SeatIs(seats[s], protocol::SeatKind::kAi)) Add(&intents, IntentKind::kTakeSeat, s);
  }
  return intents;
}

std::vector<Intent> MuteIntents(const RoomSession& rooms) {
  std::vector<Intent> intents;
  const RoomClient& room = rooms.client();
  for (size_t s = 0; room.info() && s < room.info()->seats.size(); ++s) {
    if (rooms.MuteOffered(static_cast<int>(s))) Add(&intents, IntentKind::kMuteSeat, s);
  }
  return intents;
}

void AddRoomToTableIntents(const RoomSession& rooms, const GameController& controller, std::vector<Intent>* intents) {
  const RoomClient& room = rooms.client();
  rooms.FilterForRoom(intents);  // what a room never offers
  // Play again is the host's; the next deal waits on the seat's own "ready" once.
  intents->erase(std::remove_if(intents->begin(), intents->end(),
                                [&](const Intent& i) {
                                  if (i.kind == IntentKind::kPlayAgain) return !room.host();
                                  return (i.kind == IntentKind::kNextDeal || i.kind == IntentKind::kFinalStandings) &&
                                         (room.spectator() || controller.RemoteAwaiting());
                                }),
                 intents->end());
  const std::vector<Intent> seats = WatcherSeatIntents(rooms, controller);
  intents->insert(intents->end(), seats.begin(), seats.end());
  AddInvite(room, intents);
  if (rooms.RejoinOffered()) Add(intents, IntentKind::kReclaimSeat);
  if (rooms.BackOffered()) Add(intents, IntentKind::kComeBack);
  for (std::uint64_t r = 0; !room.spectator() && r < protocol::kNumReactions; ++r) Add(intents, IntentKind::kReact, r);
  const std::vector<Intent> mutes = MuteIntents(rooms);
  intents->insert(intents->end(), mutes.begin(), mutes.end());
  Add(intents, IntentKind::kLeaveRoom);
}

void AddFriendsToSetupIntents(const RoomSession& rooms, const SetupDraft& draft, std::vector<Intent>* buttons,
                              std::vector<Intent>* fields) {
  if (!rooms.LastRoom().empty()) Add(buttons, IntentKind::kBackToRoom);
  if (!draft.friends()) {
    Add(buttons, IntentKind::kJoinRoom);
    if (rooms.CodeIsRoom()) Add(buttons, IntentKind::kOpenCodeRoom);
    Add(buttons, IntentKind::kQuickPlay);
    if (!rooms.TablesOpen()) Add(buttons, IntentKind::kOpenTables);
    for (const RoomSession::TableLine& line : rooms.TableLines()) Add(buttons, IntentKind::kJoinTable, PackRoomCode(line.code));
    if (rooms.TablesOpen()) Add(buttons, IntentKind::kCloseTables);
    Add(buttons, IntentKind::kPlayWithFriends);
    return;
  }
  // A room is made, not dealt: Create room where Deal was, and back to playing here.
  for (Intent& b : *buttons) {
    if (b.kind == IntentKind::kDeal) b = MakeIntent(IntentKind::kCreateRoom);
  }
  buttons->erase(std::remove_if(buttons->begin(), buttons->end(),
                                [](const Intent& b) {
                                  return b.kind == IntentKind::kDaily || b.kind == IntentKind::kEnterCode ||
                                         b.kind == IntentKind::kPlayCode;
                                }),
                 buttons->end());
  Add(buttons, IntentKind::kPlayWithFriends);
  Add(fields, IntentKind::kSetWhoJoins);
  Add(fields, IntentKind::kSetFill);
  Add(fields, IntentKind::kSetClock);
}

}  // namespace popejoan::session
