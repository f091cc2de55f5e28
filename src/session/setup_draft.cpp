#include "session/setup_draft.h"

#include "session/words/rules_words.h"
#include "session/words/language.h"

namespace popejoan::session {

void SetupDraft::Reset(const MatchSetup& setup) {
  setup_ = setup;
  ++generation_;
}

bool SetupDraft::Playable() const {
  return WhyTheCardsCannotBeDealt(setup_.rules, static_cast<int>(setup_.seats.size())).empty();
}

std::string SetupDraft::Note() const {
  const std::string problem = WhyTheCardsCannotBeDealt(setup_.rules, static_cast<int>(setup_.seats.size()));
  if (!problem.empty()) return problem;
  if (!message_.empty()) return message_;
  int humans = 0;
  for (const SeatSetup& s : setup_.seats) humans += s.human ? 1 : 0;
  if (humans == 0) return Tr("No person at the table: you will watch the AI play.");
  if (humans > 1) return Tr("Pass the device between players: each hand stays hidden until its owner taps.");
  return "";
}

MatchSetup SetupDraft::Finish() {
  for (size_t i = 0; i < setup_.seats.size(); ++i) {
    if (setup_.seats[i].name.empty()) setup_.seats[i].name = DefaultSeatName(static_cast<int>(i));
  }
  message_.clear();
  return setup_;
}

}  // namespace popejoan::session
