// Friends can always sit, and your seat from any device, against the real popejoan-server on
// loopback (docs/online.md, "Your seat from any device"): a room made from the setup as it comes
// (Ann and three AI seats) lets Bob take an AI's seat in the lobby; a fourth person is told the
// room is full once every seat is a person's. Bob's socket drops mid-match, his seat's AI plays
// for him; on a fresh connection his rejoin code (typed in lower case with a space) gives him the
// seat back, and the AI hands it over. A wrong code is refused and counted: five on one
// connection, then even the right code is refused. Neither the code nor the token ever reaches
// another connection's frames. Every wait is on what the pages are told (a generous bound only so
// that a broken server fails instead of hanging).
#include <gtest/gtest.h>

#include <cctype>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "ai/bot.h"
#include "engine/json.h"
#include "server/testing/room_page.h"
#include "server/testing/server_process.h"
#include "protocol/client_message.h"
#include "protocol/server_message.h"

namespace popejoan::server {
namespace {

using Page = testkit::RoomPage;
using testkit::PumpUntil;
using testkit::ServerProcess;

TEST(RejoinServer, AFriendTakesAnAiSeatInTheLobbyAndTakesItBackFromAnotherDevice) {
  ServerProcess server;
  ASSERT_TRUE(server.Start(testkit::ServerBinary(), {"--seed", "5", "--grace", "1"}).ok());
  Page ann, bob, cy;
  for (Page* p : {&ann, &bob, &cy}) ASSERT_TRUE(p->client.Connect(server.port(), server.origin()).ok());
  // The setup as it comes: Ann and three AI seats.
  const std::vector<protocol::SeatRequest> seats = {
      {protocol::SeatKind::kPerson, ""}, {protocol::SeatKind::kAi, ai::LevelId(ai::Level::kCasual)}, {protocol::SeatKind::kAi, ai::LevelId(ai::Level::kCasual)}, {protocol::SeatKind::kAi, ai::LevelId(ai::Level::kCasual)}};
  ann.Send(protocol::CreateMessage("Ann", {engine::RulesForPreset(engine::Preset::kClassic), 1, seats, ai::LevelId(ai::Level::kBeginner), 0}));
  ASSERT_TRUE(PumpUntil({&ann}, [&] { return !ann.code.empty(); }));
  EXPECT_EQ(ann.rejoin.size(), 8u) << "the creator is told their rejoin code";
  bob.Send(protocol::HelloMessage(ann.code, "", ""));
  ASSERT_TRUE(PumpUntil({&ann, &bob}, [&] { return !bob.code.empty(); }));
  EXPECT_TRUE(bob.rejoin.empty()) << "a watcher has no code";
  bob.Send(protocol::TakeSeatMessage(1, "Bob"));
  ASSERT_TRUE(PumpUntil({&ann, &bob}, [&] { return bob.seat == 1; })) << bob.LastError();
  ASSERT_EQ(bob.rejoin.size(), 8u);
  ASSERT_TRUE(PumpUntil({&ann, &bob}, [&] { return ann.info && ann.info->seats[1].kind == protocol::SeatKind::kPerson && ann.info->seats[1].name == "Bob"; }));
  EXPECT_EQ(ann.info->seats[2].kind, protocol::SeatKind::kAi);

  // Two more friends take the last AI seats; then Cy is told the room is full.
  cy.Send(protocol::HelloMessage(ann.code, "", ""));
  ASSERT_TRUE(PumpUntil({&ann, &bob, &cy}, [&] { return !cy.code.empty(); }));
  std::vector<std::unique_ptr<Page>> dees;
  for (int s : {2, 3}) {
    dees.push_back(std::make_unique<Page>());
    Page* dee = dees.back().get();
    ASSERT_TRUE(dee->client.Connect(server.port(), server.origin()).ok());
    dee->Send(protocol::HelloMessage(ann.code, "", ""));
    ASSERT_TRUE(PumpUntil({&ann, dee}, [&] { return !dee->code.empty(); }));
    dee->Send(protocol::TakeSeatMessage(s, "Dee"));
    ASSERT_TRUE(PumpUntil({&ann, dee}, [&] { return dee->seat == s; })) << dee->LastError();
  }
  cy.Send(protocol::TakeSeatMessage(2, "Cy"));
  ASSERT_TRUE(PumpUntil({&ann, &cy}, [&] { return !cy.errors.empty(); }));
  EXPECT_EQ(cy.LastError(), "room-full");

  // The match starts; the two friends and Bob drop, and the AI plays for each after the grace.
  ann.Send(protocol::StartMessage());
  ASSERT_TRUE(PumpUntil({&ann, &bob, &cy}, [&] { return ann.view.has_value(); })) << ann.LastError();
  for (auto& dee : dees) dee->client.Close();
  bob.client.Close();
  ASSERT_TRUE(PumpUntil({&ann, &cy}, [&] { return ann.info && ann.info->seats[1].kind == protocol::SeatKind::kAiForPerson; }))
      << "Bob's seat is played by the AI after the grace";

  // Bob on another device: watching, then a wrong code, then his own typed loosely.
  Page bob2;
  ASSERT_TRUE(bob2.client.Connect(server.port(), server.origin()).ok());
  bob2.Send(protocol::HelloMessage(ann.code, "", ""));
  ASSERT_TRUE(PumpUntil({&ann, &bob2}, [&] { return !bob2.code.empty(); }));
  EXPECT_EQ(bob2.seat, -1);
  const std::string wrong = bob.rejoin[0] == 'A' ? "BBBBBBBB" : "AAAAAAAA";
  bob2.Send(protocol::HelloMessage(ann.code, "", "", wrong));
  ASSERT_TRUE(PumpUntil({&ann, &bob2}, [&] { return !bob2.errors.empty(); }));
  EXPECT_EQ(bob2.LastError(), "bad-rejoin");
  EXPECT_EQ(bob2.seat, -1);
  std::string typed = bob.rejoin.substr(0, 4) + " " + bob.rejoin.substr(4);
  for (char& c : typed) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  bob2.Send(protocol::HelloMessage(ann.code, "", "", typed));
  ASSERT_TRUE(PumpUntil({&ann, &bob2}, [&] { return bob2.seat == 1; })) << bob2.LastError();
  EXPECT_EQ(bob2.token, bob.token) << "the seat's token: both devices may open it";
  EXPECT_EQ(bob2.rejoin, bob.rejoin);
  ASSERT_TRUE(PumpUntil({&ann, &bob2}, [&] { return ann.info && ann.info->seats[1].kind == protocol::SeatKind::kPerson; }))
      << "the AI handed the seat back";
  EXPECT_EQ(ann.info->seats[1].name, "Bob");

  // Guessing: five wrong codes on one connection, then even the right one is refused.
  Page eve;
  ASSERT_TRUE(eve.client.Connect(server.port(), server.origin()).ok());
  eve.Send(protocol::HelloMessage(ann.code, "", ""));
  ASSERT_TRUE(PumpUntil({&ann, &eve}, [&] { return !eve.code.empty(); }));
  for (int i = 0; i < 5; ++i) {
    eve.Send(protocol::HelloMessage(ann.code, "", "", wrong));
    ASSERT_TRUE(PumpUntil({&ann, &eve}, [&] { return static_cast<int>(eve.errors.size()) == i + 1; }));
    EXPECT_EQ(eve.LastError(), "bad-rejoin");
  }
  eve.Send(protocol::HelloMessage(ann.code, "", "", bob.rejoin));
  ASSERT_TRUE(PumpUntil({&ann, &eve}, [&] { return eve.errors.size() == 6u; }));
  EXPECT_EQ(eve.LastError(), "too-fast");
  EXPECT_EQ(eve.seat, -1);

  // The code and the token went to the seat's own connections only.
  for (const Page* p : {&ann, &cy, &eve}) {
    EXPECT_FALSE(p->Saw(bob.rejoin)) << "Bob's rejoin code in another's frames";
    EXPECT_FALSE(p->Saw(bob.token)) << "Bob's token in another's frames";
  }
  EXPECT_FALSE(bob2.Saw(ann.rejoin));
  EXPECT_FALSE(cy.Saw(ann.rejoin));
  EXPECT_EQ(server.Stop(), 0);
}

// Before the match starts, in the lobby: a person back on another device while the first is
// still connected (Bob), or within the grace after it dropped (Dee), or the creator herself (Ann),
// types the seat's code and the seat moves to the new device; the old one is told it watches (a
// welcome as a spectator, as at the table). Wrong codes in the lobby are counted as at the table.
// The match then starts from the creator's new device, with everyone where they reclaimed.
TEST(RejoinServer, InTheLobbyACodeMovesTheSeatToTheNewDeviceAndTheOldOneWatches) {
  ServerProcess server;
  // A long grace: Dee comes back well within it (the lobby would free her seat after it).
  ASSERT_TRUE(server.Start(testkit::ServerBinary(), {"--seed", "7", "--grace", "600"}).ok());
  Page ann, bob, dee;
  for (Page* p : {&ann, &bob, &dee}) ASSERT_TRUE(p->client.Connect(server.port(), server.origin()).ok());
  const std::vector<protocol::SeatRequest> seats = {
      {protocol::SeatKind::kPerson, ""}, {protocol::SeatKind::kAi, ai::LevelId(ai::Level::kCasual)}, {protocol::SeatKind::kAi, ai::LevelId(ai::Level::kCasual)}, {protocol::SeatKind::kAi, ai::LevelId(ai::Level::kCasual)}};
  ann.Send(protocol::CreateMessage("Ann", {engine::RulesForPreset(engine::Preset::kClassic), 1, seats, ai::LevelId(ai::Level::kBeginner), 0}));
  ASSERT_TRUE(PumpUntil({&ann}, [&] { return !ann.code.empty(); }));
  for (auto [p, s, name] : {std::tuple{&bob, 1, "Bob"}, std::tuple{&dee, 2, "Dee"}}) {
    p->Send(protocol::HelloMessage(ann.code, "", ""));
    ASSERT_TRUE(PumpUntil({&ann, p}, [&] { return !p->code.empty(); }));
    p->Send(protocol::TakeSeatMessage(s, name));
    ASSERT_TRUE(PumpUntil({&ann, p}, [&] { return p->seat == s; })) << p->LastError();
    ASSERT_EQ(p->rejoin.size(), 8u);
  }

  // Bob on another device while his first is still connected: a wrong code, then his own.
  const std::string bob_token = bob.token, bob_code = bob.rejoin;
  Page bob2;
  ASSERT_TRUE(bob2.client.Connect(server.port(), server.origin()).ok());
  bob2.Send(protocol::HelloMessage(ann.code, "", ""));
  ASSERT_TRUE(PumpUntil({&ann, &bob, &bob2}, [&] { return !bob2.code.empty(); }));
  ASSERT_EQ(bob2.seat, -1);
  const std::string wrong = bob_code[0] == 'A' ? "BBBBBBBB" : "AAAAAAAA";
  bob2.Send(protocol::HelloMessage(ann.code, "", "", wrong));
  ASSERT_TRUE(PumpUntil({&ann, &bob, &bob2}, [&] { return !bob2.errors.empty(); }));
  EXPECT_EQ(bob2.LastError(), "bad-rejoin");
  EXPECT_EQ(bob2.seat, -1);
  EXPECT_EQ(bob.seat, 1) << "a wrong code moves nothing";
  bob2.Send(protocol::HelloMessage(ann.code, "", "", bob_code));
  ASSERT_TRUE(PumpUntil({&ann, &bob, &bob2}, [&] { return bob2.seat == 1 && bob.seat == -1; }))
      << bob2.LastError() << " " << bob.seat;
  EXPECT_EQ(bob2.token, bob_token);
  EXPECT_EQ(bob2.rejoin, bob_code) << "the seat keeps its code";
  EXPECT_TRUE(bob.rejoin.empty()) << "the old device is told it watches (no code)";
  ASSERT_TRUE(PumpUntil({&ann, &bob2}, [&] { return ann.info && ann.info->seats[1].kind == protocol::SeatKind::kPerson && ann.info->seats[1].connected; }));
  EXPECT_EQ(ann.info->seats[1].name, "Bob");
  EXPECT_EQ(ann.info->stage, protocol::RoomStage::kLobby);

  // Dee's device drops; within the grace she types her code on another.
  const std::string dee_code = dee.rejoin;
  dee.client.Close();
  ASSERT_TRUE(PumpUntil({&ann}, [&] { return ann.info && !ann.info->seats[2].connected; }));
  EXPECT_EQ(ann.info->seats[2].kind, protocol::SeatKind::kPerson) << "her seat is kept through the grace";
  Page dee2;
  ASSERT_TRUE(dee2.client.Connect(server.port(), server.origin()).ok());
  dee2.Send(protocol::HelloMessage(ann.code, "", "", dee_code));
  ASSERT_TRUE(PumpUntil({&ann, &dee2}, [&] { return dee2.seat == 2; })) << dee2.LastError();
  ASSERT_TRUE(PumpUntil({&ann, &dee2}, [&] { return ann.info && ann.info->seats[2].connected; }));
  EXPECT_EQ(ann.info->seats[2].name, "Dee");

  // The creator on another device: her seat, and with it the start, move there.
  Page ann2;
  ASSERT_TRUE(ann2.client.Connect(server.port(), server.origin()).ok());
  ann2.Send(protocol::HelloMessage(ann.code, "", "", ann.rejoin));
  ASSERT_TRUE(PumpUntil({&ann, &ann2}, [&] { return ann2.seat == 0 && ann.seat == -1; })) << ann2.LastError();
  ann.Send(protocol::StartMessage());
  ASSERT_TRUE(PumpUntil({&ann, &ann2}, [&] { return !ann.errors.empty(); }));
  EXPECT_EQ(ann.LastError(), "not-now") << "the old device watches: it may not start";
  ann2.Send(protocol::StartMessage());
  ASSERT_TRUE(PumpUntil({&ann2, &bob2, &dee2, &ann, &bob}, [&] {
    return ann2.view && bob2.view && dee2.view && ann.view && bob.view;
  })) << ann2.LastError();
  EXPECT_EQ(ann2.view->seat, 0);
  EXPECT_EQ(bob2.view->seat, 1);
  EXPECT_EQ(dee2.view->seat, 2);
  EXPECT_EQ(ann.view->seat, -1) << "the old devices watch the match";
  EXPECT_EQ(bob.view->seat, -1);

  // The guard counts wrong codes in the lobby as at the table: five, then even a right one is refused.
  Page eve;
  ASSERT_TRUE(eve.client.Connect(server.port(), server.origin()).ok());
  eve.Send(protocol::HelloMessage(ann.code, "", ""));
  ASSERT_TRUE(PumpUntil({&ann2, &eve}, [&] { return !eve.code.empty(); }));
  for (int i = 0; i < 5; ++i) {
    eve.Send(protocol::HelloMessage(ann.code, "", "", wrong));
    ASSERT_TRUE(PumpUntil({&ann2, &eve}, [&] { return static_cast<int>(eve.errors.size()) == i + 1; }));
    EXPECT_EQ(eve.LastError(), "bad-rejoin");
  }
  eve.Send(protocol::HelloMessage(ann.code, "", "", dee_code));
  ASSERT_TRUE(PumpUntil({&ann2, &eve}, [&] { return eve.errors.size() == 6u; }));
  EXPECT_EQ(eve.LastError(), "too-fast");
  EXPECT_EQ(eve.seat, -1);

  // Each code went to its seat's own devices only.
  for (const Page* p : {&ann, &ann2, &dee2, &eve}) {
    EXPECT_FALSE(p->Saw(bob_token)) << "Bob's token in another's frames";
    EXPECT_FALSE(p->Saw(bob_code)) << "Bob's code in another's frames";
  }
  for (const Page* p : {&bob, &bob2, &dee2, &eve}) EXPECT_FALSE(p->Saw(ann2.rejoin)) << "Ann's code in another's frames";
  EXPECT_EQ(server.Stop(), 0);
}

}  // namespace
}  // namespace popejoan::server
