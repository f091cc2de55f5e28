// A client's commands routed from one table to one handler each (the families' files:
// room_commands.cpp, seat_commands.cpp, play_commands.cpp, talk_commands.cpp,
// table_commands.cpp). A new command is a row here and its handler.
#include "server/rooms/room_hub.h"

namespace popejoan::server {

const RoomHub::CommandRoute RoomHub::kCommands[] = {
    {ClientMessageType::kCreate, &RoomHub::Create, nullptr},
    {ClientMessageType::kHello, &RoomHub::Hello, nullptr},
    {ClientMessageType::kTakeSeat, &RoomHub::TakeSeat, nullptr},
    {ClientMessageType::kStart, nullptr, &RoomHub::Start},
    {ClientMessageType::kAct, nullptr, &RoomHub::Act},
    {ClientMessageType::kReact, nullptr, &RoomHub::React},
    {ClientMessageType::kPlayAgain, nullptr, &RoomHub::PlayAgain},
    {ClientMessageType::kFreeSeat, nullptr, &RoomHub::FreeSeat},
    {ClientMessageType::kBack, nullptr, &RoomHub::Back},
    {ClientMessageType::kResync, &RoomHub::ResendView, nullptr},
    {ClientMessageType::kQuickPlay, &RoomHub::QuickPlay, nullptr},
    {ClientMessageType::kLeave, &RoomHub::LeaveTable, nullptr},
    {ClientMessageType::kTables, &RoomHub::ListTables, nullptr},
    {ClientMessageType::kJoinTable, &RoomHub::JoinTable, nullptr},
};

void RoomHub::Handle(ConnectionId id, const ClientMessage& m) {
  for (const CommandRoute& route : kCommands) {
    if (route.type != m.type) continue;
    if (route.open != nullptr) return (this->*route.open)(id, m);
    LiveRoom* live = LiveRoomOf(id);
    const int seat = members_[id].seat;
    if (live == nullptr || seat < 0) return Refuse(id, "not-now", "open a room and take a seat first");
    return (this->*route.seated)(id, live, seat, m);
  }
}

}  // namespace popejoan::server
