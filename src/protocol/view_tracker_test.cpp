// Steps (view_frame.h's StepFrameText) followed by a ViewTracker: every seat and a watcher hold,
// after any number of steps, exactly the view a whole frame would give them; a step missed, sent
// for another seat or with a wrong check is refused and the view forgotten (the page asks again).
#include "protocol/view_tracker.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/rng.h"
#include "engine/serialize.h"
#include "protocol/view_frame.h"

namespace popejoan::protocol {
namespace {

RoomView Read(const std::string& text) {
  engine::Result<ServerMessage> read = ParseServerMessage(text);
  EXPECT_TRUE(read.ok()) << read.error();
  return read.ok() ? std::get<RoomView>(read.value()) : RoomView{};
}

struct Table {
  engine::State state;
  std::string rules;
  std::vector<engine::Event> events;
  std::vector<bool> ready = std::vector<bool>(4, false);
  int step = 0;
};

Table NewTable(std::uint64_t seed) {
  engine::MatchConfig config;
  config.seats = 4;
  config.seed = seed;
  engine::Result<engine::State> s = engine::State::NewMatch(config);
  EXPECT_TRUE(s.ok());
  return Table{*s, engine::RulesToJson(s->rules()).Dump()};
}

std::string ViewText(const Table& t, int seat) {
  return ViewFrameText(engine::PublicView::Seen(t.state, seat), seat, &t.rules, FrameNews{t.step, -1, &t.events, &t.ready, {}});
}

// Plays one action at random; the step frame each seat is sent for it.
std::vector<std::string> PlayOne(Table* t, engine::Rng* rng) {
  std::vector<engine::SeatView> was;
  for (int seat = -1; seat < 4; ++seat) was.push_back(engine::PublicView::Seen(t->state, seat));
  const engine::ActionList legal = t->state.LegalActions();
  t->events.clear();
  EXPECT_TRUE(t->state.Apply(legal[rng->Below(static_cast<std::uint32_t>(legal.size()))], &t->events).ok());
  ++t->step;
  std::vector<std::string> steps;
  for (int seat = -1; seat < 4; ++seat) {
    const FrameNews news{t->step, t->step - 1, &t->events, &t->ready, {}};
    steps.push_back(StepFrameText(was[static_cast<std::size_t>(seat + 1)], engine::PublicView::Seen(t->state, seat), seat, news));
  }
  return steps;
}

TEST(ViewTracker, StepsAfterAViewHoldEverySeatsViewToTheMatchsEnd) {
  Table t = NewTable(21);
  engine::Rng rng(4);
  std::vector<ViewTracker> trackers(5);
  for (int seat = -1; seat < 4; ++seat) {
    RoomView view = Read(ViewText(t, seat));
    ASSERT_TRUE(trackers[static_cast<std::size_t>(seat + 1)].Apply(&view));
  }
  std::size_t step_bytes = 0, view_bytes = 0;
  while (!t.state.IsTerminal()) {
    const std::vector<std::string> steps = PlayOne(&t, &rng);
    for (int seat = -1; seat < 4; ++seat) {
      const std::string& text = steps[static_cast<std::size_t>(seat + 1)];
      RoomView step = Read(text);
      ASSERT_FALSE(step.state.has_value());
      ASSERT_TRUE(trackers[static_cast<std::size_t>(seat + 1)].Apply(&step)) << "step " << t.step << ", seat " << seat;
      RoomView whole = Read(ViewText(t, seat));
      ViewTracker fresh;  // a new connection's, from the whole view
      ASSERT_TRUE(fresh.Apply(&whole));
      ASSERT_TRUE(step.state.has_value());
      EXPECT_TRUE(*step.state == *whole.state) << "step " << t.step << ", seat " << seat;
      EXPECT_EQ(step.events.size(), t.events.size());
      step_bytes += text.size();
      view_bytes += ViewText(t, seat).size();
    }
  }
  EXPECT_LT(step_bytes * 4, view_bytes) << step_bytes << " bytes of steps against " << view_bytes << " of views";
}

TEST(ViewTracker, AStepMissedForAnotherSeatOrWithAWrongCheckIsRefusedAndTheViewForgotten) {
  Table t = NewTable(8);
  engine::Rng rng(2);
  ViewTracker tracker;
  RoomView first = Read(ViewText(t, 1));
  ASSERT_TRUE(tracker.Apply(&first));
  PlayOne(&t, &rng);  // missed
  RoomView gap = Read(PlayOne(&t, &rng)[2]);
  EXPECT_FALSE(tracker.Apply(&gap));
  EXPECT_FALSE(tracker.seen().has_value());
  RoomView again = Read(ViewText(t, 1));
  ASSERT_TRUE(tracker.Apply(&again));
  RoomView other_seat = Read(PlayOne(&t, &rng)[3]);
  EXPECT_FALSE(tracker.Apply(&other_seat));
  RoomView view = Read(ViewText(t, 1));
  ASSERT_TRUE(tracker.Apply(&view));
  RoomView wrong = Read(PlayOne(&t, &rng)[2]);
  wrong.check ^= 1;
  EXPECT_FALSE(tracker.Apply(&wrong));
  EXPECT_FALSE(tracker.seen().has_value());
  RoomView no_view;
  no_view.set = engine::Json::Object();
  EXPECT_FALSE(tracker.Apply(&no_view));
}

TEST(ViewTracker, AStepFrameIsReadWithItsChangesAndCheckAndRefusedWithout) {
  Table t = NewTable(5);
  engine::Rng rng(1);
  const std::string text = PlayOne(&t, &rng)[1];
  EXPECT_EQ(text.rfind("{\"v\":2,\"type\":\"step\",\"step\":1,\"seat\":0,\"from\":0,\"set\":{", 0), 0u) << text;
  const RoomView step = Read(text);
  EXPECT_TRUE(step.set.has_value());
  EXPECT_EQ(step.check, engine::PublicView::Seen(t.state, 0).Hash());
  for (std::size_t n = 0; n < text.size(); n += 5) EXPECT_FALSE(ParseServerMessage(text.substr(0, n)).ok()) << n;
  for (const char* bad : {"\"set\":{", "\"check\":\""}) {
    std::string broken = text;
    broken.replace(broken.find(bad), std::string(bad).size(), std::string(bad).substr(0, 1) + "x" + std::string(bad).substr(1));
    EXPECT_FALSE(ParseServerMessage(broken).ok()) << broken;
  }
}

}  // namespace
}  // namespace popejoan::protocol
