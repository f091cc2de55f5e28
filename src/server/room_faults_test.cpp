// The rooms when the store fails or a crash may come at any moment (docs/online.md, "Faults"):
// whatever anyone is told is already in the store, for every kind of record (a new room, a seat
// taken, the start, a person's act, an AI seat's act, the next deal, a seat away and back, a new
// match); a store that refuses (a full disk, a file made read-only) changes nothing, is answered
// with an error that says nothing of the server's insides, turns /healthz to 503, and play goes
// on once it takes changes again.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/public_view.h"
#include "server/memory_room_store.h"
#include "server/room_hub.h"
#include "server/testing/sent_frames.h"

namespace popejoan::server {
namespace {

// The memory store, which can be told to refuse every change (a full disk, a read-only file).
class SwitchableStore : public RoomStore {
 public:
  Status Append(const std::string& code, std::int64_t seq, const std::string& record) override {
    if (refuse) return Status::Error("/srv/rooms.sqlite: database or disk is full");
    return inner.Append(code, seq, record);
  }
  Result<std::vector<StoredRoom>> LoadAll() override { return inner.LoadAll(); }
  Status Remove(const std::string& code) override {
    return refuse ? Status::Error("/srv/rooms.sqlite: database or disk is full") : inner.Remove(code);
  }
  MemoryRoomStore inner;
  bool refuse = false;
};

// A room made again from its stored records, as a restarted server makes it.
Result<Room> Replay(const StoredRoom& stored) {
  Result<Json> first = Json::Parse(stored.records.at(0));
  if (!first.ok()) return Result<Room>::Error(first.error());
  Result<Room> room = Room::FromCreateRecord(*first);
  for (std::size_t i = 1; room.ok() && i < stored.records.size(); ++i) {
    Result<Json> record = Json::Parse(stored.records[i]);
    Status applied = record.ok() ? room->Apply(*record) : Status::Error(record.error());
    if (!applied.ok()) return Result<Room>::Error(applied.message);
  }
  return room;
}

// What a room is, as far as anyone can be told.
std::string Describe(const Room& room) {
  std::string text = "records " + std::to_string(room.records()) + ", stage " +
                     std::to_string(static_cast<int>(room.stage())) + ", step " + std::to_string(room.step());
  for (const RoomSeat& seat : room.seats()) text += ", seat " + std::to_string(static_cast<int>(seat.kind));
  if (room.HasMatch()) text += ", hash " + std::to_string(room.state().Hash());
  return text;
}

// The hub's outbox. At every message it replays each stored room and compares it with the hub's:
// had the server been killed just then, a restart would find every room as it was told.
class CheckingWire : public Outbox {
 public:
  void Send(ConnectionId id, const std::string& text) override {
    sent[id].push_back(text);
    Check();
  }
  void Disconnect(ConnectionId) override {}
  void Check() {
    if (hub == nullptr) return;
    ++checks;
    Result<std::vector<StoredRoom>> stored = store->inner.LoadAll();
    ASSERT_TRUE(stored.ok());
    for (const StoredRoom& s : *stored) {
      const Room* live = hub->FindRoom(s.code);
      if (live == nullptr) continue;  // a new room is stored before it is opened
      Result<Room> replayed = Replay(s);
      ASSERT_TRUE(replayed.ok()) << replayed.error();
      ASSERT_EQ(Describe(*replayed), Describe(*live)) << "told before it was stored";
    }
    for (const std::string& code : codes) {
      bool found = false;
      for (const StoredRoom& s : *stored) found = found || s.code == code;
      if (hub->FindRoom(code) != nullptr) {
        ASSERT_TRUE(found) << "room " << code << " open but not stored";
      }
    }
  }
  Json Last(ConnectionId id, const std::string& type) const { return testkit::LastOfType(sent, id, type); }
  int Count(ConnectionId id) const { return sent.count(id) ? static_cast<int>(sent.at(id).size()) : 0; }

  SwitchableStore* store = nullptr;
  const RoomHub* hub = nullptr;
  std::vector<std::string> codes;
  std::map<ConnectionId, std::vector<std::string>> sent;
  int checks = 0;
};

Secrets CountingSecrets() {
  auto n = std::make_shared<int>(0);
  return Secrets{[n] { return Result<std::string>(std::string("RMMCDEFH") + "23456789ABCDEFGHJKMNPQRSTUVWXYZ"[++*n % 31]); },
                 [n] { return Result<std::string>("token" + std::to_string(++*n)); },
                 [] { return Result<std::uint64_t>(27); }};
}

const char* kCreate =
    R"({"v":1,"type":"create","name":"Ann","rules":{"preset":"classic"},"rounds":1,"fill":"beginner",)"
    R"("seats":[{"kind":"person"},{"kind":"person"},{"kind":"ai","level":"casual"}]})";

struct Table {
  SwitchableStore store;
  CheckingWire wire;
  HubOptions options;
  std::unique_ptr<RoomHub> hub;
  std::vector<std::string> log;
  double now = 0.0;
  std::string code;
  std::string tokens[2];
  std::map<int, ConnectionId> at;  // seat -> its connection

  explicit Table(double grace = 5.0) {
    options.grace_seconds = grace;
    options.seed = 7;
    hub = std::make_unique<RoomHub>(&store, &wire, CountingSecrets(), options,
                                    [this](const std::string& line) { log.push_back(line); });
    wire.store = &store;
    wire.hub = hub.get();
  }
  void Say(ConnectionId id, const std::string& text) { hub->Receive(id, text); }
  void Tick(double seconds = 0.02) {
    now += seconds;
    hub->Tick(now, 50.0);
  }
  const Room& room() const { return *hub->FindRoom(code); }
  // Ann makes the room (seat 0), Bob takes seat 1, seat 2 is an AI's; Ann starts.
  void SetUp() {
    hub->Open(1);
    Say(1, kCreate);
    code = wire.Last(1, "welcome").Find("room")->as_string();
    wire.codes.push_back(code);
    tokens[0] = wire.Last(1, "welcome").Find("token")->as_string();
    hub->Open(2);
    Say(2, R"({"v":1,"type":"hello","room":")" + code + "\"}");
    Say(2, R"({"v":1,"type":"take-seat","seat":1,"name":"Bob"})");
    tokens[1] = wire.Last(2, "welcome").Find("token")->as_string();
    at = {{0, 1}, {1, 2}};
    Say(1, R"({"v":1,"type":"start"})");
  }
  // The connection acts from its own view: the first legal action (ready, at a deal's end).
  void ActFromView(ConnectionId id) {
    Json view = wire.Last(id, "view");
    ASSERT_NE(view.Find("state"), nullptr);
    Result<State> state = PublicView::FromJson(*view.Find("state"));
    ASSERT_TRUE(state.ok());
    Say(id, R"({"v":1,"type":"act","step":)" + std::to_string(view.Find("step")->as_number()) +
                R"(,"action":)" + std::to_string(state->LegalActions()[0]) + "}");
  }
  // One move on: the person to act acts (all people here are ready at a deal's end), else a tick.
  void Move() {
    const int to_act = room().ToAct();
    if (room().DealOver()) {
      for (const auto& [seat, id] : at) ActFromView(id);
    } else if (at.count(to_act) != 0 && room().seats()[to_act].kind == SeatKind::kPerson) {
      ActFromView(at.at(to_act));
    }
    Tick();
  }
  void PlayUntil(int step) {
    for (int i = 0; i < 2000 && room().stage() == RoomStage::kPlaying && room().step() < step; ++i) Move();
  }
};

TEST(RoomFaults, EverythingAnyoneIsToldIsStoredFirst) {
  Table t(5.0);
  t.SetUp();  // create, hello, take-seat, start: each checked at every message
  t.PlayUntil(12);
  // Bob drops: after the grace his seat is the AI's (away), then he comes back (back).
  t.hub->Close(2);
  t.at.erase(1);
  t.Tick(6.0);
  ASSERT_EQ(t.room().seats()[1].kind, SeatKind::kAiForPerson);
  t.PlayUntil(t.room().step() + 8);
  t.hub->Open(3);
  t.Say(3, R"({"v":1,"type":"hello","room":")" + t.code + R"(","token":")" + t.tokens[1] + "\"}");
  ASSERT_EQ(t.room().seats()[1].kind, SeatKind::kPerson);
  t.at[1] = 3;
  t.PlayUntil(100000);  // AI acts, person acts, next deals
  ASSERT_EQ(t.room().stage(), RoomStage::kOver);
  t.Say(1, R"({"v":1,"type":"play-again"})");
  ASSERT_EQ(t.room().stage(), RoomStage::kPlaying);
  t.PlayUntil(5);
  EXPECT_GT(t.wire.checks, 100);
}

TEST(RoomFaults, AStoreThatRefusesChangesNothingAndPlayGoesOnWhenItTakesChangesAgain) {
  Table t;
  t.SetUp();
  t.PlayUntil(6);
  for (int i = 0; i < 500 && t.at.count(t.room().ToAct()) == 0; ++i) t.Move();  // a person's turn
  ASSERT_NE(t.at.count(t.room().ToAct()), 0u);
  const ConnectionId person = t.at.at(t.room().ToAct());
  const std::string before = Describe(t.room());
  t.store.refuse = true;
  t.ActFromView(person);
  const Json error = t.wire.Last(person, "error");
  EXPECT_EQ(error.Find("error")->as_string(), "server-trouble");
  EXPECT_EQ(error.Find("message")->as_string().find("sqlite"), std::string::npos) << "nothing of the server's insides";
  EXPECT_EQ(error.Find("message")->as_string().find("disk"), std::string::npos);
  EXPECT_FALSE(t.hub->Healthy());
  // A new room is refused too, and ticks (where an AI would move) change nothing.
  t.hub->Open(7);
  t.Say(7, kCreate);
  EXPECT_EQ(t.wire.Last(7, "error").Find("error")->as_string(), "server-trouble");
  EXPECT_EQ(t.hub->NumRooms(), 1);
  for (int i = 0; i < 100; ++i) t.Tick();
  EXPECT_EQ(Describe(t.room()), before);
  // Logged once with the store's words, not at every retry.
  int refusals = 0;
  for (const std::string& line : t.log) refusals += line.find("database or disk is full") != std::string::npos;
  EXPECT_EQ(refusals, 1);
  // The disk has room again: the same act is taken, and the match goes on to its end.
  t.store.refuse = false;
  t.ActFromView(person);
  EXPECT_TRUE(t.hub->Healthy());
  EXPECT_NE(Describe(t.room()), before);
  EXPECT_NE(t.log.back().find("takes changes again"), std::string::npos) << t.log.back();
  t.PlayUntil(100000);
  EXPECT_EQ(t.room().stage(), RoomStage::kOver);
}

TEST(RoomFaults, AnAiSeatWaitsForTheStore) {
  Table t;
  t.SetUp();
  for (int i = 0; i < 500 && t.room().ToAct() != 2; ++i) t.Move();
  ASSERT_EQ(t.room().ToAct(), 2);
  const int sent = t.wire.Count(1);
  t.store.refuse = true;
  for (int i = 0; i < 50; ++i) t.Tick();
  EXPECT_EQ(t.room().ToAct(), 2) << "the AI's act was not stored, so not made";
  EXPECT_EQ(t.wire.Count(1), sent) << "nobody told of it";
  t.store.refuse = false;
  for (int i = 0; i < 50 && t.room().ToAct() == 2; ++i) t.Tick();
  EXPECT_NE(t.room().ToAct(), 2);
}

TEST(RoomFaults, ASeatIsNotTakenBackWhileTheStoreRefuses) {
  Table t(5.0);
  t.SetUp();
  t.hub->Close(2);
  t.at.erase(1);
  t.Tick(6.0);
  ASSERT_EQ(t.room().seats()[1].kind, SeatKind::kAiForPerson);
  t.store.refuse = true;
  t.hub->Open(3);
  t.Say(3, R"({"v":1,"type":"hello","room":")" + t.code + R"(","token":")" + t.tokens[1] + "\"}");
  EXPECT_EQ(t.wire.Last(3, "error").Find("error")->as_string(), "server-trouble");
  EXPECT_EQ(t.wire.Last(3, "welcome").Find("room"), nullptr) << "not welcomed to a seat it does not hold";
  EXPECT_EQ(t.room().seats()[1].kind, SeatKind::kAiForPerson);
  t.store.refuse = false;
  t.Say(3, R"({"v":1,"type":"hello","room":")" + t.code + R"(","token":")" + t.tokens[1] + "\"}");
  EXPECT_EQ(t.wire.Last(3, "welcome").Find("seat")->as_number(), 1);
  EXPECT_EQ(t.room().seats()[1].kind, SeatKind::kPerson);
}

TEST(RoomFaults, ANextDealTheStoreRefusedIsDealtWhenItTakesChangesAgain) {
  Table t;
  t.SetUp();
  for (int i = 0; i < 2000 && !t.room().DealOver(); ++i) t.Move();
  ASSERT_TRUE(t.room().DealOver());
  t.store.refuse = true;
  for (const auto& [seat, id] : t.at) t.ActFromView(id);  // everyone ready
  for (int i = 0; i < 10; ++i) t.Tick();
  EXPECT_TRUE(t.room().DealOver());
  t.store.refuse = false;
  t.Tick();
  EXPECT_FALSE(t.room().DealOver()) << "everyone was ready: the next deal, once it can be kept";
}

TEST(RoomFaults, AnIdleRoomIsKeptWhileTheStoreCannotRemoveIt) {
  Table t;
  t.options.idle_room_seconds = 100.0;
  t.hub = std::make_unique<RoomHub>(&t.store, &t.wire, CountingSecrets(), t.options,
                                    [&t](const std::string& line) { t.log.push_back(line); });
  t.wire.hub = t.hub.get();
  t.SetUp();
  t.hub->Close(1);
  t.hub->Close(2);
  t.store.refuse = true;
  t.Tick(200.0);
  for (int i = 0; i < 10; ++i) t.Tick();
  EXPECT_EQ(t.hub->NumRooms(), 1);
  EXPECT_LE(t.log.size(), 3u) << "the retries are not logged one by one";
  t.store.refuse = false;
  t.Tick();
  EXPECT_EQ(t.hub->NumRooms(), 0);
}

}  // namespace
}  // namespace popejoan::server
