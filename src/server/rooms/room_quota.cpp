#include "server/rooms/room_quota.h"

#include <iterator>

namespace popejoan::server {

std::string RoomQuota::Refusal(const std::string& address, int made_by_connection, double now) {
  if (limits_.per_connection > 0 && made_by_connection >= limits_.per_connection) {
    return "too many rooms made on one connection";
  }
  if (limits_.open_per_address > 0 && Open(address) >= limits_.open_per_address) {
    return "too many rooms open from one address; wait until one is closed";
  }
  if (limits_.per_address_per_minute <= 0) return "";
  auto found = made_.find(address);
  if (found == made_.end()) return "";
  std::deque<double>& made = found->second;
  while (!made.empty() && now - made.front() >= 60.0) made.pop_front();
  if (made.size() >= static_cast<std::size_t>(limits_.per_address_per_minute)) {
    return "too many rooms made from one address; wait a minute";
  }
  return "";
}

void RoomQuota::Made(const std::string& address, double now) {
  if (limits_.open_per_address > 0) ++open_[address];
  if (limits_.per_address_per_minute <= 0) return;
  made_[address].push_back(now);
  // Addresses with nothing in the last minute are forgotten now and then (bounded memory).
  if (made_.size() > 4096) {
    for (auto it = made_.begin(); it != made_.end();) {
      it = !it->second.empty() && now - it->second.back() < 60.0 ? std::next(it) : made_.erase(it);
    }
  }
}

void RoomQuota::Removed(const std::string& address) {
  auto found = open_.find(address);
  if (found != open_.end() && --found->second <= 0) open_.erase(found);
}

int RoomQuota::Open(const std::string& address) const {
  auto found = open_.find(address);
  return found == open_.end() ? 0 : found->second;
}

}  // namespace popejoan::server
