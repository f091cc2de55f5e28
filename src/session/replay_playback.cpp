#include "session/replay_playback.h"

#include <algorithm>
#include <cstddef>
#include <utility>

namespace popejoan::session {

void ReplayPlayback::Load(std::vector<engine::State> states) {
  states_ = std::move(states);
  step_ = 0;
}

void ReplayPlayback::Unload() {
  states_.clear();
  step_ = 0;
}

int ReplayPlayback::Clamp(int step) const { return std::max(0, std::min(step, steps())); }

const engine::State& ReplayPlayback::GoTo(int step) {
  step_ = step;
  return states_[static_cast<size_t>(step)];
}

std::vector<engine::Event> ReplayPlayback::EventsOfStep(int step, const std::vector<engine::Action>& actions) const {
  std::vector<engine::Event> events;
  if (step > 0) {
    engine::State before = states_[static_cast<size_t>(step - 1)];
    before.ApplyUnchecked(actions[static_cast<size_t>(step - 1)], &events);
  }
  return events;
}

}  // namespace popejoan::session
