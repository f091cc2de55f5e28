#include "server/rooms/table_names.h"

#include <cstring>
#include <vector>

namespace popejoan::server {
namespace {

// Found anywhere in the letters run together: no honest name holds them.
constexpr const char* kAnywhere[] = {"fuck", "nigger", "nigga", "faggot", "encule", "salope", "connard",
                                     "putain", "bitch", "whore", "asshole", "motherf", "pedophil"};
// Found as whole words only: they are parts of honest names ("Scunthorpe", "Montenegro", "Cummings").
constexpr const char* kWholeWords[] = {"cunt", "negro", "shit", "slut", "retard", "nazi", "hitler", "rape", "rapist", "merde",
                                       "pute", "batard", "nique", "niquer", "fdp", "ntm", "pd", "kkk", "cum",
                                       "porn", "sex"};

// A UTF-8 letter of Latin-1's accented range folded to its base letter (0 if it is not one).
char FoldAccent(unsigned char lead, unsigned char next) {
  if (lead != 0xC3) return 0;
  static const char kBase[] = "aaaaaaaceeeeiiiidnooooo/ouuuuyty";  // U+00E0..U+00FF (and capitals below)
  const unsigned c = next & 0x3F;                                    // 0x80..0xBF -> 0..63
  if (c >= 32) return kBase[c - 32];
  return kBase[c];  // U+00C0..U+00DF: the capitals, in the same order
}

char FoldAscii(char c) {
  if (c >= 'A' && c <= 'Z') return static_cast<char>(c - 'A' + 'a');
  switch (c) {
    case '0': return 'o';
    case '1': return 'i';
    case '3': return 'e';
    case '4': case '@': return 'a';
    case '5': case '$': return 's';
    case '7': return 't';
    default: return c;
  }
}

bool Letter(char c) { return c >= 'a' && c <= 'z'; }

}  // namespace

bool UnwelcomeName(const std::string& name) {
  std::string folded;  // letters and word breaks (' ')
  for (std::size_t i = 0; i < name.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(name[i]);
    char base = 0;
    if (c < 0x80) {
      base = FoldAscii(static_cast<char>(c));
    } else if (i + 1 < name.size()) {
      base = FoldAccent(c, static_cast<unsigned char>(name[i + 1]));
      while (i + 1 < name.size() && (static_cast<unsigned char>(name[i + 1]) & 0xC0) == 0x80) ++i;
    }
    folded.push_back(Letter(base) ? base : ' ');
  }
  std::string run;  // the letters run together
  std::vector<std::string> words(1);
  for (char c : folded) {
    if (c != ' ') run.push_back(c);
    if (c == ' ' && !words.back().empty()) words.emplace_back();
    if (c != ' ') words.back().push_back(c);
  }
  for (const char* bad : kAnywhere) {
    if (run.find(bad) != std::string::npos) return true;
  }
  for (const std::string& word : words) {
    for (const char* bad : kWholeWords) {
      if (word == bad) return true;
    }
  }
  return false;
}

}  // namespace popejoan::server
