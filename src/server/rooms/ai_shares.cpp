#include "server/rooms/ai_shares.h"

#include <map>

namespace popejoan::server {

std::vector<double> AiShares(const std::vector<std::string>& groups, double budget_ms) {
  std::map<std::string, int> rooms_of;
  for (const std::string& group : groups) ++rooms_of[group];
  const double per_group = rooms_of.empty() ? 0.0 : budget_ms / static_cast<double>(rooms_of.size());
  std::vector<double> shares;
  shares.reserve(groups.size());
  for (const std::string& group : groups) shares.push_back(per_group / static_cast<double>(rooms_of[group]));
  return shares;
}

}  // namespace popejoan::server
