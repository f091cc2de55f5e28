// Several servers on one store (docs/online.md, "Scaling out"), in memory: FleetHubs and RoomHubs
// sharing one store, one owners' table and one bus. Clients on two servers play one room (views
// relayed from its owner), the owner dies mid-deal and play goes on from the store on a live
// server at the same state hash; a deposed owner's change is refused (the fence) and its room
// dropped.
#include "server/testing/page_views.h"
#include "server/fleet/fleet_hub.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <iterator>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/public_view.h"
#include "server/store/memory_room_store.h"
#include "server/testing/sent_frames.h"

namespace popejoan::server {
namespace {

// Who runs which room and who is alive (RedisFleet's two kinds of keys), and the stored rooms.
struct OwnersTable {
  std::map<std::string, std::string> owner;
  std::set<std::string> alive;
  std::map<std::string, std::string> tables;  // each server's public tables, as it published them
  RoomStore* stored = nullptr;
};

class TableFleet : public Fleet {
 public:
  TableFleet(OwnersTable* table, std::string id) : table_(table), id_(std::move(id)) { table_->alive.insert(id_); }
  const std::string& server_id() const override { return id_; }
  engine::Status Beat() override {
    if (cut) return engine::Status::Error("no route to Redis");
    table_->alive.insert(id_);
    return engine::Status::Ok();
  }
  engine::Result<std::string> Claim(const std::string& code) override {
    if (cut) return engine::Result<std::string>::Error("no route to Redis");
    auto holder = table_->owner.find(code);
    if (holder != table_->owner.end() && holder->second != id_ && table_->alive.count(holder->second) != 0) {
      return holder->second;
    }
    table_->owner[code] = id_;
    return std::string();
  }
  engine::Status Release(const std::string& code) override {
    if (table_->owner[code] == id_) table_->owner.erase(code);
    return engine::Status::Ok();
  }
  engine::Result<std::string> Owner(const std::string& code) override {
    if (cut) return engine::Result<std::string>::Error("no route to Redis");
    auto holder = table_->owner.find(code);
    if (holder == table_->owner.end() || table_->alive.count(holder->second) == 0) return std::string();
    return holder->second;
  }
  engine::Result<bool> Alive(const std::string& server_id) override { return table_->alive.count(server_id) != 0; }
  // In code order: the cursor is the last code looked at.
  engine::Result<std::vector<std::string>> Orphans(std::string* cursor, int count) override {
    if (cut) return engine::Result<std::vector<std::string>>::Error("no route to Redis");
    const engine::Result<std::vector<StoredRoom>> stored = table_->stored->LoadAll();
    std::vector<std::string> codes;
    for (const StoredRoom& room : *stored) codes.push_back(room.code);
    std::sort(codes.begin(), codes.end());
    std::vector<std::string> orphans;
    auto next = std::upper_bound(codes.begin(), codes.end(), *cursor);
    for (int n = 0; n < count && next != codes.end(); ++n, ++next) {
      if (!Owner(*next)->empty()) continue;
      orphans.push_back(*next);
    }
    *cursor = next == codes.end() ? "" : *std::prev(next);
    return orphans;
  }
  engine::Status Leave() override {
    table_->alive.erase(id_);
    table_->tables.erase(id_);
    return engine::Status::Ok();
  }
  engine::Status PublishTables(const std::string& tables) override {
    if (cut) return engine::Status::Error("no route to Redis");
    table_->tables[id_] = tables;
    return engine::Status::Ok();
  }
  engine::Result<std::map<std::string, std::string>> FleetTables() override {
    if (cut) return engine::Result<std::map<std::string, std::string>>::Error("no route to Redis");
    std::map<std::string, std::string> live;
    for (const auto& [id, text] : table_->tables) {
      if (table_->alive.count(id) != 0) live[id] = text;
    }
    return live;
  }
  bool cut = false;  // a network split between this server and Redis

 private:
  OwnersTable* table_;
  std::string id_;
};

// The shared store, written by a server only for rooms it runs (RedisRoomStore::RunAs).
class FencedStore : public RoomStore {
 public:
  FencedStore(MemoryRoomStore* inner, OwnersTable* table, std::string id) : inner_(inner), table_(table), id_(std::move(id)) {}
  engine::Status Append(const std::string& code, std::int64_t seq, const std::string& record) override {
    if (table_->owner[code] != id_) return engine::Status::Error("room " + code + " is run by another server now");
    return inner_->Append(code, seq, record);
  }
  engine::Result<std::vector<StoredRoom>> LoadAll() override { return inner_->LoadAll(); }
  engine::Result<StoredRoom> LoadRoom(const std::string& code) override { return inner_->LoadRoom(code); }
  engine::Status Remove(const std::string& code) override { return inner_->Remove(code); }

 private:
  MemoryRoomStore* inner_;
  OwnersTable* table_;
  std::string id_;
};

struct Bus {
  std::deque<std::pair<std::string, std::string>> queue;  // (to, message)
};

class BusPort : public FleetBus {
 public:
  explicit BusPort(Bus* bus) : bus_(bus) {}
  engine::Status Send(const std::string& server_id, const std::string& message) override {
    bus_->queue.emplace_back(server_id, message);
    return engine::Status::Ok();
  }

 private:
  Bus* bus_;
};

class Wire : public Outbox {
 public:
  void Send(ConnectionId id, const std::string& text) override { sent[id].push_back(pages.Read(id, text)); }
  testkit::PageViews pages;  // each step kept as the whole view it makes
  void Disconnect(ConnectionId id) override { closed.insert(id); }
  void Reconnect(ConnectionId id) override { reconnect.insert(id); }
  // The client's address as the transport gives it (behind a trusted proxy, the one it names).
  std::string PeerAddress(ConnectionId id) const override {
    auto found = addresses.find(id);
    return found == addresses.end() ? "192.0.2.1" : found->second;
  }
  engine::Json Last(ConnectionId id, const std::string& type) const { return testkit::LastOfType(sent, id, type); }
  std::map<ConnectionId, std::vector<std::string>> sent;
  std::set<ConnectionId> closed;
  std::set<ConnectionId> reconnect;
  std::map<ConnectionId, std::string> addresses;
};

Secrets CountingSecrets(char server) {
  auto n = std::make_shared<int>(0);
  return Secrets{[n, server] { return engine::Result<std::string>(std::string("RMMCDEFG") + "23456789ABCDEFGHJKMNPQRSTUVWXYZ"[(server * 7 + ++*n) % 31]); },
                 [n, server] { return engine::Result<std::string>(std::string(1, server) + "token" + std::to_string(++*n)); },
                 [] { return engine::Result<std::uint64_t>(42); }};
}

struct Server {
  Server(const std::string& id, MemoryRoomStore* memory, OwnersTable* table, Bus* bus)
      : fleet(table, id), store(memory, table, id), port(bus), front(&wire, &fleet, &port) {
    HubOptions options;
    options.seed = 7;
    hub = std::make_unique<RoomHub>(&store, &front, CountingSecrets(id[0]), options);
    hub->SetOwners(&fleet);
    front.SetHub(hub.get());
  }
  Wire wire;
  TableFleet fleet;
  FencedStore store;
  BusPort port;
  FleetHub front;
  std::unique_ptr<RoomHub> hub;
};

struct Client {
  std::string server;
  ConnectionId id;
};

struct FleetTable {
  MemoryRoomStore memory;
  OwnersTable owners;
  Bus bus;
  std::map<std::string, std::unique_ptr<Server>> servers;
  double now = 0.0;
  ConnectionId next_id = 1;

  FleetTable(std::initializer_list<const char*> ids) {
    owners.stored = &memory;
    for (const char* id : ids) servers[id] = std::make_unique<Server>(id, &memory, &owners, &bus);
  }
  Server& At(const std::string& id) { return *servers.at(id); }
  // Hands every message on the bus to its server (a dead one's are lost), as the io thread does.
  void Pump() {
    for (int i = 0; i < 100000 && !bus.queue.empty(); ++i) {
      auto [to, message] = bus.queue.front();
      bus.queue.pop_front();
      auto server = servers.find(to);
      if (server != servers.end()) server->second->front.FromBus(message);
    }
  }
  Client Connect(const std::string& server) {
    Client c{server, next_id++};
    At(server).front.Open(c.id);
    return c;
  }
  void Say(const Client& c, const std::string& text) {
    At(c.server).front.Receive(c.id, text);
    Pump();
  }
  void Tick(double seconds = 0.02) {
    now += seconds;
    for (auto& [id, server] : servers) server->front.Tick(now, 50.0);
    Pump();
  }
  engine::Json Last(const Client& c, const std::string& type) { return At(c.server).wire.Last(c.id, type); }
  // The owner's room (the one server that has it open and runs it).
  const Room* RoomOf(const std::string& code) {
    auto owner = owners.owner.find(code);
    if (owner == owners.owner.end() || servers.count(owner->second) == 0) return nullptr;
    return At(owner->second).hub->FindRoom(code);
  }
  bool ActFromView(const Client& c) {
    engine::Json view = Last(c, "view");
    if (view.Find("state") == nullptr) return false;
    engine::Result<engine::State> state = engine::PublicView::FromJson(*view.Find("state"));
    if (!state.ok() || state->LegalActions().empty()) return false;
    Say(c, R"({"v":2,"type":"act","step":)" + std::to_string(view.Find("step")->as_number()) + R"(,"action":)" +
               std::to_string(state->LegalActions()[0]) + "}");
    return true;
  }
};

// Room `code` is gone from `server`, from the store, and from the owners' table.
void ExpectRemovedAndGivenUp(FleetTable& t, const std::string& server, const std::string& code) {
  EXPECT_EQ(t.At(server).hub->NumRooms(), 0);
  EXPECT_EQ(t.owners.owner.count(code), 0u);
  EXPECT_TRUE(t.memory.Load(code)->empty());
}

std::string Hello(const std::string& code, const std::string& token = "") {
  return R"({"v":2,"type":"hello","room":")" + code + "\"" + (token.empty() ? "" : R"(,"token":")" + token + "\"") + "}";
}

constexpr char kCreate[] =
    R"({"v":2,"type":"create","name":"Ann","rules":{"preset":"classic"},"rounds":1,"fill":"beginner",)"
    R"("seats":[{"kind":"person"},{"kind":"person"},{"kind":"person"}]})";

// Three people: two on server a (one made the room), one on server b, relayed to a.
struct Match {
  FleetTable& t;
  std::string code;
  std::vector<Client> seat;  // by seat
  std::vector<std::string> token;

  explicit Match(FleetTable& table, const std::string& maker, const std::string& second, const std::string& third)
      : t(table) {
    seat = {t.Connect(maker), t.Connect(second), t.Connect(third)};
    t.Tick();
    t.Say(seat[0], kCreate);
    code = t.Last(seat[0], "welcome").Find("room")->as_string();
    token.push_back(t.Last(seat[0], "welcome").Find("token")->as_string());
    for (int s = 1; s <= 2; ++s) {
      t.Say(seat[s], Hello(code));
      t.Say(seat[s], R"({"v":2,"type":"take-seat","seat":)" + std::to_string(s) + R"(,"name":"P)" + std::to_string(s) + "\"}");
      engine::Json welcome = t.Last(seat[s], "welcome");
      EXPECT_EQ(welcome.Find("seat")->as_number(), s);
      token.push_back(welcome.Find("token")->as_string());
    }
    t.Say(seat[0], R"({"v":2,"type":"start"})");
  }
  const Room& room() { return *t.RoomOf(code); }
  // Plays until `done` (or the match ends); false if someone could not act.
  template <typename Done>
  bool PlayUntil(Done done) {
    for (int turn = 0; turn < 5000 && t.RoomOf(code) != nullptr && room().stage() == RoomStage::kPlaying && !done(); ++turn) {
      const int to_act = room().ToAct();
      if (to_act >= 0 && to_act <= 2) {
        if (!t.ActFromView(seat[static_cast<std::size_t>(to_act)])) return false;
      } else if (room().DealOver()) {
        for (const Client& c : seat) t.ActFromView(c);
      } else {
        t.Tick();
      }
    }
    return true;
  }
};

TEST(Fleet, ClientsOnTwoServersPlayOneRoomThroughItsOwner) {
  FleetTable t({"a", "b"});
  Match m(t, "a", "a", "b");
  EXPECT_EQ(t.owners.owner[m.code], "a");
  EXPECT_EQ(t.At("b").hub->NumRooms(), 0) << "b relays, it does not run the room";
  EXPECT_EQ(t.At("b").front.relayed(), 1);
  EXPECT_EQ(t.At("a").front.remote(), 1);
  ASSERT_EQ(m.room().stage(), RoomStage::kPlaying);
  ASSERT_TRUE(m.PlayUntil([] { return false; }));
  EXPECT_EQ(m.room().stage(), RoomStage::kOver);
  // Each seat saw only its own view, the relayed one too.
  for (int s = 0; s < 3; ++s) {
    engine::Json view = t.Last(m.seat[static_cast<std::size_t>(s)], "view");
    EXPECT_EQ(view.Find("seat")->as_number(), s);
    EXPECT_EQ(t.Last(m.seat[static_cast<std::size_t>(s)], "room").Find("stage")->as_string(), "over");
  }
}

// A client relayed to its room's owner is there the address its own server's transport gave
// (client_address.h: behind a trusted proxy, the client the proxy names, not the proxy).
TEST(Fleet, TheRelayedClientsAddressIsTheOneItsServerSaw) {
  FleetTable t({"a", "b"});
  Client maker = t.Connect("a");
  t.Tick();
  t.Say(maker, kCreate);
  const std::string code = t.Last(maker, "welcome").Find("room")->as_string();
  Client relayed = t.Connect("b");
  t.At("b").wire.addresses[relayed.id] = "203.0.113.9";
  t.Say(relayed, Hello(code));
  ASSERT_EQ(t.At("a").front.remote(), 1);
  EXPECT_EQ(t.At("a").front.PeerAddress(FleetHub::kRemoteBase), "203.0.113.9");
  EXPECT_EQ(t.Last(relayed, "welcome").Find("role")->as_string(), "spectator");
}

TEST(Fleet, WhenTheOwnerDiesItsRoomGoesOnFromTheStoreOnALiveServer) {
  FleetTable t({"a", "b", "c"});
  Match m(t, "a", "a", "b");
  ASSERT_TRUE(m.PlayUntil([&] { return m.room().step() >= 12 && !m.room().DealOver(); }));
  ASSERT_EQ(m.room().stage(), RoomStage::kPlaying);
  const std::uint64_t hash = m.room().state().Hash();
  const int step = m.room().step();
  // a is killed: its memory and its sockets gone, its lease lapsed.
  t.servers.erase("a");
  t.owners.alive.erase("a");
  const std::size_t views_before = t.At("b").wire.sent[m.seat[2].id].size();
  t.Tick(1.1);
  // b finds the room's owner gone and says its relayed client's hello again, for itself: b claims
  // the room and replays it from the store, and the client stays on its socket.
  EXPECT_EQ(t.owners.owner[m.code], "b");
  ASSERT_NE(t.RoomOf(m.code), nullptr);
  EXPECT_EQ(m.room().state().Hash(), hash);
  EXPECT_EQ(m.room().step(), step);
  EXPECT_GT(t.At("b").wire.sent[m.seat[2].id].size(), views_before);
  EXPECT_EQ(t.Last(m.seat[2], "welcome").Find("seat")->as_number(), 2);
  EXPECT_EQ(t.Last(m.seat[2], "view").Find("step")->as_number(), step);
  EXPECT_TRUE(t.At("b").wire.reconnect.empty());
  // The pages on a reconnect by themselves (their server died): to c, which relays them to b.
  m.seat[0] = t.Connect("c");
  m.seat[1] = t.Connect("c");
  t.Say(m.seat[0], Hello(m.code, m.token[0]));
  t.Say(m.seat[1], Hello(m.code, m.token[1]));
  EXPECT_EQ(t.Last(m.seat[0], "welcome").Find("seat")->as_number(), 0) << "relayed by c to b";
  EXPECT_EQ(t.Last(m.seat[1], "view").Find("step")->as_number(), step);
  EXPECT_EQ(t.At("c").front.relayed(), 2);
  ASSERT_TRUE(m.PlayUntil([] { return false; }));
  EXPECT_EQ(m.room().stage(), RoomStage::kOver);
  EXPECT_EQ(t.Last(m.seat[0], "room").Find("stage")->as_string(), "over");
}

TEST(Fleet, ADeposedOwnersChangeIsRefusedAndItsRoomDropped) {
  FleetTable t({"a", "b"});
  Match m(t, "a", "a", "a");
  ASSERT_TRUE(m.PlayUntil([&] { return m.room().step() >= 4 && !m.room().DealOver(); }));
  const std::size_t stored = t.memory.Load(m.code)->size();
  // a stalls past its lease; a client of the room says hello to b, which claims it.
  t.owners.alive.erase("a");
  Client late = t.Connect("b");
  t.Say(late, Hello(m.code));
  EXPECT_EQ(t.owners.owner[m.code], "b");
  ASSERT_NE(t.At("b").hub->FindRoom(m.code), nullptr);
  // a wakes and its client acts: refused by the store, the room lost to b.
  const int to_act = t.At("a").hub->FindRoom(m.code)->ToAct();
  ASSERT_GE(to_act, 0);
  t.At("a").front.Receive(m.seat[static_cast<std::size_t>(to_act)].id,
                          R"({"v":2,"type":"act","step":)" + std::to_string(t.At("a").hub->FindRoom(m.code)->step()) +
                              R"(,"action":)" +
                              std::to_string(t.At("a").hub->FindRoom(m.code)->state().LegalActions()[0]) + "}");
  EXPECT_EQ(t.memory.Load(m.code)->size(), stored) << "nothing written by a deposed owner";
  EXPECT_TRUE(t.At("a").hub->Healthy()) << "lost to another server: not the store's failure";
  t.Tick();
  t.Tick();
  EXPECT_EQ(t.At("a").hub->NumRooms(), 0);
  // a's clients said their hellos again, on their sockets: now relayed to b, each in its seat.
  EXPECT_EQ(t.At("a").front.relayed(), 3);
  for (int s = 0; s < 3; ++s) {
    EXPECT_EQ(t.Last(m.seat[static_cast<std::size_t>(s)], "welcome").Find("seat")->as_number(), s);
  }
  ASSERT_TRUE(m.PlayUntil([] { return false; }));
  EXPECT_EQ(m.room().stage(), RoomStage::kOver);
}

TEST(Fleet, AServerCutFromTheOwnersLosesItsRoomsAsItsLeaseLapses) {
  FleetTable t({"a"});
  Match m(t, "a", "a", "a");
  t.At("a").fleet.cut = true;
  for (int i = 0; i < 5; ++i) t.Tick(1.0);
  EXPECT_EQ(t.At("a").hub->NumRooms(), 0);
  for (const Client& c : m.seat) EXPECT_EQ(t.At("a").wire.reconnect.count(c.id), 1u) << "told to reconnect (1012)";
}

TEST(Fleet, AHubInAFleetResumesNothingAdoptsOnlyStoredRoomsAndReleasesTheRoomsItRemoves) {
  FleetTable t({"a", "b"});
  Match m(t, "a", "a", "a");
  // b's hub opened nothing at its start; an unknown code is refused and not kept claimed.
  EXPECT_EQ(t.At("b").hub->Resume(), 0);
  EXPECT_FALSE(t.At("b").hub->Adopt("RMMCDEFGZ"));
  Client stranger = t.Connect("b");
  t.Say(stranger, Hello("RMMCDEFGZ"));
  EXPECT_EQ(t.Last(stranger, "error").Find("error")->as_string(), "no-such-room");
  EXPECT_EQ(t.owners.owner.count("RMMCDEFGZ"), 0u);
  // Everyone leaves a's room; a day later it is removed and given up.
  for (const Client& c : m.seat) t.At("a").front.Close(c.id);
  t.Tick(25 * 3600.0);
  ExpectRemovedAndGivenUp(t, "a", m.code);
}

TEST(Fleet, ARoomWhoseServerDiedAndNobodyCameBackIsAdoptedThenRemovedAfterADay) {
  FleetTable t({"a", "b"});
  Match m(t, "a", "a", "a");
  ASSERT_TRUE(m.PlayUntil([&] { return m.room().step() >= 6 && !m.room().DealOver(); }));
  const std::uint64_t hash = m.room().state().Hash();
  // a dies with everyone's sockets; nobody comes back.
  t.servers.erase("a");
  t.owners.alive.erase("a");
  for (int i = 0; i < 12; ++i) t.Tick(1.0);
  // b looked for rooms nobody runs and adopted it, at the same state, with nobody in it.
  EXPECT_EQ(t.owners.owner[m.code], "b");
  ASSERT_NE(t.At("b").hub->FindRoom(m.code), nullptr);
  EXPECT_EQ(t.At("b").hub->FindRoom(m.code)->state().Hash(), hash);
  // Somebody may still come back within the day: the room is there for them.
  t.Tick(12 * 3600.0);
  Client ann = t.Connect("b");
  t.Say(ann, Hello(m.code, m.token[0]));
  EXPECT_EQ(t.Last(ann, "welcome").Find("seat")->as_number(), 0);
  t.At("b").front.Close(ann.id);
  // A day with nobody: removed from the store and given up.
  t.Tick(25 * 3600.0);
  ExpectRemovedAndGivenUp(t, "b", m.code);
}

TEST(Fleet, ACreateIsAlwaysMadeWhereItArrivesAndClaimedBeforeItIsStored) {
  FleetTable t({"a", "b"});
  Match m(t, "a", "a", "b");
  // Cal, relayed to a, makes a room of his own: on b.
  t.Say(m.seat[2], kCreate);
  const std::string code = t.Last(m.seat[2], "welcome").Find("room")->as_string();
  ASSERT_NE(code, m.code);
  EXPECT_EQ(t.owners.owner[code], "b");
  EXPECT_NE(t.At("b").hub->FindRoom(code), nullptr);
  EXPECT_EQ(t.At("b").front.relayed(), 0);
  EXPECT_EQ(t.At("a").front.remote(), 0) << "its relay to a closed";
}

TEST(Fleet, ADrainingOwnerLeavesAndItsRelayedClientsMoveOnTheirSockets) {
  FleetTable t({"a", "b"});
  Match m(t, "a", "a", "b");
  ASSERT_TRUE(m.PlayUntil([&] { return m.room().step() >= 6 && !m.room().DealOver(); }));
  const std::uint64_t hash = m.room().state().Hash();
  t.At("a").front.Stopping();  // SIGTERM: before its sockets are told to reconnect
  EXPECT_EQ(t.owners.alive.count("a"), 0u);
  t.Pump();
  // b heard "shut, reconnect" for Cal and said his hello again: b runs the room now.
  EXPECT_EQ(t.owners.owner[m.code], "b");
  ASSERT_NE(t.At("b").hub->FindRoom(m.code), nullptr);
  EXPECT_EQ(t.At("b").hub->FindRoom(m.code)->state().Hash(), hash);
  EXPECT_EQ(t.Last(m.seat[2], "welcome").Find("seat")->as_number(), 2);
  EXPECT_TRUE(t.At("b").wire.reconnect.empty());
}

// docs/online.md, "Public tables": quick play on server b finds the table open on server a (the
// fullest in the fleet), is relayed there, and plays in it; the open tables' list on either
// server names every server's tables.
TEST(Fleet, QuickPlayOnOneServerFindsTheTableOpenOnAnother) {
  FleetTable t({"a", "b"});
  t.Tick();
  const Client ann = t.Connect("a");
  t.Say(ann, R"({"v":2,"type":"quick-play","name":"Ann","lang":"en"})");
  const std::string code = t.Last(ann, "welcome").Find("room")->as_string();
  ASSERT_EQ(t.owners.owner[code], "a");
  t.Tick(1.1);  // a publishes its tables at its beat
  const Client bob = t.Connect("b");
  t.Say(bob, R"({"v":2,"type":"quick-play","name":"Bob","lang":"en"})");
  const engine::Json welcome = t.Last(bob, "welcome");
  ASSERT_NE(welcome.Find("room"), nullptr);
  EXPECT_EQ(welcome.Find("room")->as_string(), code) << "the table on a, not a new one on b";
  ASSERT_NE(welcome.Find("arriving"), nullptr);
  EXPECT_EQ(t.At("b").hub->NumRooms(), 0);
  EXPECT_EQ(t.At("b").front.relayed(), 1);
  EXPECT_EQ(t.RoomOf(code)->seats()[static_cast<std::size_t>(welcome.Find("arriving")->as_number())].arriving_name, "Bob");
  // A French player on b finds no French table: b opens one of its own.
  const Client cy = t.Connect("b");
  t.Say(cy, R"({"v":2,"type":"quick-play","name":"Cy","lang":"fr"})");
  const std::string french = t.Last(cy, "welcome").Find("room")->as_string();
  EXPECT_EQ(t.owners.owner[french], "b");
  // Either server's list names both tables.
  t.Tick(1.1);
  const Client di = t.Connect("a");
  t.Say(di, R"({"v":2,"type":"tables"})");
  const engine::Json list = t.Last(di, "tables");
  ASSERT_NE(list.Find("open"), nullptr);
  EXPECT_EQ(list.Find("open")->as_number(), 2);
  // A join from b's list reaches a's table through the relay.
  const Client ed = t.Connect("b");
  t.Say(ed, R"({"v":2,"type":"join-table","room":")" + code + R"(","name":"Ed"})");
  EXPECT_EQ(t.Last(ed, "welcome").Find("room")->as_string(), code);
  EXPECT_EQ(t.RoomOf(code)->People(), 3);
}

}  // namespace
}  // namespace popejoan::server
