// The final standings a room tells once its match is over (docs/online.md, "The standings"): a
// line for each holder of each seat, from the deal they sat down in to the deal they left. The
// page's side of server/room_standings.h, read by room_messages.cpp and shown by match_report.h.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace popejoan::session {

struct RoomStandingLine {
  int seat = 0;
  std::string kind;  // "person", "ai" or "ai-for-person" (the AI played for the person named)
  std::string name;
  int from = 1;  // first and last deals, 1-based
  int to = 0;
  std::int32_t start = 0;  // the seat's purse when they sat down, and when they left
  std::int32_t end = 0;
  int won = 0;  // deals won while theirs
};

struct RoomStandings {
  int deals = 0;  // deals played
  std::vector<RoomStandingLine> lines;
};

}  // namespace popejoan::session
