#include "platform/text_scan.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "engine/rng.h"

namespace popejoan::platform {
namespace {

int Scan(const char* text, const char* format, ...) {
  va_list args;
  va_start(args, format);
  const int n = ScanFormatted(text, format, args);
  va_end(args);
  return n;
}

// ScanDouble against the C library's strtod: the value (to the bit) and where it stopped.
void ExpectAsStrtod(const std::string& text) {
  char* libc_end = nullptr;
  const double want = std::strtod(text.c_str(), &libc_end);
  const char* end = nullptr;
  const double got = ScanDouble(text.c_str(), &end);
  EXPECT_EQ(end - text.c_str(), libc_end - text.c_str()) << '"' << text << '"';
  if (std::isnan(want)) {
    EXPECT_TRUE(std::isnan(got)) << text;
  } else {
    EXPECT_EQ(got, want) << '"' << text << '"';
    EXPECT_EQ(std::signbit(got), std::signbit(want)) << text;
  }
}

TEST(TextScan, ReadsNumbersAsStrtodDoes) {
  for (const char* text : {"0", "-0", "+1", "  42", "3.25", ".5", "5.", "-.75e2", "1e-3", "1E+4", "2e", "2e+",
                           "0.05", "000123.4500", "100", "1e22", "123456789012345", "0.1", "0.2", "0.3",
                           "inf", "-Infinity", "infix", "nan", "NaN", "", "-", ".", "e5", "x1", "12abc", "7.5.3",
                           "1e400", "-1e400", "9007199254740993"}) {
    ExpectAsStrtod(text);
  }
}

// What ImGui does with a slider's value: print it to its format, read it back.
TEST(TextScan, ReadsBackEveryPrintedUiValueExactly) {
  engine::Rng rng(7);
  const char* formats[] = {"%.0f", "%.1f", "%.2f", "%.3f", "%.6f", "%g", "%.3g", "%e", "%.15g"};
  for (int i = 0; i < 20000; ++i) {
    const double magnitude = std::pow(10.0, static_cast<int>(rng.Below(13)) - 6);
    const double value = (static_cast<double>(rng.Below(2000001)) / 1000000.0 - 1.0) * magnitude;
    char text[64];
    std::snprintf(text, sizeof text, formats[rng.Below(9)], value);
    ExpectAsStrtod(text);
  }
}

TEST(TextScan, LongNumbersAreWithinAFewUnitsInTheLastPlace) {
  engine::Rng rng(11);
  for (int i = 0; i < 5000; ++i) {
    std::string text = std::to_string(rng.Below(1000000000)) + std::to_string(rng.Below(1000000000)) + "." +
                       std::to_string(rng.Below(1000000000)) + "e" + std::to_string(static_cast<int>(rng.Below(120)) - 60);
    const double want = std::strtod(text.c_str(), nullptr);
    const double got = ScanDouble(text.c_str(), nullptr);
    EXPECT_LE(std::fabs(got - want), 4 * std::fabs(want) * 2.3e-16) << text;
  }
}

TEST(TextScan, ScansIntegersAsSscanfDoes) {
  struct Case {
    const char* text;
    const char* format;
  };
  for (const Case& c : std::initializer_list<Case>{{"12", "%d"},     {"-7", "%d"},      {"  +8", "%d"},
                                                   {"0x1F", "%x"},   {"1f", "%X"},      {"0x1F", "%i"},
                                                   {"017", "%i"},    {"17", "%o"},      {"4294967295", "%u"},
                                                   {"-1", "%u"},     {"abc", "%d"},     {"", "%d"},
                                                   {"12345", "%3d"}, {"Pos=10,-20", "Pos=%i,%i"},
                                                   {"0x0000ABCD,1", "0x%08X,%d"}, {"Size=3", "Pos=%d"}}) {
    int a = -99, b = -99, ra = -99, rb = -99;
    const int want = std::sscanf(c.text, c.format, &ra, &rb);
    const int got = Scan(c.text, c.format, &a, &b);
    EXPECT_EQ(got, want) << c.text << " with " << c.format;
    EXPECT_EQ(a, ra) << c.text << " with " << c.format;
    EXPECT_EQ(b, rb) << c.text << " with " << c.format;
  }
}

TEST(TextScan, StoresByLengthModifier) {
  signed char hh = 0;
  short h = 0;
  long l = 0;
  long long ll = 0;
  unsigned long long ull = 0;
  std::size_t z = 0;
  EXPECT_EQ(Scan("-5 300 -70000 -9000000000 18446744073709551615 12", "%hhd %hd %ld %lld %llu %zu", &hh, &h, &l,
                 &ll, &ull, &z),
            6);
  EXPECT_EQ(hh, -5);
  EXPECT_EQ(h, 300);
  EXPECT_EQ(l, -70000);
  EXPECT_EQ(ll, -9000000000LL);
  EXPECT_EQ(ull, 18446744073709551615ULL);
  EXPECT_EQ(z, 12u);
}

TEST(TextScan, ScansFloatsCharactersAndCounts) {
  float f = 0;
  double d = 0;
  int n = 0;
  int column = 0;
  char c[3] = {};
  char s[16] = {};
  EXPECT_EQ(Scan("Weight=0.25 2.5e3", "Weight=%f %lf%n", &f, &d, &n), 2);
  EXPECT_EQ(f, 0.25f);
  EXPECT_EQ(d, 2500.0);
  EXPECT_EQ(n, 17);
  EXPECT_EQ(Scan("Column 3%n", "Column %d%n", &column, &n), 1);
  EXPECT_EQ(column, 3);
  EXPECT_EQ(n, 8);
  EXPECT_EQ(Scan("Sort=2v", "Sort=%d%c", &column, &c[0]), 2);
  EXPECT_EQ(c[0], 'v');
  EXPECT_EQ(Scan("  word rest", "%s", s), 1);
  EXPECT_STREQ(s, "word");
  EXPECT_EQ(Scan("ab", "%2c", c), 1);
  EXPECT_EQ(std::string(c, 2), "ab");
  EXPECT_EQ(Scan("100%", "%d%%", &column), 1);
  EXPECT_EQ(Scan("1 2", "%*d %d", &column), 1);
  EXPECT_EQ(column, 2);
  EXPECT_EQ(Scan("   ", "%d", &column), -1);
  EXPECT_EQ(Scan("x", "%f", &f), 0);
  // What it does not read ends the scan, as a failed match would.
  EXPECT_EQ(Scan("1 [a]", "%d %[a]", &column, s), 1);
  EXPECT_EQ(Scan("1.5", "%Lf", &d), 0);
}

}  // namespace
}  // namespace popejoan::platform
