#include "load/load_result.h"

#include <gtest/gtest.h>

namespace popejoan::load {
namespace {

// A process's result crosses to the parent as JSON: both latencies, the whole run's and the
// steady part's, arrive whole and add together.
TEST(LoadResult, BothLatenciesCrossAsJsonAndAddUp) {
  LoadResult a;
  for (int i = 1; i <= 100; ++i) a.latency.Add(i * 1000);
  a.steady_latency.Add(2000);
  a.steady_latency.Add(3000);
  auto b = LoadResult::FromJson(a.ToJson());
  ASSERT_TRUE(b.ok()) << b.error();
  EXPECT_EQ(b.value().latency.count(), 100);
  EXPECT_EQ(b.value().latency.max(), 100000);
  EXPECT_EQ(b.value().steady_latency.count(), 2);
  EXPECT_EQ(b.value().steady_latency.max(), 3000);
  EXPECT_EQ(b.value().steady_latency.Quantile(0.99), a.steady_latency.Quantile(0.99));

  LoadResult sum;
  sum.Merge(b.value());
  sum.Merge(a);
  EXPECT_EQ(sum.latency.count(), 200);
  EXPECT_EQ(sum.steady_latency.count(), 4);
}

TEST(LoadResult, TheTextGivesTheSteadyLatencyApart) {
  LoadResult r;
  r.latency.Add(500000);
  r.steady_latency.Add(1000);
  const std::string text = r.Text();
  EXPECT_NE(text.find("every room started p50 1.00 ms"), std::string::npos) << text;
}

}  // namespace
}  // namespace popejoan::load
