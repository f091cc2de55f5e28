// What an online room adds over its table: a banner (reconnecting, watching, who the next deal
// waits for) in the top bar's middle, and at each plate a short bubble: a reaction, the turn
// clock's time left, "time ran out". Reactions are sent from the table's menu (top_bar.cpp).
// When the AI plays this player's seat (their time ran out turns in a row), a small panel above
// the caption offers "I'm back".
#pragma once

#include <string>
#include <vector>

#include "session/intent.h"
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

struct TestProbe;

void DrawRoomOverlay(const RoomOverlay& overlay);
// The "I'm back" panel: `note` and the button, above the caption; the intent when pressed.
session::Intent DrawBackOffer(const std::string& note, const std::string& label, float caption_top, TestProbe* probe);

}  // namespace popejoan::ui
