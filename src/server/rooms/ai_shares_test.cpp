// The tick's AI budget shared first among groups (addresses), then among a group's rooms.
#include "server/rooms/ai_shares.h"

#include <gtest/gtest.h>

#include <numeric>

namespace popejoan::server {
namespace {

double Sum(const std::vector<double>& shares) { return std::accumulate(shares.begin(), shares.end(), 0.0); }

TEST(AiShares, OneGroupSharesEquallyAsBefore) {
  EXPECT_EQ(AiShares({"198.51.100.1"}, 15.0), (std::vector<double>{15.0}));
  EXPECT_EQ(AiShares({"a", "a", "a"}, 15.0), (std::vector<double>{5.0, 5.0, 5.0}));
  EXPECT_TRUE(AiShares({}, 15.0).empty());
}

TEST(AiShares, ManyRoomsOfOneAddressGetNoMoreThanAnotherAddressesOneRoom) {
  std::vector<std::string> groups(32, "203.0.113.66");
  groups.insert(groups.begin() + 10, "198.51.100.1");  // the honest room, anywhere in the list
  const std::vector<double> shares = AiShares(groups, 15.0);
  ASSERT_EQ(shares.size(), 33u);
  EXPECT_DOUBLE_EQ(shares[10], 7.5);
  for (std::size_t i = 0; i < shares.size(); ++i) {
    if (i != 10) {
      EXPECT_DOUBLE_EQ(shares[i], 7.5 / 32) << i;
    }
  }
  EXPECT_DOUBLE_EQ(Sum(shares), 15.0);
}

TEST(AiShares, EveryGroupGetsTheSameWhateverItsRoomsAndTheOrder) {
  const std::vector<std::string> groups = {"b", "a", "", "b", "c", "b", "a", "b"};
  const std::vector<double> shares = AiShares(groups, 12.0);
  double per_group[4] = {0, 0, 0, 0};
  for (std::size_t i = 0; i < groups.size(); ++i) per_group[groups[i].empty() ? 3 : groups[i][0] - 'a'] += shares[i];
  for (double share : per_group) EXPECT_DOUBLE_EQ(share, 3.0) << "four groups: a, b, c and the resumed rooms (\"\")";
  EXPECT_DOUBLE_EQ(shares[0], shares[3]) << "a group's rooms share equally";
  EXPECT_DOUBLE_EQ(shares[0], 0.75);
  EXPECT_DOUBLE_EQ(shares[1], 1.5);
  EXPECT_DOUBLE_EQ(shares[2], 3.0);
  EXPECT_DOUBLE_EQ(Sum(shares), 12.0);
}

}  // namespace
}  // namespace popejoan::server
