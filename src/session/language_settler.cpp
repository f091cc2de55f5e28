#include "session/language_settler.h"

namespace popejoan::session {

void LanguageSettler::Start(Language wanted, const std::string& saved_choice) {
  wanted_ = wanted;
  choice_seen_ = saved_choice;
}

bool LanguageSettler::Settle(const std::string& choice) {
  // A choice made in Settings (or brought by an imported save) wins from now on.
  if (choice != choice_seen_) {
    choice_seen_ = choice;
    Language chosen = Language::kEnglish;
    if (ParseLanguageTag(choice, &chosen)) {
      wanted_ = chosen;
      failed_[static_cast<size_t>(chosen)] = false;  // asked again: try again
    }
  }
  const auto wanted = static_cast<size_t>(wanted_);
  if (!HasCatalogue(wanted_) && !pending_ && !failed_[wanted]) {
    pending_ = static_cast<bool>(services_.fetch_catalogue);
    if (pending_) {
      services_.fetch_catalogue(wanted_);  // natively it answers at once
    } else {
      failed_[wanted] = true;
    }
  }
  bool changed = false;
  if (HasCatalogue(wanted_) && CurrentLanguage() != wanted_) {
    SetLanguage(wanted_);
    changed = true;
  }
  if (!pending_) settled_ = true;
  const std::string id = LanguageId(CurrentLanguage());
  if (settled_ && id != page_language_) {
    page_language_ = id;
    if (services_.set_page_language) services_.set_page_language(id);
  }
  return changed;
}

void LanguageSettler::Unavailable(Language language) {
  pending_ = false;
  failed_[static_cast<size_t>(language)] = true;
}

}  // namespace popejoan::session
