#include "load/protocol_registry.h"

#include "load/bgio_protocol.h"
#include "load/colyseus_protocol.h"
#include "load/popejoan_protocol.h"

namespace popejoan::load {

const std::vector<ProtocolEntry>& Protocols() {
  static const std::vector<ProtocolEntry> kProtocols = {
      {"popejoan", [](std::uint64_t seed) -> std::unique_ptr<RoomProtocol> { return std::make_unique<PopeJoanProtocol>(seed); }},
      // Peers (bench/peers), one line each:
      {"colyseus", [](std::uint64_t seed) -> std::unique_ptr<RoomProtocol> { return std::make_unique<ColyseusProtocol>(seed); }},
      {"bgio", [](std::uint64_t seed) -> std::unique_ptr<RoomProtocol> { return std::make_unique<BgioProtocol>(seed); }},
  };
  return kProtocols;
}

ProtocolFactory FindProtocol(const std::string& name) {
  for (const ProtocolEntry& entry : Protocols()) {
    if (name == entry.name) return entry.make;
  }
  return nullptr;
}

std::string ProtocolNames() {
  std::string names;
  for (const ProtocolEntry& entry : Protocols()) names += (names.empty() ? "" : "|") + std::string(entry.name);
  return names;
}

}  // namespace popejoan::load
