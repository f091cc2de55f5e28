// A client's frame read into a value (docs/online.md, "Client to server"): anything malformed,
// unknown, too long or out of range is refused with the reason, and nothing else is looked at.
#pragma once

#include <cstdint>
#include <string>

#include "engine/action.h"
#include "engine/result.h"
#include "server/rooms/room.h"

namespace popejoan::server {

inline constexpr int kProtocolVersion = 1;
// A client's frame at most (the page's largest, a create with every rule written out, is under
// 1 KiB); the transport's WebSocket read limit is the same, so a bigger frame closes the socket.
inline constexpr std::size_t kMaxClientFrameBytes = 4 * 1024;
// The deepest a frame nests (a create's seats: object > array > object) and the most values it
// holds (a create with eight seats and every rule written out: about 55). Both are checked as it
// is read.
inline constexpr int kMaxClientFrameDepth = 4;
inline constexpr std::size_t kMaxClientFrameValues = 160;
// An error's message: at most this many bytes, control characters escaped (PrintableText).
inline constexpr std::size_t kMaxErrorMessageBytes = 160;
// A frame refused for its name (session/player_name.h) is answered with this id; any other
// refusal of ParseClientMessage with "bad-message".
inline constexpr char kBadNameError[] = "bad-name";

// New types go at the end (their order is the parser's table's).
enum class ClientMessageType { kCreate, kHello, kTakeSeat, kStart, kAct, kReact, kPlayAgain, kFreeSeat, kBack };

// The quick reactions: a fixed list, so there is nothing to moderate.
inline constexpr const char* kReactions[] = {"well-played", "oops", "your-turn", "good-game"};

struct ClientMessage {
  ClientMessageType type = ClientMessageType::kHello;
  std::string room;   // hello: the room's code, as typed (normalised by the hub)
  std::string token;  // hello: a seat's token, if the client has one
  std::string rejoin; // hello: a seat's rejoin code as typed (rejoin_code.h), instead of a token
  std::string name;   // create, hello, take-seat
  int seat = -1;      // take-seat, free-seat
  int step = -1;      // act
  engine::Action action = -1;
  std::string reaction;
  RoomRequest request;  // create
};

// Refuses anything over kMaxClientFrameBytes, nested deeper or wider than the limits above, with
// a field its type does not have, or a value out of range; the error names what was wrong in at
// most kMaxErrorMessageBytes printable bytes, and quotes at most a few bytes of the client's text.
// `error_id`, if given, is set to kBadNameError when the name was what was refused.
engine::Result<ClientMessage> ParseClientMessage(const std::string& text, const char** error_id = nullptr);

// `message` made fit for an error reply: control characters escaped, cut at kMaxErrorMessageBytes.
std::string ErrorMessageText(const std::string& message);

// A name as received, by the rule the page follows too (session/player_name.h): cleaned (spaces
// trimmed, runs of them one space), or refused with the reason; "" if it was only spaces.
engine::Result<std::string> CleanName(const std::string& name);

}  // namespace popejoan::server
