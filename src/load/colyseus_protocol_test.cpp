// ColyseusProtocol and its framing against frames captured from bench/peers/colyseus-server.mjs
// (Colyseus 0.18.17; capture-colyseus.cjs --dump wrote them).
#include "load/colyseus_protocol.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "load/colyseus_frame.h"
#include "load/peer_captures.h"

namespace popejoan::load {
namespace {

using testkit::ReadTestFile;

// The matchmaker's answers, in the order capture-colyseus.cjs asked (create, then three joins).
std::vector<std::string> Reservations() { return testkit::HttpAnswers("colyseus_http.txt"); }

TEST(ColyseusFrameTest, ReadsTheServersJoinRoom) {
  engine::Result<colyseus::Frame> frame = colyseus::DecodeFrame(ReadTestFile("colyseus_join_room.bin"));
  ASSERT_TRUE(frame.ok()) << frame.error();
  EXPECT_EQ(frame->code, colyseus::kJoinRoom);
}

TEST(ColyseusFrameTest, ReadsAViewAsTheRoomSentIt) {
  engine::Result<colyseus::Frame> frame = colyseus::DecodeFrame(ReadTestFile("colyseus_view.bin"));
  ASSERT_TRUE(frame.ok()) << frame.error();
  EXPECT_EQ(frame->code, colyseus::kRoomData);
  EXPECT_EQ(frame->type, "view");
  engine::Result<PeerView> view = ReadPeerView(frame->message);
  ASSERT_TRUE(view.ok()) << view.error();
  EXPECT_EQ(view->step, 4);
  EXPECT_EQ(view->seat, 0);
  EXPECT_EQ(view->turn, 0);
  EXPECT_FALSE(view->over);
  EXPECT_EQ(view->lead, -1);
  EXPECT_EQ(view->hand, (std::vector<int>{10, 22, 23, 24, 29, 31, 35, 40, 41, 43, 44, 50}));
  const engine::Json* log = frame->message.Find("log");
  ASSERT_NE(log, nullptr);
  ASSERT_FALSE(log->items().empty());
  EXPECT_EQ(log->items()[0].Find("text")->as_string(), "Ann deals hand 1");
}

TEST(ColyseusFrameTest, WritesAnActTheServerReads) {
  // The captured act came from msgpackr (map16); ours is a fixmap: both read back the same.
  engine::Json act = engine::Json::Object();
  act.Set("step", engine::Json::Number(0));
  act.Set("card", engine::Json::Number(3));
  std::string ours = colyseus::EncodeRoomData("act", act);
  std::string theirs = ReadTestFile("colyseus_act.bin");
  ASSERT_EQ(ours.substr(0, 5), theirs.substr(0, 5));  // ROOM_DATA, fixstr "act"
  std::size_t used = 0;
  engine::Result<engine::Json> ours_message = colyseus::MsgpackToJson(ours.data() + 5, ours.size() - 5, &used);
  engine::Result<engine::Json> theirs_message = colyseus::MsgpackToJson(theirs.data() + 5, theirs.size() - 5, nullptr);
  ASSERT_TRUE(ours_message.ok() && theirs_message.ok());
  EXPECT_EQ(used, ours.size() - 5);
  EXPECT_EQ(ours_message->Dump(), theirs_message->Dump());
}

TEST(ColyseusFrameTest, RefusesACutFrame) {
  std::string view = ReadTestFile("colyseus_view.bin");
  EXPECT_FALSE(colyseus::DecodeFrame(view.substr(0, view.size() / 2)).ok());
  EXPECT_FALSE(colyseus::DecodeFrame("").ok());
}

TEST(ColyseusProtocolTest, CreatesJoinsOpensAndPlaysItsTurn) {
  ColyseusProtocol protocol(7);
  std::vector<Step> start = protocol.Start();
  ASSERT_EQ(start.size(), 1u);
  EXPECT_EQ(start[0].kind, Step::Kind::kHttp);
  EXPECT_EQ(start[0].target, "/matchmake/create/table");

  std::vector<std::string> answers = Reservations();
  ASSERT_EQ(answers.size(), 4u);
  Heard created = protocol.OnHttp(0, 200, answers[0]);
  ASSERT_TRUE(created.error.empty()) << created.error;
  ASSERT_EQ(created.steps.size(), 4u);  // three joins by id, then seat 0's socket
  EXPECT_EQ(created.steps[0].target, "/matchmake/joinById/cc579P-y7");
  EXPECT_EQ(created.steps[3].kind, Step::Kind::kOpen);
  EXPECT_EQ(created.steps[3].target, "/ONhk9nn3r/cc579P-y7?sessionId=eDtlvDzvU");
  Heard joined = protocol.OnHttp(2, 200, answers[2]);
  ASSERT_EQ(joined.steps.size(), 1u);
  EXPECT_EQ(joined.steps[0].seat, 2);
  EXPECT_EQ(joined.steps[0].target, "/ONhk9nn3r/cc579P-y7?sessionId=OnnylG45_");

  Heard join_room = protocol.OnFrame(0, ReadTestFile("colyseus_join_room.bin"), true);
  ASSERT_EQ(join_room.steps.size(), 1u);
  EXPECT_EQ(join_room.steps[0].data, std::string(1, '\x0a'));
  EXPECT_TRUE(join_room.steps[0].binary);

  Heard view = protocol.OnFrame(0, ReadTestFile("colyseus_view.bin"), true);
  ASSERT_TRUE(view.error.empty()) << view.error;
  EXPECT_EQ(view.view_step, 4);
  EXPECT_TRUE(view.my_turn);
  Move move = protocol.Act(0);
  ASSERT_EQ(move.steps.size(), 1u);
  EXPECT_EQ(move.step, 4);
  engine::Result<colyseus::Frame> act = colyseus::DecodeFrame(move.steps[0].data);
  ASSERT_TRUE(act.ok());
  EXPECT_EQ(act->type, "act");
  EXPECT_EQ(act->message.Find("step")->as_number(), 4);
  int card = static_cast<int>(act->message.Find("card")->as_number());
  std::vector<int> hand = {10, 22, 23, 24, 29, 31, 35, 40, 41, 43, 44, 50};
  EXPECT_NE(std::find(hand.begin(), hand.end(), card), hand.end());
}

TEST(ColyseusProtocolTest, AnotherSeatsTurnIsNotMine) {
  ColyseusProtocol protocol(7);
  Heard view = protocol.OnFrame(0, ReadTestFile("colyseus_view_first.bin"), true);
  ASSERT_TRUE(view.error.empty()) << view.error;
  EXPECT_EQ(view.view_step, 0);
  EXPECT_FALSE(view.my_turn);  // the first turn is seat 1's
  EXPECT_TRUE(protocol.Act(0).steps.empty());
}

TEST(ColyseusProtocolTest, ARefusalOrAMatchmakerErrorFailsTheRoom) {
  ColyseusProtocol protocol(7);
  EXPECT_FALSE(protocol.OnHttp(0, 500, "{\"code\":4212,\"error\":\"no\"}").error.empty());
  engine::Json refusal = engine::Json::Object();
  refusal.Set("error", engine::Json::String("stale"));
  EXPECT_FALSE(protocol.OnFrame(1, colyseus::EncodeRoomData("error", refusal), true).error.empty());
  EXPECT_FALSE(protocol.OnFrame(1, "hello", false).error.empty());
}

}  // namespace
}  // namespace popejoan::load
