#include "server/rooms/room_quota.h"

namespace popejoan::server {

std::string RoomQuota::Refusal(const std::string& address, int made_by_connection, double now) {
  if (limits_.per_connection > 0 && made_by_connection >= limits_.per_connection) {
    return "too many rooms made on one connection";
  }
  if (limits_.open_per_address > 0 && Open(address) >= limits_.open_per_address) {
    return "too many rooms open from one address; wait until one is closed";
  }
  if (limits_.per_address_per_minute > 0 && made_.Count(address, now) >= limits_.per_address_per_minute) {
    return "too many rooms made from one address; wait a minute";
  }
  return "";
}

void RoomQuota::Made(const std::string& address, double now) {
  if (limits_.open_per_address > 0) ++open_[address];
  if (limits_.per_address_per_minute > 0) made_.Add(address, now);
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
