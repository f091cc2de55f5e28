// Commands a host page sends to an embedded game (docs/embedding.md), read from the JSON the
// page's loader passes on: {"command": "new-match", "seed": 7}, {"command": "mute", "muted": true},
// {"command": "quick-play", "name": "Ann"}.
// Pure text handling (no ImGui), so it is unit-tested and fuzzed natively.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "engine/result.h"

namespace popejoan::session {

// A command is a few dozen bytes; anything past these is not one (checked before reading).
inline constexpr std::size_t kMaxHostCommandBytes = 4096;
inline constexpr std::size_t kMaxHostCommandValues = 64;

struct HostCommand {
  enum class Kind { kPause, kResume, kMute, kNewMatch, kQuickPlay, kUnknown };
  Kind kind = Kind::kUnknown;
  std::string name;                  // as sent (for kUnknown's message)
  std::optional<bool> muted;         // mute: set, or toggle when absent
  std::optional<std::uint64_t> seed; // new-match: the match's seed, when given (>= 0)
  std::optional<std::string> player; // quick-play: the name to play under, when given (unchecked)
};

// An error for text that is not a JSON object with a string "command"; an unknown command's
// name is not an error here (the app answers it with an "unknown-command" event).
engine::Result<HostCommand> ParseHostCommand(const std::string& json);

}  // namespace popejoan::session
