// A seat's rejoin code: what a person types (or keeps) to take their seat back on another device
// (docs/online.md, "Your seat from any device"). It is made from the seat's token, which the OS's
// random source drew (secret_random.h), so it needs no record of its own: a room replayed or
// resumed shows the same codes, and a code opens its seat for as long as the token does. Only
// the seat's own connections are told it (the welcome), as they are told the token.
#pragma once

#include <cstddef>
#include <string>

namespace popejoan::server {

// 8 characters of kRoomCodeAlphabet: 31^8, about 2^39.6 codes (guesses are limited: rejoin_guard.h).
inline constexpr std::size_t kRejoinCodeLength = 8;

// The code of the seat whose token this is ("" for no token: AI and empty seats have none).
std::string RejoinCode(const std::string& token);

// A code as typed: letters upper-cased, spaces and dashes dropped; "" when any other character is
// not of the alphabet, or the length is wrong.
std::string NormalizeRejoinCode(const std::string& text);

}  // namespace popejoan::server
