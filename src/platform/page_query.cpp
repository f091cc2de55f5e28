#include "platform/page_query.h"

#include <algorithm>
#include <cstdint>
#include <optional>

#include "engine/json.h"
#include "engine/number_text.h"

namespace popejoan::platform {
namespace {

bool ValidEmbedId(const std::string& id) {
  if (id.empty() || id.size() > 40) return false;
  for (char c : id) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                    c == '_' || c == '.';
    if (!ok) return false;
  }
  return true;
}

// The value as the host wrote it, quoted in an error (no control character reaches the host).
std::string Got(const std::string& value) { return " (got \"" + engine::PrintableText(value, 40) + "\")"; }

std::string SetEmbed(const std::string& value, LaunchOptions* options) {
  if (!ValidEmbedId(value)) return "embed must be 1 to 40 letters, digits, '-', '_' or '.'" + Got(value);
  options->embed_id = value;
  return "";
}

std::string SetSeats(const std::string& value, LaunchOptions* options) {
  const std::optional<std::uint64_t> seats = value.size() == 1 ? engine::ParseWhole(value, 8) : std::nullopt;
  if (!seats || *seats < 3) return "seats must be 3 to 8" + Got(value);
  options->seats = static_cast<int>(*seats);
  return "";
}

std::string SetSeed(const std::string& value, LaunchOptions* options) {
  const std::optional<std::uint64_t> seed = value.size() <= 19 ? engine::ParseWhole(value) : std::nullopt;
  if (!seed) return "seed must be a whole number" + Got(value);
  options->seed = *seed;
  return "";
}

// autostart=1, debug=true: anything else is off.
template <bool LaunchOptions::*kField>
std::string SetYes(const std::string& value, LaunchOptions* options) {
  options->*kField = value == "1" || value == "true";
  return "";
}

struct Parameter {
  const char* name;
  OptionSetter set;
};

// Every parameter the game reads; the command line names the same options in command_line.cpp.
constexpr Parameter kParameters[] = {
    {"embed", SetEmbed},
    {"preset", SetText<&LaunchOptions::preset>},
    {"seats", SetSeats},
    {"ai", SetAiLevels},
    {"seed", SetSeed},
    {"theme", SetText<&LaunchOptions::theme>},
    {"pace", SetText<&LaunchOptions::pace>},
    {"lang", SetText<&LaunchOptions::lang>},
    {"deal", SetText<&LaunchOptions::deal_code>},  // the app says what is wrong with a bad code
    {"daily", SetText<&LaunchOptions::daily_date>},
    {"autostart", SetYes<&LaunchOptions::start_at_table>},
    {"debug", SetYes<&LaunchOptions::debug>},
    {"room", SetRoomCode},
    {"name", SetPlayerName},
    {"server", SetRoomServer},
};

// One name=value pair of the query into the options.
void ReadPair(const std::string& pair, PageQueryResult* result) {
  const size_t eq = pair.find('=');
  const std::string name = UrlDecode(pair.substr(0, eq));
  for (const Parameter& parameter : kParameters) {
    if (name != parameter.name) continue;
    const std::string value = eq == std::string::npos ? "" : UrlDecode(pair.substr(eq + 1));
    const std::string error = parameter.set(value, &result->options);
    if (!error.empty()) result->errors.push_back(error);
    return;
  }
  // Anything else (origins, the host's own parameters) is not ours to judge here.
}

}  // namespace

std::string UrlDecode(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '+') {
      out += ' ';
    } else if (c == '%' && i + 2 < text.size() && engine::HexDigit(text[i + 1]) >= 0 && engine::HexDigit(text[i + 2]) >= 0) {
      out += static_cast<char>(engine::HexDigit(text[i + 1]) * 16 + engine::HexDigit(text[i + 2]));
      i += 2;
    } else {
      out += c;
    }
  }
  return out;
}

std::string QueryWithRoom(const std::string& search, const std::string& code) {
  std::string query = code.empty() ? "" : "?room=" + code;
  const size_t first = !search.empty() && search[0] == '?' ? 1 : 0;
  for (size_t start = first; start < search.size();) {
    const size_t end = std::min(search.find('&', start), search.size());
    const std::string pair = search.substr(start, end - start);
    start = end + 1;
    if (pair.empty() || UrlDecode(pair.substr(0, pair.find('='))) == "room") continue;
    query += (query.empty() ? "?" : "&") + pair;
  }
  return query;
}

PageQueryResult ParsePageQuery(const std::string& search) {
  PageQueryResult result;
  if (search.size() > kMaxPageQueryBytes) {
    result.errors.push_back("the page's address is longer than " + std::to_string(kMaxPageQueryBytes) +
                            " characters: its parameters are ignored");
    return result;
  }
  const size_t first = !search.empty() && search[0] == '?' ? 1 : 0;
  for (size_t start = first; start < search.size();) {
    const size_t end = std::min(search.find('&', start), search.size());
    if (end > start) ReadPair(search.substr(start, end - start), &result);
    start = end + 1;
  }
  return result;
}

}  // namespace popejoan::platform
