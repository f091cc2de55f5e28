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
class JsonFields;

class StateSerializer {
 public:
  static Json ToJson(const State& state);
  // ToJson's members ("format", "version", "rules", "state") written into the object `out` has
  // open. `rules_json`: the state's rules as RulesToJson writes them, made once by a caller that
  // writes many states of one match; nullptr: written here.
  static void WriteMembers(const State& state, const std::string* rules_json, JsonWriter* out);
  static Result<State> FromJson(const Json& json);
  // FromJson in its two halves. ReadUnchecked: the members into *s as they are, with no check of
  // what they say (a seat's view, public_view.h, holds cards no hand has). Checked: FromJson's
  // checks of a state so read, its derived fields computed; an error names the first problem.
  static Status ReadUnchecked(const Json& json, State* s);
  static Status Checked(State* s);

  // One field of the state's field visitor (State::VisitFields) as the "state" object holds it,
  // for the view's changes (view_changes.h): a list field is a JSON array, any other one value; an
  // element is a number, or a 64-bit word (a card mask, the RNG) as 16 hex digits.
  static bool IsListField(const char* name, int count);
  // The "state" object's fields into *s: every one, or (`changes`) those present, a list field
  // whole or as [index, value] pairs (view_changes.h).
  static void ReadStateFields(JsonFields& fields, State* s, bool changes);
  static void WriteFieldElement(const void* element, int size, JsonWriter* out);
  static void ReadFieldElement(JsonFields& value, void* element, int size);

 private:
  // A loaded state's checks, in order: its values' ranges, before anything indexes with them;
  // its counters, before play adds them up; what its phase needs (after CheckInvariants).
  static Status CheckRanges(const State& s);
  static Status CheckCounters(const State& s);
  static Status CheckPhase(const State& s);
};

}  // namespace popejoan::engine
