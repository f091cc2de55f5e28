// Statistics: counted from what the controller reports over whole matches, kept through JSON.
#include "session/statistics.h"

#include <gtest/gtest.h>

#include "session/access_mirror.h"
#include "session/words/builtin_catalogue.h"
#include "session/controller.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

// Plays whole matches through the controller (the human takes the first legal choice), counting
// the news for seat 0 as the app does.
Statistics PlayMatches(int matches, std::vector<MatchNews>* all_news = nullptr) {
  Statistics stats;
  for (int m = 0; m < matches; ++m) {
    GameController c;
    c.SetPace(0.0);
    EXPECT_TRUE(c.NewMatch(DefaultMatchSetup(100 + static_cast<std::uint64_t>(m))).ok());
    std::vector<MatchNews> news = c.TakeNews();
    double now = 0.0;
    for (int step = 0; step < 100000 && !c.MatchOver(); ++step) {
      c.Update(now += 0.5, 1000.0);
      if (c.HumanToAct() >= 0) {
        EXPECT_TRUE(c.Choose(c.LegalActions()[0]).ok());
      } else if (c.DealOver()) {
        EXPECT_TRUE(c.NextDeal().ok());
      }
      for (MatchNews& n : c.TakeNews()) news.push_back(std::move(n));
    }
    EXPECT_TRUE(c.MatchOver());
    // Every regular deal reported once, then the match.
    int regular = 0, ended = 0;
    for (const MatchNews& n : news) {
      if (n.kind == MatchNews::Kind::kDealEnded && !n.clearing) ++regular;
      if (n.kind == MatchNews::Kind::kMatchEnded) ++ended;
      RecordNews(&stats, n, 0, "classic");
    }
    EXPECT_EQ(regular, c.state().NumDeals());
    EXPECT_EQ(ended, 1);
    EXPECT_EQ(news.back().kind, MatchNews::Kind::kMatchEnded);
    const std::int32_t net = c.state().Purse(0) - c.setup().rules.purse;
    EXPECT_EQ(stats.recent.back().net, net);
    if (all_news) all_news->insert(all_news->end(), news.begin(), news.end());
  }
  return stats;
}

// A three-seat match that seat 0 won, 50 to 60.
MatchNews WonByTheFirstSeat() {
  MatchNews match;
  match.kind = MatchNews::Kind::kMatchEnded;
  match.purse_before = {50, 50, 50};
  match.purse_after = {60, 45, 45};
  match.standings = {0, 1, 2};
  return match;
}

TEST(Statistics, CountedFromWholeMatches) {
  const Statistics stats = PlayMatches(3);
  EXPECT_EQ(stats.matches_played, 3);
  EXPECT_EQ(stats.deals_played, 12);  // four seats, one round each
  EXPECT_LE(stats.deals_won, stats.deals_played);
  EXPECT_LE(stats.matches_won, stats.matches_played);
  std::int64_t total_net = 0;
  for (const MatchSummary& m : stats.recent) total_net += m.net;
  // Counters won less counters lost is what the three matches gained in all.
  EXPECT_EQ(stats.counters_won - stats.counters_lost, total_net);
  ASSERT_TRUE(stats.best && stats.worst);
  EXPECT_GE(stats.best->net, stats.worst->net);
  std::int64_t taken = 0;
  for (std::int64_t t : stats.taken) taken += t;
  EXPECT_GT(taken, 0);
  EXPECT_EQ(stats.recent.size(), 3u);
  EXPECT_EQ(stats.recent.front().number, 1);
}

TEST(Statistics, JsonRoundTripAndRecentIsBounded) {
  Statistics stats;
  MatchNews match;
  match.kind = MatchNews::Kind::kMatchEnded;
  match.purse_before = {50, 50, 50, 50};
  match.standings = {2, 0, 1, 3};
  for (int i = 0; i < kRecentMatches + 5; ++i) {
    match.purse_after = {50 + i % 7 - 3, 50, 50, 50};
    RecordNews(&stats, match, 0, "foster");
  }
  EXPECT_EQ(stats.matches_played, kRecentMatches + 5);
  EXPECT_EQ(stats.matches_won, 0);
  EXPECT_EQ(stats.recent.size(), static_cast<size_t>(kRecentMatches));
  EXPECT_EQ(stats.recent.back().rank, 2);
  engine::Result<Statistics> back = StatisticsFromJson(StatisticsToJson(stats));
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back.value(), stats);
  EXPECT_FALSE(StatisticsFromJson(engine::Json::Array()).ok());
}

TEST(Statistics, HintsAreCountedPerMatchAndWinsWithHintsSaySo) {
  Statistics stats;
  MatchNews match = WonByTheFirstSeat();
  RecordNews(&stats, match, 0, "classic", 3);  // won with three hints
  RecordNews(&stats, match, 0, "classic", 0);  // won alone
  match.standings = {1, 0, 2};
  RecordNews(&stats, match, 0, "classic", 2);  // lost with two
  EXPECT_EQ(stats.hints_used, 5);
  EXPECT_EQ(stats.matches_won, 2);
  EXPECT_EQ(stats.matches_won_with_hints, 1);
  engine::Result<Statistics> back = StatisticsFromJson(StatisticsToJson(stats));
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back.value(), stats);
  // Saves from before the coach have no hint counts: none.
  engine::Json older = engine::Json::Object();
  const engine::Json current = StatisticsToJson(stats);
  for (const auto& member : current.members()) {
    if (member.first != "hints_used" && member.first != "matches_won_with_hints") older.Set(member.first, member.second);
  }
  back = StatisticsFromJson(older);
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back.value().hints_used, 0);
  engine::Json bad = StatisticsToJson(stats);
  bad.Set("matches_won_with_hints", engine::Json::Number(9));
  EXPECT_FALSE(StatisticsFromJson(bad).ok());
}

TEST(Statistics, AiOnlyTablesAndOtherSeatsAreIgnored) {
  Statistics stats;
  MatchNews deal;
  deal.kind = MatchNews::Kind::kDealEnded;
  deal.purse_before = {50, 50, 50};
  deal.purse_after = {40, 60, 50};
  RecordNews(&stats, deal, -1, "classic");  // no person at the table
  RecordNews(&stats, deal, 5, "classic");   // no such seat
  EXPECT_EQ(stats, Statistics());
  RecordNews(&stats, deal, 0, "classic");
  EXPECT_EQ(stats.counters_lost, 10);
  EXPECT_EQ(stats.deals_played, 1);
}

// In French the player reads the statistics in French (counts agree: "1 partie jouée, 0
// gagnée"); the file's keys and the parser's messages, which the player never reads, stay as
// they are.
TEST(Statistics, FrenchWordsForThePlayerTheFileUnchanged) {
  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  Statistics stats;
  MatchNews match = WonByTheFirstSeat();
  RecordNews(&stats, match, 0, "classic");
  match.standings = {1, 0, 2};
  RecordNews(&stats, match, 0, "classic");
  const std::string english = StatisticsToJson(stats).Dump();
  ScopedLanguage fr(Language::kFrench);
  EXPECT_EQ(StatisticsToJson(stats).Dump(), english);
  const Mirror mirror = StatisticsMirror(stats, "");
  EXPECT_EQ(mirror.screen, "Statistiques");
  EXPECT_EQ(mirror.sections.front().lines.front(), "Parties jou\xC3\xA9" "es\xC2\xA0: 2");
  EXPECT_TRUE(mirror.Offers("button:export"));
  engine::Json bad = StatisticsToJson(stats);
  bad.Set("matches_won", engine::Json::Number(9));
  const engine::Result<Statistics> refused = StatisticsFromJson(bad);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error(), "statistics: more matches won than played");
}

}  // namespace
}  // namespace popejoan::session
