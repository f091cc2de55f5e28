// Gameplay for the host page: only a deal being played, with nothing over it, is play; and each
// change is told once.
#include "session/gameplay.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace popejoan::session {
namespace {

PlayMoment Playing() {
  PlayMoment m;
  m.at_table = true;
  m.match_in_progress = true;
  return m;
}

TEST(Gameplay, ADealBeingPlayedIsPlay) { EXPECT_TRUE(IsGameplay(Playing())); }

TEST(Gameplay, AnythingThatStopsPlayStopsIt) {
  PlayMoment m = Playing();
  m.at_table = false;  // setup, statistics or the match-over screen
  EXPECT_FALSE(IsGameplay(m));
  m = Playing();
  m.match_in_progress = false;  // no match, a match over, or a replay being watched
  EXPECT_FALSE(IsGameplay(m));
  m = Playing();
  m.deal_over = true;  // the settlement
  EXPECT_FALSE(IsGameplay(m));
  m = Playing();
  m.paused = true;
  EXPECT_FALSE(IsGameplay(m));
  m = Playing();
  m.hidden = true;
  EXPECT_FALSE(IsGameplay(m));
  m = Playing();
  m.covered = true;  // the menu, the rules, a lesson's panel, a dialog
  EXPECT_FALSE(IsGameplay(m));
}

TEST(Gameplay, NothingIsToldUntilPlayBegins) {
  GameplayTracker tracker;
  EXPECT_EQ(tracker.Update(false), nullptr);
  EXPECT_FALSE(tracker.playing());
}

TEST(Gameplay, EachChangeIsToldOnceAndStartsAndStopsAlternate) {
  GameplayTracker tracker;
  const std::vector<bool> frames = {false, true, true, true, false, false, true, false, true, true, false};
  std::vector<std::string> told;
  for (bool playing : frames) {
    if (const char* event = tracker.Update(playing)) told.push_back(event);
  }
  const std::vector<std::string> expected = {"gameplay-start", "gameplay-stop", "gameplay-start",
                                             "gameplay-stop",  "gameplay-start", "gameplay-stop"};
  EXPECT_EQ(told, expected);
  EXPECT_FALSE(tracker.playing());
}

}  // namespace
}  // namespace popejoan::session
