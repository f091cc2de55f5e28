// What an online room adds over its table: a banner (reconnecting, watching, who the next deal
// waits for) in the top bar's middle, and each reaction as a short bubble at its sender's plate.
// Reactions are sent from the table's menu (top_bar.cpp).
#pragma once

#include <string>
#include <vector>

#include "ui/layout/table_layout.h"

namespace popejoan::ui {

struct RoomBubble {
  Box plate;  // the sender's plate
  std::string words;
};

struct RoomOverlay {
  std::string banner;  // "" for none
  std::vector<RoomBubble> bubbles;
  bool watching = false;    // a watcher: the banner sits just above the caption, where no hand is
  float top = 0.0f;         // the top bar's foot
  float caption_top = 0.0f; // the caption's top
};

void DrawRoomOverlay(const RoomOverlay& overlay);

}  // namespace popejoan::ui
