// The servers popejoan-load can drive (--target NAME): each a RoomProtocol (room_protocol.h) made
// afresh for every match a room plays. Adding a server is one line in protocol_registry.cpp.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "load/room_protocol.h"

namespace popejoan::load {

// Makes one room's protocol; `seed` drives its random choices (each room and match its own).
using ProtocolFactory = std::unique_ptr<RoomProtocol> (*)(std::uint64_t seed);

struct ProtocolEntry {
  const char* name;         // --target NAME
  ProtocolFactory make;
};

// Every --target, in the order of the usage text.
const std::vector<ProtocolEntry>& Protocols();
// The factory named `name`, or nullptr.
ProtocolFactory FindProtocol(const std::string& name);
// "popejoan|colyseus|..." for the usage text.
std::string ProtocolNames();

}  // namespace popejoan::load
