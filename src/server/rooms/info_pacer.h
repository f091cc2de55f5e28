// How often a room's `room` frame goes out for comings and goings (room_hub.h): a burst of joins
// and leaves (watchers flipping in and out through an invite link) reaches the members as at most
// one frame every `gap` seconds, each saying the room as it is then; a lone change goes at once.
// Nothing is lost: a change that waits is sent at the end of the gap, with the newest state.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

namespace popejoan::server {

class InfoPacer {
 public:
  explicit InfoPacer(double gap_seconds) : gap_(gap_seconds) {}
  // Someone came or went in `room` at `now`: true if its frame goes now (counted as sent), false
  // if it waits (Due names it when the gap is over).
  bool Changed(const std::string& room, double now);
  // The room's frame went out at `now` for another reason: it says the newest state, so nothing
  // waits any more.
  void Sent(const std::string& room, double now);
  // The rooms whose waiting frame is due at `now` (each counted as sent).
  std::vector<std::string> Due(double now);
  bool waiting() const { return !due_.empty(); }

 private:
  double gap_;
  std::map<std::string, double> sent_;  // per room: when its frame last went (recent ones only)
  std::set<std::string> due_;           // rooms with a change waiting
  double pruned_ = -1e300;
};

}  // namespace popejoan::server
