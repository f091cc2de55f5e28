// Developer notes on the rules: what each preset and option means and which seed texts it comes
// from (000 Peel, 001 Foster, 002 Parlett, 003 modern house rules, 004 Victorian household
// book), and the Decisions D1..D23 of rules.h as text. For the CLI, the docs and the tests; the
// page never links this file: a player reads the same rules in plain words (session/words/rules_words.h).
#pragma once

#include <string>
#include <vector>

#include "engine/rules.h"

namespace popejoan::engine {

// "Players pay x, dealer 2x; ... (000)": the preset in short, with its seed.
const char* PresetSummary(Preset p);

struct OptionValueNote {
  const char* value;
  const char* description;
};
struct OptionNote {
  const char* name;
  const char* description;
  const char* source;                    // seed numbers, e.g. "000, 002"; "all"; "" for none
  std::vector<OptionValueNote> values;   // as Options(): same values, same order
};
// One note per row of Options(), in the same order.
const std::vector<OptionNote>& OptionNotes();

// The Decisions of rules.h as text ("D1. ...").
const std::vector<std::string>& Decisions();

}  // namespace popejoan::engine
