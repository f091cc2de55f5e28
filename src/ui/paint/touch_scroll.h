// Scrolling by finger: a drag on any scrolling area or list (pages, the rules, the settlement,
// a dropdown) moves it with the finger and cancels the tap it began as; let go while moving and
// it coasts to a stop. Mice keep ImGui's own wheel and scrollbars. ImGui has no such thing.
#pragma once

#include "imgui.h"

struct ImGuiWindow;

namespace popejoan::ui {

class TouchScroller {
 public:
  // Call once a frame after every window is drawn.
  void Update();
  bool dragging() const { return dragging_; }
  float velocity() const { return velocity_; }

 private:
  // A finger (or the mouse) comes down: a touch on a scrolling area may drag it.
  void Press();
  // The finger is down on `window`: past a few points it drags the area, cancelling the tap.
  void Drag(ImGuiWindow* window);
  // The finger lifted: a drag's speed becomes the coast's.
  void Lift();
  void Coast(ImGuiWindow* window, float dt);

  ImGuiID window_ = 0;    // the area under the finger (or coasting)
  ImVec2 press_{};        // where the finger came down
  bool pressed_ = false;  // a finger is down on window_
  bool dragging_ = false;
  float velocity_ = 0.0f;  // points per second, positive scrolls down the content
  // The finger's last two moves (time in seconds, height in points): its speed when it lifts.
  double move_time_[2] = {0.0, 0.0};
  float move_y_[2] = {0.0f, 0.0f};
};

}  // namespace popejoan::ui
