// The mirror's words a screen reader says well (access_mirror.h): cards and the table's short
// labels said in full, and each shown event as a sentence.
#include <cstring>

#include "session/access_mirror.h"
#include "session/coach.h"
#include "session/words/card_label.h"
#include "session/words/game_words.h"
#include "session/words/hint_words.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

// The suit glyph starting at `text[i]` (3 bytes of UTF-8), or -1.
int SuitAt(const std::string& text, size_t i) {
  for (int suit = 0; suit < 4; ++suit) {
    const char* glyph = SuitGlyph(suit);
    if (text.compare(i, std::strlen(glyph), glyph) == 0) return suit;
  }
  return -1;
}

bool IsWordChar(char c) { return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

bool EndsWith(const std::string& text, const char* end) {
  const size_t n = std::strlen(end);
  return text.size() >= n && text.compare(text.size() - n, n, end) == 0;
}

// The rank whose label ends `out` as a token of its own ("10", "K"; "R" in French), or 0. The
// labels are the current language's, as the table shows them.
int TrailingRank(const std::string& out, size_t* length) {
  for (int rank = 1; rank <= 13; ++rank) {
    const char* label = RankLabel(rank);
    const size_t n = std::strlen(label);
    if (!EndsWith(out, label)) continue;
    if (out.size() == n || !IsWordChar(out[out.size() - n - 1])) {
      *length = n;
      return rank;
    }
  }
  return 0;
}

// The word `out` ends with (before any spaces).
std::string LastWord(const std::string& out) {
  size_t end = out.size();
  while (end > 0 && out[end - 1] == ' ') --end;
  size_t begin = end;
  while (begin > 0 && out[begin - 1] != ' ' && out[begin - 1] != '(') --begin;
  return out.substr(begin, end - begin);
}

// After a preposition or an article a card is said bare: French "pas de 7 de trèfle", "du 7 au
// 9 de pique" (where its article would read "de le 7"). English cards are always bare.
bool TakesBareCard(const std::string& word) {
  for (const char* w : {"de", "du", "au", "aux", "des", "le", "la", "les", "\xC3\xA0"}) {
    if (word == w) return true;
  }
  return EndsWith(word, "\xE2\x80\x99");  // l’, d’
}

// A card label met in `out` said in words, as the words before it allow.
void AppendSpokenCard(std::string* out, engine::Card card) {
  const std::string before = LastWord(*out);
  if (!TakesBareCard(before)) {
    *out += SpokenCard(card);
    return;
  }
  if (before == "de" && engine::RankOf(card) == 1 && EndsWith(*out, "de ")) {
    out->resize(out->size() - 3);
    *out += "d\xE2\x80\x99";  // French elides before "as"
  }
  *out += CardWords(card);
}

}  // namespace

std::string SpokenCard(engine::Card card) {
  if (card < 0 || card >= engine::kNumCards) return "";
  // English says a card bare ("Lead 5 of diamonds"); French with its article, which follows the
  // rank's gender and first sound ("le 5 de carreau", "la dame de pique", "l’as de trèfle").
  const int rank = engine::RankOf(card);
  const char* pattern = rank == 1    ? Tr("{0} of {1}|spoken ace")
                        : rank == 12 ? Tr("{0} of {1}|spoken queen")
                                     : Tr("{0} of {1}|spoken");
  return Fmt(pattern, {RankWord(rank), SuitWord(engine::SuitOf(card))});
}

std::string SpokenText(const std::string& shown) {
  std::string out;
  for (size_t i = 0; i < shown.size();) {
    const int suit = SuitAt(shown, i);
    if (suit < 0) {
      out += shown[i++];
      continue;
    }
    i += std::strlen(SuitGlyph(suit));
    size_t length = 0;
    const int rank = TrailingRank(out, &length);
    if (rank == 0) {
      out += SuitWord(suit);
    } else {
      out.resize(out.size() - length);
      AppendSpokenCard(&out, engine::MakeCard(suit, rank));
    }
  }
  return out;
}

std::string SpokenEvent(const TableModel& model, const engine::Event& event) {
  if (event.type == engine::EventType::kStop && event.card2 != engine::kNoCard) {
    return Fmt(engine::RankOf(event.card2) == 1 ? Tr("No {0}: a stop|ace") : Tr("No {0}: a stop"),
               {CardWords(event.card2)});
  }
  return SpokenText(Caption(model, event));
}

std::string HintSentence(const Hint& hint) {
  return Fmt(Tr("Hint: {0}. {1}"), {SpokenText(ActionWords(hint.action)), SpokenText(hint.reason)});
}

}  // namespace popejoan::session
