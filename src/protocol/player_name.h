// What a player's name may be, in rooms (docs/online.md, "Names"): one rule, read by the page
// before it sends a name and by the server on every name it receives, so the page never sends a
// name the server would refuse. Self-contained (the standard library only): a small table of code
// point ranges, not a Unicode database.
//
// A name is letters, marks, digits, punctuation and spaces. Spaces (any of Unicode's) are trimmed
// at the ends and each run becomes one plain space. Refused: text that is not UTF-8; controls (C0,
// C1, line and paragraph separators); direction controls (embeddings, overrides, isolates, marks);
// invisible format characters (zero-width space, word joiner, soft hyphen, byte order mark, tags);
// symbols, emoji and pictographs, private-use characters and non-characters (the page's font draws
// none of them, every other page would show a box, and emoji sequences hide joiners and modifiers);
// a name with nothing visible (only joiners, variation selectors, fillers or accents); an accent
// with no letter under it, or more than four stacked on one letter; a name over kMaxNameChars
// characters or kMaxNameBytes bytes. Letters of every script pass, with the joiners and variation
// selectors their writing needs (Persian's zero-width non-joiner, CJK variants).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace popejoan::protocol {

inline constexpr std::size_t kMaxNameChars = 24;  // code points, once cleaned
inline constexpr std::size_t kMaxNameBytes = 64;  // UTF-8 bytes, once cleaned (a replay's seat name)

enum class NameProblem : std::uint8_t {
  kNone,
  kEmpty,      // nothing once the spaces are trimmed: the caller decides (a default, or refused)
  kNotText,    // not valid UTF-8
  kTooLong,    // over kMaxNameChars characters or kMaxNameBytes bytes
  kControl,    // a control character
  kDirection,  // a direction control
  kInvisible,  // an invisible format character
  kSymbol,     // a symbol, emoji, private-use or non-character
  kBlank,      // nothing visible in it
  kMarks,      // an accent on no letter, or more than four on one
};

struct CheckedName {
  std::string name;  // cleaned (spaces trimmed and collapsed) when the problem is kNone or kEmpty
  NameProblem problem = NameProblem::kNone;
  char32_t culprit = 0;  // the code point refused, if one is (for the server's error message)
  bool ok() const { return problem == NameProblem::kNone; }
};

// Cleans and checks a name as typed or received.
CheckedName CheckPlayerName(std::string_view typed);

}  // namespace popejoan::protocol
