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
int CompartmentTakenBy(const Rules& rules, int honour_suit, Card card) {
  for (int c = 0; c < kNumCompartments; ++c) {
    if (!LayoutHas(rules.layout, c)) continue;
    const CardMask cards = CompartmentCards(rules, c, honour_suit);
    if (cards == Bit(card)) return c;
  }
  return -1;
}


std::string LeadReason(const Rules& rules, const Observation& seen, Card card) {
  const int honour = rules.layout == Layout::kFoster ? static_cast<int>(kDiamonds) : static_cast<int>(seen.trump);
  // The run from this card up through cards you hold.
  Card top = card;
  while (RankOf(top) < 13 && (seen.hand & Bit(static_cast<Card>(top + 1)))) top = static_cast<Card>(top + 1);
  const int run = RankOf(top) - RankOf(card) + 1;
  const bool comes_back = RankOf(top) == 13 || (seen.known_stops & Bit(top)) != 0;
  const int taken = CompartmentTakenBy(rules, honour, card);
  if (taken >= 0) return Fmt(Tr("It takes the {0} compartment's counters at once."), {CompartmentWord(taken)});
  if (run == PopCount(seen.hand) && comes_back) return Tr("It plays out your last cards: you go out and take the Game.");
  if (comes_back && run > 1) {
    return Fmt(Tr("You hold {0} to {1} and {1} is a stop: the lead comes back to you."), {CardLabel(card), CardLabel(top)});
  }
  if (comes_back) return Fmt(Tr("{0} is a stop: the lead comes back to you."), {CardLabel(card)});
  if (run > 1) {  // two cards or more: the plural form in every language we speak
    return Fmt(Tr("It sheds {0} cards in one run, {1} to {2}."), {std::to_string(run), CardLabel(card), CardLabel(top)});
  }
  return Tr("Of the leads open to you, the search rates this one best.");
}

}  // namespace

std::string ActionWords(Action action) {
  if (action == kActionPope) return Tr("play the Pope");
  if (action == kActionPass) return Tr("keep the Pope");
  if (IsPlaceAction(action)) return CompartmentWord(action - kActionPlaceBase);
  return action >= 0 && action < kNumCards ? CardLabel(static_cast<Card>(action)) : "";
}

std::string HintReason(const Rules& rules, const Observation& seen, Action action) {
  if (action >= 0 && action < kNumCards) return LeadReason(rules, seen, static_cast<Card>(action));
  if (action == kActionPope) return Tr("Played now, the Pope takes its compartment and you lead on.");
  if (action == kActionPass) {
    return rules.exemption ? Tr("Kept, the Pope spares you paying for your cards if another player goes out.")
                           : Tr("Kept, the Pope can still be played at a later stop.");
  }
  if (IsPlaceAction(action)) {
    return Fmt(Tr("Of the places open to it, a counter on {0} is expected to cost you least."),
               {CompartmentWord(action - kActionPlaceBase)});
  }
  return "";
}

std::string HintChoices(std::vector<ai::Candidate> candidates, int count) {
  std::sort(candidates.begin(), candidates.end(),
            [](const ai::Candidate& a, const ai::Candidate& b) { return a.value > b.value; });
  std::string line;
  for (int i = 0; i < count && i < static_cast<int>(candidates.size()); ++i) {
    const ai::Candidate& c = candidates[static_cast<size_t>(i)];
    // French separates the choices with semicolons: its figures have decimal commas.
    if (!line.empty()) line += Tr(", |between choices");
    line += Fmt(Tr("{0} {1}|choice and counters"), {ActionWords(c.action), OneDecimal(c.value, true)});
  }
  return line;
}

}  // namespace popejoan::session
