// The rooms when the store fails or a crash may come at any moment (docs/online.md, "Faults"):
// whatever anyone is told is already in the store, for every kind of record (a new room, a seat
// taken, the start, a person's act, an AI seat's act, the next deal, a seat away and back, a new
// match); a store that refuses (a full disk, a file made read-only) changes nothing, is answered
// with an error that says nothing of the server's insides, turns /healthz to 503, and play goes
// on once it takes changes again.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/public_view.h"
#include "server/testing/page_views.h"
#include "server/rooms/room_hub.h"
#include "server/store/group_commit.h"
#include "server/store/memory_room_store.h"
#include "server/testing/hub_table.h"
#include "server/testing/sent_frames.h"

namespace popejoan::server {
namespace {

// The memory store, which can be told to refuse every change (a full disk, a read-only file).
// With `batches`, it batches as the SQLite store does (room_store.h): changes wait in the open
// batch until its commit (which can be told to fail), and any failure drops the whole batch.
class SwitchableStore : public RoomStore {
 public:
  engine::Status Append(const std::string& code, std::int64_t seq, const std::string& record) override {
    if (refuse) return Fail();
    if (!open) return inner.Append(code, seq, record);
    std::int64_t next = static_cast<std::int64_t>(inner.Load(code)->size());
    for (const Pending& p : pending) next = p.code != code ? next : p.remove ? 0 : next + 1;
    if (seq != next) return Fail();
    pending.push_back(Pending{code, seq, record, false});
    return engine::Status::Ok();
  }
  engine::Result<std::vector<StoredRoom>> LoadAll() override { return inner.LoadAll(); }
  engine::Status Remove(const std::string& code) override {
    if (refuse) return Fail();
    if (!open) return inner.Remove(code);
    pending.push_back(Pending{code, 0, "", true});
    return engine::Status::Ok();
  }
  bool CanBatch() const override { return batches; }
  engine::Status BeginBatch() override {
    open = true;
    return engine::Status::Ok();
  }
  engine::Status CommitBatch() override {
    if (refuse_commit) return Fail();
    open = false;
    ++commits;
    for (const Pending& p : pending) {
      engine::Status status = p.remove ? inner.Remove(p.code) : inner.Append(p.code, p.seq, p.record);
      if (!status.ok()) return status;
    }
    pending.clear();
    return engine::Status::Ok();
  }
  bool Holding() const override { return open; }

  MemoryRoomStore inner;
  bool refuse = false;
  bool batches = false;
  bool refuse_commit = false;
  int commits = 0;

 private:
  struct Pending {
    std::string code;
    std::int64_t seq;
    std::string record;
    bool remove;
  };
  engine::Status Fail() {
    open = false;
    pending.clear();
    return engine::Status::Error("/srv/rooms.sqlite: database or disk is full");
  }
  bool open = false;
  std::vector<Pending> pending;
};

// A room made again from its stored records, as a restarted server makes it.
engine::Result<Room> Replay(const StoredRoom& stored) {
  engine::Result<engine::Json> first = engine::Json::Parse(stored.records.at(0));
  if (!first.ok()) return engine::Result<Room>::Error(first.error());
  engine::Result<Room> room = Room::FromCreateRecord(*first);
  for (std::size_t i = 1; room.ok() && i < stored.records.size(); ++i) {
    engine::Result<engine::Json> record = engine::Json::Parse(stored.records[i]);
    engine::Status applied = record.ok() ? room->Apply(*record) : engine::Status::Error(record.error());
    if (!applied.ok()) return engine::Result<Room>::Error(applied.message);
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
  testkit::PageViews pages;  // each step kept as the whole view it makes
  void Send(ConnectionId id, const std::string& text) override {
    sent[id].push_back(pages.Read(id, text));
    Check();
  }
  void Disconnect(ConnectionId) override {}
  void Check() {
    if (hub == nullptr) return;
    ++checks;
    engine::Result<std::vector<StoredRoom>> stored = store->inner.LoadAll();
    ASSERT_TRUE(stored.ok());
    for (const StoredRoom& s : *stored) {
      const Room* live = hub->FindRoom(s.code);
      if (live == nullptr) continue;  // a new room is stored before it is opened
      engine::Result<Room> replayed = Replay(s);
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
  engine::Json Last(ConnectionId id, const std::string& type) const { return testkit::LastOfType(sent, id, type); }
  int Count(ConnectionId id) const { return sent.count(id) ? static_cast<int>(sent.at(id).size()) : 0; }

  SwitchableStore* store = nullptr;
  const RoomHub* hub = nullptr;
  std::vector<std::string> codes;
  std::map<ConnectionId, std::vector<std::string>> sent;
  int checks = 0;
};

const char* kCreate =
    R"({"v":2,"type":"create","name":"Ann","rules":{"preset":"classic"},"rounds":1,"fill":"beginner",)"
    R"("seats":[{"kind":"person"},{"kind":"person"},{"kind":"ai","level":"casual"}]})";

// A server's table: the hub, its store and its wire; `grouped`, with a GroupCommit between them
// (as popejoan-server on SQLite), whose posted commit runs after each message and tick.
struct Table {
  SwitchableStore store;
  CheckingWire wire;
  HubOptions options;
  std::vector<std::function<void()>> posted;
  GroupCommit group{&store, &wire, [this](std::function<void()> task) { posted.push_back(std::move(task)); }};
  bool grouped = false;
  bool auto_flush = true;
  std::unique_ptr<RoomHub> hub;
  std::vector<std::string> log;
  double now = 0.0;
  std::string code;
  std::string tokens[2];
  std::map<int, ConnectionId> at;  // seat -> its connection

  explicit Table(double grace = 5.0, bool grouped_commit = false) : grouped(grouped_commit) {
    options.grace_seconds = grace;
    options.seed = 7;
    store.batches = grouped;
    MakeHub();
    wire.store = &store;
  }
  void MakeHub() {
    RoomStore* hub_store = grouped ? static_cast<RoomStore*>(&group) : &store;
    Outbox* hub_outbox = grouped ? static_cast<Outbox*>(&group) : &wire;
    hub = std::make_unique<RoomHub>(hub_store, hub_outbox, testkit::CountingSecrets("RMMCDEFH", 27), options,
                                    [this](const std::string& line) { log.push_back(line); });
    group.OnEnded([this](const BatchOutcome& outcome) { hub->BatchEnded(outcome); });
    wire.hub = hub.get();
  }
  // The io thread's loop: what was posted runs after the handler.
  void RunPosted() {
    std::vector<std::function<void()>> tasks = std::move(posted);
    posted.clear();
    for (auto& task : tasks) task();
  }
  void Say(ConnectionId id, const std::string& text) {
    hub->Receive(id, text);
    if (auto_flush) RunPosted();
  }
  void Tick(double seconds = 0.02) {
    now += seconds;
    hub->Tick(now, 50.0);
    if (auto_flush) RunPosted();
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
    Say(2, R"({"v":2,"type":"hello","room":")" + code + "\"}");
    Say(2, R"({"v":2,"type":"take-seat","seat":1,"name":"Bob"})");
    tokens[1] = wire.Last(2, "welcome").Find("token")->as_string();
    at = {{0, 1}, {1, 2}};
    Say(1, R"({"v":2,"type":"start"})");
  }
  // The connection acts from its own view: the first legal action (ready, at a deal's end).
  void ActFromView(ConnectionId id) {
    engine::Json view = wire.Last(id, "view");
    ASSERT_NE(view.Find("state"), nullptr);
    engine::Result<engine::State> state = engine::PublicView::FromJson(*view.Find("state"));
    ASSERT_TRUE(state.ok());
    Say(id, R"({"v":2,"type":"act","step":)" + std::to_string(view.Find("step")->as_number()) +
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

// Each test runs twice: each change stored at once, and grouped (group_commit.h).
class RoomFaults : public ::testing::TestWithParam<bool> {};
INSTANTIATE_TEST_SUITE_P(StoreEachOrGrouped, RoomFaults, ::testing::Bool());

TEST_P(RoomFaults, EverythingAnyoneIsToldIsStoredFirst) {
  Table t(5.0, GetParam());
  t.SetUp();  // create, hello, take-seat, start: each checked at every message
  t.PlayUntil(12);
  // Bob drops: after the grace his seat is the AI's (away), then he comes back (back).
  t.hub->Close(2);
  t.at.erase(1);
  t.Tick(6.0);
  ASSERT_EQ(t.room().seats()[1].kind, SeatKind::kAiForPerson);
  t.PlayUntil(t.room().step() + 8);
  t.hub->Open(3);
  t.Say(3, R"({"v":2,"type":"hello","room":")" + t.code + R"(","token":")" + t.tokens[1] + "\"}");
  ASSERT_EQ(t.room().seats()[1].kind, SeatKind::kPerson);
  t.at[1] = 3;
  t.PlayUntil(100000);  // AI acts, person acts, next deals
  ASSERT_EQ(t.room().stage(), RoomStage::kOver);
  t.Say(1, R"({"v":2,"type":"play-again"})");
  ASSERT_EQ(t.room().stage(), RoomStage::kPlaying);
  t.PlayUntil(5);
  EXPECT_GT(t.wire.checks, 100);
}

TEST_P(RoomFaults, AStoreThatRefusesChangesNothingAndPlayGoesOnWhenItTakesChangesAgain) {
  Table t(5.0, GetParam());
  t.SetUp();
  t.PlayUntil(6);
  for (int i = 0; i < 500 && t.at.count(t.room().ToAct()) == 0; ++i) t.Move();  // a person's turn
  ASSERT_NE(t.at.count(t.room().ToAct()), 0u);
  const ConnectionId person = t.at.at(t.room().ToAct());
  const std::string before = Describe(t.room());
  t.store.refuse = true;
  t.ActFromView(person);
  const engine::Json error = t.wire.Last(person, "error");
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

TEST_P(RoomFaults, AnAiSeatWaitsForTheStore) {
  Table t(5.0, GetParam());
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

TEST_P(RoomFaults, ASeatIsNotTakenBackWhileTheStoreRefuses) {
  Table t(5.0, GetParam());
  t.SetUp();
  t.hub->Close(2);
  t.at.erase(1);
  t.Tick(6.0);
  ASSERT_EQ(t.room().seats()[1].kind, SeatKind::kAiForPerson);
  t.store.refuse = true;
  t.hub->Open(3);
  t.Say(3, R"({"v":2,"type":"hello","room":")" + t.code + R"(","token":")" + t.tokens[1] + "\"}");
  EXPECT_EQ(t.wire.Last(3, "error").Find("error")->as_string(), "server-trouble");
  EXPECT_EQ(t.wire.Last(3, "welcome").Find("room"), nullptr) << "not welcomed to a seat it does not hold";
  EXPECT_EQ(t.room().seats()[1].kind, SeatKind::kAiForPerson);
  t.store.refuse = false;
  t.Say(3, R"({"v":2,"type":"hello","room":")" + t.code + R"(","token":")" + t.tokens[1] + "\"}");
  EXPECT_EQ(t.wire.Last(3, "welcome").Find("seat")->as_number(), 1);
  EXPECT_EQ(t.room().seats()[1].kind, SeatKind::kPerson);
}

TEST_P(RoomFaults, ANextDealTheStoreRefusedIsDealtWhenItTakesChangesAgain) {
  Table t(5.0, GetParam());
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

TEST_P(RoomFaults, AnIdleRoomIsKeptWhileTheStoreCannotRemoveIt) {
  Table t(5.0, GetParam());
  t.options.idle_room_seconds = 100.0;
  t.MakeHub();
  t.SetUp();
  t.hub->Close(1);
  t.hub->Close(2);
  t.store.refuse = true;
  t.Tick(200.0);
  for (int i = 0; i < 10; ++i) t.Tick();
  EXPECT_EQ(t.hub->NumRooms(), 1);
  EXPECT_LE(t.log.size(), 3u) << "the retries are not logged one by one";
  t.store.refuse = false;
  t.Tick(1.0);  // rooms' clocks are looked at a few times a second
  EXPECT_EQ(t.hub->NumRooms(), 0);
}

// Grouped: a person's act and the AI's answer made in the same turn of the io loop are stored by
// one commit, and nobody hears of either before it.
TEST(GroupCommit, NoFrameLeavesBeforeTheCommitAndOneCommitServesTheRound) {
  Table t(5.0, true);
  t.SetUp();
  t.PlayUntil(6);
  for (int i = 0; i < 500 && t.at.count(t.room().ToAct()) == 0; ++i) t.Move();
  ASSERT_NE(t.at.count(t.room().ToAct()), 0u);
  const ConnectionId person = t.at.at(t.room().ToAct());
  const int sent1 = t.wire.Count(1);
  const int sent2 = t.wire.Count(2);
  const std::string stored_before = t.store.inner.LoadAll()->at(0).records.back();
  const int step = t.room().step();
  const int commits = t.store.commits;
  t.auto_flush = false;
  t.ActFromView(person);
  t.Tick();  // the AI seat may answer in the same round
  EXPECT_GT(t.room().step(), step) << "applied here";
  EXPECT_EQ(t.wire.Count(1), sent1) << "told before it was stored";
  EXPECT_EQ(t.wire.Count(2), sent2) << "told before it was stored";
  EXPECT_EQ(t.store.inner.LoadAll()->at(0).records.back(), stored_before);
  t.RunPosted();
  EXPECT_EQ(t.store.commits, commits + 1) << "one commit for the round";
  EXPECT_GT(t.wire.Count(1), sent1);
  EXPECT_GT(t.wire.Count(2), sent2);
  EXPECT_EQ(t.wire.Last(1, "view").Find("step")->as_number(), t.room().step());
  t.auto_flush = true;
  t.PlayUntil(100000);
  EXPECT_EQ(t.room().stage(), RoomStage::kOver);
}

// Grouped: a commit that fails keeps nothing of its batch and sends none of its frames; the room
// is the store's again, its members are shown it afresh (from the deal's start), the one who
// asked hears server-trouble, /healthz says unavailable until a change is stored again.
TEST(GroupCommit, AFailedCommitSendsNoneOfItsFramesAndTheRoomIsTheStoresAgain) {
  Table t(5.0, true);
  t.SetUp();
  t.PlayUntil(6);
  for (int i = 0; i < 500 && t.at.count(t.room().ToAct()) == 0; ++i) t.Move();
  ASSERT_NE(t.at.count(t.room().ToAct()), 0u);
  const ConnectionId person = t.at.at(t.room().ToAct());
  const ConnectionId other = person == 1 ? 2 : 1;
  const std::string before = Describe(t.room());
  const int step = t.room().step();
  t.store.refuse_commit = true;
  t.ActFromView(person);  // taken into the batch, applied here, then the commit fails
  EXPECT_EQ(Describe(t.room()), before);
  EXPECT_EQ(Describe(*Replay(t.store.inner.LoadAll()->at(0))), before);
  EXPECT_EQ(t.wire.Last(person, "error").Find("error")->as_string(), "server-trouble");
  for (ConnectionId id : {person, other}) {
    const engine::Json view = t.wire.Last(id, "view");
    EXPECT_EQ(view.Find("step")->as_number(), step) << "no frame told of the act not kept";
    EXPECT_EQ(view.Find("from")->as_number(), -1) << "shown afresh";
  }
  EXPECT_FALSE(t.hub->Healthy());
  t.store.refuse_commit = false;
  t.ActFromView(person);
  EXPECT_TRUE(t.hub->Healthy());
  EXPECT_NE(Describe(t.room()), before);
  t.PlayUntil(100000);
  EXPECT_EQ(t.room().stage(), RoomStage::kOver);
}

// Grouped: a new room whose batch fails is not kept: its maker is told, and it is not open.
TEST(GroupCommit, ARoomMadeInAFailedBatchIsNotOpen) {
  Table t(5.0, true);
  t.store.refuse_commit = true;
  t.hub->Open(1);
  t.Say(1, kCreate);
  EXPECT_EQ(t.hub->NumRooms(), 0);
  EXPECT_EQ(t.wire.Last(1, "welcome").Find("room"), nullptr) << "not welcomed to a room not kept";
  EXPECT_EQ(t.wire.Last(1, "error").Find("error")->as_string(), "server-trouble");
  t.store.refuse_commit = false;
  t.Say(1, kCreate);
  EXPECT_EQ(t.hub->NumRooms(), 1);
  EXPECT_NE(t.wire.Last(1, "welcome").Find("room"), nullptr);
}

}  // namespace
}  // namespace popejoan::server
