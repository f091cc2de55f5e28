#include "session/gameplay.h"

namespace popejoan::session {

bool IsGameplay(const PlayMoment& m) {
  return m.at_table && m.match_in_progress && !m.deal_over && !m.paused && !m.hidden && !m.covered;
}

const char* GameplayTracker::Update(bool playing) {
  if (playing == playing_) return nullptr;
  playing_ = playing;
  return playing ? "gameplay-start" : "gameplay-stop";
}

}  // namespace popejoan::session
