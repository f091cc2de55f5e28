// Natively there is no room socket yet: rooms are not offered (the session hears of no server).
#include "platform/room_socket.h"

namespace popejoan::platform {

void ConnectRoomServices(Shell&, session::SessionServices*) {}
void FindRoomServer(Shell&, const LaunchOptions&) {}

}  // namespace popejoan::platform
