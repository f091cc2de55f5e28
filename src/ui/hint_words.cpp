#include "ui/hint_words.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/board.h"
#include "ui/card_label.h"

namespace popejoan::ui {
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

std::string Counters(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%+.1f", value);
  return text;
}

std::string LeadReason(const Rules& rules, const Observation& seen, Card card) {
  const int honour = rules.layout == Layout::kFoster ? static_cast<int>(kDiamonds) : static_cast<int>(seen.trump);
  // The run from this card up through cards you hold.
  Card top = card;
  while (RankOf(top) < 13 && (seen.hand & Bit(static_cast<Card>(top + 1)))) top = static_cast<Card>(top + 1);
  const int run = RankOf(top) - RankOf(card) + 1;
  const bool comes_back = RankOf(top) == 13 || (seen.known_stops & Bit(top)) != 0;
  const int taken = CompartmentTakenBy(rules, honour, card);
  if (taken >= 0) return std::string("It takes the ") + CompartmentName(taken) + " compartment's counters at once.";
  if (run == PopCount(seen.hand) && comes_back) return "It plays out your last cards: you go out and take the Game.";
  if (comes_back && run > 1) {
    return "You hold " + CardLabel(card) + " to " + CardLabel(top) + " and " + CardLabel(top) +
           " is a stop: the lead comes back to you.";
  }
  if (comes_back) return CardLabel(card) + " is a stop: the lead comes back to you.";
  if (run > 1) return "It sheds " + std::to_string(run) + " cards in one run, " + CardLabel(card) + " to " + CardLabel(top) + ".";
  return "Of the leads open to you, the search rates this one best.";
}

}  // namespace

std::string ActionWords(Action action) {
  if (action == kActionPope) return "play the Pope";
  if (action == kActionPass) return "keep the Pope";
  if (IsPlaceAction(action)) return CompartmentName(action - kActionPlaceBase);
  return action >= 0 && action < kNumCards ? CardLabel(static_cast<Card>(action)) : "";
}

std::string HintReason(const Rules& rules, const Observation& seen, Action action) {
  if (action >= 0 && action < kNumCards) return LeadReason(rules, seen, static_cast<Card>(action));
  if (action == kActionPope) return "Played now, the Pope takes its compartment and you lead on.";
  if (action == kActionPass) {
    return rules.exemption ? "Kept, the Pope spares you paying for your cards if another player goes out."
                           : "Kept, the Pope can still be played at a later stop.";
  }
  if (IsPlaceAction(action)) {
    return std::string("Of the places open to it, a counter on ") + CompartmentName(action - kActionPlaceBase) +
           " is expected to cost you least.";
  }
  return "";
}

std::string HintChoices(std::vector<ai::Candidate> candidates, int count) {
  std::sort(candidates.begin(), candidates.end(),
            [](const ai::Candidate& a, const ai::Candidate& b) { return a.value > b.value; });
  std::string line;
  for (int i = 0; i < count && i < static_cast<int>(candidates.size()); ++i) {
    const ai::Candidate& c = candidates[static_cast<size_t>(i)];
    if (!line.empty()) line += ", ";
    line += ActionWords(c.action) + " " + Counters(c.value);
  }
  return line;
}

}  // namespace popejoan::ui
