// The pace of a room's `room` frames under comings and goings (info_pacer.h).
#include "server/rooms/info_pacer.h"

#include <gtest/gtest.h>

namespace popejoan::server {
namespace {

using Codes = std::vector<std::string>;

TEST(InfoPacer, ALoneChangeGoesAtOnce) {
  InfoPacer pacer(0.25);
  EXPECT_TRUE(pacer.Changed("ROOM", 10.0));
  EXPECT_TRUE(pacer.Changed("ROOM", 10.25)) << "a gap later";
  EXPECT_TRUE(pacer.Changed("OTHER", 10.25)) << "rooms are paced apart";
  EXPECT_FALSE(pacer.waiting());
}

TEST(InfoPacer, ABurstWaitsForTheEndOfTheGapAndGoesOnce) {
  InfoPacer pacer(0.25);
  EXPECT_TRUE(pacer.Changed("ROOM", 10.0));
  EXPECT_FALSE(pacer.Changed("ROOM", 10.01));
  EXPECT_FALSE(pacer.Changed("ROOM", 10.02));
  EXPECT_TRUE(pacer.waiting());
  EXPECT_EQ(pacer.Due(10.2), Codes{});
  EXPECT_EQ(pacer.Due(10.25), Codes{"ROOM"}) << "once, with the newest state";
  EXPECT_EQ(pacer.Due(10.3), Codes{});
  EXPECT_FALSE(pacer.Changed("ROOM", 10.3)) << "a gap after the frame that was due";
  EXPECT_EQ(pacer.Due(10.5), Codes{"ROOM"});
}

TEST(InfoPacer, AFrameSentForAnotherReasonTakesWhatWaited) {
  InfoPacer pacer(0.25);
  EXPECT_TRUE(pacer.Changed("ROOM", 10.0));
  EXPECT_FALSE(pacer.Changed("ROOM", 10.1));
  pacer.Sent("ROOM", 10.15);  // e.g. the match started: the frame says everything
  EXPECT_FALSE(pacer.waiting());
  EXPECT_FALSE(pacer.Changed("ROOM", 10.2)) << "the gap runs from that frame";
  EXPECT_EQ(pacer.Due(10.3), Codes{});
  EXPECT_EQ(pacer.Due(10.4), Codes{"ROOM"});
}

TEST(InfoPacer, WatchersFlippingForFiveSecondsMakeAFewFramesASecond) {
  InfoPacer pacer(0.25);
  int frames = 0;
  for (int ms = 0; ms < 5000; ++ms) {  // a join or a leave every millisecond, a tick every 20 ms
    frames += pacer.Changed("ROOM", ms / 1000.0);
    if (ms % 20 == 0) frames += static_cast<int>(pacer.Due(ms / 1000.0).size());
  }
  frames += static_cast<int>(pacer.Due(5.3).size());
  EXPECT_LE(frames, 22) << "at most one frame every 0.25 s, and the last";
  EXPECT_GE(frames, 19);
  EXPECT_FALSE(pacer.waiting()) << "nothing left behind";
}

TEST(InfoPacer, OldRoomsAreForgotten) {
  InfoPacer pacer(0.25);
  for (int i = 0; i < 1000; ++i) pacer.Changed("R" + std::to_string(i), 0.0);
  pacer.Due(2.0);
  EXPECT_TRUE(pacer.Changed("R1", 2.0));
}

}  // namespace
}  // namespace popejoan::server
