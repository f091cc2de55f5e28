// On the page only: stand-ins for library functions that SDL2 links in but the game never needs,
// so the linker leaves out the real ones (and what only they use). Each is a whole object of the
// static libraries; defining its functions here means that object is never pulled in (if SDL
// ever needs another function of it, the link fails with a duplicate symbol: nothing is silently
// half-replaced). With the game-controller-free copy of ImGui's SDL2 backend and SDL's browser
// mouse without colour cursors (cmake/ThirdParty.cmake) they keep 28 KB gz off the page; the
// browser tests run the page built with them.
#include <SDL.h>

extern "C" {

// Emscripten's GL proc-address table (every GL function by name, and a JavaScript wrapper for
// each: -9.5 KB gz). SDL stores this function in its EGL table, and asks it only for EGL
// extensions the browser's EGL never has (it answered null for those too) and, from
// SDL_GL_GetProcAddress / SDL_GL_ExtensionSupported, for GL functions: the game calls neither,
// and ImGui's WebGL2 backend calls GL directly. With no address SDL takes the same paths as with
// the browser's answers (no surfaceless context: WebGL has no GL_OES_surfaceless_context).
void* eglGetProcAddress(const char* /*name*/) { return nullptr; }

// SDL's touch gesture recognizer (SDL_gesture.c: multi-finger and "$1" template gestures, with
// its trigonometry: -3.6 KB gz). It only adds SDL_MULTIGESTURE / SDL_DOLLARGESTURE events, which
// neither the shell nor ImGui's SDL2 backend reads; taps and drags arrive as finger and mouse
// events as before.
int SDL_GestureAddTouch(SDL_TouchID /*touch*/) { return 0; }
int SDL_GestureDelTouch(SDL_TouchID /*touch*/) { return 0; }
void SDL_GestureProcessEvent(SDL_Event* /*event*/) {}
void SDL_GestureQuit(void) {}
int SDL_RecordGesture(SDL_TouchID /*touch*/) { return 0; }
int SDL_SaveAllDollarTemplates(SDL_RWops* /*dst*/) { return 0; }
int SDL_SaveDollarTemplate(SDL_GestureID /*gesture*/, SDL_RWops* /*dst*/) { return 0; }
int SDL_LoadDollarTemplates(SDL_TouchID /*touch*/, SDL_RWops* /*src*/) { return 0; }

// SDL's software framebuffer for a window without GL (SDL_GetWindowSurface, which the game never
// calls: it draws with WebGL2). With SDL's colour cursors (cmake/ThirdParty.cmake) these were the
// only users of SDL's pixel surfaces and blitters. The device pointer is SDL's _THIS.
int Emscripten_CreateWindowFramebuffer(void* /*device*/, SDL_Window* /*window*/, Uint32* /*format*/,
                                       void** /*pixels*/, int* /*pitch*/) {
  return SDL_SetError("No software framebuffer on the page");
}
int Emscripten_UpdateWindowFramebuffer(void* /*device*/, SDL_Window* /*window*/, const SDL_Rect* /*rects*/,
                                       int /*count*/) {
  return SDL_SetError("No software framebuffer on the page");
}
void Emscripten_DestroyWindowFramebuffer(void* /*device*/, SDL_Window* /*window*/) {}

}  // extern "C"
