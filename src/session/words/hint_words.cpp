#include "session/words/hint_words.h"

#include <algorithm>
#include <cmath>

#include "engine/board.h"
#include "session/words/card_label.h"
#include "session/words/game_words.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

// The compartment a card takes on its own when played (the Pope, or an honour of the board's
// suit); -1 if none.
int CompartmentTakenBy(const engine::Rules& rules, int honour_suit, engine::Card card) {
  for (int c = 0; c < engine::kNumCompartments; ++c) {
    if (!engine::LayoutHas(rules.layout, c)) continue;
    const engine::CardMask cards = CompartmentCards(rules, c, honour_suit);
    if (cards == engine::Bit(card)) return c;
  }
  return -1;
}


// The best other choice the search weighed, if any.
const ai::Candidate* RunnerUp(const std::vector<ai::Candidate>& candidates, engine::Action action) {
  const ai::Candidate* runner = nullptr;
  for (const ai::Candidate& c : candidates) {
    if (c.action != action && (runner == nullptr || c.value > runner->value)) runner = &c;
  }
  return runner;
}

double ValueOf(const std::vector<ai::Candidate>& candidates, engine::Action action) {
  for (const ai::Candidate& c : candidates) {
    if (c.action == action) return c.value;
  }
  return 0.0;
}

// Below this the search's figures cannot tell two choices apart.
constexpr double kCloseCall = 0.1;

// What the search found beside the card's own features: the runner-up and what it costs.
Reason SearchReason(const engine::Observation& seen, engine::Action action, const std::vector<ai::Candidate>& candidates) {
  const ai::Candidate* runner = RunnerUp(candidates, action);
  if (runner == nullptr) return {ReasonKind::kSearchBest, Tr("Of the leads open to you, the search rates this one best.")};
  const double loss = ValueOf(candidates, action) - runner->value;
  const std::string other = ActionWords(runner->action);
  if (loss < kCloseCall) {
    return {ReasonKind::kCloseCall, Fmt(Tr("{0} would do about as well: the search finds almost nothing between them."), {other})};
  }
  const std::string amount = OneDecimal(loss, false);
  const bool runner_is_stop = runner->action >= 0 && runner->action < engine::kNumCards &&
                              (seen.known_stops & engine::Bit(static_cast<engine::Card>(runner->action))) != 0;
  if (runner_is_stop) {
    return {ReasonKind::kKeepsStop,
            Fmt(loss < 1.95 ? Tr("It keeps {0}, a stop, for later: leading it now is expected to cost about {1} counters.|under two")
                            : Tr("It keeps {0}, a stop, for later: leading it now is expected to cost about {1} counters."),
                {other, amount})};
  }
  return {ReasonKind::kRunnerUpLoss,
          Fmt(loss < 1.95 ? Tr("The next best choice, {0}, is expected to cost about {1} counters more.|under two")
                          : Tr("The next best choice, {0}, is expected to cost about {1} counters more."),
              {other, amount})};
}

Reason LeadReason(const engine::Rules& rules, const engine::Observation& seen, engine::Card card, const std::vector<ai::Candidate>& candidates) {
  const int honour = rules.layout == engine::Layout::kFoster ? static_cast<int>(engine::kDiamonds) : static_cast<int>(seen.trump);
  // The run from this card up through cards you hold.
  engine::Card top = card;
  while (engine::RankOf(top) < 13 && (seen.hand & engine::Bit(static_cast<engine::Card>(top + 1)))) top = static_cast<engine::Card>(top + 1);
  const int run = engine::RankOf(top) - engine::RankOf(card) + 1;
  const bool comes_back = engine::RankOf(top) == 13 || (seen.known_stops & engine::Bit(top)) != 0;
  const int taken = CompartmentTakenBy(rules, honour, card);
  if (taken >= 0) {
    return {ReasonKind::kTakesCompartment, Fmt(Tr("It takes the {0} compartment's counters at once."), {CompartmentWord(taken)})};
  }
  if (run == engine::PopCount(seen.hand) && comes_back) {
    return {ReasonKind::kGoesOut, Tr("It plays out your last cards: you go out and take the Game.")};
  }
  if (comes_back && run > 1) {
    return {ReasonKind::kRunToStop, Fmt(Tr("You hold {0} to {1} and {1} is a stop: the lead comes back to you."),
                                        {CardLabel(card), CardLabel(top)})};
  }
  if (comes_back) return {ReasonKind::kStop, Fmt(Tr("{0} is a stop: the lead comes back to you."), {CardLabel(card)})};
  if (run > 1) {  // two cards or more: the plural form in every language we speak
    return {ReasonKind::kShedsRun, Fmt(Tr("It sheds {0} cards in one run, {1} to {2}."),
                                       {std::to_string(run), CardLabel(card), CardLabel(top)})};
  }
  return SearchReason(seen, card, candidates);
}

}  // namespace

std::string ActionWords(engine::Action action) {
  if (action == engine::kActionPope) return Tr("play the Pope");
  if (action == engine::kActionPass) return Tr("keep the Pope");
  if (engine::IsPlaceAction(action)) return CompartmentWord(action - engine::kActionPlaceBase);
  return action >= 0 && action < engine::kNumCards ? CardLabel(static_cast<engine::Card>(action)) : "";
}

const char* ReasonKindName(ReasonKind kind) {
  static const char* const kNames[] = {"takes-compartment", "goes-out",    "run-to-stop", "stop",
                                       "sheds-run",         "keeps-stop",  "runner-up-loss", "close-call",
                                       "pope",              "keep-pope",   "place",       "search-best",
                                       "only-choice"};
  static_assert(sizeof(kNames) / sizeof(kNames[0]) == static_cast<size_t>(ReasonKind::kCount));
  return kNames[static_cast<int>(kind)];
}

namespace {

// A hint is a sentence: its first letter a capital, whatever word it begins with ("play the
// Pope would do about as well" read as a fragment).
Reason Capitalised(Reason reason) {
  if (!reason.text.empty() && reason.text[0] >= 'a' && reason.text[0] <= 'z') reason.text[0] = static_cast<char>(reason.text[0] - 'a' + 'A');
  return reason;
}

}  // namespace

Reason ExplainHint(const engine::Rules& rules, const engine::Observation& seen, engine::Action action, const std::vector<ai::Candidate>& candidates) {
  if (action >= 0 && action < engine::kNumCards) {
    // The search weighed this card alone: nothing else could be played.
    if (candidates.size() == 1 && candidates[0].action == action) {
      return {ReasonKind::kOnlyChoice, Tr("It is the only card you can play.")};
    }
    return Capitalised(LeadReason(rules, seen, static_cast<engine::Card>(action), candidates));
  }
  if (action == engine::kActionPope) return {ReasonKind::kPope, Tr("Played now, the Pope takes its compartment and you lead on.")};
  if (action == engine::kActionPass) {
    return {ReasonKind::kKeepPope, rules.exemption ? Tr("Kept, the Pope spares you paying for your cards if another player goes out.")
                                                   : Tr("Kept, the Pope can still be played at a later stop.")};
  }
  if (engine::IsPlaceAction(action)) {
    return {ReasonKind::kPlace, Fmt(Tr("Of the places open to it, a counter on {0} is expected to cost you least."),
                                    {CompartmentWord(action - engine::kActionPlaceBase)})};
  }
  return {ReasonKind::kSearchBest, ""};
}

std::string HintChoices(std::vector<ai::Candidate> candidates, int count) {
  std::string line;
  for (int i = 0; i < count && i < static_cast<int>(candidates.size()); ++i) {
    // The best of those left comes next: a decision's few choices need no sort (std::sort's
    // code cost the page 1.4 KB for this alone).
    const auto left = candidates.begin() + i;
    std::iter_swap(left, std::max_element(left, candidates.end(), [](const ai::Candidate& a, const ai::Candidate& b) {
                     return a.value < b.value;
                   }));
    const ai::Candidate& c = candidates[static_cast<size_t>(i)];
    // French separates the choices with semicolons: its figures have decimal commas.
    if (!line.empty()) line += Tr(", |between choices");
    line += Fmt(Tr("{0} {1}|choice and counters"), {ActionWords(c.action), OneDecimal(c.value, true)});
  }
  return line;
}

}  // namespace popejoan::session
