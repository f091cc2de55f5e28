// The "view" and "step" frames' writers (docs/online.md, "The view" and "Steps"; read by
// ParseServerMessage, server_message.h): the match as one seat may know it, or what changed in it
// since the step the seat was last told, with the events since then and who is ready for the next
// deal, as the text the server sends, written straight out (one for each seat an action: the
// server's hot path). One writer for the room and for the tests that check what a seat is sent
// (the non-interference test builds every frame with it). Its layout is fixed: "v", "type",
// "step", "seat", "from", then "state" (a view) or "set" and "check" (a step), "events",
// "ready", then "left" and "late" when told.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/public_view.h"
#include "engine/state.h"

namespace popejoan::protocol {

// What a room adds to a view, none of it from the cards: the time left to decide (the turn
// clock's; -1: none) and the seat whose clock ran out on the action told (-1: none).
struct ViewExtras {
  std::int64_t left_ms = -1;
  int late_seat = -1;
};

// What every frame of one action tells besides the seat's view: the match's actions so far
// (`step`), the events since step `from` (-1: the deal's so far, on joining), who is ready.
struct FrameNews {
  int step = 0;
  int from = -1;
  const std::vector<engine::Event>* events = nullptr;
  const std::vector<bool>* ready = nullptr;
  ViewExtras extras;
};

// `seat` -1 is a watcher; `rules_json` the match's rules written once
// (StateSerializer::WriteMembers), or null to write them here.
std::string ViewFrameText(const engine::SeatView& view, int seat, const std::string* rules_json, const FrameNews& news);
std::string ViewFrameText(const engine::State& state, int seat, int step, int from, const std::string* rules_json,
                          const std::vector<engine::Event>& events, const std::vector<bool>& ready,
                          const ViewExtras& extras = {});
// The step from `was` (the view told at news.from) to `now`.
std::string StepFrameText(const engine::SeatView& was, const engine::SeatView& now, int seat, const FrameNews& news);

}  // namespace popejoan::protocol
