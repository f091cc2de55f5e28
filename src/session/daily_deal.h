// The daily deal: one match a day, the same cards for every player in the world on that date.
// Its seed is a pure function of the date; the date itself comes from the page's query or the
// platform's calendar (never from a clock in the engine or the AI).
#pragma once

#include <cstdint>
#include <string>

#include "engine/result.h"
#include "session/match_setup.h"

namespace popejoan::session {

struct CalendarDate {
  int year = 2026, month = 1, day = 1;
};

// "2026-11-23" -> the date; a malformed or impossible date (2026-02-30) is refused.
engine::Result<CalendarDate> ParseCalendarDate(const std::string& text);
std::string DateText(const CalendarDate& date);  // "2026-11-23"
// The date as a player reads it, in the language in use: "25 Nov 2026", "25 nov. 2026".
std::string DayWords(const CalendarDate& date);

std::uint64_t DailySeed(const CalendarDate& date);
// You and three Casual AI seats under Classic rules, one round, dealt from the day's seed.
MatchSetup DailySetup(const CalendarDate& date);

}  // namespace popejoan::session
