// Which language the game speaks: the one the player wants (the page's lang=, else the saved
// choice, else the browser's, else English), shown once its words are here. At the start
// nothing is drawn, played or said until they are (or cannot be had: then English stays).
#pragma once

#include <array>
#include <string>

#include "session/session_config.h"
#include "session/words/language.h"

namespace popejoan::session {

class LanguageSettler {
 public:
  explicit LanguageSettler(const SessionServices& services) : services_(services) {}
  // The language wanted at the start, and the saved choice it was read from.
  void Start(Language wanted, const std::string& saved_choice);

  // Asks for the wanted language's words if need be, and shows the language once they are
  // here. `choice` is the player's saved choice: a new one wins from now on. True when the
  // language on screen changed.
  bool Settle(const std::string& choice);
  // The words asked for arrived (and loaded), or could not be had.
  void Received() { pending_ = false; }
  void Unavailable(Language language);
  bool settled() const { return settled_; }
  Language wanted() const { return wanted_; }

 private:
  const SessionServices& services_;
  Language wanted_ = Language::kEnglish;
  std::string choice_seen_;  // the saved choice last read
  bool pending_ = false;     // a fetch under way
  bool settled_ = false;
  std::array<bool, kNumLanguages> failed_{};  // languages whose words could not be had
  std::string page_language_;                 // the page's language last told
};

}  // namespace popejoan::session
