// The match-over figures against the engine's own: places, purses, deals won, the swing.
#include "session/match_report.h"

#include <gtest/gtest.h>

#include "session/words/builtin_catalogue.h"
#include "session/controller.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

// A whole match through the controller, the human taking the first legal choice.
void PlayMatch(std::uint64_t seed, int seats, GameController& c) {
  MatchSetup setup = DefaultMatchSetup(seed);
  setup.seats.resize(static_cast<size_t>(seats), SeatSetup{"Seat", false, ai::Level::kBeginner});
  c.SetPace(0.0);
  EXPECT_TRUE(c.NewMatch(setup).ok());
  double now = 0.0;
  for (int i = 0; i < 100000 && !c.MatchOver(); ++i) {
    c.Update(now += 1.0, 1000.0);
    if (c.HumanToAct() >= 0) {
      EXPECT_TRUE(c.Choose(c.LegalActions()[0]).ok());
    } else if (c.DealOver()) {
      EXPECT_TRUE(c.NextDeal().ok());
    }
  }
  EXPECT_TRUE(c.MatchOver());
}

TEST(MatchReport, FiguresAreTheEnginesPurses) {
  for (std::uint64_t seed : {3u, 11u, 29u}) {
    GameController c;
    PlayMatch(seed, 4, c);
    const engine::Result<MatchReport> report = ReportMatch(c.setup(), c.History());
    ASSERT_TRUE(report.ok()) << report.error();
    const MatchReport& r = report.value();
    ASSERT_EQ(r.seats.size(), 4u);
    std::int32_t total_start = 0, total_end = 0;
    int won = 0;
    for (int s = 0; s < 4; ++s) {
      EXPECT_EQ(r.seats[static_cast<size_t>(s)].end, c.state().Purse(s));
      EXPECT_EQ(r.seats[static_cast<size_t>(s)].start, c.setup().rules.purse);
      total_start += r.seats[static_cast<size_t>(s)].start;
      total_end += r.seats[static_cast<size_t>(s)].end;
      won += r.seats[static_cast<size_t>(s)].deals_won;
    }
    // Counters left on the board at the end are the only ones not in a purse.
    std::int32_t on_board = c.state().Centre();
    for (int comp = 0; comp < engine::kNumCompartments; ++comp) on_board += c.state().BoardCount(comp);
    EXPECT_EQ(total_start, total_end + on_board);
    // The playtest: the standings did not say what stayed on the board, so they did not add up.
    EXPECT_EQ(r.left_on_board, on_board);
    if (on_board > 0) {
      EXPECT_EQ(ReportBoardLine(r), std::to_string(on_board) + (on_board == 1 ? " counter" : " counters") +
                                        " stayed on the board at the end, so the gains and losses do not cancel out.");
    }
    EXPECT_GE(r.deals, c.state().NumDeals());
    EXPECT_LE(won, r.deals);
    // Places follow the purses; the first place is the richest.
    EXPECT_EQ(r.seats[static_cast<size_t>(r.order.front())].place, 1);
    for (size_t i = 1; i < r.order.size(); ++i) {
      EXPECT_GE(r.seats[static_cast<size_t>(r.order[i - 1])].end, r.seats[static_cast<size_t>(r.order[i])].end);
    }
    EXPECT_FALSE(r.headline.empty());
    EXPECT_NE(r.swing_seat, -1);
  }
}

TEST(MatchReport, WhatStayedOnTheBoardInWords) {
  EXPECT_EQ(BoardLeftLine(0), "");
  EXPECT_EQ(BoardLeftLine(1), "1 counter stayed on the board at the end, so the gains and losses do not cancel out.");
  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  ScopedLanguage fr(Language::kFrench);
  EXPECT_EQ(BoardLeftLine(7).rfind("7 jetons", 0), 0u) << BoardLeftLine(7);
}

TEST(MatchReport, HeadlineSaysWhereYouFinished) {
  GameController c;
  PlayMatch(5, 4, c);
  const MatchReport r = ReportMatch(c.setup(), c.History()).value();
  const SeatReport& you = r.seats[0];  // the default setup's only person
  ASSERT_TRUE(you.human);
  if (you.place == 1 && !you.tied) {
    EXPECT_EQ(r.headline, "You won the match!");
  } else {
    EXPECT_NE(r.headline.find(Ordinal(you.place) + " of 4"), std::string::npos) << r.headline;
  }
}

// An online match's standings as the room tells them: the first seat `winner` held by `holders`
// (name, kind, gain, one after the other), every other seat by one person from the start.
struct Holder {
  const char* name;
  const char* kind;
  std::int32_t gain;
};
MatchReport RoomReportWon(const GameController& c, int winner, const std::vector<Holder>& holders) {
  const engine::State& state = c.state();
  const int deals = c.state().NumDeals();
  protocol::Standings standings;
  standings.deals = deals;
  const char* people[] = {"Ann", "Bob", "Cy", "Eve"};
  for (int s = 0; s < state.NumSeats(); ++s) {
    if (s == winner) continue;
    protocol::StandingsLine line;
    line.seat = s;
    line.name = people[s];
    line.kind = protocol::SeatKind::kPerson;
    line.from = 1;
    line.to = deals;
    line.start = c.setup().rules.purse;
    line.end = state.Purse(s);
    standings.lines.push_back(line);
  }
  // The holders' gains add up to the seat's; each sat down where the one before left.
  std::int32_t purse = state.Purse(winner);
  for (const Holder& h : holders) purse -= h.gain;
  for (size_t i = 0; i < holders.size(); ++i) {
    protocol::StandingsLine line;
    line.seat = winner;
    line.name = holders[i].name;
    EXPECT_TRUE(protocol::ParseSeatKind(holders[i].kind, &line.kind)) << holders[i].kind;
    line.from = static_cast<int>(i) + 1;
    line.to = i + 1 == holders.size() ? deals : static_cast<int>(i) + 1;
    line.start = purse;
    line.end = purse += holders[i].gain;
    standings.lines.push_back(line);
  }
  return ReportRoomMatch(c.setup(), state, standings).value();
}

// The playtest: a friend who took the winning AI seat for the last deal was named the match's
// winner ("Dora wins the match") for a seat whose gain was nearly all the AI's.
TEST(MatchReport, OnlineTheWinningSeatIsNamedByTheHolderWhoGainedMostOnIt) {
  GameController c;
  PlayMatch(5, 4, c);
  const MatchReport offline = ReportFinalState(c.setup(), c.state()).value();
  const int winner = offline.order[0];
  ASSERT_FALSE(offline.seats[static_cast<size_t>(winner)].tied) << "the seed's match has one winner";
  ASSERT_GE(c.state().NumDeals(), 2);

  // The AI won the seat's counters; Dora took it for the last deal and gained one.
  MatchReport r = RoomReportWon(c, winner, {{"The Vicar", "ai", 12}, {"Dora", "person", 1}});
  EXPECT_EQ(r.seats[static_cast<size_t>(winner)].name, "Dora") << "the seat's line is still its person's";
  EXPECT_EQ(r.headline, "The Vicar wins the match");
  // Felix gained a counter, then the AI played for him while he was away and won the rest.
  r = RoomReportWon(c, winner, {{"Felix", "person", 1}, {"Felix", "ai-for-person", 9}});
  EXPECT_EQ(r.headline, "The AI playing for Felix wins the match");
  // Dora's own gain carried the seat: she is named, as before.
  r = RoomReportWon(c, winner, {{"The Vicar", "ai", 2}, {"Dora", "person", 6}});
  EXPECT_EQ(r.headline, "Dora wins the match");
  // Equal gains: the seat's person.
  r = RoomReportWon(c, winner, {{"The Vicar", "ai", 3}, {"Dora", "person", 3}});
  EXPECT_EQ(r.headline, "Dora wins the match");

  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  ScopedLanguage fr(Language::kFrench);
  r = RoomReportWon(c, winner, {{"Felix", "person", 1}, {"Felix", "ai-for-person", 9}});
  EXPECT_EQ(r.headline, "L\u2019IA qui jouait pour Felix remporte la partie");
  EXPECT_EQ(ReportHeadline(r), r.headline) << "said afresh after a change of language";
}

// A room where one person played with AI seats: its standings are every page's, a watcher's too,
// so the headline names the winner instead of telling "you" (a watcher read "You finished 2nd").
TEST(MatchReport, OnlineTheHeadlineNamesTheWinnerForEveryPage) {
  MatchReport report;
  report.told_by_room = true;
  report.seats.resize(2);
  report.seats[0] = {"Ann", true, 2, false, 50, 45, 1};
  report.seats[1] = {"The Vicar", false, 1, false, 50, 55, 2};
  report.seats[1].seat = 1;
  EXPECT_EQ(ReportHeadline(report), "The Vicar wins the match");
  report.told_by_room = false;
  EXPECT_EQ(ReportHeadline(report), "You finished 2nd of 2") << "offline, the one person is you";
}

// Offline standings are unchanged: every seat has one holder, named as it always was.
TEST(MatchReport, OfflineHeadlineNamesTheFirstSeat) {
  MatchReport report;
  report.seats.resize(3);
  report.seats[0] = {"The Vicar", false, 1, false, 50, 61, 2};
  report.seats[1] = {"Ann", true, 2, false, 50, 45, 1};
  report.seats[2] = {"Bob", true, 3, false, 50, 44, 0};
  EXPECT_EQ(ReportHeadline(report), "The Vicar wins the match");
  report.seats[1].place = 1;
  report.seats[1].end = 61;
  EXPECT_EQ(ReportHeadline(report), "The Vicar and Ann share first place");
}

TEST(MatchReport, HintsLineSaysWhatTheCoachDid) {
  std::vector<SeatReport> seats(3);
  seats[0].human = true;
  seats[0].place = 1;
  seats[1].place = 2;
  seats[2].place = 3;
  EXPECT_EQ(HintsLine(seats, 0), "");
  EXPECT_EQ(HintsLine(seats, 1), "You won with 1 hint.");
  seats[0].place = 2;
  seats[1].place = 1;
  EXPECT_EQ(HintsLine(seats, 4), "You asked for 4 hints.");
}

TEST(MatchReport, OrdinalsInPlayerWords) {
  EXPECT_EQ(Ordinal(1), "1st");
  EXPECT_EQ(Ordinal(2), "2nd");
  EXPECT_EQ(Ordinal(3), "3rd");
  EXPECT_EQ(Ordinal(4), "4th");
  EXPECT_EQ(Ordinal(11), "11th");
  EXPECT_EQ(Ordinal(12), "12th");
  EXPECT_EQ(Ordinal(22), "22nd");
}

TEST(MatchReport, RefusesAMatchThatIsNotOver) {
  EXPECT_FALSE(ReportMatch(DefaultMatchSetup(1), {}).ok());
}

TEST(MatchReport, InFrench) {
  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  ScopedLanguage fr(Language::kFrench);
  EXPECT_EQ(Ordinal(1), "1er");
  EXPECT_EQ(Ordinal(2), "2e");
  EXPECT_EQ(Ordinal(21), "21e");
  std::vector<SeatReport> seats(2);
  seats[0].human = true;
  seats[0].place = 2;
  EXPECT_EQ(HintsLine(seats, 1), "Vous avez demand\u00e9 1 conseil.");
  EXPECT_EQ(HintsLine(seats, 3), "Vous avez demand\u00e9 3 conseils.");
  MatchReport report;
  report.seats = seats;
  report.seats[0].name = "You";
  report.seats[1].name = "Lady Agatha";
  report.seats[1].place = 1;
  EXPECT_EQ(ReportHeadline(report), "Vous terminez 2e sur 2");
  report.swing_seat = 0;
  report.swing = -7;
  report.swing_deal = 2;
  EXPECT_EQ(ReportSwingLine(report), "Le plus gros \u00e9cart\u00a0: Vous -7 \u00e0 la donne 3");
}

}  // namespace
}  // namespace popejoan::session
