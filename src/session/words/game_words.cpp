#include "session/words/game_words.h"

#include <cstdio>

#include "engine/board.h"
#include "session/words/language.h"

namespace popejoan::session {

const char* RankWord(int rank) {
  static const char* const kWords[] = {"",        TrLater("ace"), "2",  "3",  "4",  "5", "6",
                                       "7",       "8",            "9",  "10", TrLater("knave"),
                                       TrLater("queen"), TrLater("king")};
  if (rank < 1 || rank > 13) return "";
  return rank == 1 || rank >= 11 ? Tr(kWords[rank]) : kWords[rank];  // figures are the same in every language
}

const char* SuitWord(int suit) {
  static const char* const kWords[] = {TrLater("clubs"), TrLater("diamonds"), TrLater("hearts"), TrLater("spades")};
  return suit >= 0 && suit < 4 ? Tr(kWords[suit]) : "";
}

const char* SuitTitle(int suit) {
  static const char* const kTitles[] = {TrLater("Clubs"), TrLater("Diamonds"), TrLater("Hearts"), TrLater("Spades")};
  return suit >= 0 && suit < 4 ? Tr(kTitles[suit]) : "";
}

std::string CardWords(engine::Card card) {
  if (card < 0 || card >= engine::kNumCards) return "";
  return Fmt(Tr("{0} of {1}"), {RankWord(engine::RankOf(card)), SuitWord(engine::SuitOf(card))});
}

std::string OneDecimal(double value, bool with_sign) {
  char text[32];
  std::snprintf(text, sizeof text, with_sign ? "%+.1f" : "%.1f", value);
  std::string out = text;
  const size_t point = out.find('.');
  if (point != std::string::npos) out.replace(point, 1, Tr(".|decimal mark"));
  return out;
}

const char* CompartmentWord(int comp) {
  static const char* const kWords[engine::kNumCompartments] = {
      TrLater("Pope"), TrLater("Matrimony"), TrLater("Intrigue"), TrLater("Confederacy"), TrLater("Ace"),
      TrLater("King"), TrLater("Queen"),     TrLater("Knave"),    TrLater("Ten"),         TrLater("Game")};
  return comp >= 0 && comp < engine::kNumCompartments ? Tr(kWords[comp]) : "";
}

const char* PresetWord(engine::Preset preset) {
  static const char* const kWords[engine::kNumPresets] = {TrLater("Classic (Peel)"), TrLater("Parlett"), TrLater("Modern"),
                                                  TrLater("Victorian"),      TrLater("Five-Pool"), TrLater("Foster"),
                                                  TrLater("Foster Matrimony")};
  const int i = static_cast<int>(preset);
  return i >= 0 && i < engine::kNumPresets ? Tr(kWords[i]) : "";
}

const char* LevelWord(ai::Level level) {
  static const char* const kWords[ai::kNumLevels] = {
      TrLater("Beginner"), TrLater("Casual"), TrLater("Expert"), TrLater("Oracle"),
      TrLater("Determinized search (PIMC)"), TrLater("Expert shown the leaders' hands")};
  const int i = static_cast<int>(level);
  return i >= 0 && i < ai::kNumLevels ? Tr(kWords[i]) : "";
}

}  // namespace popejoan::session
