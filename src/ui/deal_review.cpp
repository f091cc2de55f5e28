#include "ui/deal_review.h"

#include <cmath>
#include <cstdio>

#include "ui/hint_words.h"

namespace popejoan::ui {
namespace {

// "led K♦", "played the Pope", "kept the Pope", "put a counter on Matrimony".
std::string DoneWords(Action action) {
  if (action == kActionPope) return "played the Pope";
  if (action == kActionPass) return "kept the Pope";
  if (IsPlaceAction(action)) return "put a counter on " + ActionWords(action);
  return "led " + ActionWords(action);
}

std::string WouldWords(Action action) {
  if (action == kActionPope) return "play the Pope";
  if (action == kActionPass) return "keep the Pope";
  if (IsPlaceAction(action)) return "put it on " + ActionWords(action);
  return "lead " + ActionWords(action);
}

}  // namespace

std::string ReviewLine(Action chosen, Action best, double counters_behind) {
  std::string line = "You " + DoneWords(chosen);
  if (chosen == best) return line + ", as the expert would.";
  line += "; the expert would " + WouldWords(best);
  if (counters_behind >= 0.05) {
    char figure[48];
    std::snprintf(figure, sizeof figure, " (about %.1f counters better)", counters_behind);
    line += figure;
  }
  return line + ".";
}

std::string DealReview::Summary() const {
  if (decisions.empty()) return "";
  const int n = static_cast<int>(decisions.size());
  const int percent = static_cast<int>(std::lround(100.0 * agreed / n));
  return "You matched the expert in " + std::to_string(agreed) + " of " + std::to_string(n) +
         (n == 1 ? " decision" : " decisions") + " (" + std::to_string(percent) + "%).";
}

void DealReviewer::Start(std::vector<DecisionPoint> points, std::uint64_t key) {
  points_ = std::move(points);
  next_ = 0;
  key_ = key;
  review_ = DealReview{};
  coach_.Forget();
}

void DealReviewer::Update(double budget_ms) {
  if (done()) return;
  if (!coach_.thinking()) {
    const DecisionPoint& p = points_[next_];
    coach_.Request(p.state, p.seat, p.seed);
  }
  coach_.Update(budget_ms);
  if (coach_.thinking()) return;
  const DecisionPoint& p = points_[next_++];
  const Hint* hint = coach_.HintFor(p.state);
  if (hint == nullptr) return;
  ReviewedDecision r;
  r.chosen = p.chosen;
  r.best = hint->action;
  r.agreed = r.chosen == r.best;
  double best_value = 0.0, chosen_value = 0.0;
  for (const ai::Candidate& c : hint->candidates) {
    if (c.action == r.best) best_value = c.value;
    if (c.action == r.chosen) chosen_value = c.value;
  }
  r.counters_behind = r.agreed ? 0.0 : std::max(0.0, best_value - chosen_value);
  r.line = ReviewLine(r.chosen, r.best, r.counters_behind);
  review_.agreed += r.agreed ? 1 : 0;
  review_.decisions.push_back(r);
  coach_.Forget();
}

}  // namespace popejoan::ui
