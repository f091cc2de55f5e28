// Draws the staking board: a round Pope Joan tray whose compartments radiate from a hub,
// each holding its counters. Works for the eight-, five- and Foster layouts alike.
#pragma once

#include <string>
#include <vector>

#include "imgui.h"
#include "ui/layout/board_layout.h"

namespace popejoan::ui {

struct CompartmentView {
  std::string name;   // "Pope", "Matrimony", ...
  std::string cards;  // what wins it, e.g. "9♦" or "K+Q ♥"
  int counters = 0;
  bool flash = false;  // just won or paid into: drawn brighter
};

// Draws the board centred on `centre` with outer radius `radius`; returns where each
// compartment's words and counters went (valid until the next call). `text_scale`: the player's
// text size; above 1 the words grow, turned along the rim where a level line has no room.
const BoardLayout& DrawBoard(ImDrawList* draw, ImVec2 centre, float radius,
                             const std::vector<CompartmentView>& compartments, const char* hub_label, float text_scale = 1.0f);

// A stack of counters (chips) of `count`, drawn at `pos` (bottom centre).
void DrawCounterStack(ImDrawList* draw, ImVec2 pos, float chip_radius, int count);

}  // namespace popejoan::ui
