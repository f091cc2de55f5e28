#include "session/room_client.h"

#include <gtest/gtest.h>

#include <map>

#include "engine/public_view.h"
#include "engine/serialize.h"
#include "protocol/view_frame.h"

namespace popejoan::session {
namespace {

// A scripted server: what the client sent, and the page's socket calls.
struct FakeServer {
  std::vector<std::string> connects;
  std::vector<std::string> sent;
  int disconnects = 0;
  std::map<std::string, std::string> tokens;  // by "SERVER CODE"

  RoomSocket Socket() {
    RoomSocket s;
    s.connect = [this](const std::string& url) { connects.push_back(url); };
    s.send = [this](const std::string& text) { sent.push_back(text); };
    s.disconnect = [this] { ++disconnects; };
    s.keep_token = [this](const std::string& server, const std::string& room, const std::string& token) {
      tokens[server + " " + room] = token;
    };
    s.token = [this](const std::string& server, const std::string& room) {
      const std::string key = server + " " + room;
      return tokens.count(key) ? tokens[key] : std::string();
    };
    return s;
  }
  std::string LastType() const {
    const engine::Result<engine::Json> j = engine::Json::Parse(sent.back());
    return j.ok() && j->Find("type") ? j->Find("type")->as_string() : "";
  }
};

std::string RoomFrame(const std::string& stage) {
  engine::Json room = engine::Json::Object();
  room.Set("v", engine::Json::Number(2));
  room.Set("type", engine::Json::String("room"));
  room.Set("room", engine::Json::String("ABCDEFGHJ"));
  room.Set("stage", engine::Json::String(stage));
  room.Set("rounds", engine::Json::Number(1));
  room.Set("rules", engine::RulesToJson(engine::RulesForPreset(engine::Preset::kClassic)));
  engine::Json seats = engine::Json::Array();
  for (const char* kind : {"person", "person", "ai"}) {
    engine::Json s = engine::Json::Object();
    s.Set("name", engine::Json::String("Ann"));
    s.Set("kind", engine::Json::String(kind));
    s.Set("connected", engine::Json::Bool(true));
    seats.Append(std::move(s));
  }
  room.Set("seats", std::move(seats));
  return room.Dump();
}

// The address the tests' page is given, unless a test is about the address itself.
constexpr char kHere[] = "ws://here/rooms";

// A page on `server`'s socket pointed at kHere, in no room yet.
void Attach(FakeServer* server, RoomClient* client) {
  client->SetSocket(server->Socket());
  client->SetServer(kHere);
}

// A page that asked for room `code` as `name`: its socket is open and its hello sent, unanswered.
void JoinAndOpen(FakeServer* server, RoomClient* client, const std::string& code,
                 const std::string& name) {
  Attach(server, client);
  client->Join(code, name);
  client->Opened();
}

// A page coming back at t = 100 to ABCDEFGHJ as Bo with its kept token: its hello sent, unanswered.
void ComeBack(FakeServer* server, RoomClient* client) {
  server->tokens["ws://here ABCDEFGHJ"] = "secret";
  Attach(server, client);
  client->Update(100.0);
  client->Join("abcd-efghj", "Bo");
  client->Opened();
}

std::string ViewFrame(int seat) {
  engine::MatchConfig config;
  config.seats = 3;
  std::vector<engine::Event> events;
  const engine::State state = engine::State::NewMatch(config, &events).value();
  return protocol::ViewFrameText(state, seat, 0, -1, nullptr, events, {});
}

TEST(RoomClient, CreatesARoomAndKeepsItsToken) {
  FakeServer server;
  RoomClient client;
  Attach(&server, &client);
  ASSERT_TRUE(client.ServerAnswers());
  client.Create(R"({"v":2,"type":"create"})", "Ann");
  EXPECT_EQ(client.link(), RoomLink::kConnecting);
  ASSERT_EQ(server.connects.size(), 1u);
  EXPECT_EQ(server.connects[0], "ws://here/rooms");
  EXPECT_FALSE(client.Send("x"));  // not open yet
  client.Opened();
  EXPECT_EQ(client.link(), RoomLink::kOpen);
  EXPECT_EQ(server.LastType(), "create");
  client.Received(R"({"v":2,"type":"welcome","room":"abcdefghj","role":"player","seat":0,"token":"secret"})");
  EXPECT_TRUE(client.welcomed());
  EXPECT_EQ(client.code(), "ABCDEFGHJ");
  EXPECT_EQ(client.seat(), 0);
  EXPECT_TRUE(client.creator());
  EXPECT_EQ(server.tokens["ws://here ABCDEFGHJ"], "secret");
  client.Received(RoomFrame("lobby"));
  ASSERT_TRUE(client.info().has_value());
  EXPECT_EQ(client.info()->stage, protocol::RoomStage::kLobby);
  client.Received(ViewFrame(0));
  EXPECT_EQ(client.TakeViews().size(), 1u);
  EXPECT_TRUE(client.TakeViews().empty());
}

// Your seat from any device: a watcher sends its rejoin code in a hello; the welcome's token is
// kept (a reconnect says hello with it) and its code shown; a refused code changes nothing.
TEST(RoomClient, AWatcherTakesItsSeatBackWithItsRejoinCode) {
  FakeServer server;
  RoomClient client;
  Attach(&server, &client);
  client.Join("ABCDEFGHJ", "Bo");
  EXPECT_FALSE(client.Reclaim("abcd efgh")) << "not open yet";
  client.Opened();
  client.Received(R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"spectator","seat":-1})");
  EXPECT_TRUE(client.rejoin().empty());
  ASSERT_TRUE(client.Reclaim("abcd efgh"));
  EXPECT_EQ(server.sent.back(), protocol::HelloMessage("ABCDEFGHJ", "", "Bo", "abcd efgh"));
  client.Received(R"({"v":2,"type":"error","error":"bad-rejoin","message":"no"})");
  EXPECT_TRUE(client.spectator());
  EXPECT_EQ(client.error(), "bad-rejoin");
  client.Received(R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"player","seat":1,"token":"secret","rejoin":"ABCDEFGH"})");
  EXPECT_EQ(client.seat(), 1);
  EXPECT_EQ(client.rejoin(), "ABCDEFGH");
  EXPECT_EQ(server.tokens["ws://here ABCDEFGHJ"], "secret");
  client.Closed();
  client.Update(100.0);
  client.Opened();
  EXPECT_EQ(server.sent.back(), protocol::HelloMessage("ABCDEFGHJ", "secret", "Bo")) << "a reconnect uses the token";
}

TEST(RoomClient, ADroppedSocketIsTriedAgainWithAGrowingWaitAndSaysHelloWithItsToken) {
  FakeServer server;
  RoomClient client;
  ComeBack(&server, &client);
  EXPECT_EQ(server.sent.back(), protocol::HelloMessage("ABCDEFGHJ", "secret", "Bo"));
  client.Received(R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"player","seat":1,"token":"secret"})");
  double now = 100.0;
  std::vector<double> waits;
  for (int i = 0; i < 6; ++i) {
    client.Closed();
    EXPECT_EQ(client.link(), RoomLink::kReconnecting);
    waits.push_back(client.RetryWait());
    const size_t connects = server.connects.size();
    client.Update(now + client.RetryWait() - 0.5);
    EXPECT_EQ(server.connects.size(), connects);  // not yet
    now += client.RetryWait();
    client.Update(now);
    EXPECT_EQ(server.connects.size(), connects + 1);
  }
  EXPECT_EQ(waits, (std::vector<double>{1, 2, 4, 8, 10, 10}));
  client.Opened();
  EXPECT_EQ(server.sent.back(), protocol::HelloMessage("ABCDEFGHJ", "secret", "Bo"));
  client.Received(R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"player","seat":1})");
  EXPECT_EQ(client.link(), RoomLink::kOpen);
  EXPECT_EQ(client.attempts(), 0);
  EXPECT_EQ(client.seat(), 1);
}

// A frozen page (a locked phone) draws no frame; Chrome closes its socket as it resumes. That
// drop is tried again at once, the next one after the usual wait.
TEST(RoomClient, ASocketDroppedAsThePageComesBackIsTriedAgainAtOnce) {
  FakeServer server;
  RoomClient client;
  ComeBack(&server, &client);
  client.Received(R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"player","seat":1,"token":"secret"})");
  client.Update(100.02);
  client.Update(130.0);  // away for half a minute
  client.Closed();
  EXPECT_EQ(client.RetryWait(), 0.0);
  const size_t connects = server.connects.size();
  client.Update(130.02);
  EXPECT_EQ(server.connects.size(), connects + 1);
  client.Closed();  // that attempt failed too: the usual waits now
  EXPECT_EQ(client.RetryWait(), 2.0);
  client.Opened();
  EXPECT_EQ(server.sent.back(), protocol::HelloMessage("ABCDEFGHJ", "secret", "Bo"));
  client.Received(R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"player","seat":1})");
  for (double t = 130.5; t <= 133.0; t += 0.5) client.Update(t);
  client.Closed();  // a drop while the page is shown: the server's, the usual first wait
  EXPECT_EQ(client.RetryWait(), 1.0);
}

// A room frame whose seats are of these kinds (Felix in seat 1).
std::string RoomFrameOf(const std::vector<std::string>& kinds) {
  engine::Json room = engine::Json::Parse(RoomFrame("playing")).value();
  engine::Json seats = engine::Json::Array();
  for (size_t s = 0; s < kinds.size(); ++s) {
    engine::Json seat = engine::Json::Object();
    seat.Set("name", engine::Json::String(s == 1 ? "Felix" : "Ann"));
    seat.Set("kind", engine::Json::String(kinds[s]));
    seat.Set("connected", engine::Json::Bool(kinds[s] == "person"));
    seats.Append(std::move(seat));
  }
  room.Set("seats", std::move(seats));
  return room.Dump();
}

RoomClient* Welcomed(FakeServer* server, RoomClient* client) {
  Attach(server, client);
  client->Update(10.0);
  client->Join("ABCDEFGHJ", "Ann");
  client->Opened();
  client->Received(R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"player","seat":0,"token":"t"})");
  return client;
}

TEST(RoomClient, AReactionStaysTheSameShortTimeAndANewOneFromTheSeatReplacesIt) {
  FakeServer server;
  RoomClient client;
  Welcomed(&server, &client);
  client.Received(R"({"v":2,"type":"reaction","seat":2,"reaction":"good-game"})");
  client.Update(10.0);
  client.Update(12.4);
  ASSERT_EQ(client.reactions().size(), 1u);
  client.Received(R"({"v":2,"type":"reaction","seat":2,"reaction":"oops"})");
  client.Received(R"({"v":2,"type":"reaction","seat":1,"reaction":"well-played"})");
  client.Update(12.4);
  ASSERT_EQ(client.reactions().size(), 2u) << "one per seat, never a pile";
  EXPECT_EQ(client.reactions()[0].reaction, protocol::Reaction::kOops);
  client.Update(14.8);
  EXPECT_EQ(client.reactions().size(), 2u) << "each its whole 2.5 s from its arrival";
  client.Update(15.0);
  EXPECT_TRUE(client.reactions().empty()) << "gone 2.5 s after it came (it was 4 s)";
  // Come while no frame was drawn (a hidden page): its 2.5 s count from the next frame.
  client.Received(R"({"v":2,"type":"reaction","seat":3,"reaction":"your-turn"})");
  client.Update(100.0);
  client.Update(102.4);
  EXPECT_EQ(client.reactions().size(), 1u);
  client.Update(102.6);
  EXPECT_TRUE(client.reactions().empty());
}

TEST(RoomClient, SeatNewsComesFromTheChangeBetweenRoomFrames) {
  FakeServer server;
  RoomClient client;
  Welcomed(&server, &client);
  client.Received(RoomFrameOf({"person", "ai-for-person", "ai"}));
  EXPECT_TRUE(client.TakeNews().empty()) << "the first frame is no change";
  client.Received(RoomFrameOf({"person", "person", "ai"}));
  client.Update(20.0);
  EXPECT_EQ(client.TakeNews(), std::vector<std::string>{"Felix is back."});
  EXPECT_TRUE(client.TakeNews().empty()) << "said once";
  client.Received(RoomFrameOf({"person", "ai-for-person", "ai"}));
  EXPECT_EQ(client.shown_news(), "Felix is away: the AI plays for now.");
  client.Update(20.0);  // the first frame that shows it: its time starts
  client.Update(20.0 + RoomClient::kNewsSeconds - 0.1);
  EXPECT_FALSE(client.shown_news().empty());
  client.Update(20.0 + RoomClient::kNewsSeconds + 0.1);
  EXPECT_TRUE(client.shown_news().empty());
}

TEST(RoomClient, NothingIsSentWhileTheServerCannotBeReachedAndThatIsKnownUntilWelcomedAgain) {
  FakeServer server;
  RoomClient client;
  Welcomed(&server, &client);
  EXPECT_TRUE(client.Send(protocol::ReactMessage(protocol::Reaction::kOops)));
  EXPECT_FALSE(client.unsent());
  client.Closed();
  const size_t sent = server.sent.size();
  EXPECT_FALSE(client.Send(protocol::ActMessage(3, 5)));
  EXPECT_EQ(server.sent.size(), sent) << "not held: never sent later";
  EXPECT_TRUE(client.unsent());
  client.Update(10.0 + client.RetryWait());
  client.Opened();
  EXPECT_EQ(server.sent.size(), sent + 1) << "only the hello";
  EXPECT_TRUE(client.unsent()) << "until the room takes this page back";
  client.Received(R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"player","seat":0})");
  EXPECT_FALSE(client.unsent());
  EXPECT_TRUE(client.Send(protocol::ActMessage(3, 5)));
  // Out of any room, a send is no news to tell.
  RoomClient idle;
  EXPECT_FALSE(idle.Send(protocol::ReactMessage(protocol::Reaction::kOops)));
  EXPECT_FALSE(idle.unsent());
}

TEST(RoomClient, WatchesWithoutATokenAndStopsAtAGoneRoom) {
  FakeServer server;
  RoomClient client;
  JoinAndOpen(&server, &client, "ZZZZZZZZZ", "");
  EXPECT_EQ(server.sent.back(), protocol::HelloMessage("ZZZZZZZZZ", "", ""));
  client.Received(R"({"v":2,"type":"welcome","room":"ZZZZZZZZZ","role":"spectator","seat":-1})");
  EXPECT_TRUE(client.spectator());
  EXPECT_FALSE(client.creator());
  client.Received(R"({"v":2,"type":"reaction","seat":2,"reaction":"good-game"})");
  ASSERT_EQ(client.reactions().size(), 1u);
  client.Update(0.0);
  client.Update(RoomClient::kReactionSeconds + 1.0);
  EXPECT_TRUE(client.reactions().empty());
  client.Received("not json");
  client.Received(R"({"v":2,"type":"view"})");
  EXPECT_EQ(client.refused_frames(), 2);

  RoomClient gone;
  JoinAndOpen(&server, &gone, "QQQQQQQQQ", "");
  gone.Received(R"({"v":2,"type":"error","error":"no-such-room","message":"no"})");
  EXPECT_EQ(gone.link(), RoomLink::kClosed);
  EXPECT_EQ(gone.error(), "no-such-room");
  gone.Closed();
  gone.Update(100.0);
  EXPECT_EQ(gone.link(), RoomLink::kClosed);  // not tried again

  // A room damaged on the server: the same, said as such.
  RoomClient damaged;
  JoinAndOpen(&server, &damaged, "DDDDDDDDD", "Bo");
  const std::size_t sent = server.sent.size();
  damaged.Received(R"({"v":2,"type":"error","error":"room-damaged","message":"damaged"})");
  EXPECT_EQ(damaged.link(), RoomLink::kClosed);
  EXPECT_EQ(damaged.error(), "room-damaged");
  damaged.Closed();
  damaged.Update(100.0);
  EXPECT_EQ(damaged.link(), RoomLink::kClosed);
  EXPECT_EQ(server.sent.size(), sent) << "no hello again";
}

// Steps (docs/online.md, "Steps"): each applied to the view held gives the session a whole
// state; one that does not follow (a frame lost) asks for the whole view once, and shows nothing
// until it comes; a new connection starts again from a whole view.
TEST(RoomClient, StepsFollowTheViewHeldAndAGapAsksForTheWholeViewOnce) {
  FakeServer server;
  RoomClient client;
  JoinAndOpen(&server, &client, "ABCDEFGHJ", "Ann");
  client.Received(R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"player","seat":1,"token":"t"})");
  engine::MatchConfig config;
  config.seats = 3;
  engine::State state = engine::State::NewMatch(config).value();
  const std::vector<bool> ready(3, false);
  const std::vector<engine::Event> none;
  client.Received(protocol::ViewFrameText(state, 1, 0, -1, nullptr, none, ready));
  auto play = [&](int step) {
    const engine::SeatView was = engine::PublicView::Seen(state, 1);
    EXPECT_TRUE(state.Apply(state.LegalActions()[0]).ok());
    return protocol::StepFrameText(was, engine::PublicView::Seen(state, 1), 1, protocol::FrameNews{step, step - 1, &none, &ready, {}});
  };
  client.Received(play(1));
  client.Received(play(2));
  std::vector<protocol::RoomView> views = client.TakeViews();
  ASSERT_EQ(views.size(), 3u);
  ASSERT_TRUE(views[2].state.has_value());
  EXPECT_TRUE(*views[2].state == engine::PublicView::FromJson(engine::PublicView::ToJson(state, 1)).value());
  EXPECT_EQ(client.resyncs(), 0);

  play(3);  // lost
  client.Received(play(4));
  client.Received(play(5));
  EXPECT_TRUE(client.TakeViews().empty()) << "nothing shown of a step that does not follow";
  EXPECT_EQ(client.resyncs(), 1) << "asked once";
  EXPECT_EQ(server.LastType(), "resync");
  client.Received(protocol::ViewFrameText(state, 1, 5, -1, nullptr, none, ready));
  client.Received(play(6));
  views = client.TakeViews();
  ASSERT_EQ(views.size(), 2u);
  EXPECT_TRUE(*views[1].state == engine::PublicView::FromJson(engine::PublicView::ToJson(state, 1)).value());

  client.Closed();
  client.Update(100.0);
  client.Opened();  // a new connection: a step before its whole view does not follow
  client.Received(play(7));
  EXPECT_TRUE(client.TakeViews().empty());
  EXPECT_EQ(client.resyncs(), 2);
}

// A page older than the server is told so in its own version: it says to reload, and does not
// knock again.
TEST(RoomClient, AnOldPageIsToldToReloadAndStops) {
  FakeServer server;
  RoomClient client;
  JoinAndOpen(&server, &client, "ABCDEFGHJ", "Ann");
  client.Received(R"({"v":1,"type":"error","error":"old-page","message":"This page is out of date: reload it to play."})");
  EXPECT_EQ(client.error(), "old-page");
  EXPECT_EQ(client.link(), RoomLink::kClosed);
  EXPECT_EQ(client.refused_frames(), 0);
}

TEST(RoomClient, AReturnTheServerCouldNotKeepIsTriedAgain) {
  FakeServer server;
  RoomClient client;
  JoinAndOpen(&server, &client, "ABCDEFGHJ", "Bo");
  client.Received(R"({"v":2,"type":"error","error":"server-trouble","message":"not stored"})");
  EXPECT_EQ(server.disconnects, 1);
  EXPECT_EQ(client.link(), RoomLink::kReconnecting);
  ASSERT_EQ(server.connects.size(), 1u);
  client.Update(client.RetryWait() + 0.1);
  EXPECT_EQ(server.connects.size(), 2u);  // a new socket, then the hello again
  client.Opened();
  EXPECT_EQ(server.sent.back(), protocol::HelloMessage("ABCDEFGHJ", "", "Bo"));
}

TEST(RoomClient, ATokenTheRoomDoesNotKnowIsForgottenAndTheRoomWatched) {
  FakeServer server;
  server.tokens["ws://here ABCDEFGHJ"] = "old";
  RoomClient client;
  JoinAndOpen(&server, &client, "ABCDEFGHJ", "Bo");
  EXPECT_EQ(server.sent.back(), protocol::HelloMessage("ABCDEFGHJ", "old", "Bo"));
  client.Received(R"({"v":2,"type":"error","error":"bad-token","message":"no seat"})");
  EXPECT_EQ(server.sent.back(), protocol::HelloMessage("ABCDEFGHJ", "", "Bo"));
  EXPECT_EQ(server.tokens["ws://here ABCDEFGHJ"], "");
  const size_t sent = server.sent.size();
  client.Received(R"({"v":2,"type":"error","error":"bad-token","message":"no seat"})");
  EXPECT_EQ(server.sent.size(), sent);  // once only
}

TEST(RoomClient, LeavingDisconnectsAndKeepsTheToken) {
  FakeServer server;
  RoomClient client;
  JoinAndOpen(&server, &client, "ABCDEFGHJ", "Bo");
  client.Received(R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"player","seat":2,"token":"t2"})");
  client.Leave();
  EXPECT_EQ(server.disconnects, 1);
  EXPECT_EQ(client.link(), RoomLink::kNone);
  client.Closed();
  EXPECT_EQ(client.link(), RoomLink::kNone);
  EXPECT_EQ(server.tokens["ws://here ABCDEFGHJ"], "t2");
}

// Play online now: the quick-play frame goes once open; a newcomer arriving mid-deal watches with
// the token of the seat it takes (kept: a reconnect says hello with it), and the welcome that
// seats it ends the arrival. Leaving the public table tells the server first and forgets it.
TEST(RoomClient, QuickPlayArrivesAtAPublicTableThenTakesItsSeatAndLeavesForGood) {
  FakeServer server;
  RoomClient client;
  Attach(&server, &client);
  client.Create(protocol::QuickPlayMessage("Zoë", "fr"), "Zoë");
  client.Opened();
  EXPECT_EQ(server.sent.back(), protocol::QuickPlayMessage("Zoë", "fr"));
  client.Received(R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"spectator","seat":-1,"arriving":2,"token":"t2"})");
  EXPECT_TRUE(client.spectator());
  EXPECT_EQ(client.arriving(), 2);
  EXPECT_EQ(server.tokens["ws://here ABCDEFGHJ"], "t2");
  engine::Json room = engine::Json::Parse(RoomFrame("playing")).value();
  room.Set("public", engine::Json::Bool(true));
  room.Set("lang", engine::Json::String("fr"));
  client.Received(room.Dump());
  EXPECT_TRUE(client.public_table());
  client.Closed();
  client.Update(client.RetryWait() + 1.0);
  client.Opened();
  EXPECT_EQ(server.sent.back(), protocol::HelloMessage("ABCDEFGHJ", "t2", "Zoë")) << "the claim kept across a drop";
  client.Received(R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"player","seat":2,"token":"t2","rejoin":"ABCDEFGH"})");
  EXPECT_FALSE(client.spectator());
  EXPECT_EQ(client.seat(), 2);
  EXPECT_EQ(client.arriving(), -1);
  const int disconnects = server.disconnects;
  client.LeaveTable();
  EXPECT_EQ(server.LastType(), "leave");
  EXPECT_EQ(server.disconnects, disconnects + 1);
  EXPECT_EQ(client.link(), RoomLink::kNone);
  EXPECT_EQ(server.tokens["ws://here ABCDEFGHJ"], "") << "a table left is not retaken";
}

// The open tables' list before any room: one socket, `tables` asked at once and again after five
// seconds (not in a room meanwhile), and a join from the list on that same socket.
TEST(RoomClient, BrowsesTheOpenTablesThenJoinsOneOnTheSameSocket) {
  FakeServer server;
  RoomClient client;
  Attach(&server, &client);
  client.BrowseTables();
  EXPECT_TRUE(client.browsing());
  EXPECT_FALSE(client.InRoom()) << "the probe's room stays null while browsing";
  client.Opened();
  EXPECT_TRUE(server.sent.empty()) << "no hello and no create for a list";
  client.Update(10.0);
  EXPECT_EQ(server.LastType(), "tables");
  client.Update(10.5);
  EXPECT_EQ(server.sent.size(), 1u);
  protocol::TablesList list;
  list.open = 1;
  list.tables.push_back({"KM7P4RT2X", "classic", 4, 1, 3, 1, 4, 30, "en"});
  client.Received(protocol::TablesText(list));
  ASSERT_TRUE(client.tables().has_value());
  EXPECT_EQ(client.tables()->tables[0].room, "KM7P4RT2X");
  client.Update(14.0);
  EXPECT_EQ(server.sent.size(), 1u) << "a list came: the next ask after 5 s";
  client.Update(15.0);
  EXPECT_EQ(server.sent.size(), 2u);
  client.JoinTable(protocol::JoinTableMessage("KM7P4RT2X", "Cy"), "Cy");
  EXPECT_EQ(server.sent.back(), protocol::JoinTableMessage("KM7P4RT2X", "Cy"));
  EXPECT_EQ(server.connects.size(), 1u) << "one socket";
  EXPECT_FALSE(client.browsing());
  EXPECT_TRUE(client.InRoom());
  client.Update(30.0);
  EXPECT_EQ(server.LastType(), "join-table") << "no more asks once joining";
  client.Received(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"player","seat":1,"token":"t1","rejoin":"ABCDEFGH"})");
  EXPECT_EQ(client.code(), "KM7P4RT2X");
  EXPECT_EQ(client.seat(), 1);
  client.Leave();
  client.BrowseTables();
  client.StopBrowsing();
  EXPECT_EQ(client.link(), RoomLink::kNone);
  EXPECT_EQ(server.connects.size(), 2u);
}

TEST(RoomClient, ATokenGoesOnlyToTheServerThatIssuedIt) {
  FakeServer server;
  server.tokens["wss://rooms.example ABCDEFGHJ"] = "from-rooms";
  RoomClient client;
  client.SetSocket(server.Socket());
  // Another server, with the same room code: the token kept for rooms.example is not sent.
  client.SetServer("ws://Evil.Example:80/rooms");
  client.Join("ABCDEFGHJ", "Bo");
  client.Opened();
  EXPECT_EQ(server.sent.back(), protocol::HelloMessage("ABCDEFGHJ", "", "Bo"));
  client.Received(R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"player","seat":1,"token":"from-evil"})");
  EXPECT_EQ(server.tokens["ws://evil.example ABCDEFGHJ"], "from-evil");
  EXPECT_EQ(server.tokens["wss://rooms.example ABCDEFGHJ"], "from-rooms");
  client.Leave();
  // The issuing server, however its address is written, gets its own.
  client.SetServer("WSS://rooms.example:443/rooms");
  client.Join("ABCDEFGHJ", "Bo");
  client.Opened();
  EXPECT_EQ(server.sent.back(), protocol::HelloMessage("ABCDEFGHJ", "from-rooms", "Bo"));
  client.Leave();
  // A server address not understood: no token read or kept.
  client.SetServer("ws://user@rooms.example/rooms");
  client.Join("ABCDEFGHJ", "Bo");
  client.Opened();
  EXPECT_EQ(server.sent.back(), protocol::HelloMessage("ABCDEFGHJ", "", "Bo"));
  client.Received(R"({"v":2,"type":"welcome","room":"ABCDEFGHJ","role":"player","seat":1,"token":"odd"})");
  EXPECT_EQ(server.tokens.size(), 2u);
}

}  // namespace
}  // namespace popejoan::session
