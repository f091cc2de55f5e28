// The server's frames read (server_message.h), and the client's messages written as the page
// writes them; every view frame here is the server's own (view_frame.h).
#include "protocol/server_message.h"
#include "protocol/view_tracker.h"

#include <gtest/gtest.h>

#include <tuple>

#include "engine/public_view.h"
#include "engine/serialize.h"
#include "engine/test_util.h"
#include "protocol/client_message.h"
#include "protocol/view_frame.h"

namespace popejoan::protocol {
namespace {

using engine::testing_util::NewClassicMatch;

// Seat 1's view at step 3 of the events since `from`, seats 0 and 3 ready, as the server writes it.
std::string ViewFrame(const engine::State& state, const std::vector<engine::Event>& events, int from, const ViewExtras& extras = {}) {
  return ViewFrameText(state, 1, 3, from, nullptr, events, {true, false, false, true}, extras);
}

TEST(RoomMessages, ReadsAView) {
  std::vector<engine::Event> events;
  const engine::State state = NewClassicMatch(7, &events);
  ASSERT_FALSE(events.empty());
  engine::Result<ServerMessage> read = ParseServerMessage(ViewFrame(state, events, 2));
  ASSERT_TRUE(read.ok()) << read.error();
  RoomView& view = std::get<RoomView>(read.value());
  EXPECT_EQ(view.step, 3);
  EXPECT_EQ(view.seat, 1);
  EXPECT_EQ(view.from, 2);
  EXPECT_FALSE(view.state.has_value()) << "dealt back as a tracker takes it";
  ViewTracker tracker;
  ASSERT_TRUE(tracker.Apply(&view));
  ASSERT_TRUE(view.state.has_value());
  EXPECT_EQ(view.state->Hash(), engine::PublicView::FromJson(engine::PublicView::ToJson(state, 1)).value().Hash());
  // What seat 1 may not see is not in the view: the other hands are dealt back in card order.
  EXPECT_EQ(view.state->Hand(1), state.Hand(1));
  ASSERT_EQ(view.events.size(), events.size());
  EXPECT_EQ(view.events[0].type, events[0].type);
  EXPECT_EQ(view.events.back().amount, events.back().amount);
  EXPECT_EQ(view.ready, 0b1001u);
}

// The load tool's reader: the same view, step and check, without the events.
TEST(RoomMessages, AViewReadWithoutEventsIsTheSameViewWithoutThem) {
  std::vector<engine::Event> events;
  const engine::State state = NewClassicMatch(7, &events);
  ASSERT_FALSE(events.empty());
  const std::string text = ViewFrame(state, events, 2);
  engine::Result<ServerMessage> whole = ParseServerMessage(text);
  engine::Result<ServerMessage> lean = ParseServerMessageWithoutEvents(text);
  ASSERT_TRUE(whole.ok() && lean.ok()) << lean.error();
  RoomView& a = std::get<RoomView>(whole.value());
  RoomView& b = std::get<RoomView>(lean.value());
  EXPECT_TRUE(b.events.empty());
  EXPECT_EQ(std::tie(a.step, a.seat, a.from, a.ready, a.left_ms, a.late), std::tie(b.step, b.seat, b.from, b.ready, b.left_ms, b.late));
  ViewTracker ta, tb;
  ASSERT_TRUE(ta.Apply(&a) && tb.Apply(&b));
  EXPECT_EQ(a.state->Hash(), b.state->Hash());
  // Still checked: a frame that is not JSON, or a view without its state, is refused.
  EXPECT_FALSE(ParseServerMessageWithoutEvents(text.substr(0, text.size() - 1)).ok());
  EXPECT_FALSE(ParseServerMessageWithoutEvents(R"({"v":2,"type":"view","step":3,"seat":1,"from":2,"events":[]})").ok());
}

TEST(RoomMessages, ReadsWelcomeRoomReactionAndError) {
  const auto welcome = ParseServerMessage(
      R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"player","seat":2,"token":"t0k"})");
  ASSERT_TRUE(welcome.ok()) << welcome.error();
  EXPECT_EQ(std::get<Welcome>(welcome.value()).seat, 2);
  EXPECT_EQ(std::get<Welcome>(welcome.value()).token, "t0k");
  const auto watching = ParseServerMessage(R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"spectator","seat":-1})");
  ASSERT_TRUE(watching.ok()) << watching.error();
  EXPECT_TRUE(std::get<Welcome>(watching.value()).spectator);

  engine::Json room = engine::Json::Object();
  room.Set("v", engine::Json::Number(2));
  room.Set("type", engine::Json::String("room"));
  room.Set("room", engine::Json::String("ABCDEFGHJ"));
  room.Set("stage", engine::Json::String("lobby"));
  room.Set("rounds", engine::Json::Number(2));
  room.Set("rules", engine::RulesToJson(engine::RulesForPreset(engine::Preset::kClassic)));
  room.Set("fill", engine::Json::String("casual"));
  room.Set("spectators", engine::Json::Number(1));
  engine::Json seats = engine::Json::Array();
  for (const char* kind : {"person", "ai", "empty", "ai-for-person"}) {
    engine::Json s = engine::Json::Object();
    s.Set("name", engine::Json::String("Ann"));
    s.Set("kind", engine::Json::String(kind));
    s.Set("level", engine::Json::String("casual"));
    s.Set("connected", engine::Json::Bool(true));
    seats.Append(std::move(s));
  }
  room.Set("seats", std::move(seats));
  const auto info = ParseServerMessage(room.Dump());
  ASSERT_TRUE(info.ok()) << info.error();
  const RoomInfo& r = std::get<RoomInfo>(info.value());
  EXPECT_EQ(r.rounds, 2);
  ASSERT_EQ(r.seats.size(), 4u);
  EXPECT_EQ(r.seats[3].kind, SeatKind::kAiForPerson);
  EXPECT_TRUE(r.seats[0].connected);

  const auto reaction = ParseServerMessage(R"({"v":2,"type":"reaction","seat":3,"reaction":"oops"})");
  ASSERT_TRUE(reaction.ok());
  EXPECT_EQ(std::get<RoomReaction>(reaction.value()).reaction, Reaction::kOops);
  const auto error = ParseServerMessage(R"({"v":2,"type":"error","error":"no-such-room","message":"gone"})");
  ASSERT_TRUE(error.ok());
  EXPECT_EQ(std::get<RoomError>(error.value()).error, "no-such-room");
}

TEST(RoomMessages, RefusesHostileFrames) {
  for (const char* text : {
           "", "[]", "null", "{", R"({"v":3,"type":"welcome"})", R"({"v":2,"type":"shout"})",
           R"({"v":2,"type":"welcome","room":"A","role":"king","seat":0})",
           R"({"v":2,"type":"welcome","room":"A","role":"player","seat":99})",
           R"({"v":2,"type":"reaction","seat":0,"reaction":"boo"})",
           R"({"v":2,"type":"view","step":1,"seat":0,"from":0,"state":{},"events":[]})",
           R"({"v":2,"type":"room","room":"A","stage":"lobby","rounds":1,"rules":{},"seats":[{"kind":"x"}]})",
       }) {
    EXPECT_FALSE(ParseServerMessage(text).ok()) << text;
  }
  std::vector<engine::Event> events;
  const engine::State state = NewClassicMatch(3, &events);
  std::string bad_event = ViewFrame(state, {}, 2);
  bad_event.replace(bad_event.find("\"events\":[]"), 11, "\"events\":[[99,0,0,0,0,0,0]]");
  EXPECT_FALSE(ParseServerMessage(bad_event).ok());
  EXPECT_FALSE(ParseServerMessage(ViewFrame(state, events, 5)).ok());  // from after step
  EXPECT_FALSE(ParseServerMessage(std::string(kMaxServerFrameBytes + 1, ' ')).ok());
  EXPECT_FALSE(ParseServerMessage(std::string(10000, '[')).ok());
  // A view whose counts do not match its hidden cards reads, and the tracker refuses it.
  std::string miscounted = ViewFrame(state, events, 2);
  const std::size_t at = miscounted.rfind("\"spare\":") + 8;
  const std::size_t end = miscounted.find('}', at);
  miscounted.replace(at, end - at, std::to_string(std::stoi(miscounted.substr(at, end - at)) + 1));
  engine::Result<ServerMessage> read = ParseServerMessage(miscounted);
  ASSERT_TRUE(read.ok()) << read.error();
  ViewTracker tracker;
  EXPECT_FALSE(tracker.Apply(&std::get<RoomView>(read.value())));
  EXPECT_FALSE(tracker.seen().has_value());
}

TEST(RoomMessages, BuildsTheClientsMessages) {
  CreateRequest request;
  request.rules = engine::RulesForPreset(engine::Preset::kClassic);
  request.rounds = 2;
  request.seats = {{SeatKind::kPerson, ""}, {SeatKind::kPerson, ""}, {SeatKind::kAi, "expert"}};
  request.fill = "beginner";
  const engine::Result<engine::Json> create = engine::Json::Parse(CreateMessage("Ann", request));
  ASSERT_TRUE(create.ok());
  EXPECT_EQ(create->Find("type")->as_string(), "create");
  EXPECT_EQ(create->Find("v")->as_number(), 2);
  EXPECT_EQ(create->Find("rounds")->as_number(), 2);
  EXPECT_EQ(create->Find("fill")->as_string(), "beginner");
  ASSERT_EQ(create->Find("seats")->items().size(), 3u);
  EXPECT_EQ(create->Find("seats")->items()[2].Find("level")->as_string(), "expert");
  EXPECT_TRUE(engine::RulesFromJson(*create->Find("rules")).ok());
  EXPECT_EQ(ActMessage(12, 64), R"({"v": 2, "type": "act", "step": 12, "action": 64})");
  EXPECT_EQ(HelloMessage("ABC", "", ""), R"({"v": 2, "type": "hello", "room": "ABC"})");
  EXPECT_EQ(HelloMessage("ABC", "tok", "Bo"), R"({"v": 2, "type": "hello", "room": "ABC", "token": "tok", "name": "Bo"})");
  EXPECT_EQ(TakeSeatMessage(2, "Bo"), R"({"v": 2, "type": "take-seat", "seat": 2, "name": "Bo"})");
  EXPECT_EQ(ReactMessage(Reaction::kOops), R"({"v": 2, "type": "react", "reaction": "oops"})");
  EXPECT_EQ(StartMessage(), R"({"v": 2, "type": "start"})");
  EXPECT_EQ(PlayAgainMessage(), R"({"v": 2, "type": "play-again"})");
}

TEST(RoomMessages, EventsGoThereAndBack) {
  std::vector<engine::Event> events;
  NewClassicMatch(9, &events);
  for (const engine::Event& e : events) {
    const engine::Result<engine::Event> back = EventFromWire(EventToWire(e));
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back->type, e.type);
    EXPECT_EQ(back->seat, e.seat);
    EXPECT_EQ(back->card, e.card);
    EXPECT_EQ(back->comp, e.comp);
    EXPECT_EQ(back->amount, e.amount);
  }
}

TEST(RoomMessages, TheTurnClockAndTheHostAreReadAndTheirMessagesBuilt) {
  std::vector<engine::Event> events;
  const engine::State state = NewClassicMatch(7, &events);
  ViewExtras extras;
  extras.left_ms = 29500;
  extras.late_seat = 2;
  const engine::Result<ServerMessage> read = ParseServerMessage(ViewFrame(state, {}, 2, extras));
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(std::get<RoomView>(read.value()).left_ms, 29500);
  EXPECT_EQ(std::get<RoomView>(read.value()).late, 2);
  const RoomView plain = std::get<RoomView>(ParseServerMessage(ViewFrame(state, {}, 2)).value());
  EXPECT_EQ(plain.left_ms, -1) << "no clock said: none runs";
  EXPECT_EQ(plain.late, -1);
  for (const char* bad : {R"(, "left": -5})", R"(, "left": "soon"})", R"(, "late": 9})"}) {
    std::string text = ViewFrame(state, {}, 2);
    text.replace(text.rfind('}'), 1, bad);
    EXPECT_FALSE(ParseServerMessage(text).ok()) << bad;
  }
  const char* room = R"({"v":2,"type":"room","room":"A","stage":"lobby","rounds":1,"rules":{"preset":"classic"},"seats":[{"kind":"person"},{"kind":"person"},{"kind":"empty"}])";
  const RoomInfo old = std::get<RoomInfo>(ParseServerMessage(std::string(room) + "}").value());
  EXPECT_EQ(old.host, 0) << "a server from before hosts: the creator";
  EXPECT_EQ(old.clock, 0);
  const RoomInfo told = std::get<RoomInfo>(ParseServerMessage(std::string(room) + R"(,"host":1,"clock":60})").value());
  EXPECT_EQ(told.host, 1);
  EXPECT_EQ(told.clock, 60);
  CreateRequest request;
  request.rules = engine::RulesForPreset(engine::Preset::kClassic);
  request.seats = {{SeatKind::kPerson, ""}, {SeatKind::kPerson, ""}, {SeatKind::kAi, "expert"}};
  request.fill = "beginner";
  request.clock = 60;
  const engine::Result<engine::Json> create = engine::Json::Parse(CreateMessage("Ann", request));
  EXPECT_EQ(create->Find("clock")->as_number(), 60);
  EXPECT_EQ(FreeSeatMessage(3), R"({"v": 2, "type": "free-seat", "seat": 3})");
  EXPECT_EQ(BackMessage(), R"({"v": 2, "type": "back"})");
}

// ---- Every server frame, written by its writer, reads back as the same value; cut short, it is
// an error, never a crash.

void ExpectEveryCutRefused(const std::string& text) {
  for (std::size_t n = 0; n < text.size(); n += 1 + n / 64) {
    EXPECT_FALSE(ParseServerMessage(text.substr(0, n)).ok()) << text.substr(0, n);
  }
}

TEST(ServerMessages, WelcomeGoesThereAndBack) {
  Welcome player;
  player.room = "ABCDEFGHJ";
  player.seat = 2;
  player.token = "0123456789abcdef";
  player.rejoin = "KMNPQRST";
  Welcome watcher;
  watcher.room = "ABCDEFGHJ";
  watcher.spectator = true;
  Welcome arriving = watcher;  // a public table's newcomer: watches, with the token of the seat to come
  arriving.arriving = 3;
  arriving.token = "fedcba9876543210";
  for (const Welcome& w : {player, watcher, arriving}) {
    const std::string text = WelcomeText(w);
    const engine::Result<ServerMessage> read = ParseServerMessage(text);
    ASSERT_TRUE(read.ok()) << read.error();
    const Welcome& back = std::get<Welcome>(read.value());
    EXPECT_EQ(back.room, w.room);
    EXPECT_EQ(back.spectator, w.spectator);
    EXPECT_EQ(back.seat, w.spectator ? -1 : w.seat);
    EXPECT_EQ(back.token, w.token);
    EXPECT_EQ(back.rejoin, w.rejoin);
    EXPECT_EQ(back.arriving, w.arriving);
    ExpectEveryCutRefused(text);
  }
  EXPECT_EQ(WelcomeText(watcher), R"({"v": 2, "type": "welcome", "room": "ABCDEFGHJ", "role": "spectator", "seat": -1})")
      << "a watcher is sent no token";
}

// Seat 1 of FullRoom() changed hands twice.
SeatsHistory FullRoomWas() { return {{}, {{"Ann", SeatKind::kPerson, 2}, {"Casual AI", SeatKind::kAi, 3}}}; }

RoomInfo FullRoom() {
  RoomInfo info;
  info.room = "ABCDEFGHJ";
  info.stage = RoomStage::kOver;
  info.rounds = 3;
  info.rules = engine::RulesForPreset(engine::Preset::kClassic);
  info.fill = "expert";
  info.clock = 60;
  info.host = 1;
  info.spectators = 2;
  for (int k = 0; k < kNumSeatKinds; ++k) {
    SeatInfo seat;
    seat.name = "Seat " + std::to_string(k);
    seat.kind = static_cast<SeatKind>(k);
    seat.level = "casual";
    seat.connected = k % 2 == 0;
    if (static_cast<SeatKind>(k) == SeatKind::kAi) seat.arriving = "Zoë";
    info.seats.push_back(seat);
  }
  Standings standings;
  standings.deals = 4;
  standings.lines = {{0, SeatKind::kPerson, "Seat 0", 1, 0, 50, 62, 2}, {1, SeatKind::kAiForPerson, "Bo", 2, 3, 48, -7, 0}};
  info.standings = standings;
  info.public_table = true;
  info.lang = "fr";
  return info;
}

TEST(ServerMessages, RoomGoesThereAndBack) {
  for (const RoomStage stage : {RoomStage::kLobby, RoomStage::kPlaying, RoomStage::kOver}) {
    RoomInfo info = FullRoom();
    info.stage = stage;
    if (stage != RoomStage::kOver) info.standings.reset();
    const std::string text = RoomInfoJson(info, FullRoomWas()).Dump();
    const engine::Result<ServerMessage> read = ParseServerMessage(text);
    ASSERT_TRUE(read.ok()) << read.error();
    const RoomInfo& back = std::get<RoomInfo>(read.value());
    EXPECT_EQ(back.room, info.room);
    EXPECT_EQ(back.stage, info.stage);
    EXPECT_EQ(back.rounds, info.rounds);
    EXPECT_EQ(engine::RulesToJson(back.rules).Dump(), RulesToJson(info.rules).Dump());
    EXPECT_EQ(back.fill, info.fill);
    EXPECT_EQ(back.clock, info.clock);
    EXPECT_EQ(back.host, info.host);
    EXPECT_EQ(back.spectators, info.spectators);
    ASSERT_EQ(back.seats.size(), info.seats.size());
    for (std::size_t s = 0; s < info.seats.size(); ++s) {
      EXPECT_EQ(back.seats[s].name, info.seats[s].name);
      EXPECT_EQ(back.seats[s].kind, info.seats[s].kind);
      EXPECT_EQ(back.seats[s].level, info.seats[s].level);
      EXPECT_EQ(back.seats[s].connected, info.seats[s].connected);
      EXPECT_EQ(back.seats[s].arriving, info.seats[s].arriving);
    }
    EXPECT_TRUE(back.public_table);
    EXPECT_EQ(back.lang, "fr");
    const engine::Result<SeatsHistory> was = ParseSeatsHistory(text);
    ASSERT_TRUE(was.ok()) << was.error();
    ASSERT_EQ(was->size(), info.seats.size());
    for (std::size_t s = 0; s < info.seats.size(); ++s) {
      const std::vector<EarlierHolder> told = s < FullRoomWas().size() ? FullRoomWas()[s] : std::vector<EarlierHolder>{};
      ASSERT_EQ((*was)[s].size(), told.size()) << s;
      for (std::size_t h = 0; h < told.size(); ++h) {
        EXPECT_EQ((*was)[s][h].name, told[h].name);
        EXPECT_EQ((*was)[s][h].kind, told[h].kind);
        EXPECT_EQ((*was)[s][h].deals, told[h].deals);
      }
    }
    ASSERT_EQ(back.standings.has_value(), info.standings.has_value());
    if (info.standings) {
      EXPECT_EQ(back.standings->deals, info.standings->deals);
      ASSERT_EQ(back.standings->lines.size(), info.standings->lines.size());
      for (std::size_t l = 0; l < info.standings->lines.size(); ++l) {
        const StandingsLine& a = back.standings->lines[l];
        const StandingsLine& b = info.standings->lines[l];
        EXPECT_TRUE(a.seat == b.seat && a.kind == b.kind && a.name == b.name && a.from == b.from && a.to == b.to &&
                    a.start == b.start && a.end == b.end && a.won == b.won) << l;
      }
    }
    ExpectEveryCutRefused(text);
  }
}

// The page's reader reads a room frame whatever its seats' earlier holders say (it shows none);
// their own reader checks them.
TEST(ServerMessages, OnlyTheHistorysReaderReadsASeatsEarlierHolders) {
  const std::string text = RoomInfoJson(FullRoom(), FullRoomWas()).Dump();
  ASSERT_NE(text.find("\"was\""), std::string::npos);
  const engine::Result<ServerMessage> page = ParseServerMessage(text);
  ASSERT_TRUE(page.ok()) << page.error();
  const RoomInfo& seen = std::get<RoomInfo>(page.value());
  ASSERT_EQ(seen.seats.size(), FullRoom().seats.size());
  EXPECT_EQ(seen.seats[1].name, "Seat 1");
  EXPECT_EQ(seen.seats[1].kind, SeatKind::kAi);
  ASSERT_TRUE(seen.standings.has_value());
  EXPECT_EQ(seen.standings->lines.size(), 2u);
  std::string broken = text;
  broken.replace(broken.find("\"deals\": 2"), 10, "\"deals\": -2");
  EXPECT_FALSE(ParseSeatsHistory(broken).ok());
  EXPECT_TRUE(ParseServerMessage(broken).ok());
  for (const char* bad : {"", "{}", R"({"seats":[{},{},{"was":[{"kind":"x","deals":1}]}]})", R"({"seats":[{},{},{"was":{}}]})"}) {
    EXPECT_FALSE(ParseSeatsHistory(bad).ok()) << bad;
  }
}

TEST(ServerMessages, TheRoomFramesFieldsKeepTheirOrder) {
  RoomInfo info = FullRoom();
  info.seats.resize(3);
  info.standings.reset();
  const std::string text = RoomInfoJson(info).Dump();
  std::size_t at = 0;
  for (const char* key : {"\"v\"", "\"type\"", "\"room\"", "\"stage\"", "\"rounds\"", "\"rules\"", "\"fill\"",
                          "\"clock\"", "\"host\"", "\"seats\"", "\"spectators\""}) {
    const std::size_t found = text.find(key, at);
    ASSERT_NE(found, std::string::npos) << key << " after " << at << " in " << text;
    at = found;
  }
  EXPECT_EQ(text.find("\"was\""), std::string::npos) << "no seat changed hands: no \"was\"";
  info.public_table = false;
  info.seats[1].arriving.clear();
  const std::string private_text = RoomInfoJson(info).Dump();
  EXPECT_EQ(private_text.find("\"public\""), std::string::npos) << "a private room's frame is as it was";
  EXPECT_EQ(private_text.find("\"arriving\""), std::string::npos);
  EXPECT_EQ(text.find("\"standings\""), std::string::npos);
}

TEST(ServerMessages, EveryReactionGoesThereAndBack) {
  for (int i = 0; i < kNumReactions; ++i) {
    const RoomReaction r{3, static_cast<Reaction>(i)};
    const std::string text = ReactionText(r);
    const engine::Result<ServerMessage> read = ParseServerMessage(text);
    ASSERT_TRUE(read.ok()) << read.error();
    EXPECT_EQ(std::get<RoomReaction>(read.value()).seat, 3);
    EXPECT_EQ(std::get<RoomReaction>(read.value()).reaction, r.reaction);
    ExpectEveryCutRefused(text);
  }
}

TEST(ServerMessages, EveryErrorGoesThereAndBack) {
  for (int i = 0; i < kNumErrorCodes; ++i) {
    const ErrorCode code = static_cast<ErrorCode>(i);
    const std::string text = ErrorText(code, "what was wrong");
    const engine::Result<ServerMessage> read = ParseServerMessage(text);
    ASSERT_TRUE(read.ok()) << read.error();
    EXPECT_EQ(std::get<RoomError>(read.value()).error, ErrorCodeId(code));
    EXPECT_EQ(std::get<RoomError>(read.value()).message, "what was wrong");
    ExpectEveryCutRefused(text);
  }
  // The message is made fit to send: control characters escaped, cut at the limit.
  const RoomError long_one = std::get<RoomError>(ParseServerMessage(ErrorText("stale", "a\nb" + std::string(400, 'x'))).value());
  EXPECT_EQ(long_one.message.find('\n'), std::string::npos);
  EXPECT_LE(long_one.message.size(), kMaxErrorMessageBytes + 3);
}

// docs/online.md, "Public tables": the open tables' list goes there and back, bounded.
TEST(ServerMessages, TheOpenTablesListGoesThereAndBack) {
  TablesList list;
  list.open = 57;
  list.tables.push_back({"ABCDEFGHJ", "classic", 4, 2, 2, 3, 4, 30, "en"});
  list.tables.push_back({"KMNPQRSTU", "five-pool", 8, 1, 7, 1, 8, 60, "fr"});
  const std::string text = TablesText(list);
  const engine::Result<ServerMessage> read = ParseServerMessage(text);
  ASSERT_TRUE(read.ok()) << read.error();
  const TablesList& back = std::get<TablesList>(read.value());
  EXPECT_EQ(back.open, 57);
  ASSERT_EQ(back.tables.size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    const TableSummary& a = back.tables[i];
    const TableSummary& b = list.tables[i];
    EXPECT_TRUE(a.room == b.room && a.preset == b.preset && a.seats == b.seats && a.people == b.people && a.ai == b.ai &&
                a.deal == b.deal && a.deals == b.deals && a.clock == b.clock && a.lang == b.lang) << i;
  }
  ExpectEveryCutRefused(text);
  TablesList many;
  many.tables.assign(kMaxListedTables + 1, list.tables[0]);
  EXPECT_FALSE(ParseServerMessage(TablesText(many)).ok()) << "a list is bounded";
  std::string broken = text;
  broken.replace(broken.find("\"people\": 2"), 11, "\"people\": 9");
  EXPECT_FALSE(ParseServerMessage(broken).ok());
}

}  // namespace
}  // namespace popejoan::protocol
