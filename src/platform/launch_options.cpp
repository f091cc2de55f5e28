#include "platform/launch_options.h"

#include <algorithm>
#include <cctype>

#include "engine/json.h"

namespace popejoan::platform {

bool AsksForAMatch(const LaunchOptions& o) {
  return o.start_at_table || o.seed.has_value() || !o.preset.empty() || o.seats != 0 || !o.replay_path.empty() ||
         !o.deal_code.empty() || !o.daily_date.empty();
}

std::string SetRoomCode(const std::string& value, LaunchOptions* options) {
  if (value.empty() || value.size() > 16 ||
      !std::all_of(value.begin(), value.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-'; })) {
    return "room must be a room's code (letters and digits), not \"" + engine::PrintableText(value, 32) + "\"";
  }
  options->room_code = value;
  return "";
}

namespace {
// A control character (a name or an address never holds one; messages never echo one).
bool HasControl(const std::string& value) {
  return std::any_of(value.begin(), value.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; });
}
}  // namespace

std::string SetPlayerName(const std::string& value, LaunchOptions* options) {
  if (value.empty() || value.size() > 24 || HasControl(value)) return "name must be 1 to 24 characters, none of them a control character";
  options->player_name = value;
  return "";
}

std::string SetRoomServer(const std::string& value, LaunchOptions* options) {
  const bool ws = value.rfind("ws://", 0) == 0 || value.rfind("wss://", 0) == 0;
  if (!ws || value.size() > 200 || value.find_first_of(" \"<>\\") != std::string::npos || HasControl(value)) {
    return "server must be a ws:// or wss:// address, not \"" + engine::PrintableText(value, 64) + "\"";
  }
  options->room_server = value;
  return "";
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
