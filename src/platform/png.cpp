#include "platform/png.h"

// stb_image_write (Debian's libstb-dev) encodes the PNG: filters and real deflate, so a
// screenshot is a fraction of the stored-block size the hand-written writer produced.
#define STB_IMAGE_WRITE_IMPLEMENTATION
#define STB_IMAGE_WRITE_STATIC
#define STBI_WRITE_NO_STDIO  // bytes in memory only; the caller writes the file
#include "stb/stb_image_write.h"

namespace popejoan::platform {
namespace {

void Append(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data), static_cast<std::size_t>(size));
}

}  // namespace

std::string EncodePng(int width, int height, const std::uint8_t* rgba) {
  std::string png;
  if (width <= 0 || height <= 0 || rgba == nullptr) return png;
  if (stbi_write_png_to_func(Append, &png, width, height, 4, rgba, width * 4) == 0) png.clear();
  return png;
}

}  // namespace popejoan::platform
