// The point Undo goes back to: the state before the person's last decision, how much of the
// match's history it had, and the deal's events so far.
#pragma once

#include <cstddef>
#include <vector>

#include "engine/event.h"
#include "engine/state.h"

namespace popejoan::session {

struct UndoPoint {
  engine::State state;
  std::size_t history_size = 0;
  std::vector<engine::Event> deal_log;
};

}  // namespace popejoan::session
