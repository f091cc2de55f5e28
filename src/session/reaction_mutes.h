// Whose reactions this page does not show (issue 38, "Manners at a table of strangers"): a person
// muted by this player, on this page alone (nothing goes to the server, nothing is saved). A mute
// follows the person, not the seat: it is kept with the name the seat had, and dropped once the
// seat is seen held by nobody's person (an AI of its own, or empty: whoever sits there next is
// someone else, even under the same name); all are dropped when the room changes.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "protocol/server_message.h"

namespace popejoan::session {

class ReactionMutes {
 public:
  // A person's seat may be muted: a person's (here or away, the AI playing for them), not `own`.
  static bool Mutable(int seat, const protocol::SeatInfo* info, int own);

  // Each frame: the room this page is in (its code, "" for none) and its seats as last told.
  void Follow(const std::string& room, const std::vector<protocol::SeatInfo>* seats);
  // Mutes the person at `seat`, or unmutes them.
  void Toggle(int seat, const protocol::SeatInfo& info);
  // The person now at `seat` (`info`, null if unknown) is muted.
  bool Muted(int seat, const protocol::SeatInfo* info) const;

 private:
  std::string room_;
  std::vector<std::pair<int, std::string>> muted_;  // seat and the name it had
};

}  // namespace popejoan::session
