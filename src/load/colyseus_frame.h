// Colyseus 0.18's WebSocket framing, as much as a room client needs (read from the installed
// @colyseus/core build/Protocol and @colyseus/shared-types): binary frames whose first byte is
// the protocol code. The server opens with JOIN_ROOM (code, reconnection token, serializer id,
// handshake), which the client confirms with the lone byte JOIN_ROOM; room messages both ways
// are ROOM_DATA: the code, the message type as a msgpack string, then the message in msgpack.
#pragma once

#include <cstddef>
#include <string>

#include "engine/json.h"
#include "engine/result.h"

namespace popejoan::load::colyseus {

inline constexpr unsigned char kJoinRoom = 10;
inline constexpr unsigned char kError = 11;
inline constexpr unsigned char kLeaveRoom = 12;
inline constexpr unsigned char kRoomData = 13;
inline constexpr unsigned char kPing = 18;

struct Frame {
  int code = -1;
  std::string type;  // kRoomData: the message type; kError: the error's text
  engine::Json message;      // kRoomData: the message (msgpack read into Json; whole numbers only)
};

// Reads one server frame: the code, and for ROOM_DATA and ERROR what they carry.
engine::Result<Frame> DecodeFrame(const std::string& data);

// A ROOM_DATA frame for `type` carrying `message` (numbers, strings, arrays, objects).
std::string EncodeRoomData(const std::string& type, const engine::Json& message);

// The lone-byte frame confirming JOIN_ROOM.
std::string JoinConfirmation();

// msgpack <-> Json, exposed for tests.
engine::Result<engine::Json> MsgpackToJson(const char* data, std::size_t size, std::size_t* used);
std::string JsonToMsgpack(const engine::Json& value);

}  // namespace popejoan::load::colyseus
