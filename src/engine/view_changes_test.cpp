// A seat's view at one step plus the changes of every step after it is the view at the last
// (the page's copy never drifts from the server's), the changes are small, and a set the writer
// could not have written is refused rather than half believed.
#include "engine/view_changes.h"

#include <gtest/gtest.h>

#include <string>

#include "engine/rng.h"

namespace popejoan::engine {
namespace {

std::string ChangesText(const SeatView& was, const SeatView& now) {
  std::string text;
  JsonWriter out(&text);
  WriteViewChanges(was, now, &out);
  return text;
}

// Applies the text of the changes from `was` to `now` to a copy of `held`.
SeatView Applied(const SeatView& held, const SeatView& was, const SeatView& now) {
  SeatView copy = held;
  Result<Json> set = Json::Parse(ChangesText(was, now));
  EXPECT_TRUE(set.ok());
  const Status applied = ApplyViewChanges(*set, &copy);
  EXPECT_TRUE(applied.ok()) << applied.message;
  return copy;
}

// Every table size in a release build; under AddressSanitizer every other one.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kSizeStep = 2;
#else
constexpr int kSizeStep = 1;
#endif

// Random matches of every preset and size: each seat's and a watcher's view, followed from the
// match's start by its changes alone, is the view at every
// later step, field for field and by its check; each filled view reads back as a state.
TEST(ViewChanges, AViewPlusEveryStepsChangesIsTheViewAtTheLastStepForEverySeatAndAWatcher) {
  Rng choices(11);
  long steps = 0, changed_bytes = 0, whole_bytes = 0;
  for (int p = 0; p < kNumPresets; ++p) {
    for (int seats = 3; seats <= 8; seats += kSizeStep) {
      MatchConfig config;
      config.rules = RulesForPreset(static_cast<Preset>(p));
      config.seats = seats;
      config.seed = 500 + p * 10 + seats;
      Result<State> s = State::NewMatch(config);
      ASSERT_TRUE(s.ok()) << s.error();
      std::vector<SeatView> held, told;
      for (int seat = -1; seat < seats; ++seat) held.push_back(PublicView::Seen(*s, seat));
      told = held;
      while (!s->IsTerminal()) {
        const ActionList legal = s->LegalActions();
        ASSERT_TRUE(s->Apply(legal[choices.Below(static_cast<uint32_t>(legal.size()))]).ok());
        for (int seat = -1; seat < seats; ++seat) {
          const std::size_t i = static_cast<std::size_t>(seat + 1);
          const SeatView now = PublicView::Seen(*s, seat);
          held[i] = Applied(held[i], told[i], now);
          ASSERT_EQ(held[i].Hash(), now.Hash()) << "preset " << p << ", " << seats << " seats, seat " << seat;
          ASSERT_TRUE(held[i].state == now.state);
          ASSERT_EQ(held[i].hidden, now.hidden);
          ASSERT_TRUE(PublicView::Filled(held[i]).ok());
          changed_bytes += static_cast<long>(ChangesText(told[i], now).size());
          std::string whole;
          JsonWriter out(&whole);
          PublicView::Write(now, nullptr, &out);
          whole_bytes += static_cast<long>(whole.size());
          told[i] = now;
          ++steps;
        }
      }
    }
  }
  EXPECT_GT(steps, 10000 / kSizeStep);
  // Changes are a small part of a whole view on average (a new deal changes most of it).
  EXPECT_LT(changed_bytes * 5, whole_bytes) << changed_bytes << " bytes of changes against " << whole_bytes;
}

TEST(ViewChanges, NothingChangedIsAnEmptySetAndAppliesToNothing) {
  MatchConfig config;
  config.seats = 4;
  config.seed = 3;
  Result<State> s = State::NewMatch(config);
  ASSERT_TRUE(s.ok());
  const SeatView view = PublicView::Seen(*s, 2);
  EXPECT_EQ(ChangesText(view, view), "{}");
  EXPECT_EQ(Applied(view, view, view).Hash(), view.Hash());
}

TEST(ViewChanges, ASetTheWriterCouldNotHaveWrittenIsRefused) {
  MatchConfig config;
  config.seats = 4;
  config.seed = 3;
  Result<State> s = State::NewMatch(config);
  ASSERT_TRUE(s.ok());
  const SeatView view = PublicView::Seen(*s, 0);
  for (const char* text : {"[]", "{\"current_\":\"x\"}", "{\"owner_\":[1,2]}", "{\"owner_\":[[52,1]]}",
                           "{\"owner_\":[[0]]}", "{\"owner_\":[[0,1,2]]}", "{\"hands_\":[[0,5]]}",
                           "{\"hidden\":[1,2]}", "{\"hidden\":[0,0,0,0,0,0,0,0,99]}", "{\"purses_\":{}}"}) {
    SeatView copy = view;
    Result<Json> set = Json::Parse(text);
    ASSERT_TRUE(set.ok()) << text;
    EXPECT_FALSE(ApplyViewChanges(*set, &copy).ok()) << text;
  }
  // Well formed but untrue: the page's check (the hash) or the state's own checks catch it.
  SeatView copy = view;
  Result<Json> set = Json::Parse("{\"hidden\":[0,0,0,0,0,0,0,0,0]}");
  ASSERT_TRUE(set.ok() && ApplyViewChanges(*set, &copy).ok());
  EXPECT_NE(copy.Hash(), view.Hash());
  EXPECT_FALSE(PublicView::Filled(copy).ok());
}

}  // namespace
}  // namespace popejoan::engine
