// A client's frame read into a value (docs/online.md, "Client to server"): anything malformed,
// unknown, too long or out of range is refused with the reason, and nothing else is looked at.
#pragma once

#include <cstdint>
#include <string>

#include "engine/action.h"
#include "engine/result.h"
#include "server/room.h"

namespace popejoan::server {

inline constexpr int kProtocolVersion = 1;
inline constexpr std::size_t kMaxClientFrameBytes = 16 * 1024;
inline constexpr std::size_t kMaxNameBytes = 40;  // a name of about twenty letters anywhere

enum class ClientMessageType { kCreate, kHello, kTakeSeat, kStart, kAct, kReact, kPlayAgain };

// The quick reactions: a fixed list, so there is nothing to moderate.
inline constexpr const char* kReactions[] = {"well-played", "oops", "your-turn", "good-game"};

struct ClientMessage {
  ClientMessageType type = ClientMessageType::kHello;
  std::string room;   // hello: the room's code, as typed (normalised by the hub)
  std::string token;  // hello: a seat's token, if the client has one
  std::string name;   // create, hello, take-seat
  int seat = -1;      // take-seat
  int step = -1;      // act
  Action action = -1;
  std::string reaction;
  RoomRequest request;  // create
};

Result<ClientMessage> ParseClientMessage(const std::string& text);

// A name as typed, made fit to show: spaces at the ends trimmed, control characters refused;
// "" if nothing is left.
Result<std::string> CleanName(const std::string& name);

}  // namespace popejoan::server
