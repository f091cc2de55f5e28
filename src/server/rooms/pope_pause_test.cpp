// The timing of what a room sends, where it could tell hidden cards (docs/online.md, "The wild
// Pope" and "AI seats"): the Pope's pause lasts the same for every seat whoever holds the Pope
// (or nobody), its holder's "keep it" sends nothing to anyone, and an AI seat's decision goes out
// at its pace whether it was forced or thought over.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/public_view.h"
#include "server/testing/page_views.h"
#include "server/rooms/pope_pause.h"
#include "server/rooms/room_hub.h"
#include "server/store/memory_room_store.h"
#include "server/testing/hub_table.h"
#include "server/testing/sent_frames.h"

namespace popejoan::server {
namespace {

TEST(PopePause, StartsAtANewPauseLastsItsTimeAndEndsWhenPlayGoesOn) {
  PopePause pause(5.0);
  pause.Follow(false, 3, 0, 10.0);
  EXPECT_FALSE(pause.active());
  pause.Follow(true, 4, 2, 10.0);  // two events shown first: 0.9 s more
  EXPECT_TRUE(pause.active());
  EXPECT_FALSE(pause.Due(15.8));
  EXPECT_TRUE(pause.Due(15.9));
  pause.Follow(true, 4, 0, 12.0);  // the same pause looked at again: its clock stands
  EXPECT_FALSE(pause.Due(15.8));
  EXPECT_FALSE(pause.kept());
  pause.Keep();
  EXPECT_TRUE(pause.kept());
  pause.Follow(true, 9, 0, 20.0);  // a later pause: a new clock, nobody's answer yet
  EXPECT_FALSE(pause.kept());
  EXPECT_FALSE(pause.Due(24.9));
  EXPECT_TRUE(pause.Due(25.0));
  pause.Follow(false, 10, 0, 21.0);
  EXPECT_FALSE(pause.Due(30.0));
}

class Wire : public Outbox {
 public:
  std::string PeerAddress(ConnectionId) const override { return "198.51.100.1"; }
  void Send(ConnectionId id, const std::string& text) override { sent[id].push_back({now, pages.Read(id, text)}); }
  testkit::PageViews pages;  // each step kept as the whole view it makes
  void Disconnect(ConnectionId) override {}
  struct Frame {
    double at;
    std::string text;
  };
  std::map<ConnectionId, std::vector<Frame>> sent;
  double now = 0.0;
};

struct View {
  int step = -1;
  std::size_t events = 0;  // since the view before
  engine::State state;
};

std::optional<View> ReadView(const std::string& text) {
  engine::Result<engine::Json> j = engine::Json::Parse(text);
  if (!j.ok() || j->Find("type") == nullptr || j->Find("type")->as_string() != "view") return std::nullopt;
  engine::Result<engine::State> state = engine::PublicView::FromJson(*j->Find("state"));
  if (!state.ok()) ADD_FAILURE() << state.error();
  if (!state.ok()) return std::nullopt;
  return View{static_cast<int>(j->Find("step")->as_number()), j->Find("events")->items().size(), *state};
}

// A room of people (connections 1..n, seat i is connection i + 1) or of one person and AI seats.
struct Table {
  MemoryRoomStore store;
  Wire wire;
  std::unique_ptr<RoomHub> hub;
  std::string code;

  Table(HubOptions options, const std::string& rules, const std::vector<std::string>& seats) {
    hub = std::make_unique<RoomHub>(&store, &wire, testkit::CountingSecrets("RMMCDEFG"), options);
    std::string list;
    for (const std::string& s : seats) {
      list += std::string(list.empty() ? "" : ",") +
              (s == "person" ? R"({"kind":"person"})" : R"({"kind":"ai","level":")" + s + "\"}");
    }
    hub->Open(1);
    hub->Receive(1, R"({"v":2,"type":"create","name":"Ann","rules":)" + rules +
                        R"(,"rounds":1,"fill":"beginner","seats":[)" + list + "]}");
    code = engine::Json::Parse(wire.sent[1].front().text)->Find("room")->as_string();
    for (std::size_t s = 1; s < seats.size(); ++s) {
      if (seats[s] != "person") continue;
      const ConnectionId id = static_cast<ConnectionId>(s + 1);
      hub->Open(id);
      hub->Receive(id, R"({"v":2,"type":"hello","room":")" + code + "\"}");
      hub->Receive(id, R"({"v":2,"type":"take-seat","seat":)" + std::to_string(s) + R"(,"name":"P)" +
                           std::to_string(s) + "\"}");
    }
    hub->Receive(1, R"({"v":2,"type":"start"})");
  }
  const Room& room() const { return *hub->FindRoom(code); }
  void Tick(double seconds = 0.02) {
    wire.now += seconds;
    hub->Tick(wire.now, 50.0);
  }
  std::optional<View> LastView(ConnectionId id) {
    for (auto f = wire.sent[id].rbegin(); f != wire.sent[id].rend(); ++f) {
      if (auto v = ReadView(f->text)) return v;
    }
    return std::nullopt;
  }
  void Act(ConnectionId id, int step, engine::Action a) {
    hub->Receive(id, R"({"v":2,"type":"act","step":)" + std::to_string(step) + R"(,"action":)" + std::to_string(a) + "}");
  }
};

// Every frame sent so far, to anyone.
std::size_t FramesSent(const Wire& wire) {
  std::size_t n = 0;
  for (const auto& [id, frames] : wire.sent) n += frames.size();
  return n;
}

// Plays rooms of three people with the wild Pope until pauses of both kinds were seen: the
// Pope in a hand (its holder keeps it at once) and in the spare. Each pause: the holder's answer
// sends nothing; nobody hears anything until the pause's time is over; then everyone at once.
TEST(PopePauseInARoom, EverySeatWaitsTheSameWhetherTheHolderKeepsThePopeOrNobodyHoldsIt) {
  int held = 0, unheld = 0;
  for (std::uint64_t seed = 1; seed <= 60 && (held < 3 || unheld < 3); ++seed) {
    HubOptions options;
    options.seed = seed;
    options.pope_pause_seconds = 2.0;
    Table t(options, R"({"preset":"classic","wild-pope":"on"})", {"person", "person", "person"});
    for (int guard = 0; guard < 4000 && t.room().stage() == RoomStage::kPlaying && !t.room().DealOver(); ++guard) {
      const Room& room = t.room();
      if (room.InPopePause()) {
        const int holder = room.state().CurrentSeat();
        const int step = room.step();
        std::size_t shown_first = 0;  // the events the pages show before the question
        // The views of the pause: only the holder is shown as asked.
        for (ConnectionId id = 1; id <= 3; ++id) {
          std::optional<View> v = t.LastView(id);
          ASSERT_TRUE(v && v->step == step) << "seed " << seed << ", seat " << id - 1;
          EXPECT_EQ(v->state.CurrentSeat(), static_cast<int>(id) - 1 == holder ? holder : -1);
          shown_first = v->events;
        }
        const std::size_t sent = FramesSent(t.wire);
        if (holder >= 0) {
          t.Act(static_cast<ConnectionId>(holder + 1), step, engine::kActionPass);  // kept at once
          ++held;
        } else {
          ++unheld;
        }
        double waited = 0.0;
        while (t.room().step() == step && waited < 60.0) {
          ASSERT_EQ(FramesSent(t.wire), sent) << "something was sent during the pause";
          t.Tick();
          waited += 0.02;
        }
        // Over after its time (2 s, and the pages' time to show the stop's events), for all.
        const double due = 2.0 + PopePause::kShowSecondsPerEvent * static_cast<double>(shown_first);
        EXPECT_GE(waited, due - 1e-6);
        EXPECT_LT(waited, due + 0.02 + 1e-6);
        for (ConnectionId id = 1; id <= 3; ++id) {
          std::optional<View> v = t.LastView(id);
          ASSERT_TRUE(v && v->step == step + 1);
          EXPECT_NE(v->state.phase(), engine::Phase::kWildPope);
        }
        continue;
      }
      const int to_act = room.ToAct();
      if (to_act >= 0) {
        std::optional<View> v = t.LastView(static_cast<ConnectionId>(to_act + 1));
        ASSERT_TRUE(v);
        t.Act(static_cast<ConnectionId>(to_act + 1), v->step, v->state.LegalActions()[0]);
      } else {
        t.Tick();
      }
    }
  }
  EXPECT_GE(held, 3);
  EXPECT_GE(unheld, 3);
}

// Two rooms alike but for where the Pope lies: the pause's length is the same, and it is the
// public events' (not the Pope's) that make it longer.
TEST(PopePauseInARoom, ThePauseLengthIsAFunctionOfPublicEventsOnly) {
  PopePause a(3.0), b(3.0);
  a.Follow(true, 7, 5, 100.0);
  b.Follow(true, 7, 5, 100.0);
  for (double t = 100.0; t < 110.0; t += 0.01) EXPECT_EQ(a.Due(t), b.Due(t));
}

engine::Action LastLegal(const engine::State& state) {
  const engine::ActionList legal = state.LegalActions();
  return legal[legal.size() - 1];
}

// A room stored before the Pope's pause (rules D23) has act records that went straight on from
// a stop where no hand held the Pope: it still resumes, at the same state.
TEST(PopePauseInARoom, ARoomStoredBeforeThePauseStillResumes) {
  RoomRequest request;
  request.name = "Ann";
  request.rules = engine::RulesForPreset(engine::Preset::kClassic);
  request.rules.wild_pope = true;
  request.seats = {RoomSeat{"", SeatKind::kPerson}, RoomSeat{"", SeatKind::kAi}, RoomSeat{"", SeatKind::kAi}};
  int omitted = 0;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    const engine::Json create = Room::CreateRecord("RMMCDEFGH", request, "token", seed);
    engine::Result<Room> live = Room::FromCreateRecord(create);
    ASSERT_TRUE(live.ok());
    engine::Json start = engine::Json::Object();
    start.Set("t", engine::Json::String("start"));
    ASSERT_TRUE(live->Apply(start).ok());
    std::vector<engine::Json> older;  // the records as the older server kept them
    for (int guard = 0; guard < 400 && !live->DealOver(); ++guard) {
      Verdict next = live->InPopePause() && live->state().TablePasses() ? live->PassPopePause()
                                                                          : live->Act(live->ToAct(), live->step(),
                                                                                      LastLegal(live->state()));
      ASSERT_TRUE(next.record) << next.refusal.message;
      const bool table = live->state().TablePasses();
      ASSERT_TRUE(live->Apply(*next.record).ok());
      if (table) {
        older.back().Set("hash", engine::Json::String(next.record->Find("hash")->as_string()));
        ++omitted;
      } else {
        older.push_back(*next.record);
      }
    }
    engine::Result<Room> resumed = Room::FromCreateRecord(create);
    ASSERT_TRUE(resumed->Apply(start).ok());
    for (const engine::Json& record : older) ASSERT_TRUE(resumed->Apply(record).ok());
    EXPECT_EQ(resumed->state().Hash(), live->state().Hash());
    EXPECT_EQ(resumed->step(), live->step());
  }
  EXPECT_GT(omitted, 3);
}

// A person and two AI seats: every AI decision, a forced one as much as one thought over, goes
// out its pace after the room's last change, never sooner.
TEST(AiPace, EveryAiDecisionIsSentItsPaceAfterTheTurnBegan) {
  HubOptions options;
  options.seed = 11;
  options.ai_pace_seconds = 0.8;
  Table t(options, R"({"preset":"classic"})", {"person", "beginner", "casual"});
  double last_change = 0.0;
  int ai_decisions = 0;
  int last_step = t.room().step();
  for (int guard = 0; guard < 20000 && t.room().stage() == RoomStage::kPlaying && !t.room().DealOver(); ++guard) {
    const Room& room = t.room();
    if (room.step() != last_step) {
      last_step = room.step();
      last_change = t.wire.now;
    }
    if (room.ToAct() == 0) {
      std::optional<View> v = t.LastView(1);
      ASSERT_TRUE(v);
      t.Act(1, v->step, v->state.LegalActions()[0]);
      continue;
    }
    const int before = room.step();
    t.Tick();
    if (t.room().step() != before) {
      ++ai_decisions;
      EXPECT_GE(t.wire.now - last_change, 0.8 - 1e-9);
      EXPECT_LT(t.wire.now - last_change, 0.8 + 0.05);
    }
  }
  EXPECT_GT(ai_decisions, 8);
}

}  // namespace
}  // namespace popejoan::server
