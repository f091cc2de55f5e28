// The rooms headless, through the messages the page sends (docs/online.md): create, watch, take
// a seat, start with AI in the empty seats, play to the end, drop and retake a seat, Play again,
// a restart from the store; and, over a thousand random matches, no view ever holds a card its
// seat may not know.
#include <gtest/gtest.h>

#include <cctype>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/number_text.h"
#include "engine/public_view.h"
#include "engine/rng.h"
#include "engine/serialize.h"
#include "server/rooms/room_hub.h"
#include "server/testing/hub_table.h"

namespace popejoan::server {
namespace {

using testkit::Wire;

Secrets CountingSecrets() { return testkit::CountingSecrets("RMMCDEFG"); }

std::string CreateText(const std::vector<std::string>& seats, const char* preset = "classic") {
  std::string list;
  for (const std::string& s : seats) {
    if (!list.empty()) list += ",";
    list += s == "person" ? R"({"kind":"person"})" : R"({"kind":"ai","level":")" + s + "\"}";
  }
  return std::string(R"({"v":2,"type":"create","name":"Ann","rules":{"preset":")") + preset +
         R"("},"rounds":1,"fill":"beginner","seats":[)" + list + "]}";
}

struct Table : testkit::HubTable {
  explicit Table(double grace = 30.0) : HubTable(CountingSecrets(), grace) {}
  using HubTable::Tick;
  void Tick() { Tick(0.02); }  // one of the server's ticks (WebServerOptions::tick_seconds)
  int SeatKindOf(int seat) const { return static_cast<int>(room().seats()[seat].kind); }
};

TEST(Rooms, CreateWatchTakeASeatStartAndPlayToTheEndWithAnAiSeat) {
  Table t;
  t.hub->Open(1);
  t.Say(1, CreateText({"person", "person", "casual"}));
  engine::Json welcome = t.wire.Last(1, "welcome");
  t.code = welcome.Find("room")->as_string();
  EXPECT_EQ(welcome.Find("role")->as_string(), "player");
  EXPECT_EQ(welcome.Find("seat")->as_number(), 0);
  EXPECT_FALSE(welcome.Find("token")->as_string().empty());
  // A friend opens the link: watching until they take the free seat.
  t.hub->Open(2);
  t.Say(2, R"({"v":2,"type":"hello","room":")" + t.code + "\"}");
  EXPECT_EQ(t.wire.Last(2, "welcome").Find("role")->as_string(), "spectator");
  t.Say(2, R"({"v":2,"type":"take-seat","seat":1,"name":"Bob"})");
  EXPECT_EQ(t.wire.Last(2, "welcome").Find("seat")->as_number(), 1);
  t.Tick(0.25);  // comings and goings reach the others within a gap (info_pacer.h)
  engine::Json info = t.wire.Last(1, "room");
  EXPECT_EQ(info.Find("seats")->items()[1].Find("name")->as_string(), "Bob");
  EXPECT_TRUE(info.Find("seats")->items()[1].Find("connected")->as_bool());
  EXPECT_EQ(info.Find("seats")->items()[2].Find("kind")->as_string(), "ai");
  t.Say(2, R"({"v":2,"type":"start"})");
  EXPECT_EQ(t.wire.Last(2, "error").Find("error")->as_string(), "not-host");
  t.Say(1, R"({"v":2,"type":"start"})");
  ASSERT_EQ(t.room().stage(), RoomStage::kPlaying);
  for (int turn = 0; turn < 5000 && t.room().stage() == RoomStage::kPlaying; ++turn) {
    const int to_act = t.room().ToAct();
    if (to_act == 0 || to_act == 1) ASSERT_TRUE(t.ActFromView(to_act == 0 ? 1 : 2));
    else if (t.room().DealOver()) { t.ActFromView(1); t.ActFromView(2); }
    else t.Tick();
  }
  EXPECT_EQ(t.room().stage(), RoomStage::kOver);
  EXPECT_EQ(t.wire.Last(1, "room").Find("stage")->as_string(), "over");
  // Play again keeps the room and its seats.
  t.Say(1, R"({"v":2,"type":"play-again"})");
  EXPECT_EQ(t.room().stage(), RoomStage::kPlaying);
  EXPECT_EQ(t.room().step(), 0);
  EXPECT_EQ(t.room().seats()[1].name, "Bob");
}

TEST(Rooms, ADroppedSeatTurnsAiAfterTheGraceAndItsPersonRetakesIt) {
  Table t(5.0);
  t.hub->Open(1);
  t.Say(1, CreateText({"person", "person", "expert", "casual"}));
  t.code = t.wire.Last(1, "welcome").Find("room")->as_string();
  t.hub->Open(2);
  t.Say(2, R"({"v":2,"type":"hello","room":")" + t.code + "\"}");
  t.Say(2, R"({"v":2,"type":"take-seat","seat":1,"name":"Bob"})");
  const std::string token = t.wire.Last(2, "welcome").Find("token")->as_string();
  t.Say(1, R"({"v":2,"type":"start"})");
  t.hub->Close(2);
  t.Tick(0.25);  // within a gap
  EXPECT_FALSE(t.wire.Last(1, "room").Find("seats")->items()[1].Find("connected")->as_bool());
  EXPECT_EQ(t.room().seats()[1].kind, SeatKind::kPerson) << "within the grace the seat waits";
  t.Tick(5.5);
  EXPECT_EQ(t.room().seats()[1].kind, SeatKind::kAiForPerson);
  EXPECT_EQ(t.wire.Last(1, "room").Find("seats")->items()[1].Find("kind")->as_string(), "ai-for-person");
  // Play goes on with the AI in seat 1 (seat 0 still decides for itself).
  const int before = t.room().step();
  for (int i = 0; i < 400 && t.room().step() < before + 6 && t.room().stage() == RoomStage::kPlaying; ++i) {
    if (t.room().ToAct() == 0 || t.room().DealOver()) t.ActFromView(1);
    else t.Tick();
  }
  EXPECT_GE(t.room().step(), before + 6);
  // Bob comes back through the link with his token: his seat, his own hand.
  t.hub->Open(3);
  t.Say(3, R"({"v":2,"type":"hello","room":")" + t.code + R"(","token":")" + token + "\"}");
  EXPECT_EQ(t.wire.Last(3, "welcome").Find("seat")->as_number(), 1);
  EXPECT_EQ(t.room().seats()[1].kind, SeatKind::kPerson);
  engine::Json view = t.wire.Last(3, "view");
  ASSERT_NE(view.Find("state"), nullptr);
  EXPECT_EQ(view.Find("from")->as_number(), -1);
  engine::Result<engine::State> seen = engine::PublicView::FromJson(*view.Find("state"));
  ASSERT_TRUE(seen.ok());
  EXPECT_EQ(seen->Hand(1), t.room().state().Hand(1));
  // A fourth person with no token only watches: no hand at all.
  t.hub->Open(4);
  t.Say(4, R"({"v":2,"type":"hello","room":")" + t.code + "\"}");
  EXPECT_EQ(t.wire.Last(4, "welcome").Find("role")->as_string(), "spectator");
  engine::Json watched = t.wire.Last(4, "view");
  EXPECT_EQ(watched.Find("seat")->as_number(), -1);
  t.Say(4, R"({"v":2,"type":"act","step":0,"action":0})");
  EXPECT_EQ(t.wire.Last(4, "error").Find("error")->as_string(), "not-now");
}

TEST(Rooms, ARestartedHubResumesEveryRoomAtTheSameStateHash) {
  Table t;
  t.hub->Open(1);
  t.Say(1, CreateText({"person", "casual", "expert", "beginner", "casual"}, "five-pool"));
  t.code = t.wire.Last(1, "welcome").Find("room")->as_string();
  const std::string token = t.wire.Last(1, "welcome").Find("token")->as_string();
  t.Say(1, R"({"v":2,"type":"start"})");
  for (int i = 0; i < 300 && t.room().step() < 25; ++i) {
    if (t.room().ToAct() == 0 || t.room().DealOver()) t.ActFromView(1);
    else t.Tick();
  }
  const std::uint64_t hash = t.room().state().Hash();
  const int step = t.room().step();
  Wire wire;
  RoomHub again(&t.store, &wire, CountingSecrets(), t.options);
  EXPECT_EQ(again.Resume(), 1);
  ASSERT_NE(again.FindRoom(t.code), nullptr);
  EXPECT_EQ(again.FindRoom(t.code)->state().Hash(), hash);
  EXPECT_EQ(again.FindRoom(t.code)->step(), step);
  again.Open(9);
  again.Receive(9, R"({"v":2,"type":"hello","room":")" + t.code + R"(","token":")" + token + "\"}");
  EXPECT_EQ(wire.Last(9, "welcome").Find("seat")->as_number(), 0);
}

// A friend taking an AI's seat between deals starts a new line: the room frame names who held the
// seat before and for how many deals, the seat's new person has a rejoin code that opens it, and a
// resumed room says the same.
TEST(Rooms, ASeatTakenBetweenDealsKeepsWhoHeldItBeforeAndAResumedRoomSaysTheSame) {
  Table t;
  t.hub->Open(1);
  t.Say(1, CreateText({"person", "casual", "casual"}));
  t.code = t.wire.Last(1, "welcome").Find("room")->as_string();
  const std::string ai_name = t.room().seats()[2].name;
  t.Say(1, R"({"v":2,"type":"start"})");
  for (int i = 0; i < 5000 && !t.room().DealOver(); ++i) {
    if (t.room().ToAct() == 0) ASSERT_TRUE(t.ActFromView(1));
    else t.Tick();
  }
  ASSERT_TRUE(t.room().DealOver());
  EXPECT_EQ(t.wire.Last(1, "room").Find("seats")->items()[2].Find("was"), nullptr) << "no change, no history";
  t.hub->Open(2);
  t.Say(2, R"({"v":2,"type":"hello","room":")" + t.code + "\"}");
  t.Say(2, R"({"v":2,"type":"take-seat","seat":2,"name":"Dan"})");
  const engine::Json welcome = t.wire.Last(2, "welcome");
  ASSERT_EQ(welcome.Find("seat")->as_number(), 2);
  const std::string rejoin = welcome.Find("rejoin")->as_string();
  EXPECT_EQ(rejoin.size(), 8u);
  const engine::Json seat = t.wire.Last(2, "room").Find("seats")->items()[2];
  EXPECT_EQ(seat.Find("name")->as_string(), "Dan");
  ASSERT_NE(seat.Find("was"), nullptr);
  ASSERT_EQ(seat.Find("was")->items().size(), 1u);
  EXPECT_EQ(seat.Find("was")->items()[0].Find("name")->as_string(), ai_name);
  EXPECT_EQ(seat.Find("was")->items()[0].Find("kind")->as_string(), "ai");
  EXPECT_EQ(seat.Find("was")->items()[0].Find("deals")->as_number(), 1);
  EXPECT_EQ(t.wire.Last(2, "room").Find("seats")->items()[1].Find("was"), nullptr);
  Wire wire;
  RoomHub again(&t.store, &wire, CountingSecrets(), t.options);
  EXPECT_EQ(again.Resume(), 1);
  const Room* resumed = again.FindRoom(t.code);
  ASSERT_NE(resumed, nullptr);
  ASSERT_EQ(resumed->past(2).size(), 1u);
  EXPECT_EQ(resumed->past(2)[0].name, ai_name);
  EXPECT_EQ(resumed->past(2)[0].deals, 1);
  // Dan on another device: his code, typed loosely, opens his seat in the resumed room.
  again.Open(9);
  std::string typed = rejoin.substr(0, 4) + "-" + rejoin.substr(4);
  for (char& c : typed) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  again.Receive(9, R"({"v":2,"type":"hello","room":")" + t.code + R"(","rejoin":")" + typed + "\"}");
  EXPECT_EQ(wire.Last(9, "welcome").Find("seat")->as_number(), 2);
  EXPECT_EQ(wire.Last(9, "welcome").Find("token")->as_string(), welcome.Find("token")->as_string());
  // Neither the code nor the token was in a frame to anyone else.
  for (const auto& [id, frames] : t.wire.sent) {
    if (id == 2) continue;
    for (const std::string& f : frames) {
      EXPECT_EQ(f.find(rejoin), std::string::npos) << "connection " << id;
      EXPECT_EQ(f.find(welcome.Find("token")->as_string()), std::string::npos) << "connection " << id;
    }
  }
}

// The tick visits only rooms changed since it last found nothing to do: a room replayed at an AI
// seat's turn, with nobody saying anything, must still be visited, and its AI must move.
TEST(Rooms, AnAiSeatWhoseTurnItIsWhenTheHubRestartsMovesWithNobodyHere) {
  Table t;
  t.hub->Open(1);
  t.Say(1, CreateText({"person", "casual", "casual"}));
  t.code = t.wire.Last(1, "welcome").Find("room")->as_string();
  t.Say(1, R"({"v":2,"type":"start"})");
  for (int i = 0; i < 50 && (t.room().ToAct() == 0 || t.room().DealOver()); ++i) t.ActFromView(1);
  ASSERT_TRUE(t.room().AiToMove());
  const int step = t.room().step();
  Wire wire;
  RoomHub again(&t.store, &wire, CountingSecrets(), t.options);
  ASSERT_EQ(again.Resume(), 1);
  for (int i = 0; i < 200 && again.FindRoom(t.code)->step() == step; ++i) again.Tick(1.0 + i * 0.02, 50.0);
  EXPECT_GT(again.FindRoom(t.code)->step(), step);
}

TEST(Rooms, NothingIsAcknowledgedThatTheStoreRefused) {
  Table t;
  t.hub->Open(1);
  t.Say(1, CreateText({"person", "casual", "casual"}));
  t.code = t.wire.Last(1, "welcome").Find("room")->as_string();
  t.store.refuse = true;
  t.Say(1, R"({"v":2,"type":"start"})");
  EXPECT_EQ(t.wire.Last(1, "error").Find("error")->as_string(), "server-trouble");
  EXPECT_EQ(t.room().stage(), RoomStage::kLobby);
  EXPECT_FALSE(t.hub->Healthy());
}

TEST(Rooms, BadFramesAreRefusedAndChangeNothing) {
  Table t;
  t.hub->Open(1);
  for (const char* text : {"", "{", "[]", R"({"v":3,"type":"hello","room":"X"})", R"({"v":2,"type":"fly"})",
                           R"({"v":2,"type":"hello","room":"NOPE1234"})", R"({"v":2,"type":"act","step":0,"action":99})",
                           R"({"v":2,"type":"react","reaction":"you cheat"})"}) {
    t.Say(1, text);
    EXPECT_FALSE(t.wire.Last(1, "error").Find("error")->as_string().empty()) << text;
  }
  t.Say(1, CreateText({"person", "oracle", "casual"}));
  EXPECT_EQ(t.wire.Last(1, "error").Find("error")->as_string(), "bad-message") << "an AI that reads the cards is never seated";
  EXPECT_EQ(t.hub->NumRooms(), 0);
}

TEST(Rooms, AWrongTokenAFullRoomAndAReplayedReadyAreRefusedAndChangeNothing) {
  Table t;
  t.hub->Open(1);
  t.Say(1, CreateText({"person", "person", "casual"}));
  t.code = t.wire.Last(1, "welcome").Find("room")->as_string();
  const std::size_t records = static_cast<std::size_t>(t.room().records());
  // A token that opens no seat is refused, not taken for a watcher.
  t.hub->Open(2);
  t.Say(2, R"({"v":2,"type":"hello","room":")" + t.code + R"(","token":"token99"})");
  EXPECT_EQ(t.wire.Last(2, "error").Find("error")->as_string(), "bad-token");
  EXPECT_EQ(t.wire.Last(2, "welcome").Find("type"), nullptr) << "no welcome";
  t.Say(2, R"({"v":2,"type":"hello","room":")" + t.code + "\"}");
  t.Say(2, R"({"v":2,"type":"take-seat","seat":1,"name":"Bob"})");
  ASSERT_EQ(t.wire.Last(2, "welcome").Find("seat")->as_number(), 1);
  // The lobby's AI seat is a friend's to take too; then every seat a person's: a fourth person
  // is told the room is full.
  t.hub->Open(3);
  t.Say(3, R"({"v":2,"type":"hello","room":")" + t.code + "\"}");
  t.Say(3, R"({"v":2,"type":"take-seat","seat":1,"name":"Cy"})");
  EXPECT_EQ(t.wire.Last(3, "error").Find("error")->as_string(), "seat-taken");
  t.Say(3, R"({"v":2,"type":"take-seat","seat":2,"name":"Cy"})");
  ASSERT_EQ(t.wire.Last(3, "welcome").Find("seat")->as_number(), 2);
  t.hub->Open(4);
  t.Say(4, R"({"v":2,"type":"hello","room":")" + t.code + "\"}");
  t.Say(4, R"({"v":2,"type":"take-seat","seat":2,"name":"Di"})");
  EXPECT_EQ(t.wire.Last(4, "error").Find("error")->as_string(), "room-full");
  EXPECT_EQ(static_cast<std::size_t>(t.room().records()), records + 2) << "only Bob's and Cy's seats were recorded";
  t.Say(1, R"({"v":2,"type":"start"})");
  for (int turn = 0; turn < 5000 && !t.room().DealOver(); ++turn) {
    const int to_act = t.room().ToAct();
    if (to_act >= 0) ASSERT_TRUE(t.ActFromView(to_act + 1));
    else t.Tick();
  }
  ASSERT_TRUE(t.room().DealOver());
  ASSERT_TRUE(t.ActFromView(1));  // ready
  const std::size_t views_before = t.wire.sent[2].size();
  ASSERT_TRUE(t.ActFromView(1));  // ready again
  EXPECT_EQ(t.wire.Last(1, "error").Find("error")->as_string(), "stale");
  EXPECT_EQ(t.wire.sent[2].size(), views_before) << "a replayed ready tells nobody anything";
  EXPECT_TRUE(t.room().DealOver());
}

TEST(Rooms, RoomsMadeFromOneAddressAreLimitedPerMinute) {
  Table t;
  t.options.rooms_per_address_per_minute = 2;
  t.hub = std::make_unique<RoomHub>(&t.store, &t.wire, CountingSecrets(), t.options);
  for (ConnectionId id : {100, 101, 102, 1}) t.hub->Open(id);
  t.Say(100, CreateText({"person", "casual", "casual"}));
  t.Say(101, CreateText({"person", "casual", "casual"}));
  t.Say(102, CreateText({"person", "casual", "casual"}));
  EXPECT_EQ(t.wire.Last(102, "error").Find("error")->as_string(), "too-fast");
  EXPECT_EQ(t.hub->NumRooms(), 2);
  t.Say(1, CreateText({"person", "casual", "casual"}));
  EXPECT_EQ(t.hub->NumRooms(), 3) << "another address has its own count";
  t.Tick(61.0);
  t.Say(102, CreateText({"person", "casual", "casual"}));
  EXPECT_EQ(t.hub->NumRooms(), 4) << "a minute later";
}

TEST(Rooms, AConnectionMakesSoManyRoomsAndAnAddressKeepsSoManyOpen) {
  Table t;
  t.options.rooms_per_connection = 2;
  t.options.open_rooms_per_address = 3;
  t.options.idle_room_seconds = 100.0;
  t.hub = std::make_unique<RoomHub>(&t.store, &t.wire, CountingSecrets(), t.options);
  t.hub->Open(100);  // 192.0.2.7
  t.Say(100, CreateText({"person", "casual", "casual"}));
  t.Say(100, CreateText({"person", "casual", "casual"}));
  t.Say(100, CreateText({"person", "casual", "casual"}));
  EXPECT_EQ(t.wire.Last(100, "error").Find("error")->as_string(), "too-fast");
  EXPECT_EQ(t.wire.Last(100, "error").Find("message")->as_string(), "too many rooms made on one connection");
  EXPECT_EQ(t.hub->NumRooms(), 2);
  t.hub->Close(100);
  t.hub->Open(101);  // the same address, a new connection
  t.Say(101, CreateText({"person", "casual", "casual"}));
  EXPECT_EQ(t.hub->NumRooms(), 3);
  t.Say(101, CreateText({"person", "casual", "casual"}));
  EXPECT_EQ(t.wire.Last(101, "error").Find("message")->as_string(),
            "too many rooms open from one address; wait until one is closed");
  t.hub->Open(1);  // another address
  t.Say(1, CreateText({"person", "casual", "casual"}));
  EXPECT_EQ(t.hub->NumRooms(), 4);
  // The first two rooms, left for longer than a room with nobody is kept, are removed: their
  // places are free again.
  t.hub->Close(101);
  t.Tick(101.0);
  t.Tick(1.0);
  t.hub->Open(102);
  t.Say(102, CreateText({"person", "casual", "casual"}));
  EXPECT_EQ(t.wire.Last(102, "welcome").Find("seat")->as_number(), 0) << "a removed room frees its place";
}

// A server started on a machine up for days: the clock it reads first is large. Rooms resumed
// before that reading count their time from it, not from 0 (which the first sweep took for a day
// without anyone, and for an abandoned lobby: every such room was removed at each restart).
TEST(Rooms, RoomsResumedBeforeTheClocksFirstReadingCountFromIt) {
  Table t;
  t.options.empty_lobby_seconds = 600.0;
  t.hub = std::make_unique<RoomHub>(&t.store, &t.wire, CountingSecrets(), t.options);
  t.hub->Open(1);
  t.Say(1, CreateText({"person", "person", "casual"}));
  const std::string lobby = t.wire.Last(1, "welcome").Find("room")->as_string();
  t.hub->Open(2);
  t.Say(2, CreateText({"person", "casual", "casual"}));
  const std::string playing = t.wire.Last(2, "welcome").Find("room")->as_string();
  t.Say(2, R"({"v":2,"type":"start"})");
  Wire wire;
  RoomHub again(&t.store, &wire, CountingSecrets(), t.options);
  ASSERT_EQ(again.Resume(), 2);
  const double booted = 5.0 * 86400.0;  // steady seconds on a machine up five days
  again.Tick(booted, 50.0);
  again.Tick(booted + 2.0, 50.0);
  EXPECT_NE(again.FindRoom(lobby), nullptr) << "the lobby is ten minutes from the restart, not from 0";
  EXPECT_NE(again.FindRoom(playing), nullptr);
  again.Tick(booted + 601.0, 50.0);
  again.Tick(booted + 602.0, 50.0);
  EXPECT_EQ(again.FindRoom(lobby), nullptr) << "then it goes, nobody having come";
  EXPECT_NE(again.FindRoom(playing), nullptr) << "a started room is kept a day";
}

// A lobby its creator left and nobody joined goes after --empty-lobby-seconds; one a friend sat
// in, one someone watches and a started room stay (for a day, like any room).
TEST(Rooms, ALobbyItsCreatorLeftAndNobodyJoinedIsRemoved) {
  Table t(1e6);  // a grace longer than the test: the friend's lobby seat stays theirs (room_clock_test frees it)
  t.options.empty_lobby_seconds = 600.0;
  t.hub = std::make_unique<RoomHub>(&t.store, &t.wire, CountingSecrets(), t.options);
  auto make = [&](ConnectionId id) {
    t.hub->Open(id);
    t.Say(id, CreateText({"person", "person", "casual"}));
    return t.wire.Last(id, "welcome").Find("room")->as_string();
  };
  const std::string abandoned = make(1);
  const std::string joined = make(2);
  const std::string watched = make(3);
  const std::string started = make(4);
  t.hub->Open(12);
  t.Say(12, R"({"v":2,"type":"hello","room":")" + joined + "\"}");
  t.Say(12, R"({"v":2,"type":"take-seat","seat":1,"name":"Bob"})");
  t.hub->Open(13);
  t.Say(13, R"({"v":2,"type":"hello","room":")" + watched + "\"}");
  t.Say(4, R"({"v":2,"type":"start"})");
  for (ConnectionId id : {1, 2, 3, 4, 12}) t.hub->Close(id);
  t.Tick(599.0);
  EXPECT_EQ(t.hub->NumRooms(), 4) << "not yet";
  t.Tick(2.0);
  EXPECT_EQ(t.hub->FindRoom(abandoned), nullptr);
  EXPECT_NE(t.hub->FindRoom(joined), nullptr);
  EXPECT_NE(t.hub->FindRoom(watched), nullptr);
  EXPECT_NE(t.hub->FindRoom(started), nullptr);
  engine::Result<std::vector<StoredRoom>> stored = t.store.LoadAll();
  ASSERT_TRUE(stored.ok());
  EXPECT_EQ(stored->size(), 3u) << "removed from the store too";
  // The watcher leaves: ten minutes later that lobby goes too (its only person is its creator).
  t.hub->Close(13);
  t.Tick(601.0);
  t.Tick(1.0);
  EXPECT_EQ(t.hub->FindRoom(watched), nullptr);
  EXPECT_NE(t.hub->FindRoom(joined), nullptr);
  // Off (0, the default in-process): a lobby is kept a day like any room.
  Table kept;
  kept.hub->Open(1);
  kept.Say(1, CreateText({"person", "person", "casual"}));
  kept.hub->Close(1);
  kept.Tick(3600.0);
  kept.Tick(1.0);
  EXPECT_EQ(kept.hub->NumRooms(), 1);
}

std::string TypeOf(const std::string& frame) {
  engine::Result<engine::Json> j = engine::Json::Parse(frame);
  const engine::Json* type = j.ok() ? j->Find("type") : nullptr;
  return type != nullptr && type->is_string() ? type->as_string() : "";
}

// Watchers flipping in and out (the code is in every invite link): the seated player hears of it
// as a few `room` frames a second, the last saying the room as it is; each watcher gets its own
// welcome, room and view at once and in that order.
TEST(Rooms, ABurstOfComingsAndGoingsReachesTheOthersAsAFewFramesASecond) {
  Table t;
  t.hub->Open(1);
  t.Say(1, CreateText({"person", "casual", "casual"}));
  t.code = t.wire.Last(1, "welcome").Find("room")->as_string();
  t.Say(1, R"({"v":2,"type":"start"})");
  t.Tick(1.0);
  t.wire.sent[1].clear();
  ConnectionId next = 200;
  for (int ms = 0; ms < 5000; ms += 2) {
    t.hub->Open(next);
    t.Say(next, R"({"v":2,"type":"hello","room":")" + t.code + "\"}");
    const std::vector<std::string>& own = t.wire.sent[next];
    ASSERT_EQ(own.size(), 3u);
    EXPECT_EQ(TypeOf(own[0]), "welcome");
    EXPECT_EQ(TypeOf(own[1]), "room");
    EXPECT_EQ(TypeOf(own[2]), "view");
    if (ms % 4 == 2) t.hub->Close(next - 1);
    ++next;
    t.now += 0.002;
    if (ms % 20 == 0) t.hub->Tick(t.now, 0.0);  // a tick every 20 ms, no time to think
  }
  t.Tick(0.5);
  int rooms = 0;
  for (const std::string& text : t.wire.sent[1]) rooms += TypeOf(text) == "room";
  EXPECT_LE(rooms, 5 * 4 + 2) << "at most one every 0.25 s";
  EXPECT_GE(rooms, 5);
  // Every other watcher stayed: the last frame says the room as it is.
  EXPECT_EQ(t.wire.Last(1, "room").Find("spectators")->as_number(), 1250);
}

TEST(Rooms, ErrorsArePrintableAndShort) {
  Table t;
  t.hub->Open(1);
  t.Say(1, "{\"v\":2,\"type\":\"hello\",\"room\":\"\\u001b[2J" + std::string(20, 'x') + "\"}");
  const std::string message = t.wire.Last(1, "error").Find("message")->as_string();
  EXPECT_EQ(t.wire.Last(1, "error").Find("error")->as_string(), "no-such-room");
  for (unsigned char c : message) EXPECT_GE(c, 0x20);
  t.Say(1, "\x1b]0;pwned\x07" + std::string(5000, 'x'));
  const std::string long_message = t.wire.Last(1, "error").Find("message")->as_string();
  for (unsigned char c : long_message) EXPECT_GE(c, 0x20);
  EXPECT_LE(long_message.size(), protocol::kMaxErrorMessageBytes + 3);
}

TEST(Rooms, QuickReactionsReachEveryoneAtMostOneASecondASeat) {
  Table t;
  t.hub->Open(1);
  t.Say(1, CreateText({"person", "person", "casual"}));
  t.code = t.wire.Last(1, "welcome").Find("room")->as_string();
  t.hub->Open(2);
  t.Say(2, R"({"v":2,"type":"hello","room":")" + t.code + "\"}");
  t.Tick(5.0);
  t.Say(1, R"({"v":2,"type":"react","reaction":"well-played"})");
  engine::Json heard = t.wire.Last(2, "reaction");
  EXPECT_EQ(heard.Find("seat")->as_number(), 0);
  EXPECT_EQ(heard.Find("reaction")->as_string(), "well-played");
  t.Say(1, R"({"v":2,"type":"react","reaction":"oops"})");
  EXPECT_EQ(t.wire.Last(1, "error").Find("error")->as_string(), "too-fast");
  EXPECT_EQ(t.wire.Last(2, "reaction").Find("reaction")->as_string(), "well-played");
  t.Say(2, R"({"v":2,"type":"react","reaction":"oops"})");
  EXPECT_EQ(t.wire.Last(2, "error").Find("error")->as_string(), "not-now") << "a watcher has no plate to react at";
}

TEST(Rooms, ARoomWithNoPersonForADayIsRemovedFromTheStore) {
  Table t;
  t.options.idle_room_seconds = 100.0;
  t.hub = std::make_unique<RoomHub>(&t.store, &t.wire, CountingSecrets(), t.options);
  t.hub->Open(1);
  t.Say(1, CreateText({"person", "casual", "casual"}));
  t.code = t.wire.Last(1, "welcome").Find("room")->as_string();
  t.Tick(150.0);
  EXPECT_EQ(t.hub->NumRooms(), 1) << "its person is here";
  t.hub->Close(1);
  t.Tick(60.0);
  EXPECT_EQ(t.hub->NumRooms(), 1);
  t.Tick(60.0);
  EXPECT_EQ(t.hub->NumRooms(), 0);
  EXPECT_TRUE(t.store.LoadAll()->empty());
}

// Every card of another seat's hand (and the spare, unless shown) is absent from every view.
void ExpectSecret(const std::map<long, engine::State>& states, int seat, const std::string& text) {
  engine::Result<engine::Json> view = engine::Json::Parse(text);
  ASSERT_TRUE(view.ok());
  const engine::Json& state = *view->Find("state")->Find("state");
  const engine::State& truth = states.at(view->Find("step")->as_number());
  const engine::CardMask hidden = engine::PublicView::HiddenFrom(truth, seat);
  const std::vector<engine::Json>& owner = state.Find("owner_")->items();
  for (engine::CardMask m = hidden; m; m &= m - 1) ASSERT_EQ(owner[engine::LowestCard(m)].as_number(), -1) << "seat " << seat << " card " << int(engine::LowestCard(m));
  engine::CardMask shown = 0;
  for (const engine::Json& hand : state.Find("hands_")->items()) {
    uint64_t mask = 0;
    engine::ParseHex(hand.as_string(), &mask);
    shown |= mask;
  }
  ASSERT_EQ(shown & hidden, 0u);
}

// A thousand matches take about half a minute in a release build; under AddressSanitizer, whose
// every allocation is slow, the first hundred of them.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kRandomMatches = 100;
#else
constexpr int kRandomMatches = 1000;
#endif

// Plays `matches` random matches (3 to 8 seats, every preset) with a watcher; `each_view` is
// given every view sent, with the match as it stood at each step and the seat it was sent to.
using ViewCheck = std::function<void(const std::map<long, engine::State>& states, int seat, const std::string& text)>;
long PlayRandomMatches(int matches, const ViewCheck& each_view) {
  engine::Rng rng(2026);
  long views = 0;
  for (int match = 0; match < matches; ++match) {
    const int seats = 3 + match % 6;
    const char* presets[] = {"classic", "parlett", "modern", "victorian", "five-pool", "foster", "foster-matrimony"};
    Table t;
    std::vector<std::string> kinds(static_cast<std::size_t>(seats), "person");
    t.hub->Open(1);
    t.Say(1, CreateText(kinds, presets[match % 7]));
    if (t.hub->NumRooms() == 0) continue;  // a preset's seat count it does not take
    t.code = t.wire.Last(1, "welcome").Find("room")->as_string();
    for (int s = 1; s < seats; ++s) {
      t.hub->Open(1 + s);
      t.Say(1 + s, R"({"v":2,"type":"hello","room":")" + t.code + "\"}");
      t.Say(1 + s, R"({"v":2,"type":"take-seat","seat":)" + std::to_string(s) + R"(,"name":"P"})");
    }
    t.hub->Open(99);
    t.Say(99, R"({"v":2,"type":"hello","room":")" + t.code + "\"}");
    t.Say(1, R"({"v":2,"type":"start"})");
    // Each view is checked against the match as it stood when the view was sent.
    std::map<long, engine::State> states;  // the match at each step (a deal's end and the next deal's start share a step)
    auto check = [&] {
      for (auto& [id, texts] : t.wire.sent) {
        for (const std::string& text : texts) {
          if (text.find("\"type\":\"view\"") == std::string::npos) continue;
          each_view(states, id == 99 ? -1 : static_cast<int>(id) - 1, text);
          ++views;
        }
        texts.clear();
      }
    };
    states.emplace(0, t.room().state());
    check();
    while (t.room().stage() == RoomStage::kPlaying) {
      if (t.room().DealOver()) {
        for (int s = 0; s < seats; ++s) {
          t.Say(1 + s, R"({"v":2,"type":"act","step":)" + std::to_string(t.room().step()) + R"(,"action":)" +
                           std::to_string(engine::kActionNextDeal) + "}");
          states.insert_or_assign(t.room().step(), t.room().state());
          check();
        }
        continue;
      }
      const int to_act = t.room().ToAct();
      const engine::ActionList legal = t.room().state().LegalActions();
      const engine::Action a = legal[rng.Below(static_cast<uint32_t>(legal.size()))];
      t.Say(1 + to_act, R"({"v":2,"type":"act","step":)" + std::to_string(t.room().step()) + R"(,"action":)" + std::to_string(a) + "}");
      states.insert_or_assign(t.room().step(), t.room().state());
      check();
    }
  }
  return views;
}

TEST(Rooms, NoViewHoldsAHiddenCardInAThousandRandomMatches) {
  EXPECT_GT(PlayRandomMatches(kRandomMatches, ExpectSecret), kRandomMatches * 100);
}

// The server writes views as text, with each match's rules written once: what it sends is, value
// for value, the engine's public view of the match for that seat.
TEST(Rooms, EveryViewIsTheSeatsPublicViewOfTheMatch) {
  constexpr int kMatches = 42;  // every preset at every number of seats
  const long views = PlayRandomMatches(kMatches, [](const std::map<long, engine::State>& states, int seat, const std::string& text) {
    engine::Result<engine::Json> view = engine::Json::Parse(text);
    ASSERT_TRUE(view.ok()) << view.error();
    const engine::State& truth = states.at(view->Find("step")->as_number());
    EXPECT_EQ(view->Find("state")->Dump(), engine::PublicView::ToJson(truth, seat).Dump()) << "seat " << seat;
    EXPECT_EQ(view->Find("seat")->as_number(), seat);
  });
  EXPECT_GT(views, kMatches * 100);
}

}  // namespace
}  // namespace popejoan::server
