// Draws the staking board: a round Pope Joan tray whose compartments radiate from a hub,
// each holding its counters. Works for the eight-, five- and Foster layouts alike.
#pragma once

#include <string>
#include <vector>

#include "imgui.h"

namespace popejoan::ui {

struct CompartmentView {
  std::string name;   // "Pope", "Matrimony", ...
  std::string cards;  // what wins it, e.g. "9♦" or "K+Q ♥"
  int counters = 0;
  bool flash = false;  // just won or paid into: drawn brighter
};

// Draws the board centred on `centre` with outer radius `radius`.
void DrawBoard(ImDrawList* draw, ImVec2 centre, float radius,
               const std::vector<CompartmentView>& compartments, const char* hub_label);

// Where compartment `index` (0-based among `count`) holds its counters, as DrawBoard lays them out.
ImVec2 CompartmentAnchor(ImVec2 centre, float radius, int index, int count);

// A stack of counters (chips) of `count`, drawn at `pos` (bottom centre).
void DrawCounterStack(ImDrawList* draw, ImVec2 pos, float chip_radius, int count);

}  // namespace popejoan::ui
