// The page never takes screenshots (--screenshot is the native app's): the PNG encoder stays
// out of the download (1 KB gz).
#include "platform/screenshot.h"

namespace popejoan::platform {

std::string SaveFramebufferPng(int, int, const std::string&) { return "screenshots are taken by the native app only"; }

}  // namespace popejoan::platform
