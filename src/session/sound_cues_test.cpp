// The sounds: every moment's sound is short and not too loud, and the moments map to them.
#include "session/sound_cues.h"

#include <gtest/gtest.h>

#include "engine/board.h"

namespace popejoan::session {
namespace {

TEST(SoundCues, EverySoundIsShortAndGentle) {
  for (int c = 0; c < kNumCues; ++c) {
    const std::vector<Tone> tones = CueTones(static_cast<Cue>(c));
    ASSERT_FALSE(tones.empty()) << c;
    float gains = 0.0f;
    for (const Tone& t : tones) {
      EXPECT_GT(t.hz, 50.0f);
      EXPECT_LT(t.hz, 5000.0f);
      EXPECT_GE(t.start, 0.0f);
      EXPECT_GT(t.seconds, 0.0f);
      EXPECT_LE(t.start + t.seconds, 1.0f) << "cue " << c << " lasts too long";
      EXPECT_GT(t.gain, 0.0f);
      gains += t.gain;
    }
    EXPECT_LE(gains, 1.3f) << "cue " << c << " is too loud";
  }
}

TEST(SoundCues, MomentsHaveTheirSounds) {
  engine::Event e;
  e.type = engine::EventType::kPlay;
  EXPECT_EQ(CueForEvent(e), Cue::kCard);
  e.type = engine::EventType::kStop;
  EXPECT_EQ(CueForEvent(e), Cue::kStop);
  e.type = engine::EventType::kTake;
  e.comp = engine::kPope;
  EXPECT_EQ(CueForEvent(e), Cue::kPope);
  e.comp = engine::kMatrimony;
  EXPECT_EQ(CueForEvent(e), Cue::kMarriage);
  e.comp = engine::kIntrigue;
  EXPECT_EQ(CueForEvent(e), Cue::kMarriage);
  e.comp = engine::kAceComp;
  EXPECT_EQ(CueForEvent(e), Cue::kCountersWon);
  e.type = engine::EventType::kGoOut;
  EXPECT_EQ(CueForEvent(e), Cue::kGoOut);
  e.type = engine::EventType::kDress;
  EXPECT_FALSE(CueForEvent(e).has_value());
}

TEST(SoundCues, TheRarerMomentIsHeard) {
  EXPECT_EQ(LouderCue(Cue::kCard, Cue::kStop), Cue::kStop);
  EXPECT_EQ(LouderCue(Cue::kPope, Cue::kCard), Cue::kPope);
  EXPECT_EQ(LouderCue(Cue::kGoOut, Cue::kCountersWon), Cue::kGoOut);
}

}  // namespace
}  // namespace popejoan::session
