#include "platform/launch_options.h"

namespace popejoan::platform {

bool AsksForAMatch(const LaunchOptions& o) {
  return o.start_at_table || o.seed.has_value() || !o.preset.empty() || o.seats != 0 || !o.replay_path.empty() ||
         !o.deal_code.empty() || !o.daily_date.empty();
}

std::vector<std::string> SplitCommas(const std::string& text) {
  std::vector<std::string> parts;
  std::string part;
  for (char c : text) {
    if (c == ',') {
      parts.push_back(part);
      part.clear();
    } else if (c != ' ') {
      part += c;
    }
  }
  if (!part.empty() || !parts.empty()) parts.push_back(part);
  return parts;
}

std::string SetAiLevels(const std::string& value, LaunchOptions* options) {
  options->ai_levels = SplitCommas(value);
  return "";
}

}  // namespace popejoan::platform
