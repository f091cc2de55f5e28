// A read-only report of what the UI drew this frame and where: the screen, the clickable
// cards and buttons (in the same points as input), the drawn regions ("region:board", ...), and
// the purses shown next to the engine's.
// Browser tests read it to click real positions on the canvas; nothing reads it to play.
// The App owns one, clears it each frame and hands it to the views it draws.
#pragma once

#include <string>
#include <vector>

#include "imgui.h"
#include "session/intent.h"
#include "ui/layout/table_layout.h"

namespace popejoan::ui {

struct ProbeTarget {
  std::string name;  // "card:9D", "button:next-deal", "region:board", "pile:9D", ...
  ImVec2 min, max;
  bool enabled = true;
  bool focused = false;  // the keyboard's focus cue is on it
};

// A scrolling area's position: y of at most max.
struct ProbeScrollArea {
  std::string name;
  float y = 0, max = 0;
};

struct TestProbe {
  std::string screen;  // "setup", "table"
  std::string layout;  // the table's shape: "portrait", "landscape", "wide-short", "large"
  std::vector<ProbeTarget> targets;
  std::vector<ProbeScrollArea> scrolls;
  // Each plate's name as drawn, in the plates' order: its words (the whole name, a shorter
  // form, or cut with "…") and its box, as tall as its type.
  std::vector<ProbeTarget> plate_names;
  std::string raised;        // the card drawn raised in your hand ("" if none)
  std::vector<std::string> raised_all;  // every card drawn raised (one at most, or the cue is lost)
  float card_height = 0.0f;  // your hand's cards, in points
  float board_text = 0.0f;   // the board's compartment names, in points (their cards at 0.85 of it)
  float caption_size = 0.0f;  // the caption's words, in points
  float title_size = 0.0f;    // the top bar's title ("Pope Joan"), in points (0: not drawn)
  bool hovering = false;     // some control is under the pointer (after a tap: never)
  std::string motion;        // how cards move now: "travel", "fade", "none"
  std::string flight;        // the card in flight to the pile now ("" if none)
  std::string last_flight;   // the latest flight: "9D travel from hand", "KS fade from seat-2"
  bool revealed = false;     // the end of a deal: every hand's cards show their faces
  void Clear() {
    screen.clear();
    layout.clear();
    targets.clear();
    scrolls.clear();
    plate_names.clear();
    raised.clear();
    raised_all.clear();
    card_height = 0.0f;
    board_text = 0.0f;
    caption_size = 0.0f;
    title_size = 0.0f;
    hovering = false;
    motion.clear();
    flight.clear();
    last_flight.clear();
    revealed = false;
  }
  // Records the last ImGui item as a target.
  void AddLastItem(const std::string& name, bool enabled = true);
  // Names the last ImGui item by the intent it makes ("button:undo").
  void NameLastItem(const session::Intent& intent, bool enabled = true);
  // Records a target or a drawn region by its box.
  void Add(const std::string& name, const Box& box, bool enabled = true, bool focused = false);
  // Records the current window's vertical scroll as the area `name`.
  void AddScroll(const char* name);
};

}  // namespace popejoan::ui
