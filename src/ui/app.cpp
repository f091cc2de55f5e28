#include "ui/app.h"

#include "imgui.h"

namespace popejoan::ui {

// A frame may spend this long on AI thinking and still hold 60 frames per second.
constexpr double kAiBudgetPerFrameMs = 8.0;

App::App(const AppConfig& config) { controller_.NewMatch(DefaultMatchSetup(config.seed)); }

void App::Frame(double now_seconds) {
  controller_.Update(now_seconds, kAiBudgetPerFrameMs);
  table_.Draw(controller_);
}

}  // namespace popejoan::ui
