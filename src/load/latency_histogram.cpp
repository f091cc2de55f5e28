#include "load/latency_histogram.h"

#include <algorithm>

namespace popejoan::load {
namespace {

constexpr int kSubBits = 6;                 // 64 buckets per power of two
constexpr int kSub = 1 << kSubBits;
constexpr int kNumBuckets = kSub * 2 + 40 * kSub;  // up to 2^46 µs: far beyond any run

}  // namespace

LatencyHistogram::LatencyHistogram() : buckets_(kNumBuckets, 0) {}

int LatencyHistogram::BucketOf(std::int64_t micros) {
  if (micros < 0) micros = 0;
  if (micros < 2 * kSub) return static_cast<int>(micros);
  int exponent = 63 - __builtin_clzll(static_cast<unsigned long long>(micros));  // >= kSubBits + 1
  const int shift = exponent - kSubBits;
  const int sub = static_cast<int>(micros >> shift) - kSub;  // 0..kSub-1
  return std::min(kNumBuckets - 1, 2 * kSub + (shift - 1) * kSub + sub);
}

std::int64_t LatencyHistogram::UpperOf(int bucket) {
  if (bucket < 2 * kSub) return bucket;
  const int shift = (bucket - 2 * kSub) / kSub + 1;
  const int sub = (bucket - 2 * kSub) % kSub;
  return ((static_cast<std::int64_t>(kSub + sub) + 1) << shift) - 1;
}

void LatencyHistogram::Add(std::int64_t micros) {
  ++buckets_[static_cast<std::size_t>(BucketOf(micros))];
  ++count_;
  max_ = std::max(max_, micros);
}

void LatencyHistogram::Merge(const LatencyHistogram& other) {
  for (std::size_t i = 0; i < buckets_.size(); ++i) buckets_[i] += other.buckets_[i];
  count_ += other.count_;
  max_ = std::max(max_, other.max_);
}

std::int64_t LatencyHistogram::Quantile(double q) const {
  if (count_ == 0) return 0;
  const auto rank = static_cast<std::int64_t>(q * static_cast<double>(count_ - 1)) + 1;
  std::int64_t seen = 0;
  for (std::size_t i = 0; i < buckets_.size(); ++i) {
    seen += buckets_[i];
    if (seen >= rank) return std::min(UpperOf(static_cast<int>(i)), max_);
  }
  return max_;
}

std::vector<std::int64_t> LatencyHistogram::Sparse() const {
  std::vector<std::int64_t> out;
  for (std::size_t i = 0; i < buckets_.size(); ++i) {
    if (buckets_[i] == 0) continue;
    out.push_back(static_cast<std::int64_t>(i));
    out.push_back(buckets_[i]);
  }
  return out;
}

void LatencyHistogram::AddSparse(const std::vector<std::int64_t>& sparse, std::int64_t max) {
  for (std::size_t i = 0; i + 1 < sparse.size(); i += 2) {
    if (sparse[i] < 0 || sparse[i] >= kNumBuckets) continue;
    buckets_[static_cast<std::size_t>(sparse[i])] += sparse[i + 1];
    count_ += sparse[i + 1];
  }
  max_ = std::max(max_, max);
}

}  // namespace popejoan::load
