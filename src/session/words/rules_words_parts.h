// What the rules' words files share (rules_words.cpp, rules_changes.cpp, how_to_play.cpp): not
// part of the session's interface.
#pragma once

#include <string>

namespace popejoan::session::rules_internal {

// Counts read better as words in running text ("six on the Pope"). French says "une carte" but
// "un jeton": none and one agree with a feminine noun.
std::string NumberWord(int n, bool feminine = false);

// A count in words ("six counters", "une carte"): Plural picks the language's form of `one` or
// `other` (marked TrLater where they are written), then the figure becomes its word.
std::string Count(int n, const char* one, const char* other, bool feminine = false);

}  // namespace popejoan::session::rules_internal
