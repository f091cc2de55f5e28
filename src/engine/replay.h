// Replays: a whole match as its configuration, seat names and every action, optionally with
// the state hash after each action. A bug report is one replay file; the native app and
// `popejoan-cli replay-match` load it and play it back step by step.
//
//   {"format": "popejoan-replay", "version": 1, "preset": "classic", "options": {...every option...},
//    "seats": [{"name": "You", "human": true, "level": "casual"}, ...], "rounds": 1, "seed": "42",
//    "actions": ["7C", "next", "pope", ...], "hashes": ["9f0c...", ...]}
//
// Actions use the deal-file words (docs/deal-format.md); hashes are 16 hex digits.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/json.h"
#include "engine/result.h"
#include "engine/state.h"

namespace popejoan::engine {

// Limits (docs/deal-format.md): a replay of the longest match the format allows, 20 rounds
// of 8 seats, is about 35 KB (1,300 actions); anything beyond these is refused as it is read.
inline constexpr int kMaxReplayRounds = 20;
inline constexpr std::size_t kMaxReplayBytes = 1u << 20;
inline constexpr std::size_t kMaxReplayValues = 1u << 16;
inline constexpr std::size_t kMaxSeatNameBytes = 64;   // a seat's name, in UTF-8 bytes
inline constexpr std::size_t kMaxSeatLevelBytes = 16;  // an AI level's id
JsonLimits ReplayJsonLimits();

struct ReplaySeat {
  std::string name;
  bool human = false;
  std::string level;  // the AI level's id for AI seats ("beginner", ...); empty for people
};

struct Replay {
  MatchConfig config;
  std::vector<ReplaySeat> seats;
  std::vector<Action> actions;
  std::vector<uint64_t> hashes;  // empty, or one per action: State::Hash() after it
};

std::string ReplayToJson(const Replay& replay);
// Malformed or unknown input is an error naming the problem (never a crash).
Result<Replay> ParseReplay(const std::string& text);

// Every state of the replay: [0] the start, [i + 1] after action i. Refuses an illegal action
// or a hash that does not match, naming the step.
Result<std::vector<State>> PlayReplay(const Replay& replay);

// Recordings made before the table paused for the Pope where no hand held it (D23) went straight
// on from such a stop. Whether `state`, just after a recorded step, is the state `recorded_hash`
// names: as it is, or once that pause (if it is one) is passed, which is then done. Saves,
// replays and a room's records are read through this, so none made earlier is lost.
bool MatchesRecordedHash(State* state, uint64_t recorded_hash, std::vector<Event>* events = nullptr);

}  // namespace popejoan::engine
