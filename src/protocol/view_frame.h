// The "view" frame's writer (docs/online.md, "The view"; read by ParseServerMessage,
// server_message.h): the match as one seat may know it, the events since the step it last saw,
// and who is ready for the next deal, as the text the server sends, written straight out (four
// of them an action: the server's hot path). One writer for the room and for the tests that check
// what a seat is sent (the non-interference test builds every frame with it). Its layout is
// fixed: "v", "type", "step", "seat", "from", "state", "events", "ready", then "left" and "late"
// when told; the load tool's fast scan (load/view_scan.h) reads it in that order.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/state.h"

namespace popejoan::protocol {

// What a room adds to a view, none of it from the cards: the time left to decide (the turn
// clock's; -1: none) and the seat whose clock ran out on the action told (-1: none).
struct ViewExtras {
  std::int64_t left_ms = -1;
  int late_seat = -1;
};

// `seat` -1 is a watcher; `step` the match's actions so far; `events` those since step `from`
// (-1: the deal's so far, on joining); `rules_json` the match's rules written once
// (StateSerializer::WriteMembers), or null to write them here.
std::string ViewFrameText(const engine::State& state, int seat, int step, int from, const std::string* rules_json,
                          const std::vector<engine::Event>& events, const std::vector<bool>& ready,
                          const ViewExtras& extras = {});

}  // namespace popejoan::protocol
