#include "platform/png.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

// The decoder from the same Debian package checks what the encoder wrote.
#define STB_IMAGE_IMPLEMENTATION
#define STB_IMAGE_STATIC
#define STBI_ONLY_PNG
#define STBI_NO_STDIO
#include "stb/stb_image.h"

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
  // The IEND chunk's CRC is fixed by the PNG specification: AE 42 60 82.
  EXPECT_EQ(ReadU32(png, png.size() - 4), 0xAE426082u);
}

TEST(Png, DecodesToTheSamePixels) {
  const int w = 200, h = 100;
  std::vector<std::uint8_t> pixels(static_cast<size_t>(w * h * 4));
  for (size_t i = 0; i < pixels.size(); ++i) pixels[i] = static_cast<std::uint8_t>(i * 7 + i / 800);
  const std::string png = EncodePng(w, h, pixels.data());
  int dw = 0, dh = 0, channels = 0;
  stbi_uc* decoded = stbi_load_from_memory(reinterpret_cast<const stbi_uc*>(png.data()), static_cast<int>(png.size()),
                                           &dw, &dh, &channels, 4);
  ASSERT_NE(decoded, nullptr) << stbi_failure_reason();
  EXPECT_EQ(dw, w);
  EXPECT_EQ(dh, h);
  EXPECT_EQ(channels, 4);
  EXPECT_TRUE(std::equal(pixels.begin(), pixels.end(), decoded));
  stbi_image_free(decoded);
}

// A screenshot is mostly flat colour: deflate makes it far smaller than its pixels.
TEST(Png, FlatAreasCompress) {
  const int w = 1280, h = 800;
  std::vector<std::uint8_t> pixels(static_cast<size_t>(w * h * 4), 0);
  for (size_t i = 0; i < pixels.size(); i += 4) {
    pixels[i] = 20;
    pixels[i + 1] = static_cast<std::uint8_t>(90 + (i / 4) / static_cast<size_t>(w) / 100);
    pixels[i + 3] = 255;
  }
  const std::string png = EncodePng(w, h, pixels.data());
  EXPECT_LT(png.size(), pixels.size() / 50);
  EXPECT_TRUE(EncodePng(0, 10, pixels.data()).empty());
}

}  // namespace
}  // namespace popejoan::platform
