// engine.io v4 / socket.io v4 over a WebSocket, as much as a boardgame.io client needs: every
// text frame is an engine.io packet (its type a digit: 0 open, 1 close, 2 ping, 3 pong,
// 4 message); a message is a socket.io packet (0 connect, 1 disconnect, 2 event, 4 connect
// error), then the namespace ("/table,"), then for an event a JSON array [name, args...].
#pragma once

#include <string>

#include "engine/json.h"
#include "engine/result.h"

namespace popejoan::load::socketio {

struct Packet {
  enum class Kind { kOpen, kClose, kPing, kConnected, kConnectError, kDisconnect, kEvent, kOther };
  Kind kind = Kind::kOther;
  std::string name_space;  // kConnected, kEvent, ...: "/table"
  std::string event;       // kEvent: the event's name
  engine::Json args = engine::Json::Array();  // kEvent: what follows the name
};

engine::Result<Packet> DecodePacket(const std::string& data);

std::string Pong();
// Connects to `name_space` ("/table").
std::string Connect(const std::string& name_space);
// Emits `event` with `args` (an array) on `name_space`.
std::string Emit(const std::string& name_space, const std::string& event, const engine::Json& args);

}  // namespace popejoan::load::socketio
