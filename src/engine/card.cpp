#include "engine/card.h"

namespace popejoan::engine {

namespace {
constexpr char kRankChars[] = "A23456789TJQK";
constexpr char kSuitChars[] = "CDHS";
}  // namespace

char SuitChar(int suit) { return suit >= 0 && suit < 4 ? kSuitChars[suit] : '?'; }

std::string CardName(Card c) {
  if (c < 0 || c >= kNumCards) return "??";
  std::string s;
  s += kRankChars[RankOf(c) - 1];
  s += kSuitChars[SuitOf(c)];
  return s;
}

Card ParseCard(const std::string& text) {
  std::string rank_part;
  char suit_char;
  if (text.size() == 2) {
    rank_part = text.substr(0, 1);
    suit_char = text[1];
  } else if (text.size() == 3 && text[0] == '1' && text[1] == '0') {
    rank_part = "T";
    suit_char = text[2];
  } else {
    return kNoCard;
  }
  char r = rank_part[0];
  if (r >= 'a' && r <= 'z') r = static_cast<char>(r - 'a' + 'A');
  if (suit_char >= 'a' && suit_char <= 'z') suit_char = static_cast<char>(suit_char - 'a' + 'A');
  int rank = 0;
  for (int i = 0; i < 13; ++i) {
    if (kRankChars[i] == r) rank = i + 1;
  }
  int suit = -1;
  for (int i = 0; i < 4; ++i) {
    if (kSuitChars[i] == suit_char) suit = i;
  }
  if (rank == 0 || suit < 0) return kNoCard;
  return MakeCard(suit, rank);
}

std::string MaskToString(CardMask m) {
  std::string out;
  while (m) {
    Card c = LowestCard(m);
    m &= m - 1;
    if (!out.empty()) out += ' ';
    out += CardName(c);
  }
  return out;
}

}  // namespace popejoan::engine
