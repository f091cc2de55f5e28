// Why the coach suggests a play, in one line a player can follow ("You hold 7♠ to 9♠ and 9♠ is a
// stop: the lead comes back to you"). Reads only what the seat may know (its observation), so a
// reason never gives away a hidden card.
#pragma once

#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/observation.h"
#include "engine/rules.h"

namespace popejoan::session {

// The kind of reason a hint gives; kSearchBest is the one that says nothing specific.
enum class ReasonKind {
  kTakesCompartment,  // the card takes a compartment's counters at once
  kGoesOut,           // it plays out your last cards
  kRunToStop,         // a run up to a stop: the lead comes back
  kStop,              // the card itself is a stop
  kShedsRun,          // a suit run off: several cards in one lead
  kKeepsStop,         // the search would keep a stop back for later
  kRunnerUpLoss,      // what the next best choice is expected to cost
  kCloseCall,         // the search finds almost nothing between the best two
  kPope,              // play the Pope now
  kKeepPope,          // keep the Pope
  kPlace,             // where to put a counter
  kSearchBest,        // nothing more specific to say
  kOnlyChoice,        // the only card that may be played
  kCount
};
const char* ReasonKindName(ReasonKind kind);  // "runner-up-loss" (the benchmark's rows)

struct Reason {
  ReasonKind kind = ReasonKind::kSearchBest;
  std::string text;
};

// Why `action` is suggested, from what the seat sees and what the search found (`candidates`,
// every choice it weighed with its value; may be empty).
Reason ExplainHint(const engine::Rules& rules, const engine::Observation& seen, engine::Action action,
                   const std::vector<ai::Candidate>& candidates);
inline std::string HintReason(const engine::Rules& rules, const engine::Observation& seen, engine::Action action,
                              const std::vector<ai::Candidate>& candidates = {}) {
  return ExplainHint(rules, seen, action, candidates).text;
}

// The top choices with what the search expects each to win or lose ("7♠ +1.4, K♦ +0.9"),
// best first, at most `count`.
std::string HintChoices(std::vector<ai::Candidate> candidates, int count);

// An action as a player names it: a card ("7♠"), "play the Pope", "keep the Pope", "Matrimony".
std::string ActionWords(engine::Action action);

}  // namespace popejoan::session
