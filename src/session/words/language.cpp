#include "session/words/language.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <utility>
#include <forward_list>
#include <vector>

#include "engine/json.h"

namespace popejoan::session {
namespace {

// Sorted by key for binary search: smaller code in the page than a hash table, and fast enough
// for the few hundred lookups of a frame.
using Entry = std::pair<std::string, std::string>;
using Catalogue = std::vector<Entry>;

struct LanguageState {
  Language current = Language::kEnglish;
  std::array<Catalogue, kNumLanguages> catalogues;
  std::array<bool, kNumLanguages> loaded{{true, false}};  // English needs no catalogue
  std::vector<std::string> missing;
  // English texts of keys with a context, kept for the process's life (Tr returns pointers).
  // A list: the words handed out stay where they are as more are kept (a vector's growth moved
  // them, and a sentence built from two such words read freed memory).
  std::forward_list<Entry> without_context;
};

LanguageState& State() {
  static LanguageState state;
  return state;
}

constexpr std::size_t kMaxMissingKept = 50;

// A catalogue is a few hundred short strings; far below these.
engine::JsonLimits CatalogueLimits() {
  engine::JsonLimits limits;
  limits.max_bytes = 1u << 20;
  limits.max_values = 1u << 14;
  limits.max_depth = 3;
  return limits;
}

engine::Status AddObject(const engine::Json& object, Catalogue* out) {
  if (!object.is_object()) return engine::Status::Error("a catalogue holds objects of English text and its translation");
  for (const engine::Json::Member& member : object.members()) {
    if (!member.second.is_string() || member.second.as_string().empty()) {
      return engine::Status::Error("the translation of \"" + engine::PrintableText(member.first) + "\" is not a non-empty string");
    }
    out->emplace_back(member.first, member.second.as_string());
  }
  return engine::Status::Ok();
}

// Sorts the entries and refuses a key given two different translations.
engine::Status SortCatalogue(Catalogue* catalogue) {
  std::vector<engine::TaggedText> keys;  // the JSON reader's sort, shared (engine/json.h)
  keys.reserve(catalogue->size());
  for (std::size_t i = 0; i < catalogue->size(); ++i) keys.emplace_back(&(*catalogue)[i].first, i);
  engine::SortByText(&keys);
  Catalogue unique;
  for (const engine::TaggedText& key : keys) {
    Entry& entry = (*catalogue)[key.second];
    if (!unique.empty() && unique.back().first == entry.first) {
      if (unique.back().second != entry.second) {
        return engine::Status::Error("\"" + engine::PrintableText(entry.first) + "\" has two different translations");
      }
      continue;
    }
    unique.push_back(std::move(entry));
  }
  *catalogue = std::move(unique);
  return engine::Status::Ok();
}

const std::string* Find(const Catalogue& catalogue, const char* key) {
  const auto it = std::lower_bound(catalogue.begin(), catalogue.end(), key,
                                   [](const Entry& e, const char* k) { return e.first.compare(k) < 0; });
  return it != catalogue.end() && it->first == key ? &it->second : nullptr;
}

// The English text of a key with a context ("Deal|verb" -> "Deal").
const char* WithoutContext(const char* key) {
  const char* bar = std::strchr(key, '|');
  if (bar == nullptr) return key;
  std::forward_list<Entry>& kept = State().without_context;
  for (const Entry& entry : kept) {
    if (entry.first == key) return entry.second.c_str();
  }
  kept.emplace_front(key, std::string(key, bar));
  return kept.front().second.c_str();
}

}  // namespace

const char* LanguageId(Language language) { return language == Language::kFrench ? "fr" : "en"; }

const char* LanguageName(Language language) { return language == Language::kFrench ? "Français" : "English"; }

bool ParseLanguageTag(const std::string& tag, Language* out) {
  std::string primary;
  for (char c : tag) {
    if (c == '-' || c == '_') break;
    primary += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  if (primary == "en") *out = Language::kEnglish;
  else if (primary == "fr") *out = Language::kFrench;
  else return false;
  return true;
}

Language ChooseLanguage(const std::string& param, const std::string& saved,
                        const std::vector<std::string>& browser_languages) {
  Language language = Language::kEnglish;
  if (!saved.empty() && ParseLanguageTag(saved, &language)) return language;
  if (!param.empty() && ParseLanguageTag(param, &language)) return language;
  for (const std::string& tag : browser_languages) {
    if (ParseLanguageTag(tag, &language)) return language;
  }
  return Language::kEnglish;
}

engine::Status LoadCatalogue(Language language, const std::string& json_text) {
  engine::Result<engine::Json> parsed = engine::Json::Parse(json_text, CatalogueLimits());
  if (!parsed.ok()) return engine::Status::Error("the " + std::string(LanguageName(language)) + " text could not be read: " + parsed.error());
  Catalogue catalogue;
  if (parsed->is_array()) {
    for (const engine::Json& object : parsed->items()) {
      const engine::Status added = AddObject(object, &catalogue);
      if (!added.ok()) return added;
    }
  } else {
    const engine::Status added = AddObject(*parsed, &catalogue);
    if (!added.ok()) return added;
  }
  const engine::Status sorted = SortCatalogue(&catalogue);
  if (!sorted.ok()) return sorted;
  const auto index = static_cast<std::size_t>(language);
  State().catalogues[index] = std::move(catalogue);
  State().loaded[index] = true;
  return engine::Status::Ok();
}

bool HasCatalogue(Language language) { return State().loaded[static_cast<std::size_t>(language)]; }

bool SetLanguage(Language language) {
  LanguageState& state = State();
  const bool available = HasCatalogue(language);
  const Language next = available ? language : Language::kEnglish;
  if (next != state.current) state.missing.clear();
  state.current = next;
  return available;
}

Language CurrentLanguage() { return State().current; }

const char* Tr(const char* english) {
  LanguageState& state = State();
  if (state.current == Language::kEnglish) return WithoutContext(english);
  const std::string* found = Find(state.catalogues[static_cast<std::size_t>(state.current)], english);
  if (found != nullptr) return found->c_str();
  if (state.missing.size() < kMaxMissingKept &&
      std::find(state.missing.begin(), state.missing.end(), english) == state.missing.end()) {
    state.missing.push_back(english);
  }
  return WithoutContext(english);
}

const std::vector<std::string>& MissingTranslations() { return State().missing; }

std::string Fmt(const char* pattern, std::initializer_list<std::string_view> args) {
  std::string out;
  for (const char* p = pattern; *p != '\0'; ++p) {
    if (p[0] == '{' && p[1] >= '0' && p[1] <= '9' && p[2] == '}') {
      const auto index = static_cast<std::size_t>(p[1] - '0');
      if (index < args.size()) out += *(args.begin() + index);
      p += 2;
    } else {
      out += *p;
    }
  }
  return out;
}

std::string EndSentence(std::string text) {
  static const char* const kEnds[] = {".", "!", "?", "\xE2\x80\xA6"};  // … last
  for (const char* end : kEnds) {
    const std::string_view e(end);
    if (text.size() >= e.size() && text.compare(text.size() - e.size(), e.size(), e) == 0) return text;
  }
  return text.empty() ? text : text + ".";
}

bool TakesSingular(std::int64_t n) {
  if (CurrentLanguage() == Language::kFrench) return n >= -1 && n <= 1;
  return n == 1 || n == -1;
}

std::string Plural(std::int64_t n, const char* one, const char* other) {
  return Fmt(Tr(TakesSingular(n) ? one : other), {std::to_string(n)});
}

ScopedLanguage::ScopedLanguage(Language language) : previous_(CurrentLanguage()) { SetLanguage(language); }

ScopedLanguage::~ScopedLanguage() { SetLanguage(previous_); }

}  // namespace popejoan::session
