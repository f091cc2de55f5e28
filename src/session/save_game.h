// The save: everything the game keeps between sessions, as one versioned JSON document.
//
//   {"format": "popejoan-save", "version": 1,
//    "settings": {"pace": "normal", "undo": true, "theme": "felt", "muted": false, "volume": 70,
//                 "reduceMotion": false, "fourColour": false, "textSize": 100},
//    "statistics": {...see session/statistics.h...},
//    "match": {...the match in progress as a replay (engine/replay.h), a hash per action...} or null,
//    "progress": {"deal": 2, "steps": 57, "hash": "<state hash after the last step>",
//                 "ai_seed": "<seed of the AI seats' decisions>"} or null,
//    "screen": "table"}
//
// The match is its seed and every action, so resuming replays it and lands on the same state
// (checked by hash), and the AI seats, seeded alike, go on to the same future.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "engine/replay.h"
#include "session/settings.h"
#include "session/statistics.h"

namespace popejoan::session {

inline constexpr int kSaveVersion = 1;
// Limits (docs/embedding.md): a save holds at most one match (its replay, itself at most
// kMaxReplayBytes) and statistics of a few KB; the largest real one is about 40 KB.
inline constexpr std::size_t kMaxSaveBytes = 4u << 20;
inline constexpr std::size_t kMaxSaveValues = 1u << 17;

enum class SaveScreen { kSetup, kTable, kStatistics };

struct SaveGame {
  Settings settings;
  Statistics stats;
  std::optional<engine::Replay> match;  // with the state hash after every action
  std::uint64_t ai_seed = 0;    // meaningful with a match
  int hints = 0;                // hints the player asked for in that match
  SaveScreen screen = SaveScreen::kSetup;
};

std::string SaveToJson(const SaveGame& save);

enum class SaveProblem {
  kNone,
  kCorrupt,       // not a save, damaged, or inconsistent (the message says what)
  kNewerVersion,  // saved by a newer version of the game
};

struct LoadedSave {
  SaveProblem problem = SaveProblem::kNone;
  std::string message;  // why, when problem != kNone
  SaveGame save;
  bool ok() const { return problem == SaveProblem::kNone; }
};

// Checks everything: format, version, every field's type and range, and that the match
// replays legally to the recorded state hashes. Never crashes on any input.
LoadedSave ParseSave(const std::string& text);

}  // namespace popejoan::session
