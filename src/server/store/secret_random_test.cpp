#include "server/store/secret_random.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <set>
#include <string>

namespace popejoan::server {
namespace {

const std::string kAlphabet = kRoomCodeAlphabet;

std::string Code() {
  auto code = NewRoomCode();
  EXPECT_TRUE(code.ok()) << code.error();
  return code.ok() ? *code : "";
}

TEST(SecretRandom, TheAlphabetHasNoLookAlikesAndGivesAtLeast44Bits) {
  for (const char c : std::string("0O1IL")) EXPECT_EQ(kAlphabet.find(c), std::string::npos) << c;
  EXPECT_EQ(kAlphabet.size(), 31u);
  EXPECT_EQ(std::set<char>(kAlphabet.begin(), kAlphabet.end()).size(), kAlphabet.size());
  EXPECT_GE(kRoomCodeLength * std::log2(static_cast<double>(kAlphabet.size())), 44.0);
}

TEST(SecretRandom, ACodeIsNineCharactersOfTheAlphabet) {
  for (int i = 0; i < 1000; ++i) {
    const std::string code = Code();
    ASSERT_EQ(code.size(), 9u);
    for (const char c : code) ASSERT_NE(kAlphabet.find(c), std::string::npos) << code;
  }
}

TEST(SecretRandom, TenThousandCodesAreAllDifferent) {
  std::set<std::string> codes;
  for (int i = 0; i < 10000; ++i) codes.insert(Code());
  EXPECT_EQ(codes.size(), 10000u);
}

// 900,000 characters: each of the 31 comes about 29,032 times (sd ~170). Taking a byte modulo
// 31 would give the first 8 characters 9% more (~15 sd); the bound is 4% (~7 sd).
TEST(SecretRandom, EveryCharacterIsEquallyLikely) {
  std::map<char, int> counts;
  const int codes = 100000;
  for (int i = 0; i < codes; ++i) {
    for (const char c : Code()) ++counts[c];
  }
  const double expected = codes * 9.0 / 31.0;
  ASSERT_EQ(counts.size(), 31u);
  for (const auto& [c, count] : counts) {
    EXPECT_NEAR(count, expected, expected * 0.04) << "character " << c;
  }
}

TEST(SecretRandom, NormalizingReadsACodeCaseBlindWithSpacesAndDashes) {
  EXPECT_EQ(NormalizeRoomCode("K7MQ2X9PZ"), "K7MQ2X9PZ");
  EXPECT_EQ(NormalizeRoomCode("k7m-q2x-9pz"), "K7MQ2X9PZ");
  EXPECT_EQ(NormalizeRoomCode(" K7M q2X 9pZ "), "K7MQ2X9PZ");
  EXPECT_EQ(NormalizeRoomCode("--k7mq2x9pz--"), "K7MQ2X9PZ");
  for (int i = 0; i < 100; ++i) {
    const std::string code = Code();
    EXPECT_EQ(NormalizeRoomCode(code), code);
  }
}

TEST(SecretRandom, NormalizingRefusesOtherCharactersAndWrongLengths) {
  EXPECT_EQ(NormalizeRoomCode(""), "");
  EXPECT_EQ(NormalizeRoomCode("K7MQ2X9P"), "");     // 8
  EXPECT_EQ(NormalizeRoomCode("K7MQ2X9PZZ"), "");   // 10
  EXPECT_EQ(NormalizeRoomCode("K7MQ2X9P0"), "");    // zero
  EXPECT_EQ(NormalizeRoomCode("K7MQ2X9PO"), "");    // O
  EXPECT_EQ(NormalizeRoomCode("K7MQ2X9P1"), "");
  EXPECT_EQ(NormalizeRoomCode("K7MQ2X9Pi"), "");
  EXPECT_EQ(NormalizeRoomCode("K7MQ2X9Pl"), "");
  EXPECT_EQ(NormalizeRoomCode("K7MQ2X9P_"), "");
  EXPECT_EQ(NormalizeRoomCode("K7MQ2X9P\tZ"), "");
  EXPECT_EQ(NormalizeRoomCode(std::string("K7MQ2X9P\0", 9)), "");
  EXPECT_EQ(NormalizeRoomCode("K7MQ2X9P\xC3\xA9"), "");
  EXPECT_EQ(NormalizeRoomCode("../../etc"), "");
}

TEST(SecretRandom, ASeatTokenIs32LowercaseHexDigits) {
  std::set<std::string> tokens;
  for (int i = 0; i < 1000; ++i) {
    auto token = NewSeatToken();
    ASSERT_TRUE(token.ok()) << token.error();
    ASSERT_EQ(token->size(), 32u);
    for (const char c : *token) {
      ASSERT_TRUE((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')) << *token;
    }
    tokens.insert(*token);
  }
  EXPECT_EQ(tokens.size(), 1000u);
}

TEST(SecretRandom, SecretBytesGivesAsManyAsAsked) {
  auto none = SecretBytes(0);
  ASSERT_TRUE(none.ok());
  EXPECT_TRUE(none->empty());
  auto many = SecretBytes(4096);  // above getrandom's 256-byte single read
  ASSERT_TRUE(many.ok()) << many.error();
  EXPECT_EQ(many->size(), 4096u);
  EXPECT_NE(*many, std::string(4096, '\0'));
}

TEST(SecretRandom, TokensEqualComparesWholeTokens) {
  const std::string token = "0123456789abcdef0123456789abcdef";
  EXPECT_TRUE(TokensEqual(token, token));
  EXPECT_TRUE(TokensEqual(token, std::string(token)));
  EXPECT_FALSE(TokensEqual(token, "0123456789abcdef0123456789abcdee"));
  EXPECT_FALSE(TokensEqual(token, "1123456789abcdef0123456789abcdef"));
  EXPECT_FALSE(TokensEqual(token, token.substr(0, 31)));
  EXPECT_FALSE(TokensEqual(token, token + "0"));
  EXPECT_FALSE(TokensEqual(token, ""));
  EXPECT_FALSE(TokensEqual(token, "0123456789ABCDEF0123456789ABCDEF"));
}

}  // namespace
}  // namespace popejoan::server
