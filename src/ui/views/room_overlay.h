// What an online room adds over its table: a banner (reconnecting, watching, who the next deal
// waits for, the AI playing for you) in the top bar's middle; at each plate a short bubble (a
// reaction, "Time ran out") and, at the plate of the seat to decide, its turn clock as a thin bar
// that empties, calmly. Reactions are sent from the table's menu (top_bar.cpp); "I'm back" and
// your own time left sit in the caption row (table_view.h).
#pragma once

#include <string>
#include <vector>

#include "ui/layout/table_layout.h"

namespace popejoan::ui {

struct RoomBubble {
  int seat = -1;
  Box plate;  // the seat's plate
  std::string words;
};

// The turn clock of the seat to decide: a thin bar along its plate's foot, `share` of it left.
struct RoomClockBar {
  Box plate;
  float share = 0.0f;
};

struct RoomOverlay {
  std::string banner;  // "" for none
  std::vector<RoomBubble> bubbles;
  const Box* plates = nullptr;  // every plate on the table: a bubble covers none where it can
  int plate_count = 0;
  std::vector<RoomClockBar> clocks;
  Box says;                 // the caption and a watcher's banner: a bubble covers them only where it must
  float top = 0.0f;         // the top bar's foot
};

struct TestProbe;

// Each bubble is named to the probe as `region:note-N` (N: its seat).
void DrawRoomOverlay(const RoomOverlay& overlay, TestProbe* probe);

}  // namespace popejoan::ui
