#include "engine/board.h"

namespace popejoan::engine {

namespace {
const char* const kIds[kNumCompartments] = {"pope", "matrimony", "intrigue", "confederacy", "ace",
                                            "king", "queen",     "knave",    "ten",         "game"};
const char* const kNames[kNumCompartments] = {"Pope", "Matrimony", "Intrigue", "Confederacy",
                                              "Ace",  "King",      "Queen",    "Knave",
                                              "Ten",  "Game"};
}  // namespace

const char* CompartmentId(int comp) {
  return comp >= 0 && comp < kNumCompartments ? kIds[comp] : "?";
}
const char* CompartmentName(int comp) {
  return comp >= 0 && comp < kNumCompartments ? kNames[comp] : "?";
}
int ParseCompartment(const std::string& id) {
  for (int i = 0; i < kNumCompartments; ++i) {
    if (id == kIds[i]) return i;
  }
  return -1;
}

uint16_t LayoutMask(Layout layout) {
  uint16_t m = 0;
  for (int c = 0; c < kNumCompartments; ++c) {
    if (LayoutHas(layout, c)) m = static_cast<uint16_t>(m | (1u << c));
  }
  return m;
}

CardMask CompartmentCards(const Rules& rules, int comp, int honour_suit) {
  if (comp == kPope) return Bit(rules.pope_card);
  if (honour_suit < 0) return 0;
  const int s = honour_suit;
  switch (comp) {
    case kMatrimony: return Bit(MakeCard(s, kKing)) | Bit(MakeCard(s, kQueen));
    case kIntrigue: return Bit(MakeCard(s, kQueen)) | Bit(MakeCard(s, kJack));
    case kConfederacy: return Bit(MakeCard(s, kKing)) | Bit(MakeCard(s, kJack));
    case kAceComp: return Bit(MakeCard(s, kAce));
    case kKingComp: return Bit(MakeCard(s, kKing));
    case kQueenComp: return Bit(MakeCard(s, kQueen));
    case kKnaveComp: return Bit(MakeCard(s, kJack));
    case kTenComp: return Bit(MakeCard(s, kTen));
    default: return 0;
  }
}

}  // namespace popejoan::engine
