// The turn clock alone (turn_clock.h): a moment's whole clock, run out once, started again by a
// new moment, stopped when nothing runs, and never running when the room has no clock.
#include "server/rooms/turn_clock.h"

#include <gtest/gtest.h>

namespace popejoan::server {
namespace {

ClockMoment Turn(int step, int seat) { return ClockMoment{true, step, seat}; }

TEST(TurnClock, TheChoicesAreOffAndThreeLengths) {
  for (int seconds : {0, 30, 60, 120}) EXPECT_TRUE(IsClockChoice(seconds)) << seconds;
  for (int seconds : {-30, 1, 29, 45, 90, 121, 3600}) EXPECT_FALSE(IsClockChoice(seconds)) << seconds;
}

TEST(TurnClock, AMomentGetsTheWholeClockAndRunsOutOnce) {
  TurnClock clock(30.0);
  EXPECT_EQ(clock.LeftMs(0.0), -1) << "nothing awaited yet";
  EXPECT_TRUE(clock.Follow(Turn(4, 1), 100.0));
  EXPECT_EQ(clock.LeftMs(100.0), 30000);
  EXPECT_EQ(clock.LeftMs(112.5), 17500);
  EXPECT_FALSE(clock.Follow(Turn(4, 1), 110.0)) << "the same moment keeps its clock";
  EXPECT_FALSE(clock.RunOut(129.9));
  EXPECT_TRUE(clock.RunOut(130.0));
  EXPECT_FALSE(clock.RunOut(131.0)) << "told once";
  EXPECT_EQ(clock.LeftMs(131.0), 0);
  EXPECT_EQ(clock.moment().seat, 1);
}

TEST(TurnClock, ANewMomentStartsAgainAndNothingAwaitedStopsIt) {
  TurnClock clock(60.0);
  clock.Follow(Turn(4, 1), 0.0);
  EXPECT_TRUE(clock.RunOut(60.0));
  EXPECT_TRUE(clock.Follow(Turn(5, 2), 61.0)) << "the next decision";
  EXPECT_EQ(clock.LeftMs(61.0), 60000);
  EXPECT_TRUE(clock.Follow(ClockMoment{}, 70.0)) << "an AI to move: no clock";
  EXPECT_EQ(clock.LeftMs(70.0), -1);
  EXPECT_FALSE(clock.RunOut(1000.0));
  // The same seat at the same step, after its AI played for it meanwhile (away, then back).
  EXPECT_TRUE(clock.Follow(Turn(5, 2), 80.0));
  EXPECT_EQ(clock.LeftMs(80.0), 60000);
  EXPECT_TRUE(clock.Follow(ClockMoment{true, 9, -1}, 90.0)) << "a deal's end: everyone's ready";
  EXPECT_TRUE(clock.RunOut(150.0));
}

TEST(TurnClock, OffNeverRuns) {
  TurnClock clock(0.0);
  EXPECT_FALSE(clock.Follow(Turn(1, 0), 0.0));
  EXPECT_EQ(clock.LeftMs(0.0), -1);
  EXPECT_FALSE(clock.RunOut(1e9));
}

}  // namespace
}  // namespace popejoan::server
