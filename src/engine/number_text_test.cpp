// The number formats every text format shares (replays, saves, the command line).
#include "engine/number_text.h"

#include <gtest/gtest.h>

namespace popejoan {
namespace {

TEST(NumberText, HashHexIsSixteenLowercaseDigitsAndReadsBack) {
  EXPECT_EQ(HashHex(0), "0000000000000000");
  EXPECT_EQ(HashHex(0x8cd8d38e48569eaeULL), "8cd8d38e48569eae");
  uint64_t v = 0;
  ASSERT_TRUE(ParseHex(HashHex(0xFFFFFFFFFFFFFFFFULL), &v));
  EXPECT_EQ(v, 0xFFFFFFFFFFFFFFFFULL);
  ASSERT_TRUE(ParseHex("00000000000000aB", &v));
  EXPECT_EQ(v, 0xABu);
}

TEST(NumberText, BadHexIsRefusedAndLeavesTheValue) {
  uint64_t v = 7;
  EXPECT_FALSE(ParseHex("", &v));
  EXPECT_FALSE(ParseHex("12345678901234567", &v));  // 17 digits
  EXPECT_FALSE(ParseHex("aB", &v));                 // the message says 16: so does the reader
  EXPECT_FALSE(ParseHex("123456789012345", &v));    // 15 digits
  EXPECT_FALSE(ParseHex("12g4", &v));
  EXPECT_FALSE(ParseHex("-1", &v));
  EXPECT_EQ(v, 7u);
}

TEST(NumberText, DecimalFitsIn64BitsOrIsRefused) {
  uint64_t v = 7;
  ASSERT_TRUE(ParseDecimal("18446744073709551615", &v));
  EXPECT_EQ(v, 18446744073709551615ULL);
  v = 7;
  EXPECT_FALSE(ParseDecimal("18446744073709551616", &v));  // 2^64
  EXPECT_FALSE(ParseDecimal("", &v));
  EXPECT_FALSE(ParseDecimal("12a", &v));
  EXPECT_FALSE(ParseDecimal("+1", &v));
  EXPECT_EQ(v, 7u);
}

}  // namespace
}  // namespace popejoan
