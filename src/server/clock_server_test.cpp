// The turn clock against the real popejoan-server on loopback (docs/online.md, "The turn clock"):
// Ann plays at once, Bob sits and never plays. The clock is short (--clock-percent: a 30-second
// clock runs 1.5 s), and the table goes on: Bob's turns are played by his seat's AI and every page
// is told so, his seat is away after three late turns, the deals follow one another without his
// "ready", and the match ends. Bob says he is back: the seat is his again, and a server restarted
// on the same file agrees. Every wait is on what the pages are told (a generous bound only so
// that a broken server fails instead of hanging).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/json.h"
#include "server/testing/store_test_util.h"
#include "server/testing/room_page.h"
#include "server/testing/server_process.h"
#include "protocol/client_message.h"
#include "protocol/server_message.h"

namespace popejoan::server {
namespace {

using Page = testkit::RoomPage;
using testkit::PumpUntil;
using testkit::ServerProcess;

TEST(ClockServer, ASilentSeatedPersonDoesNotHoldTheTable) {
  TempDir folder;  // the rooms' file outlives the first server
  ASSERT_TRUE(folder.ok());
  const std::string db = folder.File("rooms.sqlite");
  ServerProcess server;
  ASSERT_TRUE(server.Start(testkit::ServerBinary(), {"--seed", "5", "--clock-percent", "5", "--grace", "600", "--db", db}).ok());
  Page ann, bob;
  bob.plays = false;  // Bob sits and never plays
  ASSERT_TRUE(ann.client.Connect(server.port(), server.origin()).ok());
  ASSERT_TRUE(bob.client.Connect(server.port(), server.origin()).ok());
  const std::vector<protocol::SeatRequest> seats = {{protocol::SeatKind::kPerson, ""}, {protocol::SeatKind::kPerson, ""}, {protocol::SeatKind::kAi, ai::LevelId(ai::Level::kCasual)}};
  ann.Send(protocol::CreateMessage("Ann", {engine::RulesForPreset(engine::Preset::kClassic), 1, seats, ai::LevelId(ai::Level::kBeginner), 30}));
  ASSERT_TRUE(PumpUntil({&ann, &bob}, [&] { return !ann.code.empty(); }, 500));
  bob.Send(protocol::HelloMessage(ann.code, "", ""));
  ASSERT_TRUE(PumpUntil({&ann, &bob}, [&] { return !bob.code.empty(); }, 500));
  bob.Send(protocol::TakeSeatMessage(1, "Bob"));
  ASSERT_TRUE(PumpUntil({&ann, &bob}, [&] { return bob.seat == 1; }, 500));
  ASSERT_TRUE(PumpUntil({&ann, &bob}, [&] { return ann.info && ann.info->seats[1].kind == protocol::SeatKind::kPerson; }, 500));
  EXPECT_EQ(ann.info->clock, 30);
  EXPECT_EQ(ann.info->host, 0);
  ann.Send(protocol::StartMessage());
  // The table goes on to the match's end with Bob silent.
  ASSERT_TRUE(PumpUntil({&ann, &bob}, [&] { return ann.Over() && bob.Over(); }, 12000)) << "the match did not end";
  EXPECT_GE(std::count(bob.late.begin(), bob.late.end(), 1), 1) << "Bob's page heard that time ran out for him";
  EXPECT_GE(std::count(ann.late.begin(), ann.late.end(), 1), 1);
  EXPECT_TRUE(std::any_of(ann.infos.begin(), ann.infos.end(), [](const protocol::RoomInfo& i) { return i.seats[1].kind == protocol::SeatKind::kAiForPerson; }))
      << "late three turns in a row: away";
  ASSERT_TRUE(PumpUntil({&ann, &bob}, [&] { return ann.info && ann.info->stage == protocol::RoomStage::kOver; }, 500));
  EXPECT_EQ(ann.info->seats[1].kind, protocol::SeatKind::kAiForPerson);
  EXPECT_TRUE(ann.info->seats[1].connected) << "Bob is here; his AI plays";
  EXPECT_TRUE(ann.errors.empty()) << ann.errors.front();

  // "I'm back": stored, told, and a restart on the same file agrees.
  bob.Send(protocol::BackMessage());
  ASSERT_TRUE(PumpUntil({&ann, &bob}, [&] { return ann.info && ann.info->seats[1].kind == protocol::SeatKind::kPerson; }, 500))
      << "his seat is his again";
  ann.client.Close();
  bob.client.Close();
  EXPECT_EQ(server.Stop(), 0);
  ServerProcess again;
  ASSERT_TRUE(again.Start(testkit::ServerBinary(), {"--seed", "5", "--clock-percent", "5", "--db", db}).ok());
  Page ann2;
  ASSERT_TRUE(ann2.client.Connect(again.port(), again.origin()).ok());
  ann2.Send(protocol::HelloMessage(ann.code, ann.token, ""));
  ASSERT_TRUE(PumpUntil({&ann2}, [&] { return ann2.info.has_value(); }, 500));
  EXPECT_EQ(ann2.seat, 0);
  EXPECT_EQ(ann2.info->seats[1].kind, protocol::SeatKind::kPerson);
  EXPECT_EQ(ann2.info->clock, 30);
  EXPECT_EQ(again.Stop(), 0);
}

}  // namespace
}  // namespace popejoan::server
