#include "platform/web_bridge.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>

#include <string>

// Hand-written JS reads fields as obj['name'] so a closure-compiled build keeps them.
EM_JS(void, popejoan_js_first_frame, (), {
  if (typeof window !== 'undefined' && window['popejoanLoader']) window['popejoanLoader']['firstFrame']();
});

namespace {
int g_frames = 0;
std::string g_probe;
double g_frame_ms = 0.0;
}  // namespace

extern "C" EMSCRIPTEN_KEEPALIVE int popejoan_frame_count() { return g_frames; }
extern "C" EMSCRIPTEN_KEEPALIVE const char* popejoan_test_probe() { return g_probe.c_str(); }
extern "C" EMSCRIPTEN_KEEPALIVE double popejoan_frame_ms() { return g_frame_ms; }

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
void SetProbe(const std::string& json) { g_probe = json; }
void SetFrameMillis(double ms) { g_frame_ms = ms; }

}  // namespace popejoan::platform

#else

namespace popejoan::platform {
bool CanvasCssSize(int*, int*) { return false; }
void NotifyFirstFrame() {}
void SetFrameCount(int) {}
void SetProbe(const std::string&) {}
void SetFrameMillis(double) {}
}  // namespace popejoan::platform

#endif
