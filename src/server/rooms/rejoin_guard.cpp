#include "server/rooms/rejoin_guard.h"

namespace popejoan::server {

std::string RejoinGuard::Refusal(ConnectionId id, const std::string& address, double now) {
  const auto mine = per_connection_.find(id);
  if (mine != per_connection_.end() && mine->second >= kWrongPerConnection) {
    return "too many wrong rejoin codes on this connection";
  }
  return per_address_.Count(address, now) >= kWrongPerAddress ? "too many wrong rejoin codes from this address; try later" : "";
}

void RejoinGuard::Wrong(ConnectionId id, const std::string& address, double now) {
  ++per_connection_[id];
  per_address_.Add(address, now);
}

}  // namespace popejoan::server
