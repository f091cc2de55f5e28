#include "session/configured_setup.h"

#include <algorithm>

#include "session/deal_code.h"
#include "session/words/language.h"

namespace popejoan::session {

MatchSetup ConfiguredSetup(const SessionConfig& config, std::uint64_t seed) {
  MatchSetup setup = DefaultMatchSetup(seed);
  if (config.preset) {
    const std::int32_t purse = setup.rules.purse;
    setup.rules = RulesForPreset(*config.preset);
    setup.rules.purse = purse;
  }
  if (config.seats >= engine::kMinSeats && config.seats <= engine::kMaxSeats) {
    setup.seats.resize(static_cast<size_t>(config.seats));
    for (int i = 4; i < config.seats; ++i) setup.seats[static_cast<size_t>(i)] = {DefaultSeatName(i), false, ai::Level::kCasual};
  }
  if (!config.ai_levels.empty()) {
    size_t next = 0;
    for (SeatSetup& seat : setup.seats) {
      if (seat.human) continue;
      seat.level = config.ai_levels[std::min(next++, config.ai_levels.size() - 1)];
    }
  }
  return setup;
}

engine::Result<MatchSetup> RequestedDeal(const SessionConfig& config) {
  if (!config.deal_code.empty()) return ParseDealCode(config.deal_code);
  const engine::Result<CalendarDate> date = ParseCalendarDate(config.daily_date);
  if (!date.ok()) return engine::Result<MatchSetup>::Error(Fmt(Tr("The daily deal's date cannot be read: {0}"), {date.error()}));
  return DailySetup(date.value());
}

std::optional<CalendarDate> DailyDateOf(const SessionConfig& config, const MatchSetup& setup) {
  const std::string code = DealCode(setup);
  for (const std::string& text : {config.daily_date, config.today}) {
    const engine::Result<CalendarDate> date = ParseCalendarDate(text);
    if (date.ok() && DealCode(DailySetup(date.value())) == code) return date.value();
  }
  return std::nullopt;
}

}  // namespace popejoan::session
