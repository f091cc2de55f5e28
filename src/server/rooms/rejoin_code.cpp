#include "server/rooms/rejoin_code.h"

#include <cstdint>
#include <cstring>

#include "engine/rng.h"
#include "server/store/secret_random.h"

namespace popejoan::server {

std::string RejoinCode(const std::string& token) {
  if (token.empty()) return "";
  // FNV-1a over the token, then SplitMix64's mixing: the token's 128 random bits spread over the
  // code's characters (nobody who lacks the token learns anything of it from a code, nor the
  // reverse beyond these 40 bits).
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : token) h = (h ^ c) * 0x100000001b3ULL;
  std::uint64_t mixed = engine::SplitMix64(&h);
  const std::uint64_t base = sizeof(kRoomCodeAlphabet) - 1;
  std::string code;
  for (std::size_t i = 0; i < kRejoinCodeLength; ++i) {
    code += kRoomCodeAlphabet[mixed % base];
    mixed /= base;
  }
  return code;
}

std::string NormalizeRejoinCode(const std::string& text) {
  std::string code;
  for (char c : text) {
    if (c == ' ' || c == '-') continue;
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (c == '\0' || std::strchr(kRoomCodeAlphabet, c) == nullptr) return "";
    code += c;
  }
  return code.size() == kRejoinCodeLength ? code : "";
}

}  // namespace popejoan::server
