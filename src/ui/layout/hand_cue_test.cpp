// The keyboard's cue after a lead: it comes back to a card in the hand, never past its end (a
// playtest led from the right end a few times and lost the cue: Right, Enter and Space did nothing).
#include "ui/layout/hand_cue.h"

#include <gtest/gtest.h>

#include <vector>

namespace popejoan::ui {
namespace {

TEST(HandCue, StaysInThePlaceOfTheLedCard) {
  EXPECT_EQ(CueSlotAfterLead(2, {true, true, true, true}), 2);
  EXPECT_EQ(CueSlotAfterLead(0, {true, true, true}), 0);
}

TEST(HandCue, ComesBackFromPastTheRightEnd) {
  // Five cards, the fifth led: four are left and the cue goes to the last of them.
  EXPECT_EQ(CueSlotAfterLead(4, {true, true, true, true}), 3);
  // Led from the right end again and again: always the card now at that end.
  for (int held = 6; held >= 1; --held) {
    EXPECT_EQ(CueSlotAfterLead(held, std::vector<bool>(static_cast<size_t>(held), true)), held - 1) << held;
  }
}

TEST(HandCue, GoesToTheNearestCardThatMayBeLed) {
  EXPECT_EQ(CueSlotAfterLead(3, {true, true, false, false}), 1);
  EXPECT_EQ(CueSlotAfterLead(0, {false, false, true}), 2);
  EXPECT_EQ(CueSlotAfterLead(2, {true, false, false, false, true}), 0);  // a tie: the left one
  EXPECT_EQ(CueSlotAfterLead(1, {false, false}), -1);
  EXPECT_EQ(CueSlotAfterLead(0, {}), -1);
}

}  // namespace
}  // namespace popejoan::ui
