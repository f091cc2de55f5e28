// What one address did within the last few seconds (a sliding window): rooms made, quick-play
// joins, wrong rejoin codes (docs/online.md, "Limits"). Memory stays bounded: an address with
// nothing in its window is forgotten when it is next looked at, and all such addresses now and
// then as others are added.
#pragma once

#include <deque>
#include <map>
#include <string>

namespace popejoan::server {

class AddressWindow {
 public:
  explicit AddressWindow(double seconds) : seconds_(seconds) {}
  // What `address` did within the window ending at `now`.
  int Count(const std::string& address, double now);
  void Add(const std::string& address, double now);

 private:
  static constexpr std::size_t kForgetAbove = 4096;  // addresses kept before the idle ones go
  double seconds_;
  std::map<std::string, std::deque<double>> times_;
};

}  // namespace popejoan::server
