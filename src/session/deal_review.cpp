#include "session/deal_review.h"

#include <algorithm>
#include <cmath>

#include "session/words/hint_words.h"
#include "session/words/game_words.h"
#include "session/words/language.h"
#include "session/table_model.h"

namespace popejoan::session {
namespace {

// "You led K♦", "You played the Pope", "You kept the Pope", "You put a counter on Matrimony".
std::string DoneWords(engine::Action action) {
  if (action == engine::kActionPope) return Tr("You played the Pope|review");
  if (action == engine::kActionPass) return Tr("You kept the Pope|review");
  if (engine::IsPlaceAction(action)) return Fmt(Tr("You put a counter on {0}|review"), {ActionWords(action)});
  return Fmt(Tr("You led {0}|review"), {ActionWords(action)});
}

// What the expert would do, after "the expert would" (French: after "l’expert aurait").
std::string WouldWords(engine::Action action) {
  if (action == engine::kActionPope) return Tr("play the Pope|expert");
  if (action == engine::kActionPass) return Tr("keep the Pope|expert");
  if (engine::IsPlaceAction(action)) return Fmt(Tr("put it on {0}|expert"), {ActionWords(action)});
  return Fmt(Tr("lead {0}|expert"), {ActionWords(action)});
}

// What the search expects `best` to gain over `chosen`; a choice it never weighed counts as far
// behind (the review marks it rather than call it as good).
double CountersBehind(const std::vector<ai::Candidate>& candidates, engine::Action best, engine::Action chosen) {
  double best_value = 0.0, chosen_value = 0.0;
  bool weighed = false;
  for (const ai::Candidate& c : candidates) {
    if (c.action == best) best_value = c.value;
    if (c.action == chosen) {
      chosen_value = c.value;
      weighed = true;
    }
  }
  return weighed ? std::max(0.0, best_value - chosen_value) : kClearMargin;
}

}  // namespace

std::string ReviewLine(engine::Action chosen, engine::Action best, double counters_behind) {
  const std::string done = DoneWords(chosen);
  if (chosen == best) return Fmt(Tr("{0}, as the expert would."), {done});
  const std::string would = WouldWords(best);
  if (counters_behind < kClearMargin) return Fmt(Tr("{0}, as good as the expert's choice (it would {1})."), {done, would});
  // English says "counters" for any figure; French says "1,2 jeton" under two.
  const char* pattern = counters_behind < 1.95 ? Tr("{0}; the expert would {1} (about {2} counters better).|under two")
                                               : Tr("{0}; the expert would {1} (about {2} counters better).");
  return Fmt(pattern, {done, would, OneDecimal(counters_behind, false)});
}

std::string DealReview::Summary() const {
  if (decisions.empty()) return "";
  const int n = static_cast<int>(decisions.size());
  const int percent = static_cast<int>(std::lround(100.0 * agreed / n));
  return Fmt(Tr(TakesSingular(n) ? "You matched the expert in {0} of {1} decision ({2}%)."
                                : "You matched the expert in {0} of {1} decisions ({2}%)."),
             {std::to_string(agreed), std::to_string(n), std::to_string(percent)});
}

ReviewedDecision ReviewDecision(const Hint& hint, engine::Action chosen) {
  ReviewedDecision r;
  r.chosen = chosen;
  r.best = hint.action;
  r.counters_behind = chosen == hint.action ? 0.0 : CountersBehind(hint.candidates, hint.action, chosen);
  r.agreed = r.counters_behind < kClearMargin;
  r.line = ReviewLine(r.chosen, r.best, r.counters_behind);
  return r;
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
  const ReviewedDecision r = ReviewDecision(*hint, p.chosen);
  review_.agreed += r.agreed ? 1 : 0;
  review_.decisions.push_back(r);
  coach_.Forget();
}

}  // namespace popejoan::session
