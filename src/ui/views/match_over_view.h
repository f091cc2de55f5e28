// The end of a match: where everyone finished ("You finished 2nd of 4"), each purse from the
// match's start to its end, deals won, the biggest swing, and the ways on: play again (same
// seats and rules, a new deal of the cards) or a new match.
#pragma once

#include <string>

#include "session/intent.h"
#include "session/match_report.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

// `shareable`: a shared or daily match, whose result "Copy result" puts on the clipboard.
// `waiting`: in an online room, what stands in for Play again for a guest ("Waiting for the
// host to play again"; "" offers Play again).
Intent DrawMatchOver(const MatchReport& report, bool shareable, TestProbe* probe, const std::string& waiting = "");

}  // namespace popejoan::ui
