// Versioned serialization of a match in progress (saves, replays, the web build's storage).
// The text is JSON: {"format": "popejoan-match", "version": 1, "rules": {...options...},
// "state": {...every State field...}}. Anything unknown, corrupt or inconsistent is an error
// value naming the problem; a State that loads always passes CheckInvariants().
#ifndef POPEJOAN_ENGINE_SERIALIZE_H_
#define POPEJOAN_ENGINE_SERIALIZE_H_

#include <string>

#include "engine/json.h"
#include "engine/result.h"
#include "engine/rules.h"
#include "engine/state.h"

namespace popejoan {

inline constexpr int kSerializeVersion = 1;

std::string Serialize(const State& state);
Result<State> Deserialize(const std::string& text);

// Rules as a JSON object of option name -> value text, and back (preset first, then options).
Json RulesToJson(const Rules& rules);
Result<Rules> RulesFromJson(const Json& json);

class StateSerializer {
 public:
  static Json ToJson(const State& state);
  static Result<State> FromJson(const Json& json);
};

}  // namespace popejoan

#endif  // POPEJOAN_ENGINE_SERIALIZE_H_
