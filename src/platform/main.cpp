// The app's entry point on both targets: an SDL2 window with an OpenGL 3 (natively) or
// WebGL2 (browser) context, ImGui on top, and the UI's frame function called once a frame.
#include <SDL.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "platform/command_line.h"
#include "platform/gl.h"
#include "platform/screenshot.h"
#include "platform/web_bridge.h"
#include "engine/replay.h"
#include "ui/app.h"
#include "ui/theme.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace popejoan::platform {
namespace {

using popejoan::ParsePreset;
using popejoan::ParseReplay;
using popejoan::Preset;
using popejoan::Replay;
using popejoan::Result;

struct Runtime {
  CommandLine options;
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  ui::App* app = nullptr;
  float pixel_ratio = 0.0f;
  int frames = 0;
  bool quit = false;
  int exit_code = 0;
};

Runtime* g_runtime = nullptr;

#ifdef __EMSCRIPTEN__
constexpr bool kTestHooks = true;  // the page's read-only test hook reads the probe
#else
constexpr bool kTestHooks = false;
#endif

// Fonts are rasterized for the screen's pixel ratio; rebuild them when it changes
// (a window dragged to another screen, or the browser zoomed).
void SyncPixelRatio(Runtime& rt) {
  int w = 0, h = 0, dw = 0, dh = 0;
  SDL_GetWindowSize(rt.window, &w, &h);
  SDL_GL_GetDrawableSize(rt.window, &dw, &dh);
  const float ratio = w > 0 ? static_cast<float>(dw) / static_cast<float>(w) : 1.0f;
  if (ratio == rt.pixel_ratio) return;
  const bool had_texture = rt.pixel_ratio != 0.0f;
  rt.pixel_ratio = ratio;
  ui::BuildFonts(ratio);
  if (had_texture) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
}

void RunFrame(Runtime& rt) {
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    ImGui_ImplSDL2_ProcessEvent(&event);
    if (event.type == SDL_QUIT) rt.quit = true;
    if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE) rt.quit = true;
  }
  SyncPixelRatio(rt);
  const double frequency = static_cast<double>(SDL_GetPerformanceFrequency());
  const std::uint64_t work_start = SDL_GetPerformanceCounter();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  rt.app->Frame(static_cast<double>(work_start) / frequency);
  ImGui::Render();
  SetFrameMillis(1000.0 * static_cast<double>(SDL_GetPerformanceCounter() - work_start) / frequency);
  if (kTestHooks) SetProbe(rt.app->ProbeJson());

  int dw = 0, dh = 0;
  SDL_GL_GetDrawableSize(rt.window, &dw, &dh);
  glViewport(0, 0, dw, dh);
  glClearColor(0.07f, 0.25f, 0.16f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

  ++rt.frames;
  SetFrameCount(rt.frames);
  if (rt.options.frames > 0 && rt.frames >= rt.options.frames) {
    if (!rt.options.screenshot_path.empty()) {
      const std::string error = SaveFramebufferPng(dw, dh, rt.options.screenshot_path);
      if (!error.empty()) {
        std::fprintf(stderr, "popejoan: screenshot failed: %s\n", error.c_str());
        rt.exit_code = 1;
      }
    }
    rt.quit = true;
  }
  SDL_GL_SwapWindow(rt.window);
  if (rt.frames == 1) NotifyFirstFrame();
}

#ifdef __EMSCRIPTEN__
void WebFrame(void* runtime) { RunFrame(*static_cast<Runtime*>(runtime)); }
#endif

// The app's configuration from the command line and the page; bad input (an unknown preset,
// an unreadable or invalid replay) is refused here, before any window opens.
bool MakeAppConfig(Runtime& rt, ui::AppConfig* out) {
  ui::AppConfig& config = *out;
  // A new game each launch unless a seed is given; the engine and AI never read the clock.
  config.seed = rt.options.seed ? *rt.options.seed
                                : static_cast<std::uint64_t>(SDL_GetPerformanceCounter()) % 1000000000ULL;
  config.start_at_table = rt.options.play;
  config.seats = rt.options.seats;
  if (!rt.options.preset.empty()) {
    Preset preset;
    if (!ParsePreset(rt.options.preset, &preset)) {
      std::fprintf(stderr, "popejoan: unknown preset '%s' (classic, parlett, modern, victorian, five-pool, foster, "
                           "foster-matrimony)\n", rt.options.preset.c_str());
      return false;
    }
    config.preset = preset;
  }
  if (!rt.options.replay_path.empty()) {
    std::string text;
    if (!ReadTextFile(rt.options.replay_path, &text)) {
      std::fprintf(stderr, "popejoan: cannot read %s\n", rt.options.replay_path.c_str());
      return false;
    }
    Result<Replay> replay = ParseReplay(text);
    if (!replay.ok()) {
      std::fprintf(stderr, "popejoan: %s: %s\n", rt.options.replay_path.c_str(), replay.error().c_str());
      return false;
    }
    // Played through once here so a replay whose states differ is refused before any window.
    const Result<std::vector<popejoan::State>> played = popejoan::PlayReplay(replay.value());
    if (!played.ok()) {
      std::fprintf(stderr, "popejoan: %s: %s\n", rt.options.replay_path.c_str(), played.error().c_str());
      return false;
    }
    config.replay = replay.value();
    config.replay_step = rt.options.replay_step;
  }
#ifdef __EMSCRIPTEN__
  config.debug = PageRequestsDebug();
#else
  config.debug = rt.options.debug;
#endif
  config.save_replay = [seed = config.seed](const std::string& contents) {
    static int saved = 0;
    return SaveTextFile("popejoan-replay-" + std::to_string(seed) + "-" + std::to_string(++saved) + ".json", contents);
  };
  return true;
}

int Run(Runtime& rt, const ui::AppConfig& config) {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
    std::fprintf(stderr, "popejoan: SDL_Init failed: %s\n", SDL_GetError());
    return 1;
  }
#ifdef __EMSCRIPTEN__
  const char* glsl_version = "#version 300 es";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  CanvasCssSize(&rt.options.width, &rt.options.height);
#else
  const char* glsl_version = "#version 150";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
#endif
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1");
  rt.window = SDL_CreateWindow("Pope Joan", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                               rt.options.width, rt.options.height,
                               SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (rt.window == nullptr) {
    std::fprintf(stderr, "popejoan: cannot open a window: %s\n", SDL_GetError());
    return 1;
  }
  rt.gl = SDL_GL_CreateContext(rt.window);
  if (rt.gl == nullptr) {
    std::fprintf(stderr, "popejoan: cannot create an OpenGL context: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_MakeCurrent(rt.window, rt.gl);
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // layout is ours, not remembered per machine
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  ui::ApplyStyle();
  ImGui_ImplSDL2_InitForOpenGL(rt.window, rt.gl);
  ImGui_ImplOpenGL3_Init(glsl_version);
  SyncPixelRatio(rt);

  ui::App app(config);
  rt.app = &app;

#ifdef __EMSCRIPTEN__
  // Never returns; the browser calls WebFrame once per animation frame.
  emscripten_set_main_loop_arg(WebFrame, &rt, 0, true);
#else
  while (!rt.quit) RunFrame(rt);
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(rt.gl);
  SDL_DestroyWindow(rt.window);
  SDL_Quit();
#endif
  return rt.exit_code;
}

}  // namespace
}  // namespace popejoan::platform

#ifdef __EMSCRIPTEN__
// The page's container changed size (no window resize event when a host page resizes an
// iframe's box); SDL must hear of it or its idea of the canvas size goes stale.
extern "C" EMSCRIPTEN_KEEPALIVE void popejoan_resize(int css_width, int css_height) {
  auto* rt = popejoan::platform::g_runtime;
  if (rt != nullptr && rt->window != nullptr && css_width > 0 && css_height > 0) {
    SDL_SetWindowSize(rt->window, css_width, css_height);
  }
}
#endif

int main(int argc, char** argv) {
  using namespace popejoan::platform;
  const CommandLineResult parsed = ParseCommandLine(std::vector<std::string>(argv + 1, argv + argc));
  if (!parsed.error.empty()) {
    std::fprintf(stderr, "popejoan: %s\n%s", parsed.error.c_str(), CommandLineUsage());
    return 2;
  }
  if (parsed.options.show_help) {
    std::fputs(CommandLineUsage(), stdout);
    return 0;
  }
  static Runtime runtime;
  runtime.options = parsed.options;
  g_runtime = &runtime;
  popejoan::ui::AppConfig config;
  if (!MakeAppConfig(runtime, &config)) return 2;
  return Run(runtime, config);
}
