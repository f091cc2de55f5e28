// The end of a deal (and of the match): every hand and the spare face up, what moved the counters and why, each seat's purse
// before and after, the standings when the match is over, and the button to go on. It fills the
// box the table's layout gives it, below the seat plates; long explanations scroll, the button
// stays in view.
#pragma once

#include <optional>
#include <vector>

#include "ui/layout/card_motion.h"
#include "session/access_mirror.h"
#include "session/controller.h"
#include "session/intent.h"
#include "session/deal_review.h"
#include "ui/layout/table_layout.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

enum class SettlementChoice { kNone, kNextDeal, kNewMatch, kLessonPlayMatch };

// The cards left in every hand and the spare turn face up first, one after another.
struct RevealClock {
  double elapsed = 0.0;  // seconds since the deal ended
  double seconds = 0.0;  // how long the whole reveal takes (0: at once)
  MotionStyle style = MotionStyle::kNone;
};

struct TestProbe;

// In a lesson it is the lesson's close instead: what you learnt, every hand, how the counters
// moved and what stayed on the board, and "Play a match" (no purses: a one-deal lesson has no
// standings).
// `review`: your decisions this deal beside the expert's (null: no review, e.g. AI-only tables).
// `offers`: more ways on, drawn above it (a watcher taking an AI's seat); the pressed one in `asked`.
SettlementChoice DrawSettlement(const GameController& controller, const Box& box, const RevealClock& reveal,
                                const DealReviewer* review, const std::vector<MirrorButton>& offers,
                                std::optional<Intent>* asked, TestProbe* probe);

}  // namespace popejoan::ui
