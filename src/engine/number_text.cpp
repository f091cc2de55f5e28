#include "engine/number_text.h"

#include <cstdio>

namespace popejoan::engine {

std::optional<uint64_t> ParseWhole(std::string_view text, uint64_t max) {
  if (text.empty()) return std::nullopt;
  uint64_t v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    const uint64_t digit = static_cast<uint64_t>(c - '0');
    if (digit > max || v > (max - digit) / 10) return std::nullopt;  // v * 10 + digit > max, unwrapped
    v = v * 10 + digit;
  }
  return v;
}

int HexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  c |= 0x20;  // lowercase a letter
  return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

std::string HashHex(uint64_t v) {
  char buffer[17];
  std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(v));
  return buffer;
}

bool ParseHex(const std::string& text, uint64_t* out) {
  if (text.size() != 16) return false;
  uint64_t v = 0;
  for (char c : text) {
    const int d = HexDigit(c);
    if (d < 0) return false;
    v = (v << 4) | static_cast<uint64_t>(d);
  }
  *out = v;
  return true;
}

bool ParseDecimal(const std::string& text, uint64_t* out) {
  const std::optional<uint64_t> v = text.size() <= 20 ? ParseWhole(text) : std::nullopt;
  if (v) *out = *v;
  return v.has_value();
}

}  // namespace popejoan::engine
