// Our own seeded random number generator, so a seed plays the same game natively and in wasm.
//
// xoshiro256** seeded through splitmix64. Only fixed-width unsigned arithmetic (wrap-around is
// defined) and shifts by constants below 64 are used. Bounded integers use Lemire's
// multiply-shift on the upper 32 bits with rejection, so they are exactly uniform and need no
// 128-bit multiply (which wasm would emulate).
#pragma once

#include <cstdint>

#if defined(__GNUC__) || defined(__clang__)
#define POPEJOAN_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define POPEJOAN_ALWAYS_INLINE inline
#endif

namespace popejoan::engine {

inline uint64_t SplitMix64(uint64_t* x) {
  uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

class Rng {
 public:
  Rng() { Seed(0); }
  explicit Rng(uint64_t seed) { Seed(seed); }

  void Seed(uint64_t seed) {
    uint64_t x = seed;
    for (auto& w : s_) w = SplitMix64(&x);
    half_ = 0;
    have_half_ = 0;
  }

  POPEJOAN_ALWAYS_INLINE uint64_t Next() {
    const uint64_t result = Rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = Rotl(s_[3], 45);
    return result;
  }

  // 32 random bits: the two halves of one 64-bit output in turn (halves the work of a
  // shuffle; xoshiro256**'s low bits are as good as its high ones).
  POPEJOAN_ALWAYS_INLINE uint32_t Next32() {
    if (have_half_) {
      have_half_ = 0;
      return half_;
    }
    const uint64_t x = Next();
    half_ = static_cast<uint32_t>(x);
    have_half_ = 1;
    return static_cast<uint32_t>(x >> 32);
  }

  // Uniform in [0, bound), bound in 1..2^32-1 (Lemire's multiply-shift with rejection).
  POPEJOAN_ALWAYS_INLINE uint32_t Below(uint32_t bound) {
    uint64_t m = static_cast<uint64_t>(Next32()) * bound;
    uint32_t low = static_cast<uint32_t>(m);
    if (low < bound) {
      const uint32_t threshold = static_cast<uint32_t>(-bound) % bound;
      while (low < threshold) {
        m = static_cast<uint64_t>(Next32()) * bound;
        low = static_cast<uint32_t>(m);
      }
    }
    return static_cast<uint32_t>(m >> 32);
  }

  // Fisher-Yates; std::shuffle's algorithm is implementation-defined, ours is not.
  template <typename T>
  void Shuffle(T* items, int n) {
    for (int i = n - 1; i > 0; --i) {
      const int j = static_cast<int>(Below(static_cast<uint32_t>(i + 1)));
      T tmp = items[i];
      items[i] = items[j];
      items[j] = tmp;
    }
  }

  const uint64_t* words() const { return s_; }
  uint64_t* mutable_words() { return s_; }
  uint32_t* mutable_half() { return &half_; }
  uint32_t* mutable_have_half() { return &have_half_; }
  bool operator==(const Rng& o) const {
    return s_[0] == o.s_[0] && s_[1] == o.s_[1] && s_[2] == o.s_[2] && s_[3] == o.s_[3] &&
           half_ == o.half_ && have_half_ == o.have_half_;
  }

 private:
  static uint64_t Rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
  uint32_t half_ = 0;
  uint32_t have_half_ = 0;
};

}  // namespace popejoan::engine
