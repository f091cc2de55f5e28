// Latencies in microseconds, kept as counts in buckets of about 1.5% width (exact below 128 µs),
// so processes can add theirs together and a long run's samples cost a fixed few KiB.
#pragma once

#include <cstdint>
#include <vector>

namespace popejoan::load {

class LatencyHistogram {
 public:
  LatencyHistogram();
  void Add(std::int64_t micros);
  void Merge(const LatencyHistogram& other);
  std::int64_t count() const { return count_; }
  std::int64_t max() const { return max_; }
  // The value at quantile q (0..1), in microseconds (the bucket's upper end); 0 when empty.
  std::int64_t Quantile(double q) const;
  // Non-empty buckets as [index, count, index, count, ...] (for the processes' results).
  std::vector<std::int64_t> Sparse() const;
  void AddSparse(const std::vector<std::int64_t>& sparse, std::int64_t max);

 private:
  static int BucketOf(std::int64_t micros);
  static std::int64_t UpperOf(int bucket);
  std::vector<std::int64_t> buckets_;
  std::int64_t count_ = 0;
  std::int64_t max_ = 0;
};

}  // namespace popejoan::load
