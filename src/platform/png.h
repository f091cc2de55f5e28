// PNG encoding for screenshots: the native app captures what it drew with --screenshot, so
// tests and people can look at a frame without a window manager.
#pragma once

#include <cstdint>
#include <string>

namespace popejoan::platform {

// Encodes 8-bit RGBA pixels, rows top to bottom, as a PNG file's bytes (stb_image_write:
// filtered, deflated). Empty if the size is not positive or encoding fails.
std::string EncodePng(int width, int height, const std::uint8_t* rgba);

}  // namespace popejoan::platform
