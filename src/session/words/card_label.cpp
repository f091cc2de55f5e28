#include "session/words/card_label.h"

#include "session/words/language.h"

namespace popejoan::session {

const char* RankLabel(int rank) {
  static const char* const kLabels[] = {"?", "A", "2", "3", "4",  "5", "6",
                                        "7", "8", "9", "10", "J", "Q", "K"};
  // French faces: Valet, Dame, Roi (the ace is As in both).
  static const char* const kFrench[] = {"V", "D", "R"};
  if (rank >= 11 && rank <= 13 && CurrentLanguage() == Language::kFrench) return kFrench[rank - 11];
  return (rank >= 1 && rank <= 13) ? kLabels[rank] : kLabels[0];
}

const char* SuitGlyph(int suit) {
  static const char* const kGlyphs[] = {"\xE2\x99\xA3", "\xE2\x99\xA6", "\xE2\x99\xA5", "\xE2\x99\xA0"};
  return (suit >= 0 && suit < 4) ? kGlyphs[suit] : "?";
}

std::string CardLabel(engine::Card card) {
  if (card < 0 || card >= engine::kNumCards) return "?";
  return std::string(RankLabel(engine::RankOf(card))) + SuitGlyph(engine::SuitOf(card));
}

}  // namespace popejoan::session
