// The debug overlay (native by default; on the web with ?debug=1): every hand and the spare
// hand, the engine state, each AI seat's reasoning, step mode, speed, and replay playback.
#pragma once

#include <functional>
#include <string>

#include "session/controller.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

class DebugView {
 public:
  // `save_replay` writes a replay file (the platform's job) and says where, or why not. The
  // replay's buttons are named on `probe`.
  void Draw(GameController& controller, const std::function<std::string(const std::string&)>& save_replay,
            TestProbe* probe);

 private:
  std::string last_save_;
};

}  // namespace popejoan::ui
