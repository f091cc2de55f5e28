// popejoan-load --verify: after a run against popejoan-server, every room in the server's SQLite
// store replays (each action's record carries the state hash it led to, checked by Room::Apply),
// and every room the tool played holds, in order, exactly the actions its clients saw
// acknowledged (a match still playing at the end may hold one more, sent but not yet answered).
#pragma once

#include <string>
#include <vector>

#include "engine/result.h"
#include "load/load_run.h"

namespace popejoan::load {

// A line saying what was checked, or the first thing that did not hold.
engine::Result<std::string> VerifyStore(const std::string& db, const std::vector<PlayedRoom>& played);

}  // namespace popejoan::load
