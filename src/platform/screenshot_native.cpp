#include "platform/screenshot.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "platform/gl.h"
#include "platform/png.h"

namespace popejoan::platform {

std::string SaveFramebufferPng(int width, int height, const std::string& path) {
  if (width <= 0 || height <= 0) return "empty framebuffer";
  const size_t row = static_cast<size_t>(width) * 4;
  std::vector<std::uint8_t> pixels(row * static_cast<size_t>(height));
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  // OpenGL's rows run bottom to top; PNG's top to bottom.
  std::vector<std::uint8_t> flipped(pixels.size());
  for (int y = 0; y < height; ++y) {
    std::copy_n(pixels.data() + row * static_cast<size_t>(height - 1 - y), row,
                flipped.data() + row * static_cast<size_t>(y));
  }
  for (size_t i = 3; i < flipped.size(); i += 4) flipped[i] = 255;  // the window is opaque
  const std::string png = EncodePng(width, height, flipped.data());
  // C stdio, not <fstream>: iostreams would pull the whole locale library into the page.
  std::FILE* out = std::fopen(path.c_str(), "wb");
  if (!out) return "cannot open " + path + " for writing";
  const bool written = std::fwrite(png.data(), 1, png.size(), out) == png.size();
  const bool closed = std::fclose(out) == 0;
  return written && closed ? std::string() : "cannot write " + path;
}

}  // namespace popejoan::platform
