#include "session/match_report.h"

#include <algorithm>
#include <cstdlib>

#include "engine/state.h"
#include "session/words/language.h"
#include "session/table_model.h"

namespace popejoan::session {
namespace {

void PlaceSeats(const engine::State& state, MatchReport* report) {
  const int n = state.NumSeats();
  int order[engine::kMaxSeats];
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

// "Lady Agatha and the Vicar", "A, B and C".
std::string NameList(const std::vector<std::string>& names) {
  std::string head;
  for (size_t i = 0; i + 1 < names.size(); ++i) head += (i == 0 ? "" : ", ") + names[i];
  return names.size() < 2 ? head + (names.empty() ? "" : names.back()) : Fmt(Tr("{0} and {1}"), {head, names.back()});
}

// Online, a seat that changed hands is named by the holder who did the most for it: its line
// with the best gain (its lead line, the person's, on a tie). A friend who took a winning AI seat
// late is not named for the counters the AI won before.
const SeatReport& SeatsBestHolder(const MatchReport& report, int seat) {
  const SeatReport* best = &report.seats[static_cast<size_t>(seat)];
  for (const SeatReport& line : report.others) {
    if (line.seat == seat && line.end - line.start > best->end - best->start) best = &line;
  }
  return *best;
}

std::string HeadlineName(const SeatReport& line) {
  return line.for_person ? Fmt(Tr("the AI playing for {0}"), {line.name}) : ShownSeatName(line.name);
}

// A sentence that begins with a name in lower case ("the AI playing for Felix"): capitalised.
std::string UpperFirst(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

}  // namespace

std::string ReportHeadline(const MatchReport& report) {
  const int n = static_cast<int>(report.seats.size());
  const int humans = static_cast<int>(std::count_if(report.seats.begin(), report.seats.end(),
                                                    [](const SeatReport& s) { return s.human; }));
  // Online the report is every page's, a watcher's too: it names the seats, never "you".
  if (humans == 1 && !report.told_by_room) {
    const SeatReport& you = *std::find_if(report.seats.begin(), report.seats.end(), [](const SeatReport& s) { return s.human; });
    if (you.place == 1 && !you.tied) return Tr("You won the match!");
    return Fmt(you.tied ? Tr("You tied for {0} of {1}") : Tr("You finished {0} of {1}"), {Ordinal(you.place), std::to_string(n)});
  }
  std::vector<std::string> first;
  for (int s = 0; s < n; ++s) {
    if (report.seats[static_cast<size_t>(s)].place == 1) first.push_back(HeadlineName(SeatsBestHolder(report, s)));
  }
  if (first.size() == 1) return UpperFirst(Fmt(Tr("{0} wins the match"), {first.front()}));
  return UpperFirst(Fmt(Tr("{0} share first place"), {NameList(first)}));
}

std::string ReportSwingLine(const MatchReport& report) {
  if (report.swing_seat < 0) return "";
  return Fmt(Tr("The biggest swing: {0} {1} in deal {2}"),
             {ShownSeatName(report.seats[static_cast<size_t>(report.swing_seat)].name),
              (report.swing > 0 ? "+" : "") + std::to_string(report.swing), std::to_string(report.swing_deal + 1)});
}

std::string BoardLeftLine(std::int32_t counters) {
  if (counters <= 0) return "";
  return Plural(counters, "{0} counter stayed on the board at the end, so the gains and losses do not cancel out.",
                "{0} counters stayed on the board at the end, so the gains and losses do not cancel out.");
}

std::string ReportBoardLine(const MatchReport& report) { return BoardLeftLine(report.left_on_board); }

std::string Ordinal(int n) {
  const int tens = n % 100, units = n % 10;
  // One template per English suffix; French needs only "1er" and "{0}e" (the |first context).
  const char* pattern = n == 1                       ? Tr("{0}st|first")
                        : tens >= 11 && tens <= 13 ? Tr("{0}th")
                        : units == 1               ? Tr("{0}st")
                        : units == 2               ? Tr("{0}nd")
                        : units == 3               ? Tr("{0}rd")
                                                   : Tr("{0}th");
  return Fmt(pattern, {std::to_string(n)});
}

engine::Result<MatchReport> ReportMatch(const MatchSetup& setup, const std::vector<engine::Action>& history) {
  engine::MatchConfig config;
  config.rules = setup.rules;
  config.seats = static_cast<int>(setup.seats.size());
  config.rounds = setup.rounds;
  config.seed = setup.seed;
  engine::Result<engine::State> made = engine::State::NewMatch(config);
  if (!made.ok()) return engine::Result<MatchReport>::Error(made.error());
  engine::State state = made.value();
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
  std::vector<engine::Event> events;
  for (const engine::Action action : history) {
    if (!state.IsLegal(action)) return engine::Result<MatchReport>::Error(NotTranslated("the match does not replay"));
    events.clear();
    const int deal = state.DealIndex();
    state.ApplyUnchecked(action, &events);
    for (const engine::Event& e : events) {
      if (e.type != engine::EventType::kDealEnd) continue;
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
  if (!state.IsTerminal()) return engine::Result<MatchReport>::Error(NotTranslated("the match is not over"));
  for (int s = 0; s < n; ++s) report.seats[static_cast<size_t>(s)].end = state.Purse(s);
  report.left_on_board = state.Centre();
  for (int c = 0; c < engine::kNumCompartments; ++c) report.left_on_board += state.BoardCount(c);
  PlaceSeats(state, &report);
  report.headline = ReportHeadline(report);
  report.swing_line = ReportSwingLine(report);
  return report;
}

std::string HintsLine(const std::vector<SeatReport>& seats, int hints) {
  if (hints <= 0) return "";
  for (const SeatReport& seat : seats) {
    if (seat.human && seat.place == 1 && !seat.tied) return Plural(hints, "You won with {0} hint.", "You won with {0} hints.");
  }
  return Plural(hints, "You asked for {0} hint.", "You asked for {0} hints.");
}

engine::Result<MatchReport> ReportFinalState(const MatchSetup& setup, const engine::State& state) {
  const int n = state.NumSeats();
  if (!state.IsTerminal() || static_cast<int>(setup.seats.size()) != n) {
    return engine::Result<MatchReport>::Error(NotTranslated("the match is not over"));
  }
  MatchReport report;
  report.seats.resize(static_cast<size_t>(n));
  for (int s = 0; s < n; ++s) {
    SeatReport& seat = report.seats[static_cast<size_t>(s)];
    seat.name = setup.seats[static_cast<size_t>(s)].name;
    seat.human = setup.seats[static_cast<size_t>(s)].human;
    seat.start = setup.rules.purse;
    seat.end = state.Purse(s);
  }
  report.deals = state.NumDeals();  // every regular deal (a clearing deal is the room's to tell)
  report.left_on_board = state.Centre();
  for (int c = 0; c < engine::kNumCompartments; ++c) report.left_on_board += state.BoardCount(c);
  PlaceSeats(state, &report);
  report.headline = ReportHeadline(report);
  report.swing_line = ReportSwingLine(report);
  return report;
}

}  // namespace popejoan::session

namespace popejoan::session {
namespace {

// A line of the standings as the report shows it.
SeatReport StandingReport(const protocol::StandingsLine& told) {
  SeatReport line;
  line.seat = told.seat;
  line.name = told.name;
  line.human = told.kind != protocol::SeatKind::kAi;
  line.for_person = told.kind == protocol::SeatKind::kAiForPerson;
  line.from_deal = told.from;
  line.to_deal = told.to;
  line.start = told.start;
  line.end = told.end;
  line.deals_won = told.won;
  return line;
}

// A person's own line (not the AI's, nor the AI's while it played for someone away).
bool IsPersonLine(const protocol::StandingsLine& line) {
  return line.kind != protocol::SeatKind::kAi && line.kind != protocol::SeatKind::kAiForPerson;
}

}  // namespace

engine::Result<MatchReport> ReportRoomMatch(const MatchSetup& setup, const engine::State& state, const protocol::Standings& standings) {
  engine::Result<MatchReport> made = ReportFinalState(setup, state);
  if (!made.ok()) return made;
  MatchReport report = made.value();
  report.deals = standings.deals;
  report.told_by_room = true;
  const int n = static_cast<int>(report.seats.size());
  for (int s = 0; s < n; ++s) {
    // The seat's line is its person's (the last one who sat there), else its last holder's.
    int lead = -1, count = 0;
    for (int i = 0; i < static_cast<int>(standings.lines.size()); ++i) {
      const protocol::StandingsLine& line = standings.lines[static_cast<size_t>(i)];
      if (line.seat != s) continue;
      ++count;
      if (lead < 0 || standings.lines[static_cast<size_t>(lead)].kind == protocol::SeatKind::kAi || IsPersonLine(line)) lead = i;
    }
    SeatReport& seat = report.seats[static_cast<size_t>(s)];
    seat.seat = s;
    if (lead < 0) continue;
    for (int i = 0; i < static_cast<int>(standings.lines.size()); ++i) {
      if (standings.lines[static_cast<size_t>(i)].seat != s) continue;
      SeatReport line = StandingReport(standings.lines[static_cast<size_t>(i)]);
      line.place = seat.place;  // the seat's
      line.tied = seat.tied;
      if (count == 1) line.from_deal = line.to_deal = 0;
      if (i == lead) {
        seat = std::move(line);
      } else {
        report.others.push_back(std::move(line));
      }
    }
  }
  report.headline = ReportHeadline(report);
  return report;
}

std::string StandingName(const SeatReport& line) {
  const std::string name = line.for_person ? Fmt(Tr("AI playing for {0}"), {line.name}) : ShownSeatName(line.name);
  if (line.from_deal <= 0) return name;
  const std::string from = std::to_string(line.from_deal), to = std::to_string(line.to_deal);
  return line.from_deal >= line.to_deal ? Fmt(Tr("{0}, deal {1}"), {name, from}) : Fmt(Tr("{0}, deals {1}–{2}"), {name, from, to});
}

}  // namespace popejoan::session
