// The rooms' secrets: room codes (who may find a room) and seat tokens (who may act for a seat),
// drawn from the OS's random source, never from the deal's RNG (docs/online.md, Security model).
#pragma once

#include <cstddef>
#include <string>

#include "engine/result.h"

namespace popejoan::server {

// The characters of a room code: no 0/O, 1/I/L, so a code read aloud or copied by hand survives.
inline constexpr char kRoomCodeAlphabet[] = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
// 31^9 is about 2^44.6 codes.
inline constexpr std::size_t kRoomCodeLength = 9;
inline constexpr std::size_t kSeatTokenBytes = 16;  // 128 bits

// `count` bytes from getrandom(2) (blocking until the kernel's pool is ready, retrying when a
// signal interrupts it); an error value if the kernel refuses.
engine::Result<std::string> SecretBytes(std::size_t count);

// A new room code: kRoomCodeLength characters of kRoomCodeAlphabet, each uniform (no modulo bias).
engine::Result<std::string> NewRoomCode();

// A code as typed or pasted, made canonical: letters upper-cased, spaces and dashes dropped.
// "" when any other character is not of the alphabet, or the length is wrong.
std::string NormalizeRoomCode(const std::string& text);

// A new seat token: 128 bits as 32 lowercase hex digits.
engine::Result<std::string> NewSeatToken();

// Whether two tokens are the same, in a time that does not depend on where they differ (so a
// client cannot find a token a character at a time). Tokens of different lengths differ.
bool TokensEqual(const std::string& a, const std::string& b);

}  // namespace popejoan::server
