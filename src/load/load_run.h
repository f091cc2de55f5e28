// One popejoan-load process's share of the run: its rooms on one io_context (one thread),
// started gradually, kept busy until the deadline, then closed. What it counted comes back, with
// the rooms it played for --verify.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "load/load_flags.h"
#include "load/load_result.h"
#include "load/popejoan_protocol.h"

namespace popejoan::load {

// A Pope Joan room as this process's clients saw it (for --verify).
struct PlayedRoom {
  std::string code;
  std::vector<AckedAction> acknowledged;
  bool finished = false;
};

struct ShareOfRun {
  int rooms = 0;             // this process's rooms
  int first_room = 0;        // their numbers start here (seeds differ per room)
  double start = 0;          // NowSeconds() when the whole run began
  double ramp_seconds = 0;   // the rooms are all started this long after `start`
  double connects_per_second = 1000;
};

struct RunOutcome {
  LoadResult result;
  std::vector<PlayedRoom> played;
};

engine::Result<RunOutcome> RunShare(const LoadFlags& flags, const ShareOfRun& share);

}  // namespace popejoan::load
