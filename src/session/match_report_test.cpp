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
    const Result<MatchReport> report = ReportMatch(c.setup(), c.History());
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
    for (int comp = 0; comp < kNumCompartments; ++comp) on_board += c.state().BoardCount(comp);
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
