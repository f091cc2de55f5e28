// Where the keyboard's cue goes in your hand once the card it was on has been led: to the card now
// in that place, or the hand's last card when its right end was led. Without this the cue stayed
// on the led card, gone, and Right, Enter and Space did nothing. Pure, tested without a window.
#pragma once

#include <vector>

namespace popejoan::ui {

// `led_slot` is where the led card was in the hand (0 the left end); `leadable` says, for each
// card now held, left to right, whether it may be led. The nearest card that may be led to that
// place (the left one on a tie), or -1 when none may.
int CueSlotAfterLead(int led_slot, const std::vector<bool>& leadable);

}  // namespace popejoan::ui
