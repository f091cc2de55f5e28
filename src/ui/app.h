// The application's UI: one ImGui frame at a time over the game. The platform layer owns
// the window and calls Frame(); the UI never touches SDL or OpenGL.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "engine/replay.h"
#include "engine/rules.h"

#include "ui/controller.h"
#include "ui/debug_view.h"
#include "ui/setup_view.h"
#include "ui/table_view.h"

namespace popejoan::ui {

struct AppConfig {
  std::uint64_t seed = 1;
  bool start_at_table = false;  // skip the setup screen and deal the default match
  std::optional<Preset> preset;  // the default match's rules (default Classic)
  int seats = 0;                 // the default match's seats, 3..8 (0: you + 3 AI)
  bool debug = false;            // show the debug overlay
  std::optional<Replay> replay;  // open this replay for playback at the table
  int replay_step = -1;          // ...at this step (-1: its last)
  // Writes a replay file (the platform's job); returns where it went, or why it failed.
  std::function<std::string(const std::string& contents)> save_replay;
};

class App {
 public:
  explicit App(const AppConfig& config);
  // Builds this frame's UI; `now_seconds` is a monotonic clock for pacing.
  void Frame(double now_seconds);
  const GameController& controller() const { return controller_; }
  bool AtTable() const { return screen_ == Screen::kTable; }
  // This frame's test probe as JSON (see ui/test_probe.h): read-only, for browser tests.
  std::string ProbeJson() const;

 private:
  enum class Screen { kSetup, kTable };

  GameController controller_;
  SetupView setup_;
  TableView table_;
  DebugView debug_view_;
  AppConfig config_;
  Screen screen_ = Screen::kSetup;
  bool show_rules_ = false;
  std::string startup_error_;
};

}  // namespace popejoan::ui
