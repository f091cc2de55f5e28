// The review after a deal: each of your real decisions this deal (leads with a choice, the
// Pope's question, where to place a counter) beside the expert's choice for the same moment and
// seed, with the counters the search expects between them, and how many you matched. It uses the
// coach (the same honest search), one decision after another in slices of each frame.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/state.h"
#include "session/coach.h"

namespace popejoan::session {

// A decision to review: the moment, whose it was, what they chose and the seed of that step.
struct DecisionPoint {
  engine::State state;
  int seat = -1;
  engine::Action chosen = -1;
  std::uint64_t seed = 0;
};

// How far the expert's estimate must beat yours before the review marks a decision: the search's
// figures wobble by a few tenths between equal choices (two sure stops led in either order).
inline constexpr double kClearMargin = 0.5;

struct ReviewedDecision {
  engine::Action chosen = -1;
  engine::Action best = -1;
  double counters_behind = 0.0;  // what the search expects the expert's choice to gain over yours
  bool agreed = false;  // the expert's choice, or one it rates within kClearMargin of it
  std::string line;  // "You led K♦; the expert would lead 3♣ (about 1.2 counters better)."
};

struct DealReview {
  std::vector<ReviewedDecision> decisions;
  int agreed = 0;
  // "You matched the expert in 3 of 4 decisions (75%)." ("" when there was nothing to decide.)
  std::string Summary() const;
};

// The line for one reviewed decision, in player words: a choice within kClearMargin of the
// expert's is "as good as the expert's".
std::string ReviewLine(engine::Action chosen, engine::Action best, double counters_behind);

// Sets `chosen` beside the expert's answer `hint` for the same moment.
ReviewedDecision ReviewDecision(const Hint& hint, engine::Action chosen);

class DealReviewer {
 public:
  // Starts reviewing `points` (in play order); `key` names the deal so a review is made once.
  void Start(std::vector<DecisionPoint> points, std::uint64_t key);
  void Update(double budget_ms);
  bool done() const { return next_ >= points_.size() && !coach_.thinking(); }
  std::uint64_t key() const { return key_; }
  const DealReview& review() const { return review_; }

 private:
  std::vector<DecisionPoint> points_;
  size_t next_ = 0;
  std::uint64_t key_ = 0;
  Coach coach_;
  DealReview review_;
};

}  // namespace popejoan::session
