// What a player types or pastes to open a friend's room (docs/online.md, "The page's side"): the
// room's code as read aloud (any case, with or without spaces or dashes) or its whole invite
// link. Pure text, unit-tested; the session checks the link's room server against its own (a
// link never widens the servers a page may use: room_servers.h).
#pragma once

#include <cstddef>
#include <string>

namespace popejoan::session {

inline constexpr char kRoomCodeLetters[] = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";  // the server's alphabet
inline constexpr std::size_t kRoomCodeSize = 9;

struct TypedRoom {
  std::string code;    // "ABC234DEF"; "" when the text is not a room's code nor an invite link
  std::string server;  // a link's room server as an origin ("wss://games.example"); "" for a code
  bool bad_server = false;  // a link whose room server is not understood (never used)
};

// "abc 234-def" -> {"ABC234DEF"}; "https://games.example/?room=ABC234DEF" ->
// {"ABC234DEF", "wss://games.example"}; a link's server= names its room server instead.
TypedRoom ReadTypedRoom(const std::string& typed);

}  // namespace popejoan::session
