// Deal files (docs/deal-format.md): a scripted deal in JSON, replayed to a JSON result.
// Strings in, strings out; the CLI does the file I/O.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/json.h"
#include "engine/result.h"
#include "engine/rules.h"
#include "engine/state.h"

namespace popejoan::engine {

// A deal file is a few KB (the largest in tests/golden: 2 KB); 256 KB is far beyond any.
inline constexpr std::size_t kMaxDealFileBytes = 256u << 10;
inline constexpr std::size_t kMaxDealFileValues = 1u << 13;

struct DealFile {
  DealSetup setup;
  std::vector<std::string> choices;
};

Result<DealFile> ParseDealFile(const std::string& text);

// The word a deal file uses for `a` in `state`'s current phase, and back (-1 if no such word).
Action ParseChoice(const State& state, const std::string& word);

// Plays the deal file's choices; the result JSON of docs/deal-format.md, pretty-printed.
// Errors (malformed input, bad cards, illegal or missing choices) name the problem.
Result<std::string> ReplayDealFile(const std::string& text);

// The first deal of a seeded match as a deal file, with choices made by a seeded random
// player so that the file replays to the end.
Result<std::string> MakeDealFile(Preset preset, int seats, uint64_t seed);

// JSON for one event (type, the fields that apply, and a caption).
Json EventToJson(const Event& e);

}  // namespace popejoan::engine
