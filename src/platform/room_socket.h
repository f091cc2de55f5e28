// The socket to the room server (docs/online.md): on the page the browser's WebSocket (a few
// lines of JavaScript, room_socket_web.cpp), natively Boost.Beast's on a thread
// (room_socket_native.cpp, `--server ws://HOST:PORT/rooms --room CODE`). Its
// events go to the app's session (Session::RoomSocketOpened, ...); the room's seat tokens are
// kept by room server and room code in the browser's storage (session/room_servers.h). The page
// uses its own origin's room server, or another only when its site lists it (site.json).
#pragma once

#include "platform/launch_options.h"

namespace popejoan::session {
struct SessionServices;
}  // namespace popejoan::session

namespace popejoan::platform {

class Shell;

// The session's room services: connect, send, disconnect, the kept tokens, the invite link and
// sharing it.
void ConnectRoomServices(Shell& shell, session::SessionServices* services);
// Once the app is up: asks whether a room server answers (the page: its own origin's, or
// `server=`'s when it is that or one the site lists; GET /healthz) and tells the app its URL if
// it does. A `server=` the site does not list: nothing is asked of it, and the app says so.
void FindRoomServer(Shell& shell, const LaunchOptions& options);
// Each frame: what the socket heard since, handed to the app (natively; the page's arrives by
// itself).
void PumpRoomSocket(Shell& shell);

}  // namespace popejoan::platform
