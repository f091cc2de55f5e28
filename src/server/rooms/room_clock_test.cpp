// No stalls (docs/online.md, "The turn clock" and "The host"), headless through the messages the
// page sends and a fake clock (RoomHub::Tick's time): a person's clock runs out and their seat's
// AI plays that turn, late turns in a row make the seat away until its person is back or acts, a
// deal's end does not wait past the clock, the host (and only the host) frees lobby seats, the
// host passes on when the creator leaves, a lobby seat whose person is gone is free again, and
// every one of these is a record that replays after a restart.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/public_view.h"
#include "server/rooms/room_hub.h"
#include "server/store/memory_room_store.h"
#include "server/testing/hub_table.h"

namespace popejoan::server {
namespace {

using testkit::Wire;  // every connection here is under 100: all from one address

Secrets CountingSecrets() { return testkit::CountingSecrets("CKCMDEFG"); }

// A create message; `clock` < 0 leaves the field out (a client from before the clock).
std::string CreateText(const std::vector<std::string>& seats, int clock, int rounds = 1) {
  std::string list;
  for (const std::string& s : seats) {
    if (!list.empty()) list += ",";
    list += s == "person" ? R"({"kind":"person"})" : R"({"kind":"ai","level":")" + s + "\"}";
  }
  const std::string clock_field = clock < 0 ? "" : R"("clock":)" + std::to_string(clock) + ",";
  return R"({"v":2,"type":"create","name":"Ann","rules":{"preset":"classic"},"rounds":)" + std::to_string(rounds) +
         R"(,"fill":"beginner",)" +
         clock_field + R"("seats":[)" + list + "]}";
}

std::string Text(const engine::Json& j, const char* key) { return testkit::TextOf(j, key); }
std::int64_t Number(const engine::Json& j, const char* key) { return testkit::NumberOf(j, key); }

struct Table : testkit::HubTable {
  std::map<int, ConnectionId> playing;  // the people who play at once: seat -> connection
  std::map<int, int> ready_at;          // the step each of them last said ready at

  explicit Table(double grace = 30.0) : HubTable(CountingSecrets(), grace) {}
  SeatKind KindOf(int seat) const { return room().seats()[static_cast<std::size_t>(seat)].kind; }
  void Create(ConnectionId id, const std::vector<std::string>& seats, int clock, int rounds = 1) {
    hub->Open(id);
    Say(id, CreateText(seats, clock, rounds));
    code = Text(wire.Last(id, "welcome"), "room");
    playing[0] = id;
  }
  void Join(ConnectionId id, int seat, const std::string& name) {
    hub->Open(id);
    Say(id, R"({"v":2,"type":"hello","room":")" + code + "\"}");
    Say(id, R"({"v":2,"type":"take-seat","seat":)" + std::to_string(seat) + R"(,"name":")" + name + "\"}");
  }
  std::string TokenOf(ConnectionId id) const { return Text(wire.Last(id, "welcome"), "token"); }
  // The people of `playing` act at once when it is their turn and say ready at a deal's end;
  // then a quarter of a second passes (the hub looks at the clocks once a second).
  void Step() {
    const Room& r = room();
    if (r.stage() == RoomStage::kPlaying && r.DealOver()) {
      for (const auto& [seat, id] : playing) {
        if (ready_at.count(seat) != 0 && ready_at[seat] == r.step()) continue;
        ready_at[seat] = r.step();
        ASSERT_TRUE(ActFromView(id));
      }
    } else if (r.stage() == RoomStage::kPlaying && r.ToAct() >= 0 && playing.count(r.ToAct()) != 0 &&
               !r.PlayedByAi(r.ToAct())) {
      ASSERT_TRUE(ActFromView(playing.at(r.ToAct())));
    }
    Tick(0.25);
  }
  void Play(double seconds) {
    for (double end = now + seconds; now < end;) Step();
  }
  // Plays on until `seat`'s person is to lead or place a counter (not at the wild Pope's stop).
  bool PlayUntilTurnOf(int seat) {
    for (int i = 0; i < 20000 && room().stage() == RoomStage::kPlaying; ++i) {
      if (room().ToAct() == seat && room().state().phase() != engine::Phase::kWildPope && KindOf(seat) == SeatKind::kPerson) return true;
      Step();
    }
    return false;
  }
  std::vector<engine::Json> Records() {
    std::vector<engine::Json> out;
    const engine::Result<std::vector<std::string>> stored = store.inner.Load(code);
    if (!stored.ok()) return out;
    for (const std::string& text : stored.value()) out.push_back(engine::Json::Parse(text).value());
    return out;
  }
  int CountRecords(const std::string& type) {
    int n = 0;
    for (const engine::Json& r : Records()) n += Text(r, "t") == type;
    return n;
  }
};

// Ann (seat 0, playing at once) and Bob (seat 1, silent) with an AI, and a 30-second clock.
void SeatAnnAndSilentBob(Table* t, int clock = 30, int rounds = 1) {
  t->Create(1, {"person", "person", "casual"}, clock, rounds);
  t->Join(2, 1, "Bob");
  t->Say(1, R"({"v":2,"type":"start"})");
  ASSERT_EQ(t->room().stage(), RoomStage::kPlaying);
}

TEST(TurnClock, WhenAPersonsClockRunsOutTheirSeatsAiPlaysThatTurnAndEveryPageIsTold) {
  Table t;
  SeatAnnAndSilentBob(&t);
  EXPECT_EQ(Number(t.wire.Last(1, "room"), "clock"), 30);
  ASSERT_TRUE(t.PlayUntilTurnOf(1));
  const int step = t.room().step();
  // Bob's turn came with his whole clock, and every page is shown it.
  EXPECT_EQ(Number(t.wire.Last(2, "view"), "left"), 30000);
  EXPECT_EQ(Number(t.wire.Last(1, "view"), "left"), 30000);
  t.Play(28.0);
  EXPECT_EQ(t.room().step(), step) << "within the clock the table waits for Bob";
  t.Play(3.0);
  ASSERT_GT(t.room().step(), step) << "the clock ran out: Bob's AI played";
  EXPECT_EQ(t.room().LateTurns(1), 1);
  EXPECT_EQ(t.KindOf(1), SeatKind::kPerson) << "one late turn: the seat is still Bob's";
  // The act is stored marked late, and the view of it says whose turn the AI played.
  bool late_stored = false;
  for (const engine::Json& r : t.Records()) late_stored = late_stored || (Text(r, "t") == "act" && r.Find("late") != nullptr && Number(r, "seat") == 1);
  EXPECT_TRUE(late_stored);
  bool told = false;
  for (ConnectionId id : {1, 2}) {
    for (const std::string& text : t.wire.sent[id]) {
      const engine::Json view = *engine::Json::Parse(text);
      if (Text(view, "type") == "view" && Number(view, "step") == step + 1 && Number(view, "late") == 1) told = told || id == 2;
    }
  }
  EXPECT_TRUE(told) << "Bob's page heard that time ran out for him";
}

TEST(TurnClock, AnAiSeatsTurnHasNoClockAndARoomWithoutOneNeverHurriesAnyone) {
  Table t;
  SeatAnnAndSilentBob(&t, 0);
  EXPECT_EQ(Number(t.wire.Last(1, "room"), "clock"), 0);
  ASSERT_TRUE(t.PlayUntilTurnOf(1));
  EXPECT_EQ(t.wire.Last(2, "view").Find("left"), nullptr) << "no clock: no time left said";
  const int step = t.room().step();
  t.Play(600.0);
  EXPECT_EQ(t.room().step(), step);
  EXPECT_EQ(t.room().LateTurns(1), 0);
}

TEST(TurnClock, LateTurnsInARowMakeTheSeatAwayUntilItsPersonIsBackOrActs) {
  Table t;
  SeatAnnAndSilentBob(&t, 30, 3);
  for (int late = 1; late <= kLateTurnsBeforeAway; ++late) {
    ASSERT_TRUE(t.PlayUntilTurnOf(1)) << "late turn " << late;
    const int step = t.room().step();
    for (int i = 0; i < 200 && t.room().step() == step; ++i) t.Step();
    ASSERT_GT(t.room().step(), step);
    if (late < kLateTurnsBeforeAway) {
      EXPECT_EQ(t.KindOf(1), SeatKind::kPerson);
    }
  }
  EXPECT_EQ(t.KindOf(1), SeatKind::kAiForPerson) << kLateTurnsBeforeAway << " late turns in a row: away";
  const engine::Json bob = t.wire.Last(1, "room").Find("seats")->items()[1];
  EXPECT_EQ(Text(bob, "kind"), "ai-for-person");
  EXPECT_TRUE(bob.Find("connected")->as_bool()) << "Bob is here, his AI plays";
  const engine::Json away = t.Records().back().Find("t")->as_string() == "away" ? t.Records().back() : engine::Json::Object();
  EXPECT_EQ(Text(away, "why"), "clock");
  // His seat plays on without waiting for him.
  const int step = t.room().step();
  t.Play(20.0);
  EXPECT_GT(t.room().step(), step + 3);
  // "I'm back": stored, and the seat is his again with its late turns forgotten.
  t.Say(2, R"({"v":2,"type":"back"})");
  EXPECT_EQ(t.KindOf(1), SeatKind::kPerson);
  EXPECT_EQ(t.room().LateTurns(1), 0);
  EXPECT_EQ(Text(t.Records().back(), "t"), "back");
  EXPECT_EQ(Text(t.wire.Last(1, "room").Find("seats")->items()[1], "kind"), "person");
  t.Say(2, R"({"v":2,"type":"back"})");
  EXPECT_EQ(Text(t.wire.Last(2, "error"), "error"), "not-now") << "back when the seat is his";
  // Away again; this time he simply acts (even too late to count): that brings him back too.
  for (int late = 1; late <= kLateTurnsBeforeAway; ++late) {
    ASSERT_TRUE(t.PlayUntilTurnOf(1)) << "late turn " << late << " stage " << static_cast<int>(t.room().stage());
    const int at = t.room().step();
    for (int i = 0; i < 200 && t.room().step() == at; ++i) t.Step();
  }
  ASSERT_EQ(t.KindOf(1), SeatKind::kAiForPerson);
  t.Say(2, R"({"v":2,"type":"act","step":0,"action":0})");
  EXPECT_EQ(t.KindOf(1), SeatKind::kPerson);
  EXPECT_EQ(Text(t.wire.Last(2, "error"), "error"), "stale") << "the act itself came too late";
}

TEST(TurnClock, ALateTurnIsNewsOnceAndNeverInTheNextMatch) {
  Table t;
  SeatAnnAndSilentBob(&t);
  ASSERT_TRUE(t.PlayUntilTurnOf(1));
  const int step = t.room().step();
  for (int i = 0; i < 200 && t.room().step() == step; ++i) t.Step();
  ASSERT_EQ(t.room().LateTurns(1), 1);
  // From now on Bob plays himself, to the end of the match and through the whole next one.
  t.playing[1] = 2;
  auto lates_told = [&] {
    int n = 0;
    for (const std::string& text : t.wire.sent[2]) n += text.find("\"late\"") != std::string::npos;
    return n;
  };
  for (int i = 0; i < 40000 && t.room().stage() == RoomStage::kPlaying; ++i) t.Step();
  ASSERT_EQ(t.room().stage(), RoomStage::kOver);
  EXPECT_EQ(lates_told(), 1) << "the late act's view only";
  t.Say(1, R"({"v":2,"type":"play-again"})");
  ASSERT_EQ(t.room().stage(), RoomStage::kPlaying);
  for (int i = 0; i < 40000 && t.room().stage() == RoomStage::kPlaying; ++i) t.Step();
  EXPECT_EQ(t.room().stage(), RoomStage::kOver);
  EXPECT_EQ(lates_told(), 1) << "no late news in the next match";
  EXPECT_EQ(t.room().LateTurns(1), 0);
}

TEST(TurnClock, AOneLateTurnIsForgottenWhenThePersonPlays) {
  Table t;
  SeatAnnAndSilentBob(&t);
  ASSERT_TRUE(t.PlayUntilTurnOf(1));
  const int step = t.room().step();
  for (int i = 0; i < 200 && t.room().step() == step; ++i) t.Step();
  ASSERT_EQ(t.room().LateTurns(1), 1);
  t.playing[1] = 2;  // Bob plays his next turn himself
  ASSERT_TRUE(t.PlayUntilTurnOf(1));
  t.Step();
  EXPECT_EQ(t.room().LateTurns(1), 0);
}

TEST(TurnClock, AtADealsEndWhoeverDoesNotSayReadyWithinTheClockIsCountedReady) {
  Table t;
  SeatAnnAndSilentBob(&t, 60);
  t.playing[1] = 2;  // Bob plays his turns, but never says he is ready
  for (int i = 0; i < 20000 && !t.room().DealOver(); ++i) {
    t.Step();
    t.ready_at[1] = t.room().step();
  }
  ASSERT_TRUE(t.room().DealOver());
  const int step = t.room().step();
  t.Step();  // Ann says ready
  const std::int64_t left = Number(t.wire.Last(2, "view"), "left");
  EXPECT_GE(left, 59000) << "everyone's clock at the deal's end";
  EXPECT_LE(left, 60000);
  t.Play(55.0);
  EXPECT_TRUE(t.room().DealOver()) << "the table waits for Bob within the clock";
  t.Play(6.0);
  EXPECT_FALSE(t.room().DealOver() && t.room().step() == step) << "the next deal was dealt without Bob's word";
  EXPECT_GT(t.room().step(), step);
}

TEST(Host, OnlyTheHostFreesAPersonsSeatInTheLobbyAndItsPersonWatches) {
  Table t;
  t.Create(1, {"person", "person", "person", "casual"}, 30);
  t.Join(2, 1, "Bob");
  t.Join(3, 2, "Cy");
  const std::string bob_token = t.TokenOf(2);
  EXPECT_EQ(Number(t.wire.Last(3, "room"), "host"), 0) << "the creator is the host while here";
  t.Say(3, R"({"v":2,"type":"free-seat","seat":1})");
  EXPECT_EQ(Text(t.wire.Last(3, "error"), "error"), "not-host");
  EXPECT_EQ(t.KindOf(1), SeatKind::kPerson);
  t.Say(1, R"({"v":2,"type":"free-seat","seat":0})");
  EXPECT_EQ(Text(t.wire.Last(1, "error"), "error"), "not-now") << "the host does not free their own seat";
  t.Say(1, R"({"v":2,"type":"free-seat","seat":3})");
  EXPECT_EQ(Text(t.wire.Last(1, "error"), "error"), "not-now") << "an AI's seat is no person's";
  t.Say(1, R"({"v":2,"type":"free-seat","seat":1})");
  EXPECT_EQ(t.KindOf(1), SeatKind::kEmpty);
  EXPECT_EQ(Text(t.Records().back(), "t"), "free");
  EXPECT_EQ(Text(t.wire.Last(2, "welcome"), "role"), "spectator") << "Bob watches";
  EXPECT_EQ(Text(t.wire.Last(3, "room").Find("seats")->items()[1], "kind"), "empty");
  // His old token opens nothing; he may take a seat again like anyone watching.
  t.hub->Open(4);
  t.Say(4, R"({"v":2,"type":"hello","room":")" + t.code + R"(","token":")" + bob_token + "\"}");
  EXPECT_EQ(Text(t.wire.Last(4, "error"), "error"), "bad-token");
  t.Say(2, R"({"v":2,"type":"take-seat","seat":1,"name":"Bob"})");
  EXPECT_EQ(Number(t.wire.Last(2, "welcome"), "seat"), 1);
  // Once the match is on, seats are not freed.
  t.Say(1, R"({"v":2,"type":"start"})");
  t.Say(1, R"({"v":2,"type":"free-seat","seat":1})");
  EXPECT_EQ(Text(t.wire.Last(1, "error"), "error"), "not-now");
  EXPECT_EQ(t.KindOf(1), SeatKind::kPerson);
}

TEST(Host, WhenTheCreatorLeavesTheNextPersonHereStartsAndPlaysAgain) {
  Table t(5.0);
  t.Create(1, {"person", "person", "person", "casual"}, 0);
  t.Join(2, 1, "Bob");
  t.Join(3, 2, "Cy");
  t.hub->Close(1);
  t.Tick(0.3);  // a leaving reaches the others as the paced room frame (info_pacer.h)
  EXPECT_EQ(Number(t.wire.Last(3, "room"), "host"), 1) << "the lowest seat whose person is here";
  t.Say(3, R"({"v":2,"type":"start"})");
  EXPECT_EQ(Text(t.wire.Last(3, "error"), "error"), "not-host");
  t.Say(3, R"({"v":2,"type":"free-seat","seat":1})");
  EXPECT_EQ(Text(t.wire.Last(3, "error"), "error"), "not-host");
  t.Say(2, R"({"v":2,"type":"start"})");
  ASSERT_EQ(t.room().stage(), RoomStage::kPlaying) << "Bob, the host now, started";
  t.playing = {{1, 2}, {2, 3}};
  for (int i = 0; i < 40000 && t.room().stage() == RoomStage::kPlaying; ++i) t.Step();
  ASSERT_EQ(t.room().stage(), RoomStage::kOver);
  t.Say(3, R"({"v":2,"type":"play-again"})");
  EXPECT_EQ(Text(t.wire.Last(3, "error"), "error"), "not-host");
  t.Say(2, R"({"v":2,"type":"play-again"})");
  EXPECT_EQ(t.room().stage(), RoomStage::kPlaying);
  // Ann comes back: seat 0 is the host again.
  t.hub->Open(5);
  t.Say(5, R"({"v":2,"type":"hello","room":")" + t.code + R"(","token":")" + t.TokenOf(1) + "\"}");
  t.Tick(0.3);
  EXPECT_EQ(Number(t.wire.Last(3, "room"), "host"), 0);
}

TEST(Host, ALobbySeatWhosePersonIsGoneForTheGraceIsFreeAgain) {
  Table t(5.0);
  t.Create(1, {"person", "person", "casual"}, 0);
  t.Join(2, 1, "Bob");
  t.hub->Close(2);
  t.Play(4.0);
  EXPECT_EQ(t.KindOf(1), SeatKind::kPerson) << "within the grace the seat waits";
  t.Play(2.0);
  EXPECT_EQ(t.KindOf(1), SeatKind::kEmpty);
  EXPECT_EQ(Text(t.Records().back(), "t"), "free");
  EXPECT_EQ(Text(t.wire.Last(1, "room").Find("seats")->items()[1], "kind"), "empty");
}

TEST(TurnClock, TheClockTheLateTurnsAndTheFreedSeatsReplayAfterARestart) {
  Table t(5.0);
  t.Create(1, {"person", "person", "person", "casual"}, 30);
  t.Join(2, 1, "Bob");
  t.Join(3, 2, "Cy");
  t.Say(1, R"({"v":2,"type":"free-seat","seat":2})");
  t.Say(1, R"({"v":2,"type":"start"})");
  for (int late = 1; late <= kLateTurnsBeforeAway; ++late) {
    ASSERT_TRUE(t.PlayUntilTurnOf(1));
    const int at = t.room().step();
    for (int i = 0; i < 200 && t.room().step() == at; ++i) t.Step();
  }
  ASSERT_EQ(t.KindOf(1), SeatKind::kAiForPerson);
  const int late_turns = t.room().LateTurns(1);
  const std::uint64_t hash = t.room().state().Hash();
  Wire wire;
  RoomHub again(&t.store, &wire, CountingSecrets(), t.options);
  ASSERT_EQ(again.Resume(), 1);
  const Room* room = again.FindRoom(t.code);
  ASSERT_NE(room, nullptr);
  EXPECT_EQ(room->state().Hash(), hash);
  EXPECT_EQ(room->clock_seconds(), 30);
  EXPECT_EQ(room->seats()[1].kind, SeatKind::kAiForPerson);
  EXPECT_EQ(room->seats()[2].kind, SeatKind::kAi) << "freed in the lobby, then an AI's at the start";
  EXPECT_EQ(room->LateTurns(1), late_turns);
}

TEST(TurnClock, ARoomStoredBeforeTheClockHasNone) {
  Table t;
  t.Create(1, {"person", "casual", "casual"}, -1);
  EXPECT_EQ(t.room().clock_seconds(), 0);
  // The same room's create record as an older server wrote it: no "clock" field at all.
  engine::Json create = t.Records().front();
  engine::Json old = engine::Json::Object();
  for (const engine::Json::Member& m : create.members()) {
    if (m.first != "clock") old.Set(m.first, m.second);
  }
  MemoryRoomStore store;
  ASSERT_TRUE(store.Append("OLDROOM22", 0, old.Dump()).ok());
  Wire wire;
  RoomHub hub(&store, &wire, CountingSecrets(), t.options);
  ASSERT_EQ(hub.Resume(), 1);
  EXPECT_EQ(hub.FindRoom("OLDROOM22")->clock_seconds(), 0);
}

TEST(TurnClock, NothingTheStoreRefusedIsToldAndTheLateTurnIsPlayedOnceItTakesItAgain) {
  Table t;
  t.Create(1, {"person", "person", "casual"}, 30);
  t.Join(2, 1, "Bob");
  t.store.refuse = true;
  t.Say(1, R"({"v":2,"type":"free-seat","seat":1})");
  EXPECT_EQ(Text(t.wire.Last(1, "error"), "error"), "server-trouble");
  EXPECT_EQ(t.KindOf(1), SeatKind::kPerson);
  EXPECT_EQ(Text(t.wire.Last(2, "welcome"), "role"), "player") << "Bob was never told he watches";
  t.store.refuse = false;
  t.Say(1, R"({"v":2,"type":"start"})");
  ASSERT_TRUE(t.PlayUntilTurnOf(1));
  const int step = t.room().step();
  const std::size_t frames = t.wire.sent[2].size();
  t.store.refuse = true;
  t.Play(40.0);
  EXPECT_EQ(t.room().step(), step) << "the AI's act for Bob was refused: nothing changed";
  EXPECT_EQ(t.wire.sent[2].size(), frames) << "nobody was told of it";
  t.store.refuse = false;
  t.Play(1.0);
  EXPECT_EQ(t.room().step(), step + 1) << "tried again once the store takes it";
  EXPECT_EQ(t.room().LateTurns(1), 1);
  EXPECT_EQ(Number(t.wire.Last(2, "view"), "late"), 1);
}

TEST(TurnClock, TheNewMessagesAreReadStrictly) {
  for (const char* bad : {R"({"v":2,"type":"free-seat"})", R"({"v":2,"type":"free-seat","seat":9})",
                          R"({"v":2,"type":"free-seat","seat":1,"name":"x"})", R"({"v":2,"type":"back","seat":1})"}) {
    EXPECT_FALSE(ParseClientMessage(bad).ok()) << bad;
  }
  for (int clock : {1, 45, 90, 121, 3600}) EXPECT_FALSE(ParseClientMessage(CreateText({"person", "casual", "casual"}, clock)).ok()) << clock;
  for (const char* clock : {R"("30")", "-30", "true", "null"}) {
    EXPECT_FALSE(ParseClientMessage(R"({"v":2,"type":"create","name":"A","rules":{"preset":"classic"},"rounds":1,"fill":"casual","clock":)" +
                                    std::string(clock) + R"(,"seats":[{"kind":"person"},{"kind":"person"},{"kind":"person"}]})")
                     .ok())
        << clock;
  }
  engine::Result<ClientMessage> created = ParseClientMessage(CreateText({"person", "casual", "casual"}, 120));
  ASSERT_TRUE(created.ok()) << created.error();
  EXPECT_EQ(created->create.clock, 120);
  engine::Result<ClientMessage> freed = ParseClientMessage(R"({"v":2,"type":"free-seat","seat":3})");
  ASSERT_TRUE(freed.ok());
  EXPECT_EQ(freed->type, ClientMessageType::kFreeSeat);
  EXPECT_EQ(freed->seat, 3);
  EXPECT_EQ(ParseClientMessage(R"({"v":2,"type":"back"})")->type, ClientMessageType::kBack);
}

}  // namespace
}  // namespace popejoan::server
