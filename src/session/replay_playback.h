// Replay playback and step mode. Playback: a loaded replay's states, shown one step at a time,
// forward and back, with no AI running. Step mode: the AI seats wait, and each step asked for
// lets the next decision be made.
#pragma once

#include <vector>

#include "engine/action.h"
#include "engine/event.h"
#include "engine/state.h"

namespace popejoan::session {

class ReplayPlayback {
 public:
  // Plays back `states`: the start, then the state after each of the replay's actions.
  void Load(std::vector<engine::State> states);
  // Back to a live match (step mode stays as it was).
  void Unload();
  bool active() const { return !states_.empty(); }
  int step() const { return step_; }
  int steps() const { return static_cast<int>(states_.size()) - 1; }
  // `step` kept within the replay.
  int Clamp(int step) const;
  // Shows `step` (within the replay): its state.
  const engine::State& GoTo(int step);
  // What the action of `step` (`actions`: the replay's) did, told again: none for the start.
  std::vector<engine::Event> EventsOfStep(int step, const std::vector<engine::Action>& actions) const;

  void set_step_mode(bool on) { step_mode_ = on; }
  bool step_mode() const { return step_mode_; }
  void RequestStep() { step_requested_ = true; }
  // An AI seat may go on deciding: not in step mode, a step asked for, or a decision under way
  // (`thinking`) that began before.
  bool MayDecide(bool thinking) const { return !step_mode_ || step_requested_ || thinking; }
  // A decision was made: the step asked for is used.
  void StepTaken() { step_requested_ = false; }

 private:
  std::vector<engine::State> states_;
  int step_ = 0;
  bool step_mode_ = false;
  bool step_requested_ = false;
};

}  // namespace popejoan::session
