// A read-only report of what the UI drew this frame and where: the screen, the clickable
// cards and buttons (in the same points as input), and the purses shown next to the engine's.
// Browser tests read it to click real positions on the canvas; nothing reads it to play.
#pragma once

#include <string>
#include <vector>

#include "imgui.h"

namespace popejoan::ui {

struct ProbeTarget {
  std::string name;  // "card:9D", "button:next-deal", ...
  ImVec2 min, max;
  bool enabled = true;
};

struct TestProbe {
  std::string screen;  // "setup", "table"
  std::vector<ProbeTarget> targets;
  void Clear() {
    screen.clear();
    targets.clear();
  }
  // Records the last ImGui item as a target.
  void AddLastItem(const std::string& name, bool enabled = true);
};

TestProbe& Probe();

}  // namespace popejoan::ui
