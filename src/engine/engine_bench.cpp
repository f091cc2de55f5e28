// Google Benchmark for the engine's hot paths (optional target engine_bench).
#include <benchmark/benchmark.h>

#include "engine/sim.h"
#include "engine/state.h"

namespace popejoan::engine {
namespace {

void BM_RandomDealsClassic5(benchmark::State& state) {
  uint64_t seed = 1;
  for (auto _ : state) {
    benchmark::DoNotOptimize(PlayRandomDeals(Preset::kClassic, 5, 1000, seed++));
  }
  state.SetItemsProcessed(state.iterations() * 1000);
}
BENCHMARK(BM_RandomDealsClassic5);

void BM_CopyState(benchmark::State& state) {
  MatchConfig config;
  config.seats = 5;
  Result<State> s = State::NewMatch(config);
  for (auto _ : state) {
    State copy = *s;
    benchmark::DoNotOptimize(copy);
  }
}
BENCHMARK(BM_CopyState);

void BM_LegalActions(benchmark::State& state) {
  MatchConfig config;
  config.seats = 5;
  Result<State> s = State::NewMatch(config);
  for (auto _ : state) benchmark::DoNotOptimize(s->LegalActions());
}
BENCHMARK(BM_LegalActions);

}  // namespace
}  // namespace popejoan::engine

BENCHMARK_MAIN();
