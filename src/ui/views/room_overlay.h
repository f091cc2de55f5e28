// What an online room adds over its table: a banner under the top bar (reconnecting, watching,
// who the next deal waits for), each reaction as a short bubble at its sender's plate, and a
// React button whose menu sends one.
#pragma once

#include <string>
#include <vector>

#include "session/intent.h"
#include "ui/layout/table_layout.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

struct RoomBubble {
  Box plate;  // the sender's plate
  std::string words;
};

struct RoomOverlay {
  std::string banner;  // "" for none
  std::vector<RoomBubble> bubbles;
  bool can_react = false;  // a player (not a watcher)
  float top = 0.0f;        // the top bar's foot
};

std::vector<Intent> DrawRoomOverlay(const RoomOverlay& overlay, TestProbe* probe);

}  // namespace popejoan::ui
