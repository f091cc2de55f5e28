// Every player-facing string has a French entry: the UI's sources are read as the catalogue
// tools would (gettext's xgettext reads Tr() the same way), every literal given to Tr(), Plural()
// or TrLater() must be a key of the French catalogue with the same {n} places, and a literal
// that looks like words but is given to none of them (nor marked NotTranslated) is reported as
// text a player would see untranslated.
#include <gtest/gtest.h>

#include <cctype>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/json.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

namespace fs = std::filesystem;

// Files with no player text: the developer's overlay, the probe, the language machinery itself,
// the save file's parser (its messages go to the host page and the log; the player reads the
// save dialogs' words instead).
const std::set<std::string> kDeveloperFiles = {"debug_view.cpp", "debug_view.h", "test_probe.cpp", "test_probe.h",
                                               "language.cpp", "language.h", "save_game.cpp"};

struct Token {
  enum Kind { kWord, kString, kPunct } kind;
  std::string text;  // a string's value, escapes decoded
  int line;
};

std::string ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Skips the comment starting at `i`, counting its lines; false if none starts there.
bool SkipComment(const std::string& s, std::size_t* i, int* line) {
  if (s.compare(*i, 2, "//") == 0) {
    while (*i < s.size() && s[*i] != '\n') ++*i;
    return true;
  }
  if (s.compare(*i, 2, "/*") != 0) return false;
  const std::size_t end = s.find("*/", *i + 2);
  for (std::size_t k = *i; k < end && k < s.size(); ++k) *line += s[k] == '\n';
  *i = end == std::string::npos ? s.size() : end + 2;
  return true;
}

// The raw string R"delim(...)delim" starting at `i`.
void ReadRawString(const std::string& s, std::size_t* i, int* line, std::vector<Token>* out) {
  const std::size_t open = s.find('(', *i);
  const std::string delim = ")" + s.substr(*i + 2, open - *i - 2) + "\"";
  const std::size_t end = s.find(delim, open);
  const std::string value = s.substr(open + 1, end - open - 1);
  out->push_back({Token::kString, value, *line});
  for (char v : value) *line += v == '\n';
  *i = end + delim.size();
}

// The char or string literal starting at `i`, escapes decoded: strings are kept, chars dropped.
void ReadQuoted(const std::string& s, std::size_t* i, int line, std::vector<Token>* out) {
  const char quote = s[*i];
  std::string value;
  std::size_t k = *i + 1;
  while (k < s.size() && s[k] != quote) {
    if (s[k] == '\\' && k + 1 < s.size()) {
      const char e = s[k + 1];
      value += e == 'n' ? '\n' : e == 't' ? '\t' : e;
      k += 2;
    } else {
      value += s[k++];
    }
  }
  if (quote == '"') {
    // Adjacent literals are one string, as the compiler reads them.
    if (!out->empty() && out->back().kind == Token::kString && out->back().line >= 0) {
      out->back().text += value;
    } else {
      out->push_back({Token::kString, value, line});
    }
  }
  *i = k + 1;
}

bool IsWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Enough of C++'s lexer for our sources: comments, char and string literals (with escapes and
// raw strings), words and single punctuation.
std::vector<Token> Tokenize(const std::string& s) {
  std::vector<Token> out;
  int line = 1;
  for (std::size_t i = 0; i < s.size();) {
    const char c = s[i];
    if (c == '\n') { ++line; ++i; continue; }
    if (std::isspace(static_cast<unsigned char>(c))) { ++i; continue; }
    if (SkipComment(s, &i, &line)) continue;
    if (c == 'R' && i + 1 < s.size() && s[i + 1] == '"') {
      ReadRawString(s, &i, &line, &out);
    } else if (c == '"' || c == '\'') {
      ReadQuoted(s, &i, line, &out);
    } else if (IsWordChar(c)) {
      std::size_t k = i;
      while (k < s.size() && IsWordChar(s[k])) ++k;
      // A literal's prefix (u8"...") belongs to the literal.
      const bool prefix = k < s.size() && s[k] == '"' && s.compare(i, k - i, "u8") == 0;
      if (!prefix) out.push_back({Token::kWord, s.substr(i, k - i), line});
      i = k;
    } else {
      out.push_back({Token::kPunct, std::string(1, c), line});
      ++i;
    }
  }
  return out;
}

struct Found {
  std::map<std::string, std::string> keys;  // key -> where
  std::vector<std::string> untranslated;    // "file:line: text"
};

bool LooksLikeWords(const std::string& text) {
  if (text.find('#') != std::string::npos) return false;  // ImGui ids ("##menu")
  bool letters = false;
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    if (std::isalpha(static_cast<unsigned char>(text[i])) && std::isalpha(static_cast<unsigned char>(text[i + 1]))) letters = true;
  }
  if (!letters) return false;
  // Two words, or a capitalised word ("Theme"); ids, keys and probe names are neither.
  for (std::size_t i = 1; i + 1 < text.size(); ++i) {
    if (text[i] == ' ' && std::isalpha(static_cast<unsigned char>(text[i - 1])) &&
        std::isalpha(static_cast<unsigned char>(text[i + 1]))) {
      return true;
    }
  }
  return std::isupper(static_cast<unsigned char>(text[0])) && text.size() > 1 &&
         std::islower(static_cast<unsigned char>(text[1]));
}

bool IsCatalogueCall(const std::string& fn) {
  return fn == "Tr" || fn == "Plural" || fn == "TrLater" || fn == "NotTranslated";
}

// The literals given to the call whose name is tokens[i] (not those of calls within it): each
// is marked accounted for, and kept as a key unless marked NotTranslated.
void ReadCall(const std::vector<Token>& tokens, std::size_t i, const std::string& where, Found* found,
              std::vector<bool>* accounted) {
  const std::string& fn = tokens[i].text;
  int depth = 0;
  for (std::size_t k = i + 1; k < tokens.size(); ++k) {
    if (tokens[k].text == "(" && tokens[k].kind == Token::kPunct) ++depth;
    if (tokens[k].text == ")" && tokens[k].kind == Token::kPunct && --depth == 0) break;
    if (tokens[k].kind != Token::kString || depth != 1) continue;
    (*accounted)[k] = true;
    if (fn != "NotTranslated") found->keys.emplace(tokens[k].text, where + ":" + std::to_string(tokens[k].line));
  }
}

void Scan(const fs::path& path, Found* found) {
  const std::vector<Token> tokens = Tokenize(ReadFile(path));
  const std::string name = path.filename().string();
  std::vector<bool> accounted(tokens.size(), false);
  for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
    if (tokens[i].kind != Token::kWord || tokens[i + 1].text != "(" || !IsCatalogueCall(tokens[i].text)) continue;
    ReadCall(tokens, i, name, found, &accounted);
  }
  // #include "..." names are not text.
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (tokens[i].kind != Token::kString || accounted[i]) continue;
    if (i >= 1 && tokens[i - 1].text == "include") continue;
    if (LooksLikeWords(tokens[i].text)) {
      found->untranslated.push_back(name + ":" + std::to_string(tokens[i].line) + ": \"" + tokens[i].text + "\"");
    }
  }
}

// The page loader's own words: say('...'), fail('...', '...') and its table of the page's
// elements (['#status', '...']) in web/loader.js.
void ScanLoader(Found* found) {
  const std::string text = ReadFile(POPEJOAN_LOADER_JS);
  const std::string quoted = R"('((?:[^'\\]|\\.)*)')";
  const std::regex calls(R"((?:say|fail)\()" + quoted + "(?:, " + quoted + ")?");
  const std::regex elements(R"(\['#[\w-]+', )" + quoted + R"(\])");
  for (const std::regex& pattern : {calls, elements}) {
    for (std::sregex_iterator it(text.begin(), text.end(), pattern), end; it != end; ++it) {
      for (std::size_t group = 1; group < it->size(); ++group) {
        if ((*it)[group].matched) found->keys.emplace((*it)[group].str(), "loader.js");
      }
    }
  }
}

Found ScanUi() {
  Found found;
  std::vector<fs::path> files;
  // Everything a player may read comes from the session (its words included) and the views.
  for (const char* dir : {"session", "ui"}) {
    for (const auto& entry : fs::recursive_directory_iterator(fs::path(POPEJOAN_SOURCES) / dir)) {
      const fs::path& p = entry.path();
      const std::string name = p.filename().string();
      // Tests and benchmarks speak to developers.
      auto ends_with = [&](const char* tail) {
        const std::size_t n = std::strlen(tail);
        return name.size() > n && name.compare(name.size() - n, n, tail) == 0;
      };
      const bool developer = ends_with("_test.cpp") || ends_with("_bench.cpp");
      if ((p.extension() == ".cpp" || p.extension() == ".h") && !developer && !kDeveloperFiles.count(name)) {
        files.push_back(p);
      }
    }
  }
  std::sort(files.begin(), files.end());
  // The platform's files with player text: where a saved or downloaded file went (one per target).
  files.push_back(fs::path(POPEJOAN_SOURCES) / "platform" / "web_bridge_native.cpp");
  files.push_back(fs::path(POPEJOAN_SOURCES) / "platform" / "web_bridge_web.cpp");
  for (const fs::path& p : files) Scan(p, &found);
  ScanLoader(&found);
  return found;
}

std::set<std::string> Places(const std::string& text) {
  std::set<std::string> places;
  for (std::size_t i = 0; i + 2 < text.size(); ++i) {
    if (text[i] == '{' && std::isdigit(static_cast<unsigned char>(text[i + 1])) && text[i + 2] == '}') {
      places.insert(text.substr(i, 3));
    }
  }
  return places;
}

std::map<std::string, std::string> FrenchCatalogue() {
  const engine::Result<engine::Json> parsed = engine::Json::Parse(ReadFile(POPEJOAN_CATALOGUE_FR));
  EXPECT_TRUE(parsed.ok()) << parsed.error();
  std::map<std::string, std::string> out;
  if (!parsed.ok()) return out;
  for (const engine::Json& object : parsed->items()) {
    for (const engine::Json::Member& m : object.members()) out[m.first] = m.second.as_string();
  }
  return out;
}

TEST(Catalogue, TheFrenchCatalogueLoads) {
  const engine::Status loaded = LoadCatalogue(Language::kFrench, ReadFile(POPEJOAN_CATALOGUE_FR));
  EXPECT_TRUE(loaded.ok()) << loaded.message;
}

TEST(Catalogue, EveryPlayerStringHasAFrenchEntryWithTheSamePlaces) {
  const Found found = ScanUi();
  const std::map<std::string, std::string> french = FrenchCatalogue();
  ASSERT_GT(found.keys.size(), 100u) << "the scan found too few strings to be reading the sources";
  std::vector<std::string> missing, bad_places;
  for (const auto& [key, where] : found.keys) {
    const auto it = french.find(key);
    if (it == french.end()) {
      missing.push_back(where + ": \"" + key + "\"");
    } else if (Places(key) != Places(it->second)) {
      bad_places.push_back(where + ": \"" + key + "\" -> \"" + it->second + "\"");
    }
  }
  std::string report;
  for (const std::string& m : missing) report += "\n  " + m;
  EXPECT_TRUE(missing.empty()) << missing.size() << " strings have no French entry:" << report;
  report.clear();
  for (const std::string& m : bad_places) report += "\n  " + m;
  EXPECT_TRUE(bad_places.empty()) << "the French text must keep every {n} place:" << report;
}

TEST(Catalogue, NoWordsReachThePlayerUntranslated) {
  const Found found = ScanUi();
  std::string report;
  for (const std::string& u : found.untranslated) report += "\n  " + u;
  EXPECT_TRUE(found.untranslated.empty())
      << found.untranslated.size() << " literals look like player text but are not given to Tr(), Plural() or "
      << "TrLater() (or marked NotTranslated):" << report;
}

TEST(Catalogue, TheFrenchCatalogueHoldsNothingTheGameNoLongerSays) {
  const Found found = ScanUi();
  std::vector<std::string> stale;
  for (const auto& [key, value] : FrenchCatalogue()) {
    if (!found.keys.count(key)) stale.push_back(key);
  }
  std::string report;
  for (const std::string& s : stale) report += "\n  \"" + s + "\"";
  EXPECT_TRUE(stale.empty()) << stale.size() << " French entries match no string of the game:" << report;
}

}  // namespace
}  // namespace popejoan::session
