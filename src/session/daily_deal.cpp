#include "session/daily_deal.h"

#include <cstdio>

#include "engine/rng.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

bool IsLeapYear(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int DaysInMonth(int y, int m) {
  static const int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && IsLeapYear(y) ? 29 : kDays[m - 1];
}

}  // namespace

engine::Result<CalendarDate> ParseCalendarDate(const std::string& text) {
  const auto bad = engine::Result<CalendarDate>::Error(Fmt(Tr("\"{0}\" is not a date: write it as 2026-11-23"), {text}));
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return bad;
  for (size_t i : {0, 1, 2, 3, 5, 6, 8, 9}) {
    if (text[i] < '0' || text[i] > '9') return bad;
  }
  CalendarDate d;
  d.year = std::stoi(text.substr(0, 4));
  d.month = std::stoi(text.substr(5, 2));
  d.day = std::stoi(text.substr(8, 2));
  if (d.year < 1 || d.month < 1 || d.month > 12 || d.day < 1 || d.day > DaysInMonth(d.year, d.month)) {
    return engine::Result<CalendarDate>::Error(Fmt(Tr("There is no such day as {0}."), {text}));
  }
  return d;
}

std::string DateText(const CalendarDate& date) {
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02d-%02d", date.year, date.month, date.day);
  return text;
}

std::string DayWords(const CalendarDate& date) {
  static constexpr const char* kMonths[] = {TrLater("Jan|month"), TrLater("Feb|month"), TrLater("Mar|month"),
                                            TrLater("Apr|month"), TrLater("May|month"), TrLater("Jun|month"),
                                            TrLater("Jul|month"), TrLater("Aug|month"), TrLater("Sep|month"),
                                            TrLater("Oct|month"), TrLater("Nov|month"), TrLater("Dec|month")};
  const int month = date.month >= 1 && date.month <= 12 ? date.month : 1;
  return Fmt(Tr("{0} {1} {2}|day month year"),
             {std::to_string(date.day), Tr(kMonths[month - 1]), std::to_string(date.year)});
}

std::uint64_t DailySeed(const CalendarDate& date) {
  // The engine's SplitMix64 over the day's number: neighbouring days deal unrelated cards.
  std::uint64_t day = static_cast<std::uint64_t>(date.year) * 10000u + static_cast<std::uint64_t>(date.month) * 100u +
                      static_cast<std::uint64_t>(date.day);
  return engine::SplitMix64(&day) % 1000000000000ull;  // twelve digits: short in a deal code
}

MatchSetup DailySetup(const CalendarDate& date) { return DefaultMatchSetup(DailySeed(date)); }

}  // namespace popejoan::session
