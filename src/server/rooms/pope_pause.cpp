#include "server/rooms/pope_pause.h"

namespace popejoan::server {

void PopePause::Follow(bool paused, int step, std::size_t events, double now) {
  if (!paused) {
    active_ = false;
    return;
  }
  if (active_ && step == step_) return;  // the same pause (a later look, or a resume)
  active_ = true;
  step_ = step;
  kept_ = false;
  ends_at_ = now + seconds_ + kShowSecondsPerEvent * static_cast<double>(events);
}

}  // namespace popejoan::server
