// How often the coach's hint says something specific: over real positions (Casual matches of
// every preset and seat count), asks the coach as the table does and prints the share of each
// kind of reason. Prints figures; not a test (coach_test holds the 80% line on a smaller sample).
//   popejoan-hint-bench [--per-match N] [--seed S]
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "ai/test_positions.h"
#include "engine/observation.h"
#include "session/coach.h"
#include "session/words/hint_words.h"

namespace popejoan::session {
namespace {

int Run(int per_match, std::uint64_t seed) {
  const std::vector<engine::State> positions = ai::DecisionPositions(per_match, seed);
  int counts[static_cast<int>(ReasonKind::kCount)] = {};
  double millis = 0.0;
  for (const engine::State& state : positions) {
    Coach coach;
    coach.Request(state, state.CurrentSeat(), seed);
    while (coach.thinking()) coach.Update(1e9);
    millis += coach.last_millis();
    const Hint* hint = coach.HintFor(state);
    if (hint == nullptr) continue;
    const Reason reason = ExplainHint(state.rules(), ObservationFor(state, state.CurrentSeat()), hint->action,
                                      hint->candidates);
    ++counts[static_cast<int>(reason.kind)];
  }
  const int total = static_cast<int>(positions.size());
  if (total == 0) return 1;
  std::printf("hint reasons over %d decisions (seed %llu, %.0f ms a hint):\n", total,
              static_cast<unsigned long long>(seed), millis / total);
  for (int k = 0; k < static_cast<int>(ReasonKind::kCount); ++k) {
    std::printf("  %-18s %4d  %5.1f%%\n", ReasonKindName(static_cast<ReasonKind>(k)), counts[k], 100.0 * counts[k] / total);
  }
  const int generic = counts[static_cast<int>(ReasonKind::kSearchBest)];
  std::printf("specific reason: %.1f%%\n", 100.0 * (total - generic) / total);
  return 0;
}

}  // namespace
}  // namespace popejoan::session

int main(int argc, char** argv) {
  int per_match = 2;
  std::uint64_t seed = 2026;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--per-match") == 0) per_match = std::atoi(argv[i + 1]);
    else if (std::strcmp(argv[i], "--seed") == 0) seed = std::strtoull(argv[i + 1], nullptr, 10);
    else {
      std::fprintf(stderr, "usage: popejoan-hint-bench [--per-match N] [--seed S]\n");
      return 2;
    }
  }
  return popejoan::session::Run(per_match, seed);
}
