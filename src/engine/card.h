// Cards and their notation.
//
// A card is a small integer 0..51: suit * 13 + (rank - 1), with rank A=1 (low) .. K=13 and
// suits in the order C D H S. Card sets are 64-bit masks (bit c = card c), so a suit's
// thirteen cards are contiguous bits and "lowest card of a suit" is a count-trailing-zeros.
#pragma once

#include <cstdint>
#include <string>

namespace popejoan::engine {

using Card = int8_t;
using CardMask = uint64_t;

inline constexpr Card kNoCard = -1;
inline constexpr int kNumCards = 52;
inline constexpr int kNumSuits = 4;
inline constexpr int kNumRanks = 13;

enum Suit : int8_t { kClubs = 0, kDiamonds = 1, kHearts = 2, kSpades = 3, kNoSuit = -1 };
enum Rank : int8_t {
  kAce = 1, kTen = 10, kJack = 11, kQueen = 12, kKing = 13,
};

constexpr Card MakeCard(int suit, int rank) { return static_cast<Card>(suit * 13 + rank - 1); }
constexpr int SuitOf(Card c) { return c / 13; }
constexpr int RankOf(Card c) { return c % 13 + 1; }
constexpr CardMask Bit(Card c) { return CardMask{1} << c; }
constexpr CardMask kFullPack = (CardMask{1} << 52) - 1;
constexpr CardMask SuitMask(int suit) { return CardMask{0x1FFF} << (13 * suit); }

inline constexpr Card k7D = MakeCard(kDiamonds, 7);
inline constexpr Card k8D = MakeCard(kDiamonds, 8);
inline constexpr Card k9D = MakeCard(kDiamonds, 9);

// Without a popcnt instruction in the target, GCC calls a library routine; the SWAR form is
// faster there. wasm has i64.popcnt.
inline int PopCount(CardMask m) {
#if defined(__POPCNT__) || defined(__wasm__)
  return __builtin_popcountll(m);
#else
  m = m - ((m >> 1) & 0x5555555555555555ULL);
  m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
  m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((m * 0x0101010101010101ULL) >> 56);
#endif
}
inline Card LowestCard(CardMask m) { return static_cast<Card>(__builtin_ctzll(m)); }

// "9D", "TH", "AS". Returns "??" for an out-of-range value.
std::string CardName(Card c);
// Accepts rank A 2-9 T J Q K (also "10"), suit C D H S, either case. kNoCard if malformed.
Card ParseCard(const std::string& text);
char SuitChar(int suit);
// Space separated names in card order, e.g. "2C 7D KS".
std::string MaskToString(CardMask m);

}  // namespace popejoan::engine
