// The turn clock against the real popejoan-server on loopback (docs/online.md, "The turn clock"):
// Ann plays at once, Bob sits and never plays. The clock is short (--clock-percent: a 30-second
// clock runs 1.5 s), and the table goes on: Bob's turns are played by his seat's AI and every page
// is told so, his seat is away after three late turns, the deals follow one another without his
// "ready", and the match ends. Bob says he is back: the seat is his again, and a server restarted
// on the same file agrees. Every wait is on what the pages are told (a generous bound only so
// that a broken server fails instead of hanging).
#include <gtest/gtest.h>

#include <stdlib.h>

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/json.h"
#include "server/testing/server_process.h"
#include "server/testing/ws_test_client.h"
#include "session/room_messages.h"

namespace popejoan::server {
namespace {

using testkit::ServerProcess;
using testkit::WsTestClient;
using Ms = std::chrono::milliseconds;

// One page: what it was told, kept.
struct Page {
  WsTestClient client;
  int seat = -1;
  std::string token;
  std::string code;
  std::optional<session::RoomView> view;
  std::optional<session::RoomInfo> info;
  std::vector<int> late;         // every "late" a view said
  std::vector<std::string> errors;
  bool saw_bob_away = false;
  std::int64_t ready_step = -1;
  std::int64_t acted_step = -1;

  void Take() {
    while (std::optional<std::string> text = client.Receive(Ms(0))) {
      Result<session::ServerMessage> m = session::ParseServerMessage(*text);
      ASSERT_TRUE(m.ok()) << *text;
      if (auto* w = std::get_if<session::Welcome>(&*m)) {
        code = w->room;
        seat = w->spectator ? -1 : w->seat;
        if (!w->token.empty()) token = w->token;
      } else if (auto* v = std::get_if<session::RoomView>(&*m)) {
        if (v->late >= 0) late.push_back(v->late);
        view = std::move(*v);
      } else if (auto* i = std::get_if<session::RoomInfo>(&*m)) {
        info = std::move(*i);
        saw_bob_away = saw_bob_away || info->seats[1].kind == "ai-for-person";
      } else if (auto* e = std::get_if<session::RoomError>(&*m)) {
        errors.push_back(e->error);
      }
    }
  }
  void Pump(Ms wait) {
    client.Pump(wait);
    Take();
  }
  void Send(const std::string& text) { ASSERT_TRUE(client.Send(text).ok()); }
  bool Over() const { return view && view->state && view->state->IsTerminal(); }
  // Ann's honest play: the first legal action on her turn, "ready" at each deal's end.
  void Play() {
    if (!view || !view->state || Over()) return;
    const State& state = *view->state;
    if (state.phase() == Phase::kDealOver) {
      if (ready_step == view->step) return;
      ready_step = view->step;
      Send(session::ActMessage(view->step, kActionNextDeal));
    } else if (state.CurrentSeat() == seat && acted_step != view->step) {
      acted_step = view->step;
      Send(session::ActMessage(view->step, state.LegalActions()[0]));
    }
  }
};

// Pumps both pages (`bob` may be null) until `done`, at most `bound` rounds of 10 ms (a bound,
// never a measure).
template <typename Done>
bool PumpUntil(Page* ann, Page* bob, Done done, int bound = 12000) {
  for (int i = 0; i < bound && !done(); ++i) {
    ann->Pump(Ms(10));
    if (bob != nullptr) bob->Pump(Ms(0));
    ann->Play();
  }
  return done();
}

// A folder of the test's own for the rooms' file, so that it outlives the first server's.
struct Folder {
  std::filesystem::path path;
  Folder() {
    char name[] = "/tmp/popejoan-clock-test-XXXXXX";
    if (mkdtemp(name) != nullptr) path = name;
  }
  ~Folder() {
    std::error_code ignored;
    if (!path.empty()) std::filesystem::remove_all(path, ignored);
  }
};

TEST(ClockServer, ASilentSeatedPersonDoesNotHoldTheTable) {
  Folder folder;
  ASSERT_FALSE(folder.path.empty());
  const std::string db = (folder.path / "rooms.sqlite").string();
  ServerProcess server;
  ASSERT_TRUE(server.Start(testkit::ServerBinary(), {"--seed", "5", "--clock-percent", "5", "--grace", "600", "--db", db}).ok());
  Page ann, bob;
  ASSERT_TRUE(ann.client.Connect(server.port(), server.origin()).ok());
  ASSERT_TRUE(bob.client.Connect(server.port(), server.origin()).ok());
  const std::vector<session::RoomSeatRequest> seats = {{true, ai::Level::kCasual}, {true, ai::Level::kCasual}, {false, ai::Level::kCasual}};
  ann.Send(session::CreateRoomMessage("Ann", RulesForPreset(Preset::kClassic), 1, seats, ai::Level::kBeginner, 30));
  ASSERT_TRUE(PumpUntil(&ann, &bob, [&] { return !ann.code.empty(); }, 500));
  bob.Send(session::HelloMessage(ann.code, "", ""));
  ASSERT_TRUE(PumpUntil(&ann, &bob, [&] { return !bob.code.empty(); }, 500));
  bob.Send(session::TakeSeatMessage(1, "Bob"));
  ASSERT_TRUE(PumpUntil(&ann, &bob, [&] { return bob.seat == 1; }, 500));
  ASSERT_TRUE(PumpUntil(&ann, &bob, [&] { return ann.info && ann.info->seats[1].kind == "person"; }, 500));
  EXPECT_EQ(ann.info->clock, 30);
  EXPECT_EQ(ann.info->host, 0);
  ann.Send(session::StartMessage());
  // The table goes on to the match's end with Bob silent.
  ASSERT_TRUE(PumpUntil(&ann, &bob, [&] { return ann.Over() && bob.Over(); })) << "the match did not end";
  EXPECT_GE(std::count(bob.late.begin(), bob.late.end(), 1), 1) << "Bob's page heard that time ran out for him";
  EXPECT_GE(std::count(ann.late.begin(), ann.late.end(), 1), 1);
  EXPECT_TRUE(ann.saw_bob_away) << "late three turns in a row: away";
  ASSERT_TRUE(PumpUntil(&ann, &bob, [&] { return ann.info && ann.info->stage == "over"; }, 500));
  EXPECT_EQ(ann.info->seats[1].kind, "ai-for-person");
  EXPECT_TRUE(ann.info->seats[1].connected) << "Bob is here; his AI plays";
  EXPECT_TRUE(ann.errors.empty()) << ann.errors.front();

  // "I'm back": stored, told, and a restart on the same file agrees.
  bob.Send(session::BackMessage());
  ASSERT_TRUE(PumpUntil(&ann, &bob, [&] { return ann.info && ann.info->seats[1].kind == "person"; }, 500))
      << "his seat is his again";
  ann.client.Close();
  bob.client.Close();
  EXPECT_EQ(server.Stop(), 0);
  ServerProcess again;
  ASSERT_TRUE(again.Start(testkit::ServerBinary(), {"--seed", "5", "--clock-percent", "5", "--db", db}).ok());
  Page ann2;
  ASSERT_TRUE(ann2.client.Connect(again.port(), again.origin()).ok());
  ann2.Send(session::HelloMessage(ann.code, ann.token, ""));
  ASSERT_TRUE(PumpUntil(&ann2, nullptr, [&] { return ann2.info.has_value(); }, 500));
  EXPECT_EQ(ann2.seat, 0);
  EXPECT_EQ(ann2.info->seats[1].kind, "person");
  EXPECT_EQ(ann2.info->clock, 30);
  EXPECT_EQ(again.Stop(), 0);
}

}  // namespace
}  // namespace popejoan::server
