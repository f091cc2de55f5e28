// A damaged room costs only itself (room_replay.h): over each store (memory, SQLite, Redis), real
// rooms' records with one room missing a record, one with a record that is not JSON, one whose
// hash does not match and one with a record that does not apply, among good rooms. The good rooms
// resume and play on, each damaged one is set aside (its code and reason in the log, its records
// untouched in the store), a hello to it is answered room-damaged, and the hub stays healthy; the
// same when a fleet's server adopts rooms one at a time.
#include "server/testing/page_views.h"
#include "server/rooms/room_replay.h"

#include <gtest/gtest.h>
#include <hiredis/hiredis.h>
#include <sqlite3.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/json.h"
#include "server/rooms/room_hub.h"
#include "server/store/memory_room_store.h"
#include "server/store/redis_keys.h"
#include "server/store/redis_room_store.h"
#include "server/store/sqlite_room_store.h"
#include "server/testing/redis_test_server.h"
#include "server/testing/sent_frames.h"
#include "server/testing/store_factories.h"
#include "server/testing/store_test_util.h"

namespace popejoan::server {
namespace {

class Wire : public Outbox {
 public:
  void Send(ConnectionId id, const std::string& text) override { sent[id].push_back(pages.Read(id, text)); }
  testkit::PageViews pages;  // each step kept as the whole view it makes
  void Disconnect(ConnectionId) override {}
  engine::Json Last(ConnectionId id, const std::string& type) const { return testkit::LastOfType(sent, id, type); }
  std::string ErrorOf(ConnectionId id) const {
    const engine::Json error = Last(id, "error");
    return error.Find("error") != nullptr ? error.Find("error")->as_string() : "";
  }
  testkit::SentFrames sent;
};

Secrets CountingSecrets() {
  auto rooms = std::make_shared<int>(0);
  auto tokens = std::make_shared<int>(0);
  return Secrets{[rooms] { return engine::Result<std::string>("RMMCDEFG" + std::string(1, "ABCDEFGHJK"[++*rooms % 10])); },
                 [tokens] { return engine::Result<std::string>("token" + std::to_string(++*tokens)); },
                 [] { return engine::Result<std::uint64_t>(42); }};
}

constexpr char kCreate[] =
    R"({"v":2,"type":"create","name":"Ann","rules":{"preset":"classic"},"rounds":1,"fill":"beginner",)"
    R"("seats":[{"kind":"person"},{"kind":"ai","level":"beginner"},{"kind":"ai","level":"beginner"}]})";

// Real rooms, made by a hub as players would: each created, started, and played (its person the
// first legal action, its AI seats their own) for a few records, until its person is to move.
// Their records, and each room's creator token.
struct MadeRooms {
  std::vector<StoredRoom> rooms;
  std::map<std::string, std::string> tokens;
};

MadeRooms MakeRooms(int count) {
  MemoryRoomStore store;
  Wire wire;
  HubOptions options;
  options.seed = 5;
  RoomHub hub(&store, &wire, CountingSecrets(), options);
  MadeRooms made;
  for (ConnectionId id = 1; id <= static_cast<ConnectionId>(count); ++id) {
    hub.Open(id);
    hub.Receive(id, kCreate);
    const engine::Json welcome = wire.Last(id, "welcome");
    made.tokens[welcome.Find("room")->as_string()] = welcome.Find("token")->as_string();
    hub.Receive(id, R"({"v":2,"type":"start"})");
  }
  double now = 0.0;
  for (ConnectionId id = 1; id <= static_cast<ConnectionId>(count); ++id) {
    const Room* room = hub.FindRoom(wire.Last(id, "welcome").Find("room")->as_string());
    for (int turn = 0; turn < 400 && (room->records() < 6 || room->ToAct() != 0); ++turn) {
      if (room->ToAct() == 0) {
        hub.Receive(id, R"({"v":2,"type":"act","step":)" + std::to_string(room->step()) + R"(,"action":)" +
                            std::to_string(room->state().LegalActions()[0]) + "}");
      }
      hub.Tick(now += 0.02, 20.0);
    }
  }
  made.rooms = *store.LoadAll();
  return made;
}

// Damages stored records the ways a file edited or broken by hand can be.
std::vector<std::string> WithoutRecord(std::vector<std::string> records, std::size_t i) {
  records.erase(records.begin() + static_cast<std::ptrdiff_t>(i));
  return records;
}
std::vector<std::string> WithRecord(std::vector<std::string> records, std::size_t i, const std::string& text) {
  records[i] = text;
  return records;
}
// The last record (an AI seat's act) with another state hash than the one it leads to.
std::vector<std::string> WithWrongHash(std::vector<std::string> records) {
  engine::Json act = *engine::Json::Parse(records.back());
  EXPECT_NE(act.Find("hash"), nullptr) << records.back();
  act.Set("hash", engine::Json::String("0123456789abcdef"));
  records.back() = act.Dump();
  return records;
}

template <typename Factory>
class DamagedRooms : public ::testing::Test {
 protected:
  void SetUp() override {
    store_ = factory_.Make();
    ASSERT_NE(store_, nullptr);
    made_ = MakeRooms(6);
    ASSERT_EQ(made_.rooms.size(), 6u);
    for (const StoredRoom& room : made_.rooms) ASSERT_GE(room.records.size(), 6u) << "created, started, acts";
    const std::vector<StoredRoom>& r = made_.rooms;
    good_ = {r[0].code, r[5].code};
    // The store holds each room as written here, damaged or not.
    stored_ = {r[0].records,
               WithoutRecord(r[1].records, 1),  // its start is missing: the acts after it do not apply
               WithRecord(r[2].records, 2, "{\"t\":\"act\",\"action\":"),  // cut short: not JSON
               WithWrongHash(r[3].records),
               WithRecord(r[4].records, 2, R"({"t":"teleport"})"),  // a record no room makes
               r[5].records};
    for (std::size_t i = 0; i < r.size(); ++i) {
      for (std::size_t seq = 0; seq < stored_[i].size(); ++seq) {
        ASSERT_TRUE(store_->Append(r[i].code, static_cast<std::int64_t>(seq), stored_[i][seq]).ok());
      }
    }
  }
  std::unique_ptr<RoomHub> Hub() {
    return std::make_unique<RoomHub>(store_.get(), &wire_, CountingSecrets(), HubOptions{},
                                     [this](const std::string& line) { log_.push_back(line); });
  }
  std::string Hello(RoomHub* hub, ConnectionId id, const std::string& code, const std::string& token) {
    hub->Open(id);
    hub->Receive(id, R"({"v":2,"type":"hello","room":")" + code + R"(","token":")" + token + "\"}");
    return wire_.ErrorOf(id);
  }
  // Whether the log has a line naming `code` and containing `words`.
  bool Logged(const std::string& code, const std::string& words) const {
    for (const std::string& line : log_) {
      if (line.find(code) != std::string::npos && line.find(words) != std::string::npos) return true;
    }
    return false;
  }
  // Every damaged room: said in the log with its reason, answered room-damaged, kept as stored.
  void ExpectSetAside(RoomHub* hub) {
    const std::vector<StoredRoom>& r = made_.rooms;
    EXPECT_TRUE(Logged(r[1].code, "set aside (record 1:")) << r[1].code;
    EXPECT_TRUE(Logged(r[2].code, "set aside (record 2:")) << r[2].code;
    EXPECT_TRUE(Logged(r[3].code, "leads elsewhere")) << r[3].code;
    EXPECT_TRUE(Logged(r[4].code, "set aside (record 2:")) << r[4].code;
    ConnectionId id = 50;
    for (std::size_t i = 1; i <= 4; ++i) {
      EXPECT_EQ(hub->FindRoom(r[i].code), nullptr);
      EXPECT_EQ(Hello(hub, ++id, r[i].code, made_.tokens[r[i].code]), "room-damaged") << r[i].code;
      EXPECT_EQ(Hello(hub, ++id, r[i].code, ""), "room-damaged") << "a watcher too";
      const engine::Result<StoredRoom> kept = store_->LoadRoom(r[i].code);
      ASSERT_TRUE(kept.ok()) << kept.error();
      EXPECT_EQ(kept->records, stored_[i]) << "left as it was";
    }
    EXPECT_TRUE(hub->Healthy());
  }
  // A good room: its person comes back and plays on.
  void ExpectPlaysOn(RoomHub* hub, const std::string& code, ConnectionId id) {
    ASSERT_EQ(Hello(hub, id, code, made_.tokens[code]), "");
    EXPECT_EQ(wire_.Last(id, "welcome").Find("seat")->as_number(), 0);
    const engine::Json view = wire_.Last(id, "view");
    ASSERT_NE(view.Find("step"), nullptr);
    const Room* room = hub->FindRoom(code);
    ASSERT_NE(room, nullptr);
    ASSERT_EQ(room->ToAct(), 0) << "the person is to move";
    const int step = room->step();
    const engine::Action action = room->state().LegalActions()[0];
    hub->Receive(id, R"({"v":2,"type":"act","step":)" + std::to_string(step) + R"(,"action":)" +
                         std::to_string(action) + "}");
    EXPECT_EQ(wire_.ErrorOf(id), "");
    EXPECT_GT(hub->FindRoom(code)->step(), step);
  }

  Factory factory_;
  std::unique_ptr<RoomStore> store_;
  MadeRooms made_;
  std::vector<std::string> good_;
  std::vector<std::vector<std::string>> stored_;
  Wire wire_;
  std::vector<std::string> log_;
};

TYPED_TEST_SUITE(DamagedRooms, testkit::Stores, testkit::StoreNames);

TYPED_TEST(DamagedRooms, AtTheStartTheOthersResumeAndPlayOn) {
  auto hub = this->Hub();
  EXPECT_EQ(hub->Resume(), 2);
  EXPECT_EQ(hub->NumSetAside(), 4);
  this->ExpectSetAside(hub.get());
  this->ExpectPlaysOn(hub.get(), this->good_[0], 10);
  this->ExpectPlaysOn(hub.get(), this->good_[1], 11);
  EXPECT_EQ(this->Hello(hub.get(), 12, "NOSUCHROOM", ""), "no-such-room");
}

// A fleet's server loads nothing at the start: each room is adopted at its first hello.
class Owners : public RoomOwners {
 public:
  engine::Result<std::string> Claim(const std::string&) override { return std::string(); }
  engine::Status Release(const std::string&) override { return engine::Status::Ok(); }
};

TYPED_TEST(DamagedRooms, AdoptedOneAtATimeInAFleetTheSame) {
  Owners owners;
  auto hub = this->Hub();
  hub->SetOwners(&owners);
  EXPECT_EQ(hub->Resume(), 0);
  for (const StoredRoom& room : this->made_.rooms) {
    const bool good = room.code == this->good_[0] || room.code == this->good_[1];
    EXPECT_EQ(hub->Adopt(room.code), good) << room.code;
  }
  EXPECT_FALSE(hub->Adopt(this->made_.rooms[1].code)) << "set aside: not read again";
  EXPECT_EQ(hub->NumSetAside(), 4);
  this->ExpectSetAside(hub.get());
  this->ExpectPlaysOn(hub.get(), this->good_[0], 10);
}

// Damage only a store can see: SQLite's numbered records with one missing, or one that is not
// text; a Redis key that is not a list.
void RawSql(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  EXPECT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
  sqlite3_close(db);
}

TEST(DamagedStore, AnSqliteRoomWithAGapOrARecordThatIsNotTextIsSetAside) {
  TempDir dir;
  const std::string path = dir.File("rooms.sqlite");
  MadeRooms made = MakeRooms(3);
  {
    auto store = SqliteRoomStore::Open(path);
    ASSERT_TRUE(store.ok()) << store.error();
    for (const StoredRoom& room : made.rooms) {
      for (std::size_t seq = 0; seq < room.records.size(); ++seq) {
        ASSERT_TRUE((*store)->Append(room.code, static_cast<std::int64_t>(seq), room.records[seq]).ok());
      }
    }
  }
  const std::string& gap = made.rooms[0].code;
  const std::string& blob = made.rooms[2].code;
  RawSql(path, "DELETE FROM records WHERE code = '" + gap + "' AND seq = 2;" +
                   "UPDATE records SET body = x'ff00' WHERE code = '" + blob + "' AND seq = 1");
  auto store = SqliteRoomStore::Open(path);
  ASSERT_TRUE(store.ok()) << store.error();
  Wire wire;
  std::vector<std::string> log;
  RoomHub hub(store->get(), &wire, CountingSecrets(), HubOptions{}, [&](const std::string& line) { log.push_back(line); });
  EXPECT_EQ(hub.Resume(), 1);
  EXPECT_TRUE(hub.Healthy());
  ASSERT_EQ(log.size(), 2u);
  EXPECT_EQ(log[0], "room " + gap + " is damaged and set aside (record 2 is missing (the next one stored is record 3)); " +
                        "its records are left in the store as they are; the other rooms go on");
  EXPECT_NE(log[1].find("room " + blob + " is damaged and set aside (record 1 is not text)"), std::string::npos) << log[1];
  EXPECT_NE(hub.FindRoom(made.rooms[1].code), nullptr);
  hub.Open(1);
  hub.Receive(1, R"({"v":2,"type":"hello","room":")" + gap + "\"}");
  EXPECT_EQ(wire.ErrorOf(1), "room-damaged");
}

TEST(DamagedStore, ARedisRoomWhoseKeyIsNotAListIsSetAsideWhenAdopted) {
  RedisTestServer redis;
  ASSERT_TRUE(redis.ok()) << redis.error();
  auto store = RedisRoomStore::Open(redis.address());
  ASSERT_TRUE(store.ok()) << store.error();
  MadeRooms made = MakeRooms(2);
  for (const StoredRoom& room : made.rooms) {
    for (std::size_t seq = 0; seq < room.records.size(); ++seq) {
      ASSERT_TRUE((*store)->Append(room.code, static_cast<std::int64_t>(seq), room.records[seq]).ok());
    }
  }
  const std::string& damaged = made.rooms[0].code;
  redisContext* context = redisConnect("127.0.0.1", redis.address().port);
  ASSERT_TRUE(context != nullptr && context->err == 0);
  const std::string key = RedisRoomKey(damaged);
  freeReplyObject(redisCommand(context, "DEL %s", key.c_str()));
  freeReplyObject(redisCommand(context, "HSET %s record 0", key.c_str()));
  // The store says so, and the other room loads.
  auto all = (*store)->LoadAll();
  ASSERT_TRUE(all.ok()) << all.error();
  ASSERT_EQ(all->size(), 2u);
  EXPECT_EQ((*all)[0].damage, key + " holds a hash, not a list of records");
  EXPECT_EQ((*all)[1].records, made.rooms[1].records);
  Owners owners;
  Wire wire;
  std::vector<std::string> log;
  RoomHub hub(store->get(), &wire, CountingSecrets(), HubOptions{}, [&](const std::string& line) { log.push_back(line); });
  hub.SetOwners(&owners);
  EXPECT_FALSE(hub.Adopt(damaged));
  EXPECT_TRUE(hub.Adopt(made.rooms[1].code));
  ASSERT_FALSE(log.empty());
  EXPECT_NE(log[0].find("room " + damaged + " is damaged and set aside (" + key + " holds a hash"), std::string::npos) << log[0];
  hub.Open(1);
  hub.Receive(1, R"({"v":2,"type":"hello","room":")" + damaged + "\"}");
  EXPECT_EQ(wire.ErrorOf(1), "room-damaged");
  redisReply* type = static_cast<redisReply*>(redisCommand(context, "TYPE %s", key.c_str()));
  ASSERT_NE(type, nullptr);
  EXPECT_EQ(std::string(type->str), "hash") << "left as it was";
  freeReplyObject(type);
  redisFree(context);
}

TEST(ReplayRoom, SaysWhichRecordBrokeTheRoom) {
  MadeRooms made = MakeRooms(1);
  const StoredRoom& room = made.rooms[0];
  EXPECT_TRUE(ReplayRoom(room).ok());
  EXPECT_EQ(ReplayRoom(StoredRoom{"X", {}, ""}).error(), "it has no records");
  EXPECT_EQ(ReplayRoom(StoredRoom{"X", room.records, "record 3 is not text"}).error(), "record 3 is not text");
  EXPECT_EQ(ReplayRoom(StoredRoom{"X", {"not json"}, ""}).error().rfind("record 0: ", 0), 0u);
  const engine::Result<Room> wrong = ReplayRoom(StoredRoom{room.code, WithWrongHash(room.records), ""});
  ASSERT_FALSE(wrong.ok());
  EXPECT_EQ(wrong.error().rfind("record " + std::to_string(room.records.size() - 1) + ": ", 0), 0u) << wrong.error();
}

}  // namespace
}  // namespace popejoan::server
