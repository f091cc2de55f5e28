#include "ui/paint/touch_scroll.h"

#include <algorithm>
#include <cmath>

#include "imgui_internal.h"  // the window under the finger, its scroll, and cancelling the tap

namespace popejoan::ui {
namespace {

constexpr float kDragStart = 8.0f;    // points the finger moves before a tap becomes a drag
constexpr float kFriction = 3.5f;     // the coast slows by e^-3.5 a second
constexpr float kStopSpeed = 20.0f;   // points per second below which the coast ends
constexpr float kMaxSpeed = 6000.0f;
constexpr double kStillFor = 0.25;    // a finger still this long before lifting does not fling

// The innermost window under `window` (itself first) that can scroll up and down.
ImGuiWindow* ScrollableFrom(ImGuiWindow* window) {
  while (window != nullptr && window->ScrollMax.y <= 0.0f) {
    if ((window->Flags & (ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Popup)) == 0) return nullptr;
    window = window->ParentWindow;
  }
  return window;
}

void ScrollTo(ImGuiWindow* window, float y) { ImGui::SetScrollY(window, std::clamp(y, 0.0f, window->ScrollMax.y)); }

}  // namespace

void TouchScroller::Update() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.MouseClicked[0]) Press();
  ImGuiWindow* window = window_ != 0 ? ImGui::FindWindowByID(window_) : nullptr;
  if (window == nullptr) {
    window_ = 0;
    pressed_ = dragging_ = false;
    velocity_ = 0.0f;
    return;
  }
  if (pressed_ && io.MouseDown[0]) {
    Drag(window);
    return;
  }
  if (pressed_) Lift();
  if (velocity_ != 0.0f) Coast(window, std::max(io.DeltaTime, 1.0f / 240.0f));
}

void TouchScroller::Press() {
  ImGuiContext& g = *GImGui;
  const ImGuiIO& io = g.IO;
  // A new touch stops any coast; a finger on a scrolling area (not on its scrollbar) may drag it.
  velocity_ = 0.0f;
  dragging_ = false;
  pressed_ = false;
  window_ = 0;
  ImGuiWindow* window = io.MouseSource == ImGuiMouseSource_TouchScreen ? ScrollableFrom(g.HoveredWindow) : nullptr;
  if (window == nullptr || g.ActiveId == ImGui::GetWindowScrollbarID(window, ImGuiAxis_Y)) return;
  window_ = window->ID;
  press_ = io.MousePos;
  pressed_ = true;
  move_time_[0] = move_time_[1] = ImGui::GetTime();
  move_y_[0] = move_y_[1] = io.MousePos.y;
}

void TouchScroller::Drag(ImGuiWindow* window) {
  const ImGuiIO& io = ImGui::GetIO();
  if (!dragging_ && std::fabs(io.MousePos.y - press_.y) > kDragStart) {
    dragging_ = true;
    ImGui::ClearActiveID();  // the button or card it began on is not pressed
  }
  if (io.MouseDelta.y != 0.0f) {
    move_time_[0] = move_time_[1];
    move_y_[0] = move_y_[1];
    move_time_[1] = ImGui::GetTime();
    move_y_[1] = io.MousePos.y;
  }
  if (dragging_) ScrollTo(window, window->Scroll.y - io.MouseDelta.y);
}

void TouchScroller::Lift() {
  // A drag coasts on at the speed of its last move, unless the finger was still before lifting.
  pressed_ = false;
  velocity_ = 0.0f;
  const double move_dt = move_time_[1] - move_time_[0];
  const double still = ImGui::GetTime() - move_time_[1];
  if (dragging_ && move_dt > 0.0 && still <= std::max(kStillFor, 2.0 * move_dt)) {
    velocity_ = std::clamp(static_cast<float>((move_y_[0] - move_y_[1]) / move_dt), -kMaxSpeed, kMaxSpeed);
  }
  dragging_ = false;
}

void TouchScroller::Coast(ImGuiWindow* window, float dt) {
  const float y = window->Scroll.y + velocity_ * dt;
  ScrollTo(window, y);
  velocity_ *= std::exp(-kFriction * dt);
  if (std::fabs(velocity_) < kStopSpeed || y <= 0.0f || y >= window->ScrollMax.y) velocity_ = 0.0f;
}

}  // namespace popejoan::ui
