// A lesson's script: the plays its deal file chooses for every seat, in order, as the file
// words them. The next one is the only play a lesson offers, and the one its AI seats make.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/state.h"

namespace popejoan::session {

class LessonScript {
 public:
  void Load(std::vector<std::string> choices);
  void Clear() { choices_.clear(); }
  bool active() const { return !choices_.empty(); }
  // The next play in `state` (-1 outside a lesson or once the choices are used up).
  engine::Action Next(const engine::State& state) const;
  // `action` is about to be applied to `state`: the script moves on if it was the next play.
  void Played(const engine::State& state, engine::Action action);

 private:
  std::vector<std::string> choices_;
  std::size_t next_ = 0;
};

}  // namespace popejoan::session
