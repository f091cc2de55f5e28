// The shell natively: a desktop OpenGL 3.2 core context and a loop of our own.
#include "platform/shell.h"

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl2.h"

namespace popejoan::platform {

const char* Shell::RequestGlContext() {
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
  return "#version 150";
}

bool Shell::PageReadsProbe() { return false; }

bool Shell::SkipsUnchangedFrames() { return false; }

void Shell::RunFrames() {
  while (!quit_) RunFrame();
  sound_.reset();  // its device closes before SDL does
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(gl_);
  SDL_DestroyWindow(window_);
  SDL_Quit();
}

}  // namespace popejoan::platform
