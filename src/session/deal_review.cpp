#include "session/deal_review.h"

#include <cmath>

#include "session/words/hint_words.h"
#include "session/words/game_words.h"
#include "session/words/language.h"
#include "session/table_model.h"

namespace popejoan::session {
namespace {

// "You led K♦", "You played the Pope", "You kept the Pope", "You put a counter on Matrimony".
std::string DoneWords(Action action) {
  if (action == kActionPope) return Tr("You played the Pope|review");
  if (action == kActionPass) return Tr("You kept the Pope|review");
  if (IsPlaceAction(action)) return Fmt(Tr("You put a counter on {0}|review"), {ActionWords(action)});
  return Fmt(Tr("You led {0}|review"), {ActionWords(action)});
}

// What the expert would do, after "the expert would" (French: after "l’expert aurait").
std::string WouldWords(Action action) {
  if (action == kActionPope) return Tr("play the Pope|expert");
  if (action == kActionPass) return Tr("keep the Pope|expert");
  if (IsPlaceAction(action)) return Fmt(Tr("put it on {0}|expert"), {ActionWords(action)});
  return Fmt(Tr("lead {0}|expert"), {ActionWords(action)});
}

}  // namespace

std::string ReviewLine(Action chosen, Action best, double counters_behind) {
  const std::string done = DoneWords(chosen);
  if (chosen == best) return Fmt(Tr("{0}, as the expert would."), {done});
  const std::string would = WouldWords(best);
  if (counters_behind < 0.05) return Fmt(Tr("{0}; the expert would {1}."), {done, would});
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

}  // namespace popejoan::session
