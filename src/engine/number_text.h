// Numbers as the text formats write them (replays, saves, the command line): a state hash as
// 16 lowercase hex digits, a seed in decimal. One writer and one reader for each, so every
// format agrees.
#pragma once

#include <cstdint>
#include <string>

namespace popejoan {

std::string HashHex(uint64_t v);  // "00ab..." (always 16 digits)
// Exactly 16 hex digits (as HashHex writes them), either case; false (and *out unchanged) otherwise.
bool ParseHex(const std::string& text, uint64_t* out);
// 1 to 20 decimal digits that fit in 64 bits; false (and *out unchanged) otherwise.
bool ParseDecimal(const std::string& text, uint64_t* out);

}  // namespace popejoan
