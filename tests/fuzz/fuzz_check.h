// What the harnesses share: a property that must hold stops the fuzzer with a message (abort,
// which libFuzzer reports as a crash with the input that caused it).
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#define FUZZ_CHECK(condition, what)                                                  \
  do {                                                                               \
    if (!(condition)) {                                                              \
      std::fprintf(stderr, "fuzz property failed: %s (%s:%d)\n", what, __FILE__, __LINE__); \
      std::abort();                                                                  \
    }                                                                                \
  } while (0)

inline std::string FuzzText(const std::uint8_t* data, std::size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}
