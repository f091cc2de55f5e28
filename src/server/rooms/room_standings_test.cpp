// The final standings a room tells (room_standings.h), over recorded matches played through the
// room's own records: a match of N deals says N deals played and counts each deal's winner; a
// person who drops mid-match keeps their line up to the drop and the AI that played for them gets
// its own; a friend who takes an AI seat between deals is counted from their own start, and the
// AI up to then; an away-and-back with no action between leaves one line; a restarted server,
// replaying the records, tells the same standings.
#include "server/rooms/room_standings.h"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "server/rooms/room.h"

namespace popejoan::server {
namespace {

// A room of `kinds` ("person" or "ai"; seat 0 is Ann's) whose records are kept, so a test can
// replay them, and whose deals' winners and purses are noted as the test plays.
struct Recorded {
  explicit Recorded(const std::vector<std::string>& kinds) {
    RoomRequest request;
    request.name = "Ann";
    request.rounds = 1;
    for (const std::string& kind : kinds) {
      RoomSeat seat;
      seat.kind = kind == "ai" ? SeatKind::kAi : SeatKind::kEmpty;
      request.seats.push_back(seat);
    }
    create = Room::CreateRecord("RMSTAND1", request, "token0", 99);
    room.emplace(std::move(Room::FromCreateRecord(create).value()));
    const char* names[] = {"Ann", "Bea", "Felix", "Gwen"};
    for (std::size_t s = 1; s < kinds.size(); ++s) {
      if (kinds[s] == "person") Apply(room->TakeSeat(static_cast<int>(s), names[s % 4], "token" + std::to_string(s)).record);
    }
    Apply(room->Start(0, 0).record);
  }
  void Apply(const std::optional<engine::Json>& record) {
    ASSERT_TRUE(record.has_value());
    std::vector<engine::Event> events;
    ASSERT_TRUE(room->Apply(*record, &events).ok());
    records.push_back(*record);
    for (const engine::Event& e : events) {
      if (e.type == engine::EventType::kDealEnd) winners.push_back(e.seat);
    }
  }
  // One step of play: every seat plays its first legal action; the deal's end goes on to the next.
  void Step() {
    if (room->DealOver()) return Apply(room->NextDeal().record);
    if (room->InPopePause()) return Apply(room->PassPopePause().record);
    const int seat = room->ToAct();
    Apply(room->Act(seat, room->step(), room->state().LegalActions()[0]).record);
  }
  void PlayToDealEnd() {
    while (room->stage() == RoomStage::kPlaying && !room->DealOver()) Step();
  }
  void PlayToTheEnd() {
    while (room->stage() == RoomStage::kPlaying) Step();
  }
  // Plays on into the next deal, a few actions in.
  void PlayIntoNextDeal(int actions) {
    Step();  // the next deal
    for (int i = 0; i < actions && room->stage() == RoomStage::kPlaying && !room->DealOver(); ++i) Step();
  }
  int WinsOf(int seat, std::size_t from_deal, std::size_t to_deal) const {  // 1-based, inclusive
    int n = 0;
    for (std::size_t d = from_deal; d <= to_deal && d <= winners.size(); ++d) n += winners[d - 1] == seat ? 1 : 0;
    return n;
  }
  std::vector<StandingLine> LinesOf(int seat) const {
    std::vector<StandingLine> lines;
    for (const StandingLine& line : room->standings().Lines(room->state())) {
      if (line.seat == seat) lines.push_back(line);
    }
    return lines;
  }

  engine::Json create;
  std::optional<Room> room;
  std::vector<engine::Json> records;
  std::vector<int> winners;  // per deal played, its winner (-1: none)
};

TEST(RoomStandings, AMatchOfNDealsSaysNDealsPlayedAndCountsEachDealsWinner) {
  Recorded match({"person", "person", "person", "person"});
  match.PlayToTheEnd();
  ASSERT_EQ(match.room->stage(), RoomStage::kOver);
  const RoomStandings& standings = match.room->standings();
  EXPECT_EQ(standings.deals(), static_cast<int>(match.winners.size()));
  EXPECT_GE(standings.deals(), match.room->state().NumDeals());
  const std::vector<StandingLine> lines = standings.Lines(match.room->state());
  ASSERT_EQ(lines.size(), 4u);
  int won = 0;
  for (const StandingLine& line : lines) {
    EXPECT_EQ(line.kind, "person");
    EXPECT_EQ(line.from, 1);
    EXPECT_EQ(line.to, standings.deals());
    EXPECT_EQ(line.start, 50);
    EXPECT_EQ(line.end, match.room->state().Purse(line.seat));
    EXPECT_EQ(line.won, match.WinsOf(line.seat, 1, match.winners.size()));
    won += line.won;
  }
  int decided = 0;
  for (const int w : match.winners) decided += w >= 0 ? 1 : 0;
  EXPECT_EQ(won, decided);
  EXPECT_GT(won, 0);
  // Told to everyone once the match is over, and only then.
  const engine::Json info = match.room->InfoJson({true, true, true, true}, 0);
  ASSERT_NE(info.Find("standings"), nullptr);
  EXPECT_EQ(info.Find("standings")->Find("deals")->as_number(), standings.deals());
  EXPECT_EQ(info.Find("standings")->Find("lines")->items().size(), 4u);
}

TEST(RoomStandings, NoStandingsAreToldWhileTheMatchIsPlayed) {
  Recorded match({"person", "ai", "ai"});
  match.PlayToDealEnd();
  EXPECT_EQ(match.room->InfoJson({true, false, false}, 0).Find("standings"), nullptr);
}

TEST(RoomStandings, APersonWhoDropsMidMatchKeepsTheirLineAndTheAiThatPlayedForThemGetsItsOwn) {
  Recorded match({"person", "person", "person", "person"});
  match.PlayToDealEnd();
  match.PlayIntoNextDeal(5);  // deal 2, five actions in
  ASSERT_FALSE(match.room->DealOver());
  const std::int32_t at_drop = match.room->state().Purse(2);
  match.Apply(match.room->Away(2));
  match.PlayToTheEnd();
  const int deals = match.room->standings().deals();
  const std::vector<StandingLine> lines = match.LinesOf(2);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].kind, "person");
  EXPECT_EQ(lines[0].name, "Felix");
  EXPECT_EQ(lines[0].from, 1);
  EXPECT_EQ(lines[0].to, 2);
  EXPECT_EQ(lines[0].start, 50);
  EXPECT_EQ(lines[0].end, at_drop);
  EXPECT_EQ(lines[0].won, match.WinsOf(2, 1, 1));
  EXPECT_EQ(lines[1].kind, "ai-for-person");
  EXPECT_EQ(lines[1].name, "Felix");
  EXPECT_EQ(lines[1].from, 2);
  EXPECT_EQ(lines[1].to, deals);
  EXPECT_EQ(lines[1].start, at_drop);
  EXPECT_EQ(lines[1].end, match.room->state().Purse(2));
  EXPECT_EQ(lines[1].won, match.WinsOf(2, 2, static_cast<std::size_t>(deals)));
  // The others' lines run the whole match.
  EXPECT_EQ(match.LinesOf(1).size(), 1u);
}

TEST(RoomStandings, AFriendWhoTakesAnAiSeatIsCountedFromTheirStartAndTheAiUpToThen) {
  Recorded match({"person", "ai", "person", "person"});
  match.PlayToDealEnd();
  match.PlayIntoNextDeal(0);
  match.PlayToDealEnd();  // two deals over
  ASSERT_TRUE(match.room->DealOver());
  const std::int32_t at_take = match.room->state().Purse(1);
  const std::string ai_name = match.room->seats()[1].name;
  match.Apply(match.room->TakeSeat(1, "Dora", "tokenD").record);
  match.PlayToTheEnd();
  const int deals = match.room->standings().deals();
  ASSERT_GE(deals, 3);
  const std::vector<StandingLine> lines = match.LinesOf(1);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].kind, "ai");
  EXPECT_EQ(lines[0].name, ai_name);
  EXPECT_EQ(lines[0].from, 1);
  EXPECT_EQ(lines[0].to, 2);
  EXPECT_EQ(lines[0].start, 50);
  EXPECT_EQ(lines[0].end, at_take);
  EXPECT_EQ(lines[0].won, match.WinsOf(1, 1, 2));
  EXPECT_EQ(lines[1].kind, "person");
  EXPECT_EQ(lines[1].name, "Dora");
  EXPECT_EQ(lines[1].from, 3);
  EXPECT_EQ(lines[1].to, deals);
  EXPECT_EQ(lines[1].start, at_take);
  EXPECT_EQ(lines[1].end, match.room->state().Purse(1));
  EXPECT_EQ(lines[1].won, match.WinsOf(1, 3, static_cast<std::size_t>(deals)));
}

TEST(RoomStandings, AwayAndBackWithNoActionBetweenLeavesOneLine) {
  Recorded match({"person", "person", "person"});
  match.PlayIntoNextDeal(0);  // a few actions of deal 1 (the first step is a play)
  match.Step();
  match.Apply(match.room->Away(1));
  match.Apply(match.room->Back(1));
  match.PlayToTheEnd();
  const std::vector<StandingLine> lines = match.LinesOf(1);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0].kind, "person");
  EXPECT_EQ(lines[0].to, match.room->standings().deals());
  EXPECT_EQ(lines[0].end, match.room->state().Purse(1));
}

TEST(RoomStandings, ARestartedServerReplayingTheRecordsTellsTheSameStandings) {
  Recorded match({"person", "ai", "person", "person"});
  match.PlayToDealEnd();
  match.Apply(match.room->TakeSeat(1, "Dora", "tokenD").record);
  match.PlayIntoNextDeal(3);
  match.Apply(match.room->Away(3));
  match.PlayToTheEnd();
  Room replayed = std::move(Room::FromCreateRecord(match.create).value());
  for (const engine::Json& record : match.records) ASSERT_TRUE(replayed.Apply(record).ok());
  EXPECT_EQ(replayed.standings().ToJson(replayed.state()).Dump(), match.room->standings().ToJson(match.room->state()).Dump());
  EXPECT_EQ(match.room->standings().Lines(match.room->state()).size(), 6u);
}

TEST(RoomStandings, ASeatTakenAfterTheLastDealsEndHeldItForNoDealAndHasNoLine) {
  Recorded match({"person", "ai", "ai"});
  while (match.room->stage() == RoomStage::kPlaying && !(match.room->DealOver() && match.room->state().DealIndex() + 1 >= match.room->state().NumDeals())) {
    match.Step();
  }
  ASSERT_TRUE(match.room->DealOver());
  match.Apply(match.room->TakeSeat(1, "Dora", "tokenD").record);
  match.PlayToTheEnd();
  const std::vector<StandingLine> lines = match.LinesOf(1);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0].kind, "ai");
  EXPECT_EQ(lines[0].to, match.room->standings().deals());
  EXPECT_EQ(lines[0].end, match.room->state().Purse(1));
}

TEST(RoomStandings, PlayAgainStartsFreshStandings) {
  Recorded match({"person", "ai", "ai"});
  match.PlayToTheEnd();
  match.Apply(match.room->TakeSeat(1, "Dora", "tokenD").record);  // after the end: not this match's
  EXPECT_EQ(match.LinesOf(1).size(), 1u);
  EXPECT_EQ(match.LinesOf(1)[0].kind, "ai");
  match.Apply(match.room->PlayAgain(0, 0, 5).record);
  EXPECT_EQ(match.room->standings().deals(), 0);
  ASSERT_EQ(match.LinesOf(1).size(), 1u);
  EXPECT_EQ(match.LinesOf(1)[0].name, "Dora");
}

}  // namespace
}  // namespace popejoan::server
