#include "load/latency_histogram.h"

#include <gtest/gtest.h>

namespace popejoan::load {
namespace {

TEST(LatencyHistogramTest, QuantilesWithinTwoPercent) {
  LatencyHistogram h;
  for (int i = 1; i <= 10000; ++i) h.Add(i * 10);  // 10 µs .. 100 ms
  EXPECT_EQ(h.count(), 10000);
  EXPECT_EQ(h.max(), 100000);
  EXPECT_NEAR(h.Quantile(0.50), 50000, 1000);
  EXPECT_NEAR(h.Quantile(0.99), 99000, 2000);
  EXPECT_EQ(h.Quantile(1.0), 100000);
  LatencyHistogram small;
  small.Add(5);
  EXPECT_EQ(small.Quantile(0.5), 5);
}

TEST(LatencyHistogramTest, SparseFormMergesBackToTheSame) {
  LatencyHistogram a, b;
  for (int i = 0; i < 1000; ++i) a.Add(i * i);
  b.AddSparse(a.Sparse(), a.max());
  EXPECT_EQ(b.count(), a.count());
  EXPECT_EQ(b.Quantile(0.95), a.Quantile(0.95));
  b.Merge(a);
  EXPECT_EQ(b.count(), 2000);
}

}  // namespace
}  // namespace popejoan::load
