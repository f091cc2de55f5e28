#include "ai/world_sampler.h"

namespace popejoan::ai {

HiddenCardFacts FactsFor(const engine::Observation& obs) {
  HiddenCardFacts facts;
  const engine::CardMask pack = obs.rules.pack == 51 ? engine::kFullPack & ~engine::Bit(engine::k8D) : engine::kFullPack;
  // A spare shown to this seat is known; the widow's turn-up is a spare card (otherwise the
  // turn-up was cut from the stock and is out of play).
  facts.spare_known = obs.spare;
  engine::CardMask known = obs.hand | obs.played | obs.spare;
  if (obs.turnup != engine::kNoCard) {
    known |= engine::Bit(obs.turnup);
    if (obs.rules.widow_turnup) facts.spare_known |= engine::Bit(obs.turnup);
  }
  facts.hidden = pack & ~known;
  // A card every seat passed on ("no six") is in no hand.
  facts.spare_known |= facts.hidden & obs.passed;
  facts.hidden &= ~facts.spare_known;
  int in_hands = 0;
  for (int s = 0; s < obs.num_seats; ++s) {
    if (s != obs.seat) in_hands += obs.hand_counts[s];
  }
  facts.spare_size = engine::PopCount(facts.hidden | facts.spare_known) - in_hands;
  if (obs.rules.lead == engine::LeadRule::kLowestOfSuit) {
    // A card whose predecessor is unplayed was led (never forced), and under this rule its
    // leader held nothing lower in the suit then, so holds nothing lower now. The wild Pope
    // is the exception: it is played for a missing card, not led.
    for (engine::CardMask m = obs.played; m; m &= m - 1) {
      const engine::Card c = engine::LowestCard(m);
      const int by = obs.played_by[c];
      if (by < 0 || engine::RankOf(c) == 1 || (obs.played & engine::Bit(static_cast<engine::Card>(c - 1)))) continue;
      if (obs.rules.wild_pope && c == obs.rules.pope_card) continue;
      facts.excluded[by] |= engine::SuitMask(engine::SuitOf(c)) & (engine::Bit(c) - 1);
    }
  } else {
    // Under any lead rule, a card whose predecessor is unplayed was led, and a leader holding
    // that predecessor would have led it instead (the same run, one card longer): so it does
    // not hold it. Casual and Expert lead so, as any sensible player does; it is a soft fact
    // (dropped with the others if no deal can honour them all).
    for (engine::CardMask m = obs.played; m; m &= m - 1) {
      const engine::Card c = engine::LowestCard(m);
      const int by = obs.played_by[c];
      if (by < 0 || engine::RankOf(c) == 1 || (obs.played & engine::Bit(static_cast<engine::Card>(c - 1)))) continue;
      if (c == obs.rules.pope_card) continue;  // the Pope is led early for itself (and may be wild)
      facts.excluded[by] |= engine::Bit(static_cast<engine::Card>(c - 1));
    }
  }
  return facts;
}

namespace {

// One attempt: the constrained cards first, each to a random open place that may hold it.
bool Deal(const engine::Observation& obs, const HiddenCardFacts& facts, bool use_inferences, engine::Rng* rng,
          engine::CardMask* hands, engine::CardMask* spare) {
  int room[engine::kMaxSeats + 1] = {};  // the last entry is the spare
  const int spare_slot = engine::kMaxSeats;
  for (int s = 0; s < obs.num_seats; ++s) {
    hands[s] = s == obs.seat ? obs.hand : facts.shown_hand[s];
    if (s != obs.seat) room[s] = obs.hand_counts[s] - engine::PopCount(facts.shown_hand[s]);
  }
  room[spare_slot] = facts.spare_size - engine::PopCount(facts.spare_known);
  *spare = facts.spare_known;
  if (room[spare_slot] < 0) return false;

  engine::Card cards[engine::kNumCards];
  int n = 0;
  engine::CardMask constrained = 0;
  if (use_inferences) {
    for (int s = 0; s < obs.num_seats; ++s) constrained |= facts.excluded[s];
  }
  constrained &= facts.hidden;
  for (engine::CardMask m = constrained; m; m &= m - 1) cards[n++] = engine::LowestCard(m);
  const int num_constrained = n;
  for (engine::CardMask m = facts.hidden & ~constrained; m; m &= m - 1) cards[n++] = engine::LowestCard(m);
  rng->Shuffle(cards, num_constrained);
  rng->Shuffle(cards + num_constrained, n - num_constrained);

  for (int i = 0; i < n; ++i) {
    const engine::Card c = cards[i];
    int open = 0;
    int allowed[engine::kMaxSeats + 1];
    for (int s = 0; s <= spare_slot; ++s) {
      const bool ok = s == spare_slot || (s < obs.num_seats && !(use_inferences && (facts.excluded[s] & engine::Bit(c))));
      allowed[s] = ok ? room[s] : 0;
      open += allowed[s];
    }
    if (open == 0) return false;
    int pick = static_cast<int>(rng->Below(static_cast<uint32_t>(open)));
    int slot = 0;
    while (pick >= allowed[slot]) pick -= allowed[slot++];
    --room[slot];
    if (slot == spare_slot) {
      *spare |= engine::Bit(c);
    } else {
      hands[slot] |= engine::Bit(c);
    }
  }
  return true;
}

}  // namespace

bool SampleWorld(const engine::Observation& obs, const HiddenCardFacts& facts, engine::Rng* rng, engine::State* world) {
  engine::CardMask hands[engine::kMaxSeats] = {};
  engine::CardMask spare = 0;
  constexpr int kTries = 8;
  bool dealt = false;
  for (int attempt = 0; attempt <= kTries && !dealt; ++attempt) {
    dealt = Deal(obs, facts, /*use_inferences=*/attempt < kTries, rng, hands, &spare);
  }
  if (!dealt) return false;
  return world->SetHiddenCards(obs.seat, hands, spare).ok();
}

}  // namespace popejoan::ai
