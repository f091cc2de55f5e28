#include "server/rooms/info_pacer.h"

#include <iterator>

namespace popejoan::server {

bool InfoPacer::Changed(const std::string& room, double now) {
  if (due_.count(room) != 0) return false;
  auto sent = sent_.find(room);
  if (sent != sent_.end() && now - sent->second < gap_) {
    due_.insert(room);
    return false;
  }
  sent_[room] = now;
  return true;
}

void InfoPacer::Sent(const std::string& room, double now) {
  due_.erase(room);
  sent_[room] = now;
}

std::vector<std::string> InfoPacer::Due(double now) {
  std::vector<std::string> due;
  for (auto it = due_.begin(); it != due_.end();) {
    auto sent = sent_.find(*it);
    if (sent != sent_.end() && now - sent->second < gap_) {
      ++it;
      continue;
    }
    due.push_back(*it);
    sent_[*it] = now;
    it = due_.erase(it);
  }
  // Once a second, what went out longer than a gap ago is forgotten (it no longer holds anything
  // back): the map holds only the rooms of the last moments.
  if (now - pruned_ >= 1.0) {
    pruned_ = now;
    for (auto it = sent_.begin(); it != sent_.end();) {
      it = now - it->second >= gap_ && due_.count(it->first) == 0 ? sent_.erase(it) : std::next(it);
    }
  }
  return due;
}

}  // namespace popejoan::server
