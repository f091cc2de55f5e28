// Versioned serialization of a match in progress (saves, replays, the web build's storage).
// The text is JSON: {"format": "popejoan-match", "version": 1, "rules": {...options...},
// "state": {...every State field...}}. Anything unknown, corrupt or inconsistent is an error
// value naming the problem; a State that loads always passes CheckInvariants().
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/json.h"
#include "engine/result.h"
#include "engine/rules.h"
#include "engine/state.h"

namespace popejoan::engine {

inline constexpr int kSerializeVersion = 1;
// A serialised state is about 3 KB; these bound what Deserialize will read.
inline constexpr std::size_t kMaxStateBytes = 64u << 10;
inline constexpr std::size_t kMaxStateValues = 1u << 11;
// A loaded state's counters (purses in absolute value, board and centre) add up to at most
// this: far above any real match (8 purses of the largest starting purse, 100,000, and deal files'
// 1,000,000 a box), and far enough below 2^31 that play, which moves a bounded number each deal,
// can never overflow a purse or a compartment.
inline constexpr int64_t kMaxCountersInPlay = 100000000;

std::string Serialize(const State& state);
Result<State> Deserialize(const std::string& text);

// Rules as a JSON object of option name -> value text, and back (preset first, then options).
Json RulesToJson(const Rules& rules);
Result<Rules> RulesFromJson(const Json& json);

class JsonWriter;

class StateSerializer {
 public:
  static Json ToJson(const State& state);
  // ToJson's members ("format", "version", "rules", "state") written into the object `out` has
  // open. `rules_json`: the state's rules as RulesToJson writes them, made once by a caller that
  // writes many states of one match; nullptr: written here.
  static void WriteMembers(const State& state, const std::string* rules_json, JsonWriter* out);
  static Result<State> FromJson(const Json& json);

 private:
  // A loaded state's checks, in order: its values' ranges, before anything indexes with them;
  // its counters, before play adds them up; what its phase needs (after CheckInvariants).
  static Status CheckRanges(const State& s);
  static Status CheckCounters(const State& s);
  static Status CheckPhase(const State& s);
};

}  // namespace popejoan::engine
