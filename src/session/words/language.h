// The player's language: every player-facing string is written in English in the code, wrapped
// in Tr(), and looked up in the current language's catalogue (assets/lang/<id>/*.json, one object
// per screen mapping the English text to its translation). English needs no catalogue, so the
// page's first load carries none; another language's catalogue loads on demand.
//
// Text with values is a template with numbered places, translated whole so each language can
// order its words: Fmt(Tr("{0} leads {1}"), {who, card}). Counts go through Plural(), which
// knows each language's rule (French says "0 jeton", English "0 counters").
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "engine/result.h"

namespace popejoan::session {

enum class Language : std::int8_t { kEnglish, kFrench };
inline constexpr int kNumLanguages = 2;

// "en", "fr": the ids of saves, the page's lang= parameter and <html lang>.
const char* LanguageId(Language language);
// Each language's name in itself ("English", "Français"): a reader finds their own.
const char* LanguageName(Language language);
// "fr", "fr-CA", "FR_fr" -> French: the primary subtag, any case. False for others.
bool ParseLanguageTag(const std::string& tag, Language* out);

// The language to start in: the player's own choice in Settings, else the host's lang=
// parameter, else the first of the browser's languages we speak, else English. The player's
// choice wins: a French speaker who chose French on an English site keeps it across reloads
// and shared addresses. Empty strings are unset.
Language ChooseLanguage(const std::string& param, const std::string& saved,
                        const std::vector<std::string>& browser_languages);

// Reads a catalogue: a JSON object {"English": "translation"} or an array of such objects (the
// build joins one file per screen). Refuses malformed text, non-string values and a key given
// two different translations, saying where.
engine::Status LoadCatalogue(Language language, const std::string& json_text);
bool HasCatalogue(Language language);

// Switches the language Tr() answers in. A language whose catalogue is not loaded falls back
// to English (and returns false).
bool SetLanguage(Language language);
Language CurrentLanguage();

// The current language's text for `english`; `english` itself in English, or when the
// catalogue lacks it (the miss is kept for the test probe: MissingTranslations()). A key may end
// in a context after '|' where one English text needs two translations ("Deal|verb",
// "the {0} of {1}|queen"): English shows the text before it.
const char* Tr(const char* english);
// The English keys looked up and missing since the language was set (at most 50).
const std::vector<std::string>& MissingTranslations();

// `pattern` with {0}..{9} replaced by args; braces around anything else are kept.
// Views, not copies: the arguments (often temporaries) live until the sentence is made.
std::string Fmt(const char* pattern, std::initializer_list<std::string_view> args);
// A count in the current language's grammar: Tr(one) or Tr(other) with {0} = n.
std::string Plural(std::int64_t n, const char* one, const char* other);
// Whether the current language says `n` things in the singular (English: 1; French: 0 and 1),
// for a count's two whole templates when its sentence has other places too.
bool TakesSingular(std::int64_t n);
// `text` closed as a sentence: a full stop added unless it already ends in one, "!", "?" or "…"
// ("Out!" stays "Out!", never "Out!.").
std::string EndSentence(std::string text);

// Marks a literal kept in a table and translated where it is shown (Tr(kNames[i])): the
// catalogue check reads it as a key.
constexpr const char* TrLater(const char* english) { return english; }
// Marks a literal that never reaches a player in words (an id, a file's key, a developer's
// message): the check that finds untranslated text passes it by.
constexpr const char* NotTranslated(const char* text) { return text; }

// For tests: the language and catalogues are process-wide; this restores them when it ends.
class ScopedLanguage {
 public:
  explicit ScopedLanguage(Language language);
  ~ScopedLanguage();
  ScopedLanguage(const ScopedLanguage&) = delete;
  ScopedLanguage& operator=(const ScopedLanguage&) = delete;

 private:
  Language previous_;
};

}  // namespace popejoan::session
