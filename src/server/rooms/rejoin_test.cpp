// The rejoin code (made from a seat's token, typed in any case with spaces or dashes) and the
// guard on wrong codes (per connection for its life, per address for an hour).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "server/rooms/rejoin_code.h"
#include "server/rooms/rejoin_guard.h"
#include "server/store/secret_random.h"

namespace popejoan::server {
namespace {

TEST(RejoinCode, ComesFromTheTokenAlwaysTheSameAndOfTheRoomCodesAlphabet) {
  EXPECT_EQ(RejoinCode(""), "") << "an AI or empty seat has none";
  const std::string token = "0123456789abcdef0123456789abcdef";
  const std::string code = RejoinCode(token);
  ASSERT_EQ(code.size(), kRejoinCodeLength);
  EXPECT_EQ(RejoinCode(token), code) << "a resumed room shows the same code";
  for (char c : code) EXPECT_NE(std::string(kRoomCodeAlphabet).find(c), std::string::npos) << c;
  EXPECT_NE(RejoinCode("0123456789abcdef0123456789abcdee"), code) << "one bit of the token changes it";
}

TEST(RejoinCode, RealTokensGiveDistinctCodes) {
  std::set<std::string> codes;
  for (int i = 0; i < 2000; ++i) {
    engine::Result<std::string> token = NewSeatToken();
    ASSERT_TRUE(token.ok());
    codes.insert(RejoinCode(*token));
  }
  EXPECT_EQ(codes.size(), 2000u);
}

TEST(RejoinCode, TypedInAnyCaseWithSpacesOrDashesIsReadElseRefused) {
  EXPECT_EQ(NormalizeRejoinCode("abcd efgh"), "ABCDEFGH");
  EXPECT_EQ(NormalizeRejoinCode("AB-CD-EF-GH"), "ABCDEFGH");
  EXPECT_EQ(NormalizeRejoinCode("ABCDEFG"), "") << "too short";
  EXPECT_EQ(NormalizeRejoinCode("ABCDEFGHJ"), "") << "too long";
  EXPECT_EQ(NormalizeRejoinCode("ABCDEFG0"), "") << "0 is not of the alphabet";
  EXPECT_EQ(NormalizeRejoinCode(std::string("ABCD\0FGH", 8)), "");
}

TEST(RejoinGuard, AConnectionHasFiveWrongCodesAnAddressTwentyAnHour) {
  RejoinGuard guard;
  for (int i = 0; i < RejoinGuard::kWrongPerConnection; ++i) {
    EXPECT_EQ(guard.Refusal(1, "198.51.100.1", i), "") << i;
    guard.Wrong(1, "198.51.100.1", i);
  }
  EXPECT_NE(guard.Refusal(1, "198.51.100.1", 10), "") << "the sixth on one connection";
  EXPECT_EQ(guard.Refusal(2, "198.51.100.1", 10), "") << "another connection of the address may still";
  for (ConnectionId id = 2; id <= 4; ++id) {
    for (int i = 0; i < RejoinGuard::kWrongPerConnection; ++i) guard.Wrong(id, "198.51.100.1", 20);
  }
  EXPECT_NE(guard.Refusal(9, "198.51.100.1", 30), "") << "twenty from the address within the hour";
  EXPECT_EQ(guard.Refusal(9, "192.0.2.7", 30), "") << "another address is not concerned";
  EXPECT_EQ(guard.Refusal(9, "198.51.100.1", 20 + RejoinGuard::kAddressWindowSeconds), "") << "an hour later";
  guard.Forget(1);
  EXPECT_EQ(guard.Refusal(1, "192.0.2.9", 40), "") << "a connection id used again starts afresh";
}

}  // namespace
}  // namespace popejoan::server
