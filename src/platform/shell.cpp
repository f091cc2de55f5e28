#include "platform/shell.h"

#include <cfloat>
#include <cstdint>
#include <cstdio>
#include <utility>
#include <vector>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl2.h"
#include "platform/draw_fingerprint.h"
#include "platform/gl.h"
#include "platform/print_error.h"
#include "platform/room_socket.h"
#include "platform/screenshot.h"
#include "platform/web_bridge.h"
#include "ui/paint/theme.h"

namespace popejoan::platform {

Shell::Shell(const LaunchOptions& options, std::unique_ptr<SaveStore> store)
    : options_(options), store_(std::move(store)) {}

int Shell::Run(session::SessionConfig config) {
  if (!OpenWindow()) return 1;
  StartApp(std::move(config));
  RunFrames();
  return exit_code_;
}

void Shell::Resize(int css_width, int css_height) {
  if (window_ != nullptr && css_width > 0 && css_height > 0) SDL_SetWindowSize(window_, css_width, css_height);
  must_draw_ = true;  // a canvas given its size again is cleared, even at the size it had
}

void Shell::RefreshProbe() {
  if (app_ != nullptr) probe_ = app_->ProbeJson();
}

bool Shell::OpenWindow() {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
    std::fprintf(stderr, "popejoan: SDL_Init failed: %s\n", SDL_GetError());
    return false;
  }
  const char* glsl_version = RequestGlContext();
  CanvasCssSize(&options_.width, &options_.height);  // the page's box; natively the --size
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1");
  window_ = SDL_CreateWindow("Pope Joan", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, options_.width,
                             options_.height, SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (window_ == nullptr) {
    std::fprintf(stderr, "popejoan: cannot open a window: %s\n", SDL_GetError());
    return false;
  }
  gl_ = SDL_GL_CreateContext(window_);
  if (gl_ == nullptr) {
    std::fprintf(stderr, "popejoan: cannot create an OpenGL context: %s\n", SDL_GetError());
    return false;
  }
  SDL_GL_MakeCurrent(window_, gl_);
  SDL_GL_SetSwapInterval(1);
  SetUpImGui(glsl_version);
  return true;
}

void Shell::SetUpImGui(const char* glsl_version) {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // layout is ours, not remembered per machine
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  // A held key repeats when the system repeats it (HandleEvent), never by ImGui's clock: that
  // clock is frame time, and a stalled frame while a key was down counted as holding it (one Tab
  // on a busy device moved the focus two or three controls).
  io.KeyRepeatDelay = 1e30f;
  ui::ApplyStyle();
  ImGui_ImplSDL2_InitForOpenGL(window_, gl_);
  ImGui_ImplOpenGL3_Init(glsl_version);
  SyncPixelRatio();
}

void Shell::StartApp(session::SessionConfig config) {
  ConnectHostServices(*this, &config.services);
  ConnectRoomServices(*this, &config.services);
  // Sounds once the window is up (natively SDL's audio; on the page the loader's Web Audio),
  // but not for a run that only captures frames (tests, screenshots).
  if (options_.frames == 0) {
    sound_ = std::make_unique<SoundOutput>();
    SoundOutput* sound = sound_.get();
    config.services.play_sound = [sound](const std::vector<session::Tone>& tones, float volume) {
      sound->Play(tones, volume);
    };
  }
  app_ = std::make_unique<ui::App>(std::move(config));
  FindRoomServer(*this, options_);
  if (!app_->startup_note().empty()) PrintError(app_->startup_note());
}

// Fonts are rasterized for the screen's pixel ratio and the box's type scale; rebuild them when
// either changes (a window dragged to another screen, the browser zoomed, the box resized).
void Shell::SyncPixelRatio() {
  int w = 0, h = 0, dw = 0, dh = 0;
  SDL_GetWindowSize(window_, &w, &h);
  SDL_GL_GetDrawableSize(window_, &dw, &dh);
  const float ratio = w > 0 ? static_cast<float>(dw) / static_cast<float>(w) : 1.0f;
  // The player's text size too (the app is not there yet at the first call).
  const float text = app_ != nullptr ? session::TextScale(app_->settings().text_size) : 1.0f;
  const float scale = ui::TypeScaleFor(static_cast<float>(w), static_cast<float>(h));
  if (ratio == pixel_ratio_ && scale == type_scale_ && text == text_scale_) return;
  const bool had_texture = pixel_ratio_ != 0.0f;
  pixel_ratio_ = ratio;
  type_scale_ = scale;
  text_scale_ = text;
  ui::BuildFonts(ratio, scale, text);
  ui::ApplyStyle(ui::CurrentTheme());
  must_draw_ = true;  // a new font texture may take the old one's name
  if (had_texture) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
}

void Shell::RunFrame() {
  SDL_Event event;
  while (SDL_PollEvent(&event)) HandleEvent(event);
  PumpRoomSocket(*this);
  SyncPixelRatio();
  DrawFrame();
  ++frames_;
  if (options_.frames > 0 && frames_ >= options_.frames) FinishCapture();
  if (drew_) SDL_GL_SwapWindow(window_);
  // The loading screen stays until the game can be shown in the player's language.
  if (!first_frame_told_ && app_->Presentable()) {
    first_frame_told_ = true;
    NotifyFirstFrame();
  }
}

void Shell::HandleEvent(const SDL_Event& event) {
  if (event.type == SDL_MOUSEBUTTONDOWN && event.button.which == SDL_TOUCH_MOUSEID) {
    // A finger comes down where it touches. SDL sends no motion when a tap lands where the last
    // one did (its own pointer never left), but ImGui's pointer was moved away at that lift.
    ImGuiIO& io = ImGui::GetIO();
    io.AddMouseSourceEvent(ImGuiMouseSource_TouchScreen);
    io.AddMousePosEvent(static_cast<float>(event.button.x), static_cast<float>(event.button.y));
  }
  if (event.type == SDL_KEYDOWN && event.key.repeat != 0) {
    // The system's repeat of a held key: ImGui sees it as the key let go and pressed again.
    SDL_Event release = event;
    release.type = SDL_KEYUP;
    release.key.state = SDL_RELEASED;
    release.key.repeat = 0;
    ImGui_ImplSDL2_ProcessEvent(&release);
  }
  ImGui_ImplSDL2_ProcessEvent(&event);
  if (event.type == SDL_MOUSEBUTTONUP && event.button.which == SDL_TOUCH_MOUSEID) {
    // A finger lifted is gone: nothing stays hovered or raised. ImGui's input queue sees the
    // release at the finger's place first, then this, a frame later.
    ImGui::GetIO().AddMousePosEvent(-FLT_MAX, -FLT_MAX);
  }
  if (event.type == SDL_QUIT) quit_ = true;
  if (event.type != SDL_WINDOWEVENT) return;
  if (event.window.event == SDL_WINDOWEVENT_CLOSE) quit_ = true;
  // A minimized window is the desktop's hidden tab: play holds until it is restored. (On the
  // page SDL reports no minimizing; web/loader.js tells of the tab through popejoan_set_hidden.)
  if (event.window.event == SDL_WINDOWEVENT_MINIMIZED) app_->SetPageHidden(true);
  if (event.window.event == SDL_WINDOWEVENT_RESTORED) app_->SetPageHidden(false);
}

void Shell::DrawFrame() {
  const double frequency = static_cast<double>(SDL_GetPerformanceFrequency());
  const std::uint64_t work_start = SDL_GetPerformanceCounter();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  app_->Frame(static_cast<double>(work_start) / frequency);
  ImGui::Render();
  frame_ms_ = 1000.0 * static_cast<double>(SDL_GetPerformanceCounter() - work_start) / frequency;
  if (PageReadsProbe()) RefreshProbe();

  int dw = 0, dh = 0;
  SDL_GL_GetDrawableSize(window_, &dw, &dh);
  if (SkipsUnchangedFrames()) {
    const std::uint64_t picture = DrawFingerprint(*ImGui::GetDrawData(), dw, dh);
    drew_ = must_draw_ || picture != drawn_picture_;
    must_draw_ = false;
    drawn_picture_ = picture;
    if (!drew_) return;
  }
  drew_ = true;
  glViewport(0, 0, dw, dh);
  const ImVec4 clear = ui::CurrentPalette().clear;
  glClearColor(clear.x, clear.y, clear.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

void Shell::FinishCapture() {
  if (!options_.screenshot_path.empty()) {
    int dw = 0, dh = 0;
    SDL_GL_GetDrawableSize(window_, &dw, &dh);
    const std::string error = SaveFramebufferPng(dw, dh, options_.screenshot_path);
    if (!error.empty()) {
      std::fprintf(stderr, "popejoan: screenshot failed: %s\n", error.c_str());
      exit_code_ = 1;
    }
  }
  quit_ = true;
}

}  // namespace popejoan::platform
