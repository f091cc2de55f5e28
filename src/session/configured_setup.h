// The matches a launch's settings ask for (SessionConfig): the configured match (seats, rules,
// AI levels) for a seed, a deal asked for by code or by date, and which daily deal a match is.
#pragma once

#include <cstdint>
#include <optional>

#include "engine/result.h"
#include "session/daily_deal.h"
#include "session/match_setup.h"
#include "session/session_config.h"

namespace popejoan::session {

// The default match with the launch's seats, preset and AI levels, dealt from `seed`.
MatchSetup ConfiguredSetup(const SessionConfig& config, std::uint64_t seed);
// The deal the launch asked for: its deal code, else its daily date's deal; why not in words.
engine::Result<MatchSetup> RequestedDeal(const SessionConfig& config);
// Which daily deal `setup` is, if any (the date asked for, or today).
std::optional<CalendarDate> DailyDateOf(const SessionConfig& config, const MatchSetup& setup);

}  // namespace popejoan::session
