// Your seat from any device: a watcher types the rejoin code their seat showed on their other
// device and takes the seat back ("Take my seat back": Session sends it to the room). Drawn at
// the top of the table's menu while watching a room where people sit (top_bar.h), and in the
// lobby under the seats to take (lobby_view.h).
#pragma once

#include <array>
#include <string>

#include "session/setup_draft.h"

namespace popejoan::ui {

struct TestProbe;

class RejoinField {
 public:
  // The label, the field (`field:rejoin-code`) and the button (`button:reclaim-seat`) on one line
  // where they fit; true when the button was pressed or Enter typed in the field.
  // `note`: said under them (a refused code), "" for none.
  bool Draw(session::SetupDraft* draft, TestProbe* probe, const std::string& note = "");

 private:
  std::array<char, 48> text_{};
  std::string synced_;
  int field_id_ = 0;
};

}  // namespace popejoan::ui
