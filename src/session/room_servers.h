// Which room servers a page may use, and where a seat's token is kept (docs/online.md,
// "Security"). A seat's token goes only to the server that issued it: it is kept under that
// server's origin and the room's code. A page uses its own origin's server, or another only when
// its site lists it (site.json beside the page, which popejoan-server makes from --room-servers).
// Pure text, unit-tested; the platform reads the page's origin, the list and the storage.
#pragma once

#include <string>
#include <vector>

namespace popejoan::session {

// "WSS://Rooms.Example:443/rooms" -> "wss://rooms.example": scheme and host lowercased, the
// default port left out. "" when `url` is not a plain ws:// or wss:// address (a user part, a
// backslash, a host of other characters than letters, digits, '-' and '.', or a bracketed IPv6
// address): what is not understood here is never used.
std::string RoomServerOrigin(const std::string& url);
// The room servers the site's site.json lists ({"room_servers": ["wss://rooms.example"]}), as
// origins; none when the file is missing or malformed.
std::vector<std::string> ListedRoomServers(const std::string& site_json);
// Whether a page whose own room server is `page_server` (its origin as ws:// or wss://: for
// https://games.example, wss://games.example) may use the room server at `url`: its own, or
// one `listed`.
bool RoomServerAllowed(const std::string& page_server, const std::string& url, const std::vector<std::string>& listed);

// Where the seat's token for room `code` on the server `server` (an origin) is kept in the
// browser's storage: "popejoan-room-CODE@wss://rooms.example".
std::string RoomTokenKey(const std::string& server, const std::string& code);
// The code of the room this page last sat in on a server ("Back to your room") is kept as a
// token is, under this name in place of a room's code (no code has lower-case letters):
// "popejoan-room-last@wss://rooms.example".
inline constexpr char kLastRoomSlot[] = "last";
// Where it was kept before tokens were keyed by server ("popejoan-room-CODE"), when that old
// token may be read for `server`: only for the page's own server, whence nearly all of them came
// (a page used another only through a server= link). "" otherwise: an old token is never sent to
// another server.
std::string OldRoomTokenKey(const std::string& server, const std::string& code, const std::string& page_server);

}  // namespace popejoan::session
