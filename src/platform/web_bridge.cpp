#include "platform/web_bridge.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>

// Hand-written JS reads fields as obj['name'] so a closure-compiled build keeps them.
EM_JS(void, popejoan_js_first_frame, (), {
  if (typeof window !== 'undefined' && window['popejoanLoader']) window['popejoanLoader']['firstFrame']();
});

namespace {
int g_frames = 0;
}

extern "C" EMSCRIPTEN_KEEPALIVE int popejoan_frame_count() { return g_frames; }

namespace popejoan::platform {

bool CanvasCssSize(int* width, int* height) {
  double w = 0, h = 0;
  if (emscripten_get_element_css_size("#canvas", &w, &h) != EMSCRIPTEN_RESULT_SUCCESS) return false;
  if (w < 1 || h < 1) return false;
  *width = static_cast<int>(w);
  *height = static_cast<int>(h);
  return true;
}

void NotifyFirstFrame() { popejoan_js_first_frame(); }

void SetFrameCount(int frames) { g_frames = frames; }

}  // namespace popejoan::platform

#else

namespace popejoan::platform {
bool CanvasCssSize(int*, int*) { return false; }
void NotifyFirstFrame() {}
void SetFrameCount(int) {}
}  // namespace popejoan::platform

#endif
