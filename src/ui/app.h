// The application's UI: one ImGui frame at a time over the game. The platform layer owns
// the window and calls Frame(); the UI never touches SDL or OpenGL.
#pragma once

#include <cstdint>

#include "ui/controller.h"
#include "ui/table_view.h"

namespace popejoan::ui {

struct AppConfig {
  std::uint64_t seed = 1;
};

class App {
 public:
  explicit App(const AppConfig& config);
  // Builds this frame's UI; `now_seconds` is a monotonic clock for pacing.
  void Frame(double now_seconds);
  const GameController& controller() const { return controller_; }

 private:
  GameController controller_;
  TableView table_;
};

}  // namespace popejoan::ui
