// The application's UI: one ImGui frame at a time over the game. The platform layer owns
// the window and calls Frame(); the UI never touches SDL or OpenGL.
#pragma once

#include <cstdint>
#include <string>

#include "ui/controller.h"
#include "ui/setup_view.h"
#include "ui/table_view.h"

namespace popejoan::ui {

struct AppConfig {
  std::uint64_t seed = 1;
  bool start_at_table = false;  // skip the setup screen and deal the default match
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
  Screen screen_ = Screen::kSetup;
  bool show_rules_ = false;
};

}  // namespace popejoan::ui
