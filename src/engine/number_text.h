// Numbers as text: a state hash as 16 lowercase hex digits, a seed in decimal, and the one
// reader of whole numbers and hex digits that every format, flag and page query uses, so they
// all agree on what a number is.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace popejoan::engine {

// A whole number written in decimal digits only, at most `max`: nothing if the text is empty,
// has anything but digits (a sign, '+', a space, a point) or is larger than `max` (however many
// digits; leading zeros are fine). Callers with a narrower range or a digit limit check it.
std::optional<uint64_t> ParseWhole(std::string_view text, uint64_t max = UINT64_MAX);
// One hex digit's value (either case), or -1.
int HexDigit(char c);

std::string HashHex(uint64_t v);  // "00ab..." (always 16 digits)
// Exactly 16 hex digits (as HashHex writes them), either case; false (and *out unchanged) otherwise.
bool ParseHex(const std::string& text, uint64_t* out);
// A seed as the text formats write it: 1 to 20 decimal digits that fit in 64 bits (ParseWhole);
// false (and *out unchanged) otherwise.
bool ParseDecimal(const std::string& text, uint64_t* out);

}  // namespace popejoan::engine
