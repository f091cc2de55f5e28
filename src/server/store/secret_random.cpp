#include "server/store/secret_random.h"

#include <sys/random.h>

#include <cerrno>
#include <cstring>

namespace popejoan::server {
namespace {

constexpr std::size_t kAlphabetSize = sizeof(kRoomCodeAlphabet) - 1;
// Bytes at or above this would favour the alphabet's first characters: they are drawn again.
constexpr unsigned kUnbiasedLimit = 256 / kAlphabetSize * kAlphabetSize;

int AlphabetIndex(char c) {
  const char* found = std::strchr(kRoomCodeAlphabet, c);
  return c == '\0' || found == nullptr ? -1 : static_cast<int>(found - kRoomCodeAlphabet);
}

}  // namespace

engine::Result<std::string> SecretBytes(std::size_t count) {
  std::string bytes(count, '\0');
  std::size_t got = 0;
  while (got < count) {
    const ssize_t n = getrandom(&bytes[got], count - got, 0);
    if (n < 0) {
      if (errno == EINTR) continue;
      return engine::Result<std::string>::Error(std::string("the OS's random source failed: ") +
                                        std::strerror(errno));
    }
    got += static_cast<std::size_t>(n);
  }
  return bytes;
}

engine::Result<std::string> NewRoomCode() {
  std::string code;
  while (code.size() < kRoomCodeLength) {
    // Enough bytes for the rest in one call, almost always (3% of bytes are drawn again).
    engine::Result<std::string> bytes = SecretBytes(kRoomCodeLength * 2);
    if (!bytes.ok()) return bytes;
    for (const char byte : *bytes) {
      const unsigned value = static_cast<unsigned char>(byte);
      if (value >= kUnbiasedLimit) continue;
      code += kRoomCodeAlphabet[value % kAlphabetSize];
      if (code.size() == kRoomCodeLength) break;
    }
  }
  return code;
}

std::string NormalizeRoomCode(const std::string& text) {
  std::string code;
  for (const char c : text) {
    if (c == ' ' || c == '-') continue;
    const char upper = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
    if (AlphabetIndex(upper) < 0) return "";
    code += upper;
    if (code.size() > kRoomCodeLength) return "";
  }
  return code.size() == kRoomCodeLength ? code : "";
}

engine::Result<std::string> NewSeatToken() {
  engine::Result<std::string> bytes = SecretBytes(kSeatTokenBytes);
  if (!bytes.ok()) return bytes;
  static constexpr char kHex[] = "0123456789abcdef";
  std::string token;
  for (const char byte : *bytes) {
    const unsigned value = static_cast<unsigned char>(byte);
    token += kHex[value >> 4];
    token += kHex[value & 0xf];
  }
  return token;
}

bool TokensEqual(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;  // a token's length is no secret
  // volatile: the compiler may not stop at the first difference.
  volatile unsigned char differ = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    differ = differ | static_cast<unsigned char>(a[i] ^ b[i]);
  }
  return differ == 0;
}

}  // namespace popejoan::server
