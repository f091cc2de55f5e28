// PopeJoanProtocol against the real rooms in process (RoomHub on a SQLite store, no sockets):
// four seats create, join, start and play a whole match to its end; the actions they saw
// acknowledged are the store's, in order (VerifyStore), and a refusal fails the room.
#include <gtest/gtest.h>

#include <cstdio>
#include <deque>
#include <filesystem>
#include <utility>

#include "load/popejoan_protocol.h"
#include "load/room_verify.h"
#include "server/rooms/room_hub.h"
#include "server/store/sqlite_room_store.h"

namespace popejoan::load {
namespace {

using server::ConnectionId;

class Wire : public server::Outbox {
 public:
  void Send(ConnectionId id, const std::string& text) override { frames.emplace_back(id, text); }
  void Disconnect(ConnectionId) override {}
  std::deque<std::pair<ConnectionId, std::string>> frames;
};

server::Secrets TestSecrets() {
  auto n = std::make_shared<int>(0);
  return server::Secrets{[] { return engine::Result<std::string>(std::string("ABCDEFGHJ")); },
                         [n] { return engine::Result<std::string>("token" + std::to_string(++*n)); },
                         [] { return engine::Result<std::uint64_t>(42); }};
}

// Plays the protocol's steps against the hub, acting at once, until the match ends or fails.
struct Harness {
  explicit Harness(const std::string& db) {
    store = std::move(*server::SqliteRoomStore::Open(db));
    server::HubOptions options;
    options.seed = 5;
    hub = std::make_unique<server::RoomHub>(store.get(), &wire, TestSecrets(), options);
  }
  void Carry(const std::vector<Step>& steps) {
    for (const Step& step : steps) {
      if (step.kind == Step::Kind::kOpen) {
        hub->Open(step.seat + 1);
        Hear(step.seat, protocol.OnOpen(step.seat));
      } else if (step.kind == Step::Kind::kSend) {
        hub->Receive(step.seat + 1, step.data);
      }
    }
  }
  void Hear(int seat, const Heard& heard) {
    if (!heard.error.empty()) error = heard.error;
    Carry(heard.steps);
    if (heard.my_turn) to_act.push_back(seat);
    if (heard.finished) finished[seat] = true;
  }
  // Views come once a seat (its first); every action after is a step.
  void Count(const std::string& text) {
    view_frames += text.find("\"type\":\"view\"") != std::string::npos;
    step_frames += text.find("\"type\":\"step\"") != std::string::npos;
  }
  int view_frames = 0, step_frames = 0;
  bool AllFinished() const { return finished[0] && finished[1] && finished[2] && finished[3]; }
  void Run() {
    Carry(protocol.Start());
    for (int round = 0; round < 100000 && error.empty() && !AllFinished(); ++round) {
      if (!wire.frames.empty()) {
        auto [id, text] = wire.frames.front();
        wire.frames.pop_front();
        Count(text);
        Hear(static_cast<int>(id) - 1, protocol.OnFrame(static_cast<int>(id) - 1, text, false));
      } else if (!to_act.empty()) {
        const int seat = to_act.front();
        to_act.pop_front();
        Carry(protocol.Act(seat).steps);
      } else {
        break;
      }
    }
  }
  std::unique_ptr<server::SqliteRoomStore> store;
  Wire wire;
  std::unique_ptr<server::RoomHub> hub;
  PopeJoanProtocol protocol{3};
  std::deque<int> to_act;
  bool finished[4] = {false, false, false, false};
  std::string error;
};

std::string TempDb(const char* name) {
  const auto path = std::filesystem::temp_directory_path() / (std::string(name) + std::to_string(::getpid()) + ".sqlite");
  std::filesystem::remove(path);
  return path.string();
}

TEST(PopeJoanProtocolTest, FourSeatsPlayAWholeMatchAndTheStoreHoldsWhatTheySawAcknowledged) {
  const std::string db = TempDb("popejoan_protocol_test");
  Harness harness(db);
  harness.Run();
  ASSERT_EQ(harness.error, "");
  EXPECT_TRUE(harness.AllFinished());
  EXPECT_GT(harness.step_frames, 80);
  EXPECT_LE(harness.view_frames, 4) << "a whole view for each seat's start, then steps";
  EXPECT_EQ(harness.protocol.code(), "ABCDEFGHJ");
  EXPECT_GT(harness.protocol.acknowledged().size(), 20u);
  // The server lets go of its store's file (it holds it while it runs) before the file is read.
  harness.hub.reset();
  harness.store.reset();
  engine::Result<std::string> verified =
      VerifyStore(db, {PlayedRoom{harness.protocol.code(), harness.protocol.acknowledged(), true}});
  EXPECT_TRUE(verified.ok()) << verified.error();
  // One acknowledged action missing: the store holds one the clients never saw acknowledged.
  std::vector<AckedAction> fewer = harness.protocol.acknowledged();
  fewer.pop_back();
  EXPECT_FALSE(VerifyStore(db, {PlayedRoom{harness.protocol.code(), fewer, true}}).ok());
  std::vector<AckedAction> changed = harness.protocol.acknowledged();
  changed[3].action ^= 1;
  EXPECT_FALSE(VerifyStore(db, {PlayedRoom{harness.protocol.code(), changed, false}}).ok());
  std::filesystem::remove(db);
}

TEST(PopeJoanProtocolTest, ARefusalOrGarbageFailsTheRoom) {
  PopeJoanProtocol protocol(1);
  EXPECT_NE(protocol.OnFrame(0, R"({"v":2,"type":"error","error":"stale","message":"old"})", false).error, "");
  EXPECT_NE(protocol.OnFrame(0, "not json", false).error, "");
  EXPECT_NE(protocol.OnFrame(0, "{}", true).error, "");
}

TEST(PopeJoanProtocolTest, SeatZeroCreatesAndTheOthersJoinOnceTheCodeIsKnown) {
  PopeJoanProtocol protocol(1);
  ASSERT_EQ(protocol.Start().size(), 4u);
  EXPECT_TRUE(protocol.OnOpen(1).steps.empty());
  const Heard created = protocol.OnOpen(0);
  ASSERT_EQ(created.steps.size(), 1u);
  EXPECT_NE(created.steps[0].data.find("\"create\""), std::string::npos);
  const Heard welcomed = protocol.OnFrame(0, R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"player","seat":0,"token":"t"})", false);
  ASSERT_EQ(welcomed.steps.size(), 2u);  // seat 1 (open) says hello and takes its seat
  EXPECT_EQ(welcomed.steps[0].seat, 1);
  EXPECT_EQ(protocol.OnOpen(2).steps.size(), 2u);
}

}  // namespace
}  // namespace popejoan::load
