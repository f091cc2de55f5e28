// The number formats every text format shares (replays, saves, the command line).
#include "engine/number_text.h"

#include <gtest/gtest.h>

#include <cctype>
#include <string>

namespace popejoan::engine {
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
}  // namespace popejoan::engine

namespace popejoan::engine {
namespace {

TEST(NumberText, WholeIsDigitsOnlyUpToItsMaximum) {
  EXPECT_EQ(ParseWhole("0", 0), 0u);
  EXPECT_EQ(ParseWhole("65535", 65535), 65535u);
  EXPECT_EQ(ParseWhole("65536", 65535), std::nullopt);
  EXPECT_EQ(ParseWhole("1", 0), std::nullopt);
  EXPECT_EQ(ParseWhole("9", 5), std::nullopt);  // one digit above a one-digit maximum
  EXPECT_EQ(ParseWhole("007", 7), 7u);           // leading zeros, however many
  EXPECT_EQ(ParseWhole("00000000000000000000000042"), 42u);
  EXPECT_EQ(ParseWhole("18446744073709551615"), 18446744073709551615ULL);
  EXPECT_EQ(ParseWhole("18446744073709551616"), std::nullopt);  // 2^64
  EXPECT_EQ(ParseWhole("99999999999999999999999"), std::nullopt);
  EXPECT_EQ(ParseWhole("4611686018427387904", 1ULL << 62), 1ULL << 62);
  EXPECT_EQ(ParseWhole("4611686018427387905", 1ULL << 62), std::nullopt);
}

TEST(NumberText, WholeRefusesSignsSpacesAndOtherText) {
  for (const char* text : {"", "+1", "-1", "-0", " 1", "1 ", "1\n", "1.0", "1e3", "0x10", "12a", "a", "1,000", "+",
                           "-"}) {
    EXPECT_EQ(ParseWhole(text), std::nullopt) << "'" << text << "'";
  }
  EXPECT_EQ(ParseWhole(std::string_view("12\0" "3", 4)), std::nullopt);  // a NUL inside is not the end
}

TEST(NumberText, HexDigitReadsEitherCase) {
  const std::string digits = "0123456789abcdef";
  for (int i = 0; i < 16; ++i) {
    EXPECT_EQ(HexDigit(digits[i]), i);
    EXPECT_EQ(HexDigit(static_cast<char>(std::toupper(digits[i]))), i);
  }
  for (char c : {'g', 'G', '@', '`', '/', ':', ' ', '\0', '\xC1', '\xE1'}) EXPECT_EQ(HexDigit(c), -1) << int(c);
}

TEST(NumberText, DecimalKeepsItsTwentyDigitLimit) {
  uint64_t v = 7;
  ASSERT_TRUE(ParseDecimal("00000000000000000042", &v));  // 20 digits
  EXPECT_EQ(v, 42u);
  v = 7;
  EXPECT_FALSE(ParseDecimal("000000000000000000042", &v));  // 21
  EXPECT_FALSE(ParseDecimal(" 1", &v));
  EXPECT_EQ(v, 7u);
}

}  // namespace
}  // namespace popejoan::engine
