#include "engine/sim.h"

namespace popejoan::engine {

Action RandomAction(const State& state, Rng* rng) {
  // Fast path with the same result as picking from LegalActions(): the k-th lowest card.
  if (state.phase() == Phase::kLead && state.rules().lead == LeadRule::kAny && state.CurrentSeat() >= 0) {
    CardMask hand = state.Hand(state.CurrentSeat());
    const int n = PopCount(hand);
    if (n > 1) {
      for (uint32_t k = rng->Below(static_cast<uint32_t>(n)); k > 0; --k) hand &= hand - 1;
    }
    return LowestCard(hand);
  }
  const ActionList legal = state.LegalActions();
  if (legal.size() == 1) return legal[0];
  return legal[static_cast<int>(rng->Below(static_cast<uint32_t>(legal.size())))];
}

uint64_t PlayRandomDeals(Preset preset, int seats, int64_t deals, uint64_t seed) {
  Rng policy(seed ^ 0xA0761D6478BD642FULL);
  uint64_t h = 0;
  int64_t done = 0;
  while (done < deals) {
    MatchConfig config;
    config.rules = RulesForPreset(preset);
    config.seats = seats;
    const int64_t rounds = (deals - done + seats - 1) / seats;
    config.rounds = static_cast<int>(rounds > 100000 ? 100000 : rounds);
    config.seed = seed + static_cast<uint64_t>(done);
    Result<State> made = State::NewMatch(config);
    if (!made.ok()) return 0;
    State& s = *made;
    while (!s.IsTerminal()) {
      if (s.phase() == Phase::kDealOver) ++done;
      s.ApplyUnchecked(RandomAction(s, &policy));
    }
    for (int i = 0; i < seats; ++i) h = h * 31 + static_cast<uint64_t>(static_cast<int64_t>(s.Purse(i)));
  }
  return h;
}

SignatureResult BenchSignature() {
  SignatureResult r;
  uint64_t h = 0x84222325CBF29CE4ULL;
  for (int p = 0; p < kNumPresets; ++p) {
    for (int seats = kMinSeats; seats <= kMaxSeats; ++seats) {
      for (uint64_t seed = 0; seed < 8; ++seed) {
        MatchConfig config;
        config.rules = RulesForPreset(static_cast<Preset>(p));
        config.seats = seats;
        config.rounds = 1;
        config.seed = seed * 1000003ULL + static_cast<uint64_t>(p * 10 + seats);
        Result<State> made = State::NewMatch(config);
        if (!made.ok()) continue;
        State& s = *made;
        Rng policy(config.seed ^ 0x5851F42D4C957F2DULL);
        // The results of every deal: winner, purses, board and centre after its settlement.
        auto mix = [&h](int64_t v) {
          h = (h ^ static_cast<uint64_t>(v)) * 0x100000001B3ULL;
          h ^= h >> 31;
        };
        while (!s.IsTerminal()) {
          if (s.phase() == Phase::kDealOver) {
            ++r.deals;
            mix(s.Winner());
            for (int i = 0; i < seats; ++i) mix(s.Purse(i));
            for (int k = 0; k < kNumCompartments; ++k) mix(s.BoardCount(k));
            mix(s.Centre());
          }
          s.ApplyUnchecked(RandomAction(s, &policy));
        }
      }
    }
  }
  r.signature = h;
  return r;
}

}  // namespace popejoan::engine
