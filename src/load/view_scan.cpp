#include "load/view_scan.h"

#include <cstdlib>
#include <cstring>

namespace popejoan::load {
namespace {

// Where the value after `key` (a quoted key) starts: past the colon and any spaces.
std::size_t ValueAt(const std::string& text, const char* key, std::size_t from, std::size_t limit = std::string::npos) {
  const std::size_t found = text.find(key, from);
  if (found == std::string::npos || found > limit) return std::string::npos;
  std::size_t i = found + std::strlen(key);
  while (i < text.size() && (text[i] == ' ' || text[i] == ':')) ++i;
  return i;
}

// The whole number after `key`, or false.
bool NumberAfter(const std::string& text, const char* key, std::size_t from, long* out) {
  const std::size_t at = ValueAt(text, key, from);
  if (at == std::string::npos) return false;
  const char* start = text.c_str() + at;
  char* end = nullptr;
  const long value = std::strtol(start, &end, 10);
  if (end == start) return false;
  *out = value;
  return true;
}

}  // namespace

std::optional<ViewGist> ScanView(const std::string& text) {
  // {"v":1,"type":"view","step":...: the type within the first few bytes (spaces or none).
  const std::size_t type = ValueAt(text, "\"type\"", 0, 16);
  if (text.empty() || text[0] != '{' || type == std::string::npos || text.compare(type, 6, "\"view\"") != 0) {
    return std::nullopt;
  }
  ViewGist gist;
  long phase = 0, current = 0;
  if (!NumberAfter(text, "\"step\"", type, &gist.step)) return std::nullopt;
  // The state's own fields come after its rules; "phase_" and "current_" are its keys alone.
  if (!NumberAfter(text, "\"phase_\"", type, &phase) || !NumberAfter(text, "\"current_\"", type, &current)) {
    return std::nullopt;
  }
  gist.phase = static_cast<int>(phase);
  gist.current = static_cast<int>(current);
  const std::size_t key = text.rfind("\"ready\"");
  if (key == std::string::npos || key < type) return std::nullopt;
  const std::size_t ready = ValueAt(text, "\"ready\"", key);
  if (ready >= text.size() || text[ready] != '[') return std::nullopt;
  for (std::size_t i = ready + 1; i < text.size() && text[i] != ']'; ++i) {
    if (text.compare(i, 4, "true") == 0) gist.ready.push_back(true);
    if (text.compare(i, 5, "false") == 0) gist.ready.push_back(false);
  }
  return gist;
}

}  // namespace popejoan::load
