// The running game on either target: an SDL2 window with an OpenGL 3 (natively) or WebGL2
// (browser) context, ImGui on top, and the app, whose Frame() it calls once a frame. main()
// makes one; shell_native.cpp and shell_web.cpp hold what differs between the targets (the GL
// context asked for, who calls the frames).
#pragma once

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <string>

#include "platform/launch_options.h"
#include "platform/save_store.h"
#include "platform/sound.h"
#include "ui/app.h"

namespace popejoan::platform {

class Shell {
 public:
  // `store` keeps the save (none with --no-save): the app's services write through it.
  Shell(const LaunchOptions& options, std::unique_ptr<SaveStore> store);
  Shell(const Shell&) = delete;
  Shell& operator=(const Shell&) = delete;

  // Opens the window, starts the app with `config` and runs its frames: natively until the
  // window closes, then returns the exit code; on the page the browser calls the frames and
  // this never returns.
  int Run(session::SessionConfig config);

  // What the page's calls and the host services reach (null until Run has opened them).
  ui::App* app() { return app_.get(); }
  SDL_Window* window() { return window_; }
  // The page's container changed size (no window event when a host page resizes its frame).
  void Resize(int css_width, int css_height);
  // For the page's read-only test hook: frames drawn, the last one's own work, and its probe.
  int frames() const { return frames_; }
  double frame_ms() const { return frame_ms_; }
  const std::string& probe() const { return probe_; }
  // Between frames (a hidden tab draws none): the probe brought up to date.
  void RefreshProbe();

 private:
  bool OpenWindow();
  void SetUpImGui(const char* glsl_version);
  void StartApp(session::SessionConfig config);
  void RunFrame();
  void HandleEvent(const SDL_Event& event);
  void DrawFrame();
  // The last frame of a run that only captures frames: its screenshot, then quit.
  void FinishCapture();
  void SyncPixelRatio();

  // ---- What differs (shell_native.cpp, shell_web.cpp).
  // Asks SDL for this target's GL context (and its hints); returns its shaders' GLSL version line.
  static const char* RequestGlContext();
  // The page's test hook reads the probe each frame; natively nothing does, so none is made.
  static bool PageReadsProbe();
  // The browser shows the last frame drawn until another is: a frame with the same picture is
  // left undrawn (DrawFingerprint). Natively every frame is drawn (the swap waits for the screen).
  static bool SkipsUnchangedFrames();
  // Calls RunFrame until the window closes, then closes it all (natively); hands RunFrame to the
  // browser, once per animation frame (on the page: never returns).
  void RunFrames();

  LaunchOptions options_;
  std::unique_ptr<SaveStore> store_;
  SDL_Window* window_ = nullptr;
  SDL_GLContext gl_ = nullptr;
  std::unique_ptr<SoundOutput> sound_;
  std::unique_ptr<ui::App> app_;
  float pixel_ratio_ = 0.0f;
  float type_scale_ = 0.0f;
  float text_scale_ = 0.0f;
  int frames_ = 0;
  double frame_ms_ = 0.0;
  std::uint64_t drawn_picture_ = 0;  // DrawFingerprint of the last frame drawn
  bool must_draw_ = true;            // the next frame is drawn whatever its picture
  bool drew_ = true;                 // this frame was drawn (not the last one's picture again)
  std::string probe_;
  bool first_frame_told_ = false;  // the page's loading screen was told to go
  bool quit_ = false;
  int exit_code_ = 0;
};

}  // namespace popejoan::platform
