// Public tables and quick play (docs/online.md, "Public tables"), headless through the messages a
// page sends and the hub's own clock: quick play opens a table of AI dealt at once, or seats a
// newcomer at the fullest open table in their language; a newcomer takes an AI's seat only when
// the deal ends (never mid-deal, and never sees that seat's cards before); a person who leaves
// gives the seat back to the AI at once; a table with nobody left closes at the end of its deal;
// every change is a record that replays; quick plays from one address are limited.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "engine/public_view.h"
#include "server/rooms/address_window.h"
#include "server/rooms/public_tables.h"
#include "server/rooms/room_hub.h"
#include "server/rooms/table_names.h"
#include "server/testing/hub_table.h"

namespace popejoan::server {
namespace {

std::string Text(const engine::Json& j, const char* key) { return testkit::TextOf(j, key); }
std::int64_t Number(const engine::Json& j, const char* key) { return testkit::NumberOf(j, key); }
std::string QuickPlay(const std::string& name, const std::string& lang) {
  return R"({"v":2,"type":"quick-play","name":")" + name + R"(","lang":")" + lang + "\"}";
}
constexpr const char* kLeave = R"({"v":2,"type":"leave"})";
// Ann's table anyone may join, made from the setup: her seat, one for a person, one AI.
constexpr const char* kAnnsPublicLobby =
    R"({"v":2,"type":"create","name":"Ann","rules":{"preset":"classic"},"rounds":1,"fill":"casual","clock":30,)"
    R"("public":true,"lang":"en","seats":[{"kind":"person"},{"kind":"person"},{"kind":"ai","level":"casual"}]})";

struct Tables : testkit::HubTable {
  std::map<ConnectionId, int> ready_at;  // the step each person last said ready at

  Tables() : HubTable(testkit::CountingSecrets("PQBTABKE"), 30.0) {
    options.public_again_seconds = 15.0;
    hub = std::make_unique<RoomHub>(&store, &wire, testkit::CountingSecrets("PQBTABKE"), options);
  }
  void Quick(ConnectionId id, const std::string& name, const std::string& lang = "en") {
    hub->Open(id);
    Say(id, QuickPlay(name, lang));
  }
  engine::Json Welcome(ConnectionId id) const { return wire.Last(id, "welcome"); }
  engine::Json Info(ConnectionId id) const { return wire.Last(id, "room"); }
  const Room& RoomOf(ConnectionId id) const { return *hub->FindRoom(Text(Welcome(id), "room")); }
  // The seat `id` holds now (-1: watching).
  int SeatOf(ConnectionId id) const { return static_cast<int>(Number(Welcome(id), "seat")); }
  // The people `playing` act at once when it is their turn and say ready at a deal's end; then a
  // quarter of a second passes (AI seats decide at each tick).
  void Step(const std::string& code, const std::vector<ConnectionId>& playing) {
    const Room* r = hub->FindRoom(code);
    for (ConnectionId id : playing) {
      const int seat = SeatOf(id);
      if (r == nullptr || seat < 0 || r->stage() != RoomStage::kPlaying) continue;
      if (r->DealOver() && (ready_at.count(id) == 0 || ready_at[id] != r->step())) {
        ready_at[id] = r->step();
        ASSERT_TRUE(ActFromView(id));
      } else if (!r->DealOver() && r->ToAct() == seat && !r->PlayedByAi(seat)) {
        ASSERT_TRUE(ActFromView(id));
      }
      r = hub->FindRoom(code);
    }
    Tick(0.25);
  }
  // Plays until `done` holds (true) or about an hour of the table's time passed (false).
  template <typename Done>
  bool PlayUntil(const std::string& code, const std::vector<ConnectionId>& playing, Done done) {
    for (int i = 0; i < 20000; ++i) {
      if (done()) return true;
      Step(code, playing);
    }
    return done();
  }
};

TEST(PublicTables, QuickPlayOpensATableOfAiDealtAtOnceWhenNoneIsOpen) {
  Tables t;
  t.Quick(1, "Ann");
  const engine::Json welcome = t.Welcome(1);
  EXPECT_EQ(Text(welcome, "role"), "player");
  EXPECT_EQ(Number(welcome, "seat"), 0);
  EXPECT_FALSE(Text(welcome, "token").empty());
  const engine::Json info = t.Info(1);
  EXPECT_EQ(Text(info, "stage"), "playing") << "strangers are never kept waiting in a lobby";
  ASSERT_NE(info.Find("public"), nullptr);
  EXPECT_TRUE(info.Find("public")->as_bool());
  EXPECT_EQ(Text(info, "lang"), "en");
  EXPECT_EQ(Number(info, "clock"), protocol::kPublicTableClock);
  const Room& room = t.RoomOf(1);
  ASSERT_EQ(room.NumSeats(), 4);
  for (int s = 1; s < 4; ++s) EXPECT_EQ(room.seats()[static_cast<std::size_t>(s)].kind, SeatKind::kAi) << s;
  EXPECT_EQ(Number(t.wire.Last(1, "view"), "seat"), 0) << "its own view, dealt";
}

TEST(PublicTables, ANewcomerWatchesUntilTheDealEndsThenTakesAnAiSeat) {
  Tables t;
  t.Quick(1, "Ann");
  const std::string code = Text(t.Welcome(1), "room");
  t.Quick(2, "Bob");
  const engine::Json arriving = t.Welcome(2);
  EXPECT_EQ(Text(arriving, "room"), code) << "the fullest table with a seat open";
  EXPECT_EQ(Text(arriving, "role"), "spectator");
  EXPECT_EQ(Number(arriving, "seat"), -1);
  const int seat = static_cast<int>(Number(arriving, "arriving"));
  ASSERT_GE(seat, 1);
  const std::string token = Text(arriving, "token");
  ASSERT_FALSE(token.empty());
  EXPECT_EQ(Number(t.wire.Last(2, "view"), "seat"), -1) << "mid-deal a newcomer sees what a watcher sees, not the AI's hand";
  // Everyone's plate says who is arriving (a coming, told within the room frames' gap); the AI
  // still plays the seat.
  t.Tick(0.3);
  const engine::Json told = t.Info(1);
  const engine::Json* seats = told.Find("seats");
  ASSERT_NE(seats, nullptr);
  EXPECT_EQ(Text(seats->items()[static_cast<std::size_t>(seat)], "arriving"), "Bob");
  EXPECT_EQ(Text(seats->items()[static_cast<std::size_t>(seat)], "kind"), "ai");
  // Mid-deal the seat stays the AI's, whatever the newcomer asks.
  t.Say(2, R"({"v":2,"type":"act","step":0,"action":0})");
  EXPECT_EQ(Text(t.wire.Last(2, "error"), "error"), "not-now");
  t.code = code;
  ASSERT_TRUE(t.PlayUntil(code, {1}, [&] { return t.room().DealOver() || t.SeatOf(2) >= 0; }));
  // The deal over, Bob holds the seat with the token he was given.
  EXPECT_TRUE(t.room().DealOver());
  EXPECT_EQ(t.SeatOf(2), seat);
  EXPECT_EQ(Text(t.Welcome(2), "token"), token);
  EXPECT_EQ(t.room().seats()[static_cast<std::size_t>(seat)].kind, SeatKind::kPerson);
  EXPECT_EQ(t.room().seats()[static_cast<std::size_t>(seat)].name, "Bob");
  EXPECT_EQ(Number(t.wire.Last(2, "view"), "seat"), seat);
  // Both play the next deal.
  const int deal = t.room().state().DealIndex();
  ASSERT_TRUE(t.PlayUntil(code, {1, 2}, [&] { return t.room().state().DealIndex() > deal; }));
}

TEST(PublicTables, QuickPlaySeatsAtTheFullestTableInTheSameLanguage) {
  EXPECT_EQ(FullestTable({}), "");
  EXPECT_EQ(FullestTable({{"B", 1}, {"A", 2}, {"C", 2}}), "A");
  EXPECT_EQ(FullestTable({{"B", 3}, {"A", 2}}), "B");
  Tables t;
  t.Quick(1, "Ann", "fr");
  t.Quick(2, "Bob", "en");
  EXPECT_NE(Text(t.Welcome(1), "room"), Text(t.Welcome(2), "room")) << "a table of the player's own language";
  EXPECT_EQ(Text(t.Info(2), "lang"), "en");
  t.Quick(3, "Cy", "en");
  EXPECT_EQ(Text(t.Welcome(3), "room"), Text(t.Welcome(2), "room"));
  t.Quick(4, "Di", "en");
  t.Quick(5, "Ed", "fr");
  EXPECT_EQ(Text(t.Welcome(5), "room"), Text(t.Welcome(1), "room"));
  t.Quick(6, "Flo", "en");
  EXPECT_EQ(Text(t.Welcome(6), "room"), Text(t.Welcome(2), "room"));
  EXPECT_EQ(Number(t.Welcome(6), "arriving"), 3);
  t.Quick(7, "Gus", "en");  // no AI seat left there for a fifth: a table of his own
  EXPECT_NE(Text(t.Welcome(7), "room"), Text(t.Welcome(2), "room"));
  EXPECT_EQ(Number(t.Welcome(7), "seat"), 0);
}

TEST(PublicTables, APrivateRoomIsNeverOfferedAndIsNotLeftThisWay) {
  Tables t;
  t.hub->Open(1);
  t.Say(1, R"({"v":2,"type":"create","name":"Ann","rules":{"preset":"classic"},"rounds":1,"fill":"casual","clock":30,)"
           R"("seats":[{"kind":"person"},{"kind":"ai","level":"casual"},{"kind":"ai","level":"casual"}]})");
  const std::string own = Text(t.Welcome(1), "room");
  t.Say(1, R"({"v":2,"type":"start"})");
  t.Quick(2, "Bob");
  EXPECT_NE(Text(t.Welcome(2), "room"), own);
  EXPECT_EQ(t.Info(1).Find("public"), nullptr) << "a private room's frame is as it was";
  t.Say(1, kLeave);
  EXPECT_EQ(Text(t.wire.Last(1, "error"), "error"), "not-now");
}

TEST(PublicTables, APersonWhoLeavesGivesTheSeatToTheAiAtOnceAndHearsNothingMore) {
  Tables t;
  t.Quick(1, "Ann");
  const std::string code = Text(t.Welcome(1), "room");
  t.Quick(2, "Bob");
  t.code = code;
  ASSERT_TRUE(t.PlayUntil(code, {1}, [&] { return t.SeatOf(2) >= 0; }));
  const std::size_t frames = t.wire.sent[1].size();
  t.Say(1, kLeave);
  EXPECT_EQ(t.room().seats()[0].kind, SeatKind::kAi);
  EXPECT_EQ(t.room().seats()[0].name, "Mr Bellamy") << "an AI's name, never the single-player table's \"You\"";
  EXPECT_TRUE(t.room().seats()[0].token.empty()) << "Ann's token opens nothing now";
  EXPECT_EQ(Text(t.Info(2).Find("seats")->items()[0], "kind"), "ai") << "Bob is told at once";
  // The table plays on with Bob; Ann's connection is told nothing of it.
  const int deal = t.room().state().DealIndex();
  ASSERT_TRUE(t.PlayUntil(code, {2}, [&] { return t.room().state().DealIndex() > deal; }));
  EXPECT_EQ(t.wire.sent[1].size(), frames);
  // Her old token is refused; her seat went to the AI with a record, and the room replays.
  t.hub->Open(9);
  t.Say(9, R"({"v":2,"type":"hello","room":")" + code + R"(","token":"token2"})");
  EXPECT_EQ(Text(t.wire.Last(9, "error"), "error"), "bad-token");
  const engine::Result<StoredRoom> stored = t.store.inner.LoadRoom(code);
  ASSERT_TRUE(stored.ok());
  RoomHub again(&t.store, &t.wire, testkit::CountingSecrets("AGAIN"), t.options);
  EXPECT_EQ(again.Resume(), 1);
  EXPECT_EQ(again.FindRoom(code)->seats()[0].kind, SeatKind::kAi);
}

TEST(PublicTables, ATableWithNobodyLeftClosesAtTheEndOfItsDeal) {
  Tables t;
  t.Quick(1, "Ann");
  const std::string code = Text(t.Welcome(1), "room");
  t.code = code;
  t.hub->Open(2);
  t.Say(2, R"({"v":2,"type":"hello","room":")" + code + "\"}");  // a watcher
  t.Say(1, kLeave);
  ASSERT_NE(t.hub->FindRoom(code), nullptr) << "mid-deal the AI plays on to the deal's end";
  EXPECT_FALSE(t.room().DealOver());
  ASSERT_TRUE(t.PlayUntil(code, {}, [&] { return t.hub->FindRoom(code) == nullptr; }));
  EXPECT_EQ(Text(t.wire.Last(2, "error"), "error"), "no-such-room");
  const engine::Result<StoredRoom> stored = t.store.inner.LoadRoom(code);
  EXPECT_TRUE(!stored.ok() || stored->records.empty()) << "removed from the store too";
  // Quick play now opens a new table rather than the closed one.
  t.Quick(3, "Cy");
  EXPECT_NE(Text(t.Welcome(3), "room"), code);
}

TEST(PublicTables, APersonGonePastTheGraceGivesTheSeatBackAndANewcomersClaimSurvivesARestart) {
  Tables t;
  t.Quick(1, "Ann");
  const std::string code = Text(t.Welcome(1), "room");
  t.code = code;
  t.Quick(2, "Bob");
  const int seat = static_cast<int>(Number(t.Welcome(2), "arriving"));
  const std::string token = Text(t.Welcome(2), "token");
  // The server restarts mid-deal: Bob's claim is a record.
  RoomHub again(&t.store, &t.wire, testkit::CountingSecrets("AGAIN"), t.options);
  ASSERT_EQ(again.Resume(), 1);
  EXPECT_EQ(again.FindRoom(code)->seats()[static_cast<std::size_t>(seat)].arriving_name, "Bob");
  again.Open(3);
  again.Receive(3, R"({"v":2,"type":"hello","room":")" + code + R"(","token":")" + token + "\"}");
  EXPECT_EQ(Number(t.wire.Last(3, "welcome"), "arriving"), seat) << "his token keeps the claim";
  EXPECT_EQ(Text(t.wire.Last(3, "welcome"), "token"), token);
  // Ann's page closes and stays away past the grace: her seat is the AI's for good.
  t.hub->Close(1);
  t.Tick(31.0);
  t.Tick(1.0);
  EXPECT_EQ(t.room().seats()[0].kind, SeatKind::kAi);
  EXPECT_EQ(t.room().People(), 1) << "Bob, arriving";
}

TEST(PublicTables, QuickPlaysFromOneAddressAreLimited) {
  AddressWindow window(60.0);
  window.Add("a", 0.0);
  window.Add("a", 30.0);
  EXPECT_EQ(window.Count("a", 59.0), 2);
  EXPECT_EQ(window.Count("a", 60.0), 1);
  EXPECT_EQ(window.Count("b", 60.0), 0);
  Tables t;
  t.options.quick_plays_per_address_per_minute = 2;
  t.hub = std::make_unique<RoomHub>(&t.store, &t.wire, testkit::CountingSecrets("LIMITED"), t.options);
  t.Quick(1, "Ann");
  t.Quick(2, "Bob");
  t.Quick(3, "Cy");
  EXPECT_EQ(Text(t.wire.Last(3, "error"), "error"), "too-fast");
  EXPECT_EQ(Text(t.Welcome(3), "room"), "");
  t.Quick(100, "Di");  // another address
  EXPECT_NE(Text(t.Welcome(100), "room"), "");
  t.Tick(61.0);
  t.Say(3, QuickPlay("Cy", "en"));
  EXPECT_NE(Text(t.Welcome(3), "room"), "");
}

TEST(PublicTables, PublicTablesFromOneAddressAreFew) {
  Tables t;
  t.options.public_tables_per_address = 2;
  t.hub = std::make_unique<RoomHub>(&t.store, &t.wire, testkit::CountingSecrets("LMMTEDAB"), t.options);
  t.Quick(1, "Ann", "en");
  t.Quick(2, "Bob", "fr");
  t.Quick(3, "Cy", "en");  // seated at Ann's table: nothing made
  EXPECT_EQ(Text(t.Welcome(3), "room"), Text(t.Welcome(1), "room"));
  t.Quick(4, "Di", "fr");  // Bob's table
  t.hub->Open(5);
  t.Say(5, R"({"v":2,"type":"create","name":"Ed","rules":{"preset":"classic"},"rounds":1,"fill":"casual","clock":30,)"
           R"("public":true,"lang":"en","seats":[{"kind":"person"},{"kind":"ai","level":"casual"},{"kind":"ai","level":"casual"}]})");
  EXPECT_EQ(Text(t.wire.Last(5, "error"), "error"), "too-fast") << "a third public table from one address";
  t.Say(5, R"({"v":2,"type":"create","name":"Ed","rules":{"preset":"classic"},"rounds":1,"fill":"casual","clock":30,)"
           R"("seats":[{"kind":"person"},{"kind":"ai","level":"casual"},{"kind":"ai","level":"casual"}]})");
  EXPECT_NE(Text(t.Welcome(5), "room"), "") << "a private room is not counted";
  t.Quick(100, "Flo", "fr");  // another address: seated at a table with a seat open
  EXPECT_NE(Text(t.Welcome(100), "room"), "");
}

TEST(PublicTables, AMatchOverIsFollowedByTheNextOnceItsStandingsWereShown) {
  Tables t;
  t.Quick(1, "Ann");
  const std::string code = Text(t.Welcome(1), "room");
  t.code = code;
  ASSERT_TRUE(t.PlayUntil(code, {1}, [&] { return t.room().stage() == RoomStage::kOver; }));
  EXPECT_TRUE(t.Info(1).Find("standings") != nullptr);
  t.Tick(10.0);
  EXPECT_EQ(t.room().stage(), RoomStage::kOver);
  t.Tick(6.0);
  EXPECT_EQ(t.room().stage(), RoomStage::kPlaying) << "the table plays on";
  EXPECT_EQ(Text(t.Info(1), "stage"), "playing");
}

TEST(PublicTables, TheOpenTablesAreListedFullestFirstAndPrivateRoomsNever) {
  Tables t;
  t.Quick(1, "Ann", "en");
  t.Quick(2, "Bob", "fr");
  t.Quick(3, "Cy", "fr");
  t.hub->Open(4);
  t.Say(4, R"({"v":2,"type":"create","name":"Di","rules":{"preset":"classic"},"rounds":1,"fill":"casual","clock":30,)"
           R"("seats":[{"kind":"person"},{"kind":"ai","level":"casual"},{"kind":"ai","level":"casual"}]})");
  const std::string private_code = Text(t.Welcome(4), "room");
  t.Say(4, R"({"v":2,"type":"start"})");
  t.hub->Open(5);
  t.Say(5, R"({"v":2,"type":"tables"})");
  const engine::Json list = t.wire.Last(5, "tables");
  EXPECT_EQ(Number(list, "open"), 2);
  const engine::Json* tables = list.Find("tables");
  ASSERT_NE(tables, nullptr);
  ASSERT_EQ(tables->items().size(), 2u);
  const engine::Json& first = tables->items()[0];
  EXPECT_EQ(Text(first, "room"), Text(t.Welcome(2), "room")) << "Bob and Cy's table first";
  EXPECT_EQ(Number(first, "people"), 2);
  EXPECT_EQ(Number(first, "ai"), 2);
  EXPECT_EQ(Number(first, "seats"), 4);
  EXPECT_EQ(Text(first, "preset"), "classic");
  EXPECT_EQ(Number(first, "deal"), 1);
  EXPECT_EQ(Number(first, "deals"), 4);
  EXPECT_EQ(Number(first, "clock"), 30);
  EXPECT_EQ(Text(first, "lang"), "fr");
  for (const engine::Json& table : tables->items()) EXPECT_NE(Text(table, "room"), private_code);
  // Asked again within the second: refused; a language's own list after it.
  t.Say(5, R"({"v":2,"type":"tables","lang":"en"})");
  EXPECT_EQ(Text(t.wire.Last(5, "error"), "error"), "too-fast");
  t.Tick(1.0);
  t.Say(5, R"({"v":2,"type":"tables","lang":"en"})");
  EXPECT_EQ(Number(t.wire.Last(5, "tables"), "open"), 1);
  // A join from the list seats the newcomer there; a private room's code is no table at all.
  t.Say(5, R"({"v":2,"type":"join-table","room":")" + Text(t.Welcome(1), "room") + R"(","name":"Ed"})");
  EXPECT_EQ(Text(t.Welcome(5), "room"), Text(t.Welcome(1), "room"));
  EXPECT_GE(Number(t.Welcome(5), "arriving"), 1);
  t.hub->Open(6);
  t.Say(6, R"({"v":2,"type":"join-table","room":")" + private_code + R"(","name":"Flo"})");
  EXPECT_EQ(Text(t.wire.Last(6, "error"), "error"), "no-such-room");
  EXPECT_EQ(Text(t.Welcome(6), "room"), "");
}

// The creator's choice (the setup's "Anyone may join"): a public table waits in its lobby for its
// host to start it, listed as waiting; a stranger from the list sits at once in a free seat; quick
// play passes it by (it could wait long); its host leaving hands the start to the stranger.
TEST(PublicTables, APublicTableFromTheSetupIsListedWaitingAndStrangersSitInItsLobby) {
  Tables t;
  t.hub->Open(1);
  t.Say(1, kAnnsPublicLobby);
  const std::string code = Text(t.Welcome(1), "room");
  t.code = code;
  ASSERT_EQ(t.room().stage(), RoomStage::kLobby);
  t.hub->Open(2);
  t.Say(2, R"({"v":2,"type":"tables"})");
  const engine::Json list = t.wire.Last(2, "tables");
  const engine::Json* tables = list.Find("tables");
  ASSERT_NE(tables, nullptr);
  ASSERT_EQ(tables->items().size(), 1u);
  EXPECT_EQ(Text(tables->items()[0], "room"), code);
  ASSERT_NE(tables->items()[0].Find("waiting"), nullptr) << "listed as waiting for its host";
  EXPECT_TRUE(tables->items()[0].Find("waiting")->as_bool());
  t.Quick(3, "Cy");
  EXPECT_NE(Text(t.Welcome(3), "room"), code) << "quick play never waits on a lobby";
  t.Say(2, R"({"v":2,"type":"join-table","room":")" + code + R"(","name":"Bob"})");
  EXPECT_EQ(Text(t.Welcome(2), "room"), code);
  EXPECT_EQ(Number(t.Welcome(2), "seat"), 1) << "the free seat, at once";
  EXPECT_EQ(Text(t.Welcome(2), "role"), "player");
  EXPECT_EQ(t.room().seats()[1].kind, SeatKind::kPerson);
  // A third stranger takes the AI's seat, as a friend may in a lobby; then the table is full.
  t.hub->Open(4);
  t.Say(4, R"({"v":2,"type":"join-table","room":")" + code + R"(","name":"Di"})");
  EXPECT_EQ(Number(t.Welcome(4), "seat"), 2);
  t.hub->Open(5);
  t.Say(5, R"({"v":2,"type":"join-table","room":")" + code + R"(","name":"Ed"})");
  EXPECT_EQ(Text(t.wire.Last(5, "error"), "error"), "room-full");
  // Ann leaves her lobby: her seat goes to the AI and Bob may start.
  t.Say(1, kLeave);
  EXPECT_EQ(t.room().seats()[0].kind, SeatKind::kAi);
  t.Say(2, R"({"v":2,"type":"start"})");
  EXPECT_EQ(t.room().stage(), RoomStage::kPlaying);
  EXPECT_EQ(Number(t.wire.Last(2, "view"), "seat"), 1);
}

TEST(PublicTables, ALobbyNobodyIsLeftInCloses) {
  Tables t;
  t.hub->Open(1);
  t.Say(1, kAnnsPublicLobby);
  const std::string code = Text(t.Welcome(1), "room");
  t.Say(1, kLeave);
  t.Tick(0.25);
  EXPECT_EQ(t.hub->FindRoom(code), nullptr) << "a public lobby with nobody in it";
}

TEST(PublicTables, TheListIsBounded) {
  std::vector<protocol::TableSummary> many;
  for (int i = 0; i < 100; ++i) {
    protocol::TableSummary table;
    table.room = "T" + std::to_string(1000 + i);
    table.people = i % 4;
    many.push_back(table);
  }
  const protocol::TablesList list = ListOf(many);
  EXPECT_EQ(list.open, 100);
  ASSERT_EQ(list.tables.size(), static_cast<std::size_t>(protocol::kMaxListedTables));
  EXPECT_EQ(list.tables.front().people, 3);
  EXPECT_EQ(list.tables.front().room, "T1003");
  for (std::size_t i = 1; i < list.tables.size(); ++i) EXPECT_GE(list.tables[i - 1].people, list.tables[i].people);
}

// A fleet keeps each server's tables as text (room_owners.h): they read back, a broken entry is
// left out, and quick play's choice among them is the fullest open one in the language.
TEST(PublicTables, ASummariesTextReadsBackAndQuickPlayChoosesAmongThem) {
  std::vector<protocol::TableSummary> tables = {{"ABCDEFGHJ", "classic", 4, 1, 3, 1, 4, 30, "en"},
                                                {"KMNPQRSTU", "classic", 4, 3, 1, 2, 4, 30, "en"},
                                                {"VWXYZ2345", "classic", 4, 4, 0, 2, 4, 30, "en"},
                                                {"6789ABCDE", "classic", 5, 4, 1, 2, 5, 30, "fr"}};
  const std::vector<protocol::TableSummary> back = SummariesFrom(SummariesText(tables));
  ASSERT_EQ(back.size(), tables.size());
  EXPECT_EQ(back[1].room, "KMNPQRSTU");
  EXPECT_EQ(back[3].lang, "fr");
  EXPECT_EQ(FullestOpenTable(back, "en"), "KMNPQRSTU") << "the full one has no seat open";
  EXPECT_EQ(FullestOpenTable(back, "fr"), "6789ABCDE");
  tables[1].waiting = true;  // a lobby: listed, but no quick play
  const std::vector<protocol::TableSummary> waiting = SummariesFrom(SummariesText(tables));
  ASSERT_EQ(waiting.size(), tables.size());
  EXPECT_TRUE(waiting[1].waiting);
  EXPECT_FALSE(waiting[0].waiting);
  EXPECT_EQ(FullestOpenTable(waiting, "en"), "ABCDEFGHJ");
  std::string broken = SummariesText(tables);
  broken.replace(broken.find("\"people\": 3"), 11, "\"people\": 99");
  EXPECT_EQ(SummariesFrom(broken).size(), 3u);
  EXPECT_TRUE(SummariesFrom("not json").empty());
  EXPECT_TRUE(SummariesFrom("{}").empty());
}

// A public table refuses a short list of words, however dressed; honest names that hold their
// letters pass.
TEST(PublicTables, ANameStrangersWouldNotWantIsRefusedAndHonestNamesPass) {
  for (const char* bad : {"Fuck", "f.u.c.k", "FUCKER99", "Sh1t", "le connard", "Enculé", "PUTAIN", "b1tch", "nazi boy",
                          "Hitler", "merde!", "N1gg@"}) {
    EXPECT_TRUE(UnwelcomeName(bad)) << bad;
  }
  for (const char* good : {"Ann", "Scunthorpe", "Montenegro", "Cummings", "Dick Turpin's heir", "Hélène", "Björn",
                           "Sextus", "Pedro", "Cocker", "Kanazawa", "Mérida", "Zoë", "李雷"}) {
    EXPECT_FALSE(UnwelcomeName(good)) << good;
  }
  Tables t;
  t.Quick(1, "Sh1t");
  EXPECT_EQ(Text(t.wire.Last(1, "error"), "error"), "bad-name");
  EXPECT_EQ(Text(t.Welcome(1), "room"), "");
  t.Say(1, QuickPlay("Ann", "en"));
  EXPECT_NE(Text(t.Welcome(1), "room"), "");
}

}  // namespace
}  // namespace popejoan::server
