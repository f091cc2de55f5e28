// What an online room adds over its table: a banner (reconnecting, watching, who the next deal
// waits for, the AI playing for you) in the top bar's middle, and at each plate a short bubble: a
// reaction, "time ran out", the turn clock's time left. Reactions are sent from the table's menu
// (top_bar.cpp); "I'm back" sits in the caption row (table_view.h).
#pragma once

#include <string>
#include <vector>

#include "ui/layout/table_layout.h"

namespace popejoan::ui {

struct RoomBubble {
  Box plate;  // the seat's plate
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
