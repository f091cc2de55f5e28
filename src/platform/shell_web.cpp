// The shell on the page: a WebGL2 context, and the browser calls the frames.
#include "platform/shell.h"

#include <emscripten.h>
#include <emscripten/html5.h>

#include "platform/web_bridge.h"

namespace popejoan::platform {

const char* Shell::RequestGlContext() {
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  // Keys go to the game only while the canvas has the focus: the page's own controls (the
  // accessible mirror's buttons, a host page's) keep theirs, and Tab can move between them.
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  return "#version 300 es";
}

bool Shell::PageReadsProbe() { return true; }

bool Shell::SkipsUnchangedFrames() { return true; }

void Shell::RunFrames() {
  RegisterShell(this);
  // Keys held when the canvas loses the focus (Tab to the page's controls) are let go: their
  // key-up goes to another element, and the game would otherwise see them held for ever.
  emscripten_set_blur_callback("#canvas", nullptr, EM_FALSE, [](int, const EmscriptenFocusEvent*, void*) -> EM_BOOL {
    SDL_ResetKeyboard();
    return EM_FALSE;
  });
  // Never returns; the browser calls RunFrame once per animation frame.
  emscripten_set_main_loop_arg([](void* shell) { static_cast<Shell*>(shell)->RunFrame(); }, this, 0, true);
}

}  // namespace popejoan::platform
