#include "ai/casual_bot.h"

#include <algorithm>

#include "engine/board.h"
#include "engine/observation.h"

namespace popejoan::ai {
namespace {

// Counters on the board that playing `card` would win (single-card compartments only; the
// combinations are counted when both cards are in the run).
double CompartmentValue(const engine::Observation& obs, engine::CardMask run) {
  const int honour = obs.trump != engine::kNoSuit ? obs.trump : static_cast<int>(engine::kDiamonds);
  double value = 0.0;
  for (int comp = 0; comp < engine::kNumCompartments; ++comp) {
    if (!engine::LayoutHas(obs.rules.layout, comp) || comp == engine::kGame) continue;
    const engine::CardMask cards = CompartmentCards(obs.rules, comp, honour);
    if (cards != 0 && (cards & run) == cards) value += obs.board[comp];
  }
  return value;
}

double ScoreLead(const engine::Observation& obs, engine::Card lead) {
  const engine::CardMask hand = obs.hand;
  // The run this lead makes from our own hand alone: the lead and every card above it we hold.
  engine::CardMask run = engine::Bit(lead);
  engine::Card c = lead;
  while (engine::RankOf(c) < 13 && (hand & engine::Bit(static_cast<engine::Card>(c + 1)))) {
    c = static_cast<engine::Card>(c + 1);
    run |= engine::Bit(c);
  }
  const bool ends_in_stop = engine::RankOf(c) == 13 || (obs.known_stops & engine::Bit(c)) != 0;
  const int suit_length = engine::PopCount(hand & engine::SuitMask(engine::SuitOf(lead)));
  double score = engine::PopCount(run);                       // cards shed
  score += ends_in_stop ? 6.0 : 0.0;                  // the lead comes back to us
  score += lead == obs.rules.pope_card ? 5.0 : 0.0;   // the Pope, early
  score += 1.5 * CompartmentValue(obs, run);          // a rich compartment's card, early
  score += 0.3 * suit_length;                         // the longest suit
  if ((hand & engine::SuitMask(engine::SuitOf(lead)) & (engine::Bit(lead) - 1)) == 0) score += 0.5;  // lowest of its suit
  if (engine::RankOf(lead) == 1) score += 0.5;                // an Ace: nothing leads up to it
  return score;
}

}  // namespace

void CasualBot::Begin(const engine::State& state, int seat, std::uint64_t, const Budget&) {
  const engine::Observation obs = ObservationFor(state, seat);
  reasoning_.clear();
  choice_ = obs.legal.empty() ? engine::kActionNextDeal : obs.legal[0];
  if (obs.legal.empty()) return;
  if (obs.phase == engine::Phase::kWildPope) {
    choice_ = engine::kActionPope;
    return;
  }
  if (obs.phase == engine::Phase::kPlaceCounter) {
    // Where our own unplayed cards may win the counter back; else the poorest compartment.
    const int honour = obs.trump != engine::kNoSuit ? obs.trump : static_cast<int>(engine::kDiamonds);
    double best = -1e9;
    for (engine::Action a : obs.legal) {
      const int comp = a - engine::kActionPlaceBase;
      const engine::CardMask cards = CompartmentCards(obs.rules, comp, honour);
      const double value = (cards != 0 && (cards & obs.hand) == cards ? 10.0 : 0.0) - obs.board[comp];
      reasoning_.push_back({a, value, 1});
      if (value > best) best = value, choice_ = a;
    }
    return;
  }
  double best = -1e9;
  for (engine::Action a : obs.legal) {
    const double value = (a >= 0 && a < engine::kNumCards) ? ScoreLead(obs, static_cast<engine::Card>(a)) : 0.0;
    reasoning_.push_back({a, value, 1});
    if (value > best) best = value, choice_ = a;  // ties keep the lowest action: deterministic
  }
}

bool CasualBot::Think(int) { return true; }

}  // namespace popejoan::ai
