#include "session/room_messages.h"

#include <gtest/gtest.h>

#include "engine/public_view.h"
#include "engine/serialize.h"

namespace popejoan::session {
namespace {

engine::State NewState(std::uint64_t seed, std::vector<engine::Event>* events) {
  engine::MatchConfig config;
  config.rules = engine::RulesForPreset(engine::Preset::kClassic);
  config.seats = 4;
  config.seed = seed;
  return engine::State::NewMatch(config, events).value();
}

std::string ViewFrame(const engine::State& state, const std::vector<engine::Event>& events, int from) {
  engine::Json j = engine::Json::Object();
  j.Set("v", engine::Json::Number(1));
  j.Set("type", engine::Json::String("view"));
  j.Set("step", engine::Json::Number(3));
  j.Set("seat", engine::Json::Number(1));
  j.Set("from", engine::Json::Number(from));
  j.Set("state", engine::PublicView::ToJson(state, 1));
  engine::Json list = engine::Json::Array();
  for (const engine::Event& e : events) list.Append(EventToWire(e));
  j.Set("events", std::move(list));
  engine::Json ready = engine::Json::Array();
  for (bool b : {true, false, false, true}) ready.Append(engine::Json::Bool(b));
  j.Set("ready", std::move(ready));
  return j.Dump();
}

TEST(RoomMessages, ReadsAView) {
  std::vector<engine::Event> events;
  const engine::State state = NewState(7, &events);
  ASSERT_FALSE(events.empty());
  const engine::Result<ServerMessage> read = ParseServerMessage(ViewFrame(state, events, 2));
  ASSERT_TRUE(read.ok()) << read.error();
  const RoomView& view = std::get<RoomView>(read.value());
  EXPECT_EQ(view.step, 3);
  EXPECT_EQ(view.seat, 1);
  EXPECT_EQ(view.from, 2);
  ASSERT_TRUE(view.state.has_value());
  EXPECT_EQ(view.state->Hash(), engine::PublicView::FromJson(engine::PublicView::ToJson(state, 1)).value().Hash());
  // What seat 1 may not see is not in the view: the other hands are dealt back in card order.
  EXPECT_EQ(view.state->Hand(1), state.Hand(1));
  ASSERT_EQ(view.events.size(), events.size());
  EXPECT_EQ(view.events[0].type, events[0].type);
  EXPECT_EQ(view.events.back().amount, events.back().amount);
  EXPECT_EQ(view.ready, 0b1001u);
}

TEST(RoomMessages, ReadsWelcomeRoomReactionAndError) {
  const auto welcome = ParseServerMessage(
      R"({"v":1,"type":"welcome","room":"ABCDEFGHJ","role":"player","seat":2,"token":"t0k"})");
  ASSERT_TRUE(welcome.ok()) << welcome.error();
  EXPECT_EQ(std::get<Welcome>(welcome.value()).seat, 2);
  EXPECT_EQ(std::get<Welcome>(welcome.value()).token, "t0k");
  const auto watching = ParseServerMessage(R"({"v":1,"type":"welcome","room":"ABCDEFGHJ","role":"spectator","seat":-1})");
  ASSERT_TRUE(watching.ok()) << watching.error();
  EXPECT_TRUE(std::get<Welcome>(watching.value()).spectator);

  engine::Json room = engine::Json::Object();
  room.Set("v", engine::Json::Number(1));
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
  EXPECT_EQ(r.seats[3].kind, "ai-for-person");
  EXPECT_TRUE(r.seats[0].connected);

  const auto reaction = ParseServerMessage(R"({"v":1,"type":"reaction","seat":3,"reaction":"oops"})");
  ASSERT_TRUE(reaction.ok());
  EXPECT_EQ(std::get<RoomReaction>(reaction.value()).reaction, "oops");
  const auto error = ParseServerMessage(R"({"v":1,"type":"error","error":"no-such-room","message":"gone"})");
  ASSERT_TRUE(error.ok());
  EXPECT_EQ(std::get<RoomError>(error.value()).error, "no-such-room");
}

TEST(RoomMessages, RefusesHostileFrames) {
  for (const char* text : {
           "", "[]", "null", "{", R"({"v":2,"type":"welcome"})", R"({"v":1,"type":"shout"})",
           R"({"v":1,"type":"welcome","room":"A","role":"king","seat":0})",
           R"({"v":1,"type":"welcome","room":"A","role":"player","seat":99})",
           R"({"v":1,"type":"reaction","seat":0,"reaction":"boo"})",
           R"({"v":1,"type":"view","step":1,"seat":0,"from":0,"state":{},"events":[]})",
           R"({"v":1,"type":"room","room":"A","stage":"lobby","rounds":1,"rules":{},"seats":[{"kind":"x"}]})",
       }) {
    EXPECT_FALSE(ParseServerMessage(text).ok()) << text;
  }
  std::vector<engine::Event> events;
  const engine::State state = NewState(3, &events);
  std::string bad_event = ViewFrame(state, {}, 2);
  bad_event.replace(bad_event.find("\"events\": []"), 12, "\"events\": [[99,0,0,0,0,0,0]]");
  EXPECT_FALSE(ParseServerMessage(bad_event).ok());
  EXPECT_FALSE(ParseServerMessage(ViewFrame(state, events, 5)).ok());  // from after step
  EXPECT_FALSE(ParseServerMessage(std::string(kMaxRoomFrameBytes + 1, ' ')).ok());
  EXPECT_FALSE(ParseServerMessage(std::string(10000, '[')).ok());
}

TEST(RoomMessages, BuildsTheClientsMessages) {
  std::vector<RoomSeatRequest> seats = {{true, ai::Level::kCasual}, {true, ai::Level::kCasual}, {false, ai::Level::kExpert}};
  const engine::Result<engine::Json> create =
      engine::Json::Parse(CreateRoomMessage("Ann", engine::RulesForPreset(engine::Preset::kClassic), 2, seats, ai::Level::kBeginner));
  ASSERT_TRUE(create.ok());
  EXPECT_EQ(create->Find("type")->as_string(), "create");
  EXPECT_EQ(create->Find("v")->as_number(), 1);
  EXPECT_EQ(create->Find("rounds")->as_number(), 2);
  EXPECT_EQ(create->Find("fill")->as_string(), "beginner");
  ASSERT_EQ(create->Find("seats")->items().size(), 3u);
  EXPECT_EQ(create->Find("seats")->items()[2].Find("level")->as_string(), "expert");
  EXPECT_TRUE(engine::RulesFromJson(*create->Find("rules")).ok());
  EXPECT_EQ(ActMessage(12, 64), R"({"v": 1, "type": "act", "step": 12, "action": 64})");
  EXPECT_EQ(HelloMessage("ABC", "", ""), R"({"v": 1, "type": "hello", "room": "ABC"})");
  EXPECT_EQ(HelloMessage("ABC", "tok", "Bo"), R"({"v": 1, "type": "hello", "room": "ABC", "token": "tok", "name": "Bo"})");
  EXPECT_EQ(TakeSeatMessage(2, "Bo"), R"({"v": 1, "type": "take-seat", "seat": 2, "name": "Bo"})");
  EXPECT_EQ(ReactMessage("oops"), R"({"v": 1, "type": "react", "reaction": "oops"})");
  EXPECT_EQ(StartMessage(), R"({"v": 1, "type": "start"})");
  EXPECT_EQ(PlayAgainMessage(), R"({"v": 1, "type": "play-again"})");
}

TEST(RoomMessages, EventsGoThereAndBack) {
  std::vector<engine::Event> events;
  NewState(9, &events);
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
  const engine::State state = NewState(7, &events);
  std::string view = ViewFrame(state, {}, 2);
  view.replace(view.rfind('}'), 1, R"(, "left": 29500, "late": 2})");
  const engine::Result<ServerMessage> read = ParseServerMessage(view);
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
  const char* room = R"({"v":1,"type":"room","room":"A","stage":"lobby","rounds":1,"rules":{"preset":"classic"},"seats":[{"kind":"person"},{"kind":"person"},{"kind":"empty"}])";
  const RoomInfo old = std::get<RoomInfo>(ParseServerMessage(std::string(room) + "}").value());
  EXPECT_EQ(old.host, 0) << "a server from before hosts: the creator";
  EXPECT_EQ(old.clock, 0);
  const RoomInfo told = std::get<RoomInfo>(ParseServerMessage(std::string(room) + R"(,"host":1,"clock":60})").value());
  EXPECT_EQ(told.host, 1);
  EXPECT_EQ(told.clock, 60);
  std::vector<RoomSeatRequest> seats = {{true, ai::Level::kCasual}, {true, ai::Level::kCasual}, {false, ai::Level::kExpert}};
  const engine::Result<engine::Json> create = engine::Json::Parse(CreateRoomMessage("Ann", engine::RulesForPreset(engine::Preset::kClassic), 1, seats, ai::Level::kBeginner, 60));
  EXPECT_EQ(create->Find("clock")->as_number(), 60);
  EXPECT_EQ(FreeSeatMessage(3), R"({"v": 1, "type": "free-seat", "seat": 3})");
  EXPECT_EQ(BackMessage(), R"({"v": 1, "type": "back"})");
}

}  // namespace
}  // namespace popejoan::session
