// Captures the frame just drawn (before the buffer swap) and writes it as a PNG.
#pragma once

#include <string>

namespace popejoan::platform {

// Returns an empty string on success, else what went wrong.
std::string SaveFramebufferPng(int width, int height, const std::string& path);

}  // namespace popejoan::platform
