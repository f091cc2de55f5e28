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

std::string HintReason(const Rules& rules, const Observation& seen, Action action);

// The top choices with what the search expects each to win or lose ("7♠ +1.4, K♦ +0.9"),
// best first, at most `count`.
std::string HintChoices(std::vector<ai::Candidate> candidates, int count);

// An action as a player names it: a card ("7♠"), "play the Pope", "keep the Pope", "Matrimony".
std::string ActionWords(Action action);

}  // namespace popejoan::session
