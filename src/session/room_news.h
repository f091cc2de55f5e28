// What the others at an online table are told when a seat changes hands: a person gone past the
// grace (or away after their turns ran out) while the AI plays in their place, and back again. The
// server sends each seat's kind in every `room` frame (docs/online.md); the news is read from the
// change between two frames, so a page that just came in is told nothing old. Pure.
#pragma once

#include <string>
#include <vector>

#include "protocol/client_message.h"
#include "protocol/server_message.h"

namespace popejoan::session {

// The news lines, in seat order: "Felix is away: the AI plays for now.",
// "Felix is back". Nothing about `own_seat` (that person has their own banner), nor in the lobby
// (a seat left there is freed, not played by the AI), nor between frames of different rooms.
std::vector<std::string> SeatNews(const protocol::RoomInfo& before, const protocol::RoomInfo& after, int own_seat);

// A move made while the room's server cannot be reached: not sent, and said so.
std::string NotSentWords();

}  // namespace popejoan::session
