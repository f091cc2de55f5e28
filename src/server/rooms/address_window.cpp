#include "server/rooms/address_window.h"

#include <iterator>

namespace popejoan::server {

int AddressWindow::Count(const std::string& address, double now) {
  auto found = times_.find(address);
  if (found == times_.end()) return 0;
  std::deque<double>& times = found->second;
  while (!times.empty() && now - times.front() >= seconds_) times.pop_front();
  if (times.empty()) {
    times_.erase(found);
    return 0;
  }
  return static_cast<int>(times.size());
}

void AddressWindow::Add(const std::string& address, double now) {
  times_[address].push_back(now);
  if (times_.size() <= kForgetAbove) return;
  for (auto it = times_.begin(); it != times_.end();) {
    it = !it->second.empty() && now - it->second.back() < seconds_ ? std::next(it) : times_.erase(it);
  }
}

}  // namespace popejoan::server
