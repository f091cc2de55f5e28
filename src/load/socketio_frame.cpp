#include "load/socketio_frame.h"

#include <cctype>

namespace popejoan::load::socketio {
namespace {

engine::JsonLimits FrameLimits() {
  engine::JsonLimits limits;
  limits.max_bytes = 256 * 1024;
  return limits;
}

}  // namespace

engine::Result<Packet> DecodePacket(const std::string& data) {
  if (data.empty()) return engine::Result<Packet>::Error("an empty frame");
  Packet packet;
  switch (data[0]) {
    case '0': packet.kind = Packet::Kind::kOpen; return packet;
    case '1': packet.kind = Packet::Kind::kClose; return packet;
    case '2': packet.kind = Packet::Kind::kPing; return packet;
    case '4': break;
    default: return packet;
  }
  if (data.size() < 2) return engine::Result<Packet>::Error("a message without a socket.io packet");
  std::size_t at = 2;
  if (at < data.size() && data[at] == '/') {
    std::size_t comma = data.find(',', at);
    packet.name_space = data.substr(at, comma == std::string::npos ? std::string::npos : comma - at);
    at = comma == std::string::npos ? data.size() : comma + 1;
  } else {
    packet.name_space = "/";
  }
  while (at < data.size() && std::isdigit(static_cast<unsigned char>(data[at]))) ++at;  // an ack id
  switch (data[1]) {
    case '0': packet.kind = Packet::Kind::kConnected; return packet;
    case '1': packet.kind = Packet::Kind::kDisconnect; return packet;
    case '4': packet.kind = Packet::Kind::kConnectError; return packet;
    case '2': break;
    default: return packet;
  }
  engine::Result<engine::Json> array = engine::Json::Parse(data.substr(at), FrameLimits());
  if (!array.ok()) return engine::Result<Packet>::Error("an event's JSON: " + array.error());
  if (!array->is_array() || array->items().empty() || !array->items()[0].is_string()) {
    return engine::Result<Packet>::Error("an event that is not [name, ...]");
  }
  packet.kind = Packet::Kind::kEvent;
  packet.event = array->items()[0].as_string();
  for (std::size_t i = 1; i < array->items().size(); ++i) packet.args.Append(array->items()[i]);
  return packet;
}

std::string Pong() { return "3"; }

std::string Connect(const std::string& name_space) { return "40" + name_space + ","; }

std::string Emit(const std::string& name_space, const std::string& event, const engine::Json& args) {
  engine::Json array = engine::Json::Array();
  array.Append(engine::Json::String(event));
  for (const engine::Json& arg : args.items()) array.Append(arg);
  return "42" + name_space + "," + array.Dump();
}

}  // namespace popejoan::load::socketio
