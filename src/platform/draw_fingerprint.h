// A frame's picture as one number: equal for two frames that would paint the same pixels.
// The page skips the GL work of a frame whose picture is the last one's; in a browser that is
// most frames (the table waits for a person), and drawing them kept a phone's cores busy.
#pragma once

#include <cstdint>

struct ImDrawData;

namespace popejoan::platform {

// FNV-1a over what reaches the screen: the drawable's size and every draw list's vertices,
// indices and commands (clip rectangle, texture, ranges). The clear colour is the theme's, and a
// new theme recolours every vertex. The game draws no callbacks (a frame that did would need
// drawing every time).
std::uint64_t DrawFingerprint(const ImDrawData& data, int drawable_width, int drawable_height);

}  // namespace popejoan::platform
