// One tick's thinking time shared fairly among the rooms whose AI is to move (room_hub.h, Tick):
// first equally among the groups that have AI to move (a group: the address that made its rooms;
// rooms resumed from the store after a restart form a group of their own), then equally among
// each group's rooms. One address keeping many rooms of AI busy then slows only its own rooms:
// another address's room gets as much as all of them together.
#pragma once

#include <string>
#include <vector>

namespace popejoan::server {

// Per room, in the order given (`groups[i]`: room i's group), its share of `budget_ms`.
std::vector<double> AiShares(const std::vector<std::string>& groups, double budget_ms);

}  // namespace popejoan::server
