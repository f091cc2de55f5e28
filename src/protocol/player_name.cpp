#include "protocol/player_name.h"

#include <algorithm>
#include <iterator>

namespace popejoan::protocol {
namespace {

enum class Kind : std::uint8_t {
  kVisible,    // letters, digits, punctuation, a script's own marks: anything not below
  kSpace,      // any space: trimmed, runs become one plain space
  kMark,       // an accent of the combining blocks: sits on the letter before it
  kJoiner,     // allowed, but shows nothing: joiners, variation selectors, fillers
  kControl,
  kDirection,
  kInvisible,  // format characters that only hide or disguise
  kSymbol,
};

struct Range {  // 8 bytes: the page carries the table
  char32_t first : 21;
  char32_t last : 21;
  Kind kind : 8;
};
static_assert(sizeof(Range) == 8);

// Sorted, not overlapping. Every code point not listed is kVisible (letters of every script,
// including those Unicode has not assigned yet).
constexpr Range kRanges[] = {
    {0x0000, 0x001F, Kind::kControl},     {0x0020, 0x0020, Kind::kSpace},
    {0x007F, 0x009F, Kind::kControl},     {0x00A0, 0x00A0, Kind::kSpace},
    {0x00AD, 0x00AD, Kind::kInvisible},   {0x0300, 0x036F, Kind::kMark},
    {0x0600, 0x0605, Kind::kInvisible},   {0x061C, 0x061C, Kind::kDirection},
    {0x06DD, 0x06DD, Kind::kInvisible},   {0x070F, 0x070F, Kind::kInvisible},
    {0x0890, 0x0891, Kind::kInvisible},   {0x08E2, 0x08E2, Kind::kInvisible},
    {0x115F, 0x1160, Kind::kJoiner},      {0x1680, 0x1680, Kind::kSpace},
    {0x17B4, 0x17B5, Kind::kJoiner},      {0x180B, 0x180D, Kind::kJoiner},
    {0x180E, 0x180E, Kind::kInvisible},   {0x180F, 0x180F, Kind::kJoiner},
    {0x1AB0, 0x1AFF, Kind::kMark},        {0x1DC0, 0x1DFF, Kind::kMark},
    {0x2000, 0x200A, Kind::kSpace},       {0x200B, 0x200B, Kind::kInvisible},
    {0x200C, 0x200D, Kind::kJoiner},      {0x200E, 0x200F, Kind::kDirection},
    {0x2028, 0x2029, Kind::kControl},     {0x202A, 0x202E, Kind::kDirection},
    {0x202F, 0x202F, Kind::kSpace},       {0x205F, 0x205F, Kind::kSpace},
    {0x2060, 0x2065, Kind::kInvisible},   {0x2066, 0x2069, Kind::kDirection},
    {0x206A, 0x206F, Kind::kInvisible},
    {0x20A0, 0x214F, Kind::kSymbol},      // currency, combining marks for symbols (keycaps), letterlike
    {0x2190, 0x2BFF, Kind::kSymbol},      // arrows, maths, technical, enclosed, box, shapes, dingbats, braille
    {0x2E80, 0x2FFF, Kind::kSymbol},      // CJK radicals, ideographic description
    {0x3000, 0x3000, Kind::kSpace},       {0x3164, 0x3164, Kind::kJoiner},
    {0x3200, 0x33FF, Kind::kSymbol},      // enclosed CJK, CJK compatibility squares
    {0x4DC0, 0x4DFF, Kind::kSymbol},      // hexagrams
    {0xD800, 0xF8FF, Kind::kSymbol},      // surrogates (never decoded), private use
    {0xFDD0, 0xFDEF, Kind::kSymbol},      // non-characters
    {0xFE00, 0xFE0F, Kind::kJoiner},      {0xFE20, 0xFE2F, Kind::kMark},
    {0xFEFF, 0xFEFF, Kind::kInvisible},   {0xFFA0, 0xFFA0, Kind::kJoiner},
    {0xFFF0, 0xFFFF, Kind::kSymbol},      // specials: annotations, the replacement character
    {0x110BD, 0x110BD, Kind::kInvisible}, {0x110CD, 0x110CD, Kind::kInvisible},
    {0x13430, 0x1343F, Kind::kInvisible}, {0x1BCA0, 0x1BCA3, Kind::kInvisible},
    {0x1D000, 0x1D24F, Kind::kSymbol},    // musical symbols
    {0x1D300, 0x1D35F, Kind::kSymbol},    // Tai Xuan Jing
    {0x1F000, 0x1FBFF, Kind::kSymbol},    // tiles, cards, enclosed, emoji, pictographs, legacy computing
    {0x40000, 0xDFFFF, Kind::kSymbol},    // planes 4 to 13: nothing assigned
    {0xE0000, 0xE007F, Kind::kInvisible}, // tags
    {0xE0100, 0xE01EF, Kind::kJoiner},    // variation selectors
    {0xF0000, 0x10FFFF, Kind::kSymbol},   // private use planes
};

constexpr int kMaxMarksOnALetter = 4;

Kind KindOf(char32_t c) {
  if ((c & 0xFFFE) == 0xFFFE) return Kind::kSymbol;  // each plane's last two: non-characters
  const Range* end = std::end(kRanges);
  const Range* at = std::upper_bound(std::begin(kRanges), end, c, [](char32_t v, const Range& r) { return v < r.first; });
  if (at == std::begin(kRanges)) return Kind::kVisible;
  --at;
  return c <= at->last ? at->kind : Kind::kVisible;
}

// The well-formed UTF-8 sequence at text[i] (no overlong forms, no surrogates, at most U+10FFFF):
// its length, and its code point in `out`; 0 if there is none.
std::size_t Decode(std::string_view text, std::size_t i, char32_t* out) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b0 = byte(i);
  if (b0 < 0x80) {
    *out = b0;
    return 1;
  }
  std::size_t n = b0 >= 0xC2 && b0 <= 0xDF ? 2 : b0 >= 0xE0 && b0 <= 0xEF ? 3 : b0 >= 0xF0 && b0 <= 0xF4 ? 4 : 0;
  if (n == 0 || i + n > text.size()) return 0;
  char32_t c = b0 & (0xFF >> (n + 1));
  for (std::size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    c = (c << 6) | (byte(i + k) & 0x3F);
  }
  const char32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
  if (c < least[n] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return 0;
  *out = c;
  return n;
}

CheckedName Refused(NameProblem problem, char32_t culprit = 0) {
  CheckedName refused;
  refused.problem = problem;
  refused.culprit = culprit;
  return refused;
}

}  // namespace

CheckedName CheckPlayerName(std::string_view typed) {
  CheckedName checked;
  std::string& name = checked.name;
  std::size_t chars = 0;
  bool space_due = false;  // a run of spaces after something: one space before what comes next
  bool on_letter = false;  // what came just before can carry an accent
  bool visible = false;
  int marks = 0;
  for (std::size_t i = 0; i < typed.size();) {
    char32_t c = 0;
    const std::size_t n = Decode(typed, i, &c);
    if (n == 0) return Refused(NameProblem::kNotText);
    switch (KindOf(c)) {
      case Kind::kSpace:
        space_due = !name.empty();
        on_letter = false;
        i += n;
        continue;
      case Kind::kControl: return Refused(NameProblem::kControl, c);
      case Kind::kDirection: return Refused(NameProblem::kDirection, c);
      case Kind::kInvisible: return Refused(NameProblem::kInvisible, c);
      case Kind::kSymbol: return Refused(NameProblem::kSymbol, c);
      case Kind::kMark:
        if (!on_letter || ++marks > kMaxMarksOnALetter) return Refused(NameProblem::kMarks, c);
        break;
      case Kind::kJoiner: break;
      case Kind::kVisible:
        visible = on_letter = true;
        marks = 0;
        break;
    }
    if (space_due) {
      name += ' ';
      ++chars;
      space_due = false;
    }
    name.append(typed.substr(i, n));
    ++chars;
    i += n;
  }
  if (name.empty()) checked.problem = NameProblem::kEmpty;
  else if (!visible) return Refused(NameProblem::kBlank);
  else if (chars > kMaxNameChars || name.size() > kMaxNameBytes) return Refused(NameProblem::kTooLong);
  return checked;
}

}  // namespace popejoan::protocol
