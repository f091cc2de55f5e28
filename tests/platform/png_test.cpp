#include "platform/png.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace popejoan::platform {
namespace {

std::uint32_t ReadU32(const std::string& s, size_t at) {
  return (static_cast<std::uint32_t>(static_cast<unsigned char>(s[at])) << 24) |
         (static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 1])) << 16) |
         (static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 2])) << 8) |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 3]));
}

TEST(Png, HasSignatureHeaderAndSize) {
  const std::vector<std::uint8_t> pixels(3 * 2 * 4, 200);
  const std::string png = EncodePng(3, 2, pixels.data());
  ASSERT_GT(png.size(), 33u);
  EXPECT_EQ(png.substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));
  EXPECT_EQ(png.substr(12, 4), "IHDR");
  EXPECT_EQ(ReadU32(png, 16), 3u);
  EXPECT_EQ(ReadU32(png, 20), 2u);
  EXPECT_EQ(png.substr(png.size() - 8, 4), "IEND");
}

TEST(Png, KnownCrcOfEmptyIend) {
  // The IEND chunk's CRC is fixed by the PNG specification: AE 42 60 82.
  const std::vector<std::uint8_t> pixels(4, 0);
  const std::string png = EncodePng(1, 1, pixels.data());
  EXPECT_EQ(ReadU32(png, png.size() - 4), 0xAE426082u);
}

TEST(Png, StoresPixelsVerbatimAcrossDeflateBlocks) {
  // 200x100 RGBA is 80,100 bytes of scanlines: more than one 65,535-byte stored block.
  const int w = 200, h = 100;
  std::vector<std::uint8_t> pixels(static_cast<size_t>(w * h * 4));
  for (size_t i = 0; i < pixels.size(); ++i) pixels[i] = static_cast<std::uint8_t>(i * 7);
  const std::string png = EncodePng(w, h, pixels.data());
  const size_t idat = png.find("IDAT");
  ASSERT_NE(idat, std::string::npos);
  // First stored block header follows the 2-byte zlib header: not final, length 65535.
  EXPECT_EQ(static_cast<unsigned char>(png[idat + 6]), 0x00);
  EXPECT_EQ(static_cast<unsigned char>(png[idat + 7]), 0xFF);
  EXPECT_EQ(static_cast<unsigned char>(png[idat + 8]), 0xFF);
  // Row 0: filter byte 0 then the first pixels.
  EXPECT_EQ(png[idat + 11], '\0');
  EXPECT_EQ(static_cast<unsigned char>(png[idat + 12 + 5]), static_cast<std::uint8_t>(5 * 7));
}

}  // namespace
}  // namespace popejoan::platform
