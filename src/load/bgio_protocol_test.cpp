// BgioProtocol and the engine.io/socket.io framing against frames captured from
// bench/peers/bgio-server.cjs (boardgame.io 0.50.2, socket.io 4; capture-bgio.cjs --dump).
#include "load/bgio_protocol.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "load/peer_captures.h"
#include "load/socketio_frame.h"

namespace popejoan::load {
namespace {

using testkit::ReadTestFile;

// The lobby's answers, in the order capture-bgio.cjs asked (create, then seats 0..3 join).
std::vector<std::string> LobbyAnswers() { return testkit::HttpAnswers("bgio_http.txt"); }

TEST(SocketIoFrameTest, ReadsTheCapturedPackets) {
  EXPECT_EQ(socketio::DecodePacket(ReadTestFile("bgio_open.txt"))->kind, socketio::Packet::Kind::kOpen);
  engine::Result<socketio::Packet> connected = socketio::DecodePacket(ReadTestFile("bgio_connected.txt"));
  EXPECT_EQ(connected->kind, socketio::Packet::Kind::kConnected);
  EXPECT_EQ(connected->name_space, "/table");
  engine::Result<socketio::Packet> update = socketio::DecodePacket(ReadTestFile("bgio_update.txt"));
  ASSERT_TRUE(update.ok()) << update.error();
  EXPECT_EQ(update->kind, socketio::Packet::Kind::kEvent);
  EXPECT_EQ(update->event, "update");
  ASSERT_EQ(update->args.items().size(), 3u);  // match, state, deltalog
  EXPECT_EQ(socketio::DecodePacket("2")->kind, socketio::Packet::Kind::kPing);
}

TEST(SocketIoFrameTest, WritesTheEventsAClientSends) {
  EXPECT_EQ(socketio::Connect("/table"), "40/table,");
  EXPECT_EQ(socketio::Pong(), "3");
  engine::Result<socketio::Packet> act = socketio::DecodePacket("4" + ReadTestFile("bgio_act.txt").substr(1));
  ASSERT_TRUE(act.ok()) << act.error();
  // Written again from what was read, it reads back the same (Json::Dump spaces its commas).
  std::string again = socketio::Emit("/table", act->event, act->args);
  EXPECT_EQ(again.substr(0, 9), "42/table,");
  engine::Result<socketio::Packet> reread = socketio::DecodePacket(again);
  ASSERT_TRUE(reread.ok()) << reread.error();
  EXPECT_EQ(reread->event, "update");
  EXPECT_EQ(reread->args.Dump(), act->args.Dump());
}

TEST(SocketIoFrameTest, RefusesBrokenEvents) {
  EXPECT_FALSE(socketio::DecodePacket("42/table,[\"update\"").ok());
  EXPECT_FALSE(socketio::DecodePacket("42/table,{}").ok());
  EXPECT_FALSE(socketio::DecodePacket("").ok());
}

TEST(BgioProtocolTest, CreatesJoinsSyncsAndPlaysItsTurn) {
  BgioProtocol protocol(7);
  std::vector<Step> start = protocol.Start();
  ASSERT_EQ(start.size(), 1u);
  EXPECT_EQ(start[0].target, "/games/table/create");
  EXPECT_EQ(start[0].body, "{\"numPlayers\":4}");
  std::vector<std::string> answers = LobbyAnswers();
  ASSERT_EQ(answers.size(), 5u);
  Heard created = protocol.OnHttp(start[0].tag, 200, answers[0]);
  ASSERT_TRUE(created.error.empty()) << created.error;
  ASSERT_EQ(created.steps.size(), 4u);
  const std::string match = protocol.match_id();
  EXPECT_EQ(created.steps[1].target, "/games/table/" + match + "/join");
  EXPECT_EQ(created.steps[1].body, "{\"playerID\":\"1\",\"playerName\":\"Load 2\"}");
  for (int seat = 0; seat < 4; ++seat) {
    Heard joined = protocol.OnHttp(created.steps[seat].tag, 200, answers[1 + seat]);
    ASSERT_EQ(joined.steps.size(), 1u);
    EXPECT_EQ(joined.steps[0].kind, Step::Kind::kOpen);
    EXPECT_EQ(joined.steps[0].target, "/socket.io/?EIO=4&transport=websocket");
  }
  Heard open = protocol.OnFrame(0, ReadTestFile("bgio_open.txt"), false);
  ASSERT_EQ(open.steps.size(), 1u);
  EXPECT_EQ(open.steps[0].data, "40/table,");
  Heard connected = protocol.OnFrame(0, ReadTestFile("bgio_connected.txt"), false);
  ASSERT_EQ(connected.steps.size(), 1u);
  engine::Result<socketio::Packet> sync_sent = socketio::DecodePacket(connected.steps[0].data);
  ASSERT_TRUE(sync_sent.ok());
  EXPECT_EQ(sync_sent->event, "sync");
  EXPECT_EQ(sync_sent->args.Dump(), "[\"" + match + "\", \"0\", \"CTIl2anA-6voVPjigpJ0U\", 4]");
  Heard ping = protocol.OnFrame(0, "2", false);
  ASSERT_EQ(ping.steps.size(), 1u);
  EXPECT_EQ(ping.steps[0].data, "3");
  EXPECT_TRUE(protocol.OnFrame(0, ReadTestFile("bgio_match_data.txt"), false).error.empty());

  Heard sync = protocol.OnFrame(0, ReadTestFile("bgio_sync.txt"), false);
  ASSERT_TRUE(sync.error.empty()) << sync.error;
  EXPECT_EQ(sync.view_step, 0);
  EXPECT_FALSE(sync.my_turn);  // seat 1 leads
  Heard update = protocol.OnFrame(0, ReadTestFile("bgio_update.txt"), false);
  ASSERT_TRUE(update.error.empty()) << update.error;
  EXPECT_EQ(update.view_step, 1);
  EXPECT_FALSE(update.my_turn);
  EXPECT_TRUE(protocol.Act(0).steps.empty());
}

TEST(BgioProtocolTest, ItsMoveCarriesStepStateIdAndCredentials) {
  BgioProtocol protocol(7);
  std::vector<std::string> answers = LobbyAnswers();
  protocol.OnHttp(protocol.Start()[0].tag, 200, answers[0]);
  protocol.OnHttp(1, 200, answers[2]);
  // Seat 1's turn at step 0: the sync seat 0 captured, seen as seat 1's (its hand kept).
  std::string sync = ReadTestFile("bgio_sync.txt");
  std::size_t seat_at = sync.find("\"seat\":0");
  ASSERT_NE(seat_at, std::string::npos);
  sync.replace(seat_at, 8, "\"seat\":1");
  Heard heard = protocol.OnFrame(1, sync, false);
  ASSERT_TRUE(heard.error.empty()) << heard.error;
  ASSERT_TRUE(heard.my_turn);
  Move move = protocol.Act(1);
  ASSERT_EQ(move.steps.size(), 1u);
  EXPECT_EQ(move.step, 0);
  engine::Result<socketio::Packet> sent = socketio::DecodePacket(move.steps[0].data);
  ASSERT_TRUE(sent.ok()) << sent.error();
  EXPECT_EQ(sent->event, "update");
  const std::vector<engine::Json>& args = sent->args.items();
  ASSERT_EQ(args.size(), 4u);
  const engine::Json* payload = args[0].Find("payload");
  EXPECT_EQ(args[0].Find("type")->as_string(), "MAKE_MOVE");
  EXPECT_EQ(payload->Find("type")->as_string(), "play");
  EXPECT_EQ(payload->Find("args")->items()[0].as_number(), 0);
  EXPECT_EQ(payload->Find("playerID")->as_string(), "1");
  EXPECT_EQ(payload->Find("credentials")->as_string(), "V0Op0dWfD-pDNhp8ZP7jS");
  EXPECT_EQ(args[1].as_number(), 0);  // _stateID
  EXPECT_EQ(args[2].as_string(), protocol.match_id());
}

TEST(BgioProtocolTest, ALobbyErrorOrAnotherSeatsViewFailsTheRoom) {
  BgioProtocol protocol(7);
  EXPECT_FALSE(protocol.OnHttp(protocol.Start()[0].tag, 404, "Not Found").error.empty());
  EXPECT_FALSE(protocol.OnFrame(2, ReadTestFile("bgio_sync.txt"), false).error.empty());  // seat 0's
  EXPECT_FALSE(protocol.OnFrame(2, "41/table,", false).error.empty());
}

}  // namespace
}  // namespace popejoan::load
