// The application's UI: one ImGui frame at a time over the game. The platform layer owns
// the window and calls Frame(); the UI never touches SDL or OpenGL.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/card.h"

namespace popejoan::ui {

struct AppConfig {
  std::uint64_t seed = 1;
};

class App {
 public:
  explicit App(const AppConfig& config);
  void Frame();

 private:
  AppConfig config_;
  std::vector<Card> hand_;
  Card turnup_ = kNoCard;
};

}  // namespace popejoan::ui
