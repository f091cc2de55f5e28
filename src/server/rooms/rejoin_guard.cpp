#include "server/rooms/rejoin_guard.h"

namespace popejoan::server {

std::string RejoinGuard::Refusal(ConnectionId id, const std::string& address, double now) {
  const auto mine = per_connection_.find(id);
  if (mine != per_connection_.end() && mine->second >= kWrongPerConnection) {
    return "too many wrong rejoin codes on this connection";
  }
  auto from = per_address_.find(address);
  if (from == per_address_.end()) return "";
  std::deque<double>& times = from->second;
  while (!times.empty() && now - times.front() >= kAddressWindowSeconds) times.pop_front();
  if (times.empty()) {
    per_address_.erase(from);
    return "";
  }
  return static_cast<int>(times.size()) >= kWrongPerAddress ? "too many wrong rejoin codes from this address; try later" : "";
}

void RejoinGuard::Wrong(ConnectionId id, const std::string& address, double now) {
  ++per_connection_[id];
  per_address_[address].push_back(now);
}

}  // namespace popejoan::server
