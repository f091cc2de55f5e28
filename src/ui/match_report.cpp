#include "ui/match_report.h"

#include <algorithm>
#include <cstdlib>

#include "engine/state.h"

namespace popejoan::ui {
namespace {

void PlaceSeats(const State& state, MatchReport* report) {
  const int n = state.NumSeats();
  int order[kMaxSeats];
  state.Standings(order);
  report->order.assign(order, order + n);
  for (int i = 0; i < n; ++i) {
    SeatReport& seat = report->seats[static_cast<size_t>(order[i])];
    // Equal purses share the better place.
    seat.place = i > 0 && state.Purse(order[i]) == state.Purse(order[i - 1])
                     ? report->seats[static_cast<size_t>(order[i - 1])].place
                     : i + 1;
  }
  for (SeatReport& seat : report->seats) {
    seat.tied = std::count_if(report->seats.begin(), report->seats.end(),
                              [&](const SeatReport& other) { return other.place == seat.place; }) > 1;
  }
}

std::string Headline(const MatchReport& report) {
  const int n = static_cast<int>(report.seats.size());
  const int humans = static_cast<int>(std::count_if(report.seats.begin(), report.seats.end(),
                                                    [](const SeatReport& s) { return s.human; }));
  if (humans == 1) {
    const SeatReport& you = *std::find_if(report.seats.begin(), report.seats.end(), [](const SeatReport& s) { return s.human; });
    if (you.place == 1 && !you.tied) return "You won the match!";
    return std::string(you.tied ? "You tied for " : "You finished ") + Ordinal(you.place) + " of " + std::to_string(n);
  }
  std::vector<std::string> first;
  for (const SeatReport& s : report.seats) {
    if (s.place == 1) first.push_back(s.name);
  }
  if (first.size() == 1) return first.front() + " wins the match";
  std::string names;
  for (size_t i = 0; i < first.size(); ++i) names += (i == 0 ? "" : i + 1 == first.size() ? " and " : ", ") + first[i];
  return names + " share first place";
}

}  // namespace

std::string Ordinal(int n) {
  const int tens = n % 100, units = n % 10;
  const char* suffix = tens >= 11 && tens <= 13 ? "th" : units == 1 ? "st" : units == 2 ? "nd" : units == 3 ? "rd" : "th";
  return std::to_string(n) + suffix;
}

Result<MatchReport> ReportMatch(const MatchSetup& setup, const std::vector<Action>& history) {
  MatchConfig config;
  config.rules = setup.rules;
  config.seats = static_cast<int>(setup.seats.size());
  config.rounds = setup.rounds;
  config.seed = setup.seed;
  Result<State> made = State::NewMatch(config);
  if (!made.ok()) return Result<MatchReport>::Error(made.error());
  State state = made.value();
  const int n = state.NumSeats();
  MatchReport report;
  report.seats.resize(static_cast<size_t>(n));
  std::vector<std::int32_t> deal_start(static_cast<size_t>(n));
  for (int s = 0; s < n; ++s) {
    SeatReport& seat = report.seats[static_cast<size_t>(s)];
    seat.name = setup.seats[static_cast<size_t>(s)].name;
    seat.human = setup.seats[static_cast<size_t>(s)].human;
    seat.start = deal_start[static_cast<size_t>(s)] = setup.rules.purse;  // before the first dressing
  }
  std::vector<Event> events;
  for (const Action action : history) {
    if (!state.IsLegal(action)) return Result<MatchReport>::Error("the match does not replay");
    events.clear();
    const int deal = state.DealIndex();
    state.ApplyUnchecked(action, &events);
    for (const Event& e : events) {
      if (e.type != EventType::kDealEnd) continue;
      ++report.deals;
      if (e.seat >= 0 && e.seat < n) ++report.seats[static_cast<size_t>(e.seat)].deals_won;
      for (int s = 0; s < n; ++s) {
        const std::int32_t change = state.Purse(s) - deal_start[static_cast<size_t>(s)];
        if (std::abs(change) > std::abs(report.swing)) {
          report.swing = change;
          report.swing_seat = s;
          report.swing_deal = deal;
        }
        deal_start[static_cast<size_t>(s)] = state.Purse(s);
      }
    }
  }
  if (!state.IsTerminal()) return Result<MatchReport>::Error("the match is not over");
  for (int s = 0; s < n; ++s) report.seats[static_cast<size_t>(s)].end = state.Purse(s);
  PlaceSeats(state, &report);
  report.headline = Headline(report);
  if (report.swing_seat >= 0) {
    report.swing_line = "The biggest swing: " + report.seats[static_cast<size_t>(report.swing_seat)].name + " " +
                        (report.swing > 0 ? "+" : "") + std::to_string(report.swing) + " in deal " +
                        std::to_string(report.swing_deal + 1);
  }
  return report;
}

std::string HintsLine(const std::vector<SeatReport>& seats, int hints) {
  if (hints <= 0) return "";
  const std::string count = std::to_string(hints) + (hints == 1 ? " hint." : " hints.");
  for (const SeatReport& seat : seats) {
    if (seat.human && seat.place == 1 && !seat.tied) return "You won with " + count;
  }
  return "You asked for " + count;
}

}  // namespace popejoan::ui
