// The app's entry point on both targets: an SDL2 window with an OpenGL 3 (natively) or
// WebGL2 (browser) context, ImGui on top, and the UI's frame function called once a frame.
#include <SDL.h>

#include <cfloat>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl2.h"
#include "platform/command_line.h"
#include "platform/dom_mirror.h"
#include "platform/gl.h"
#include "platform/page_config.h"
#include "platform/save_store.h"
#include "platform/screenshot.h"
#include "platform/sound.h"
#include "platform/web_bridge.h"
#include "engine/json.h"
#include "engine/replay.h"
#include "ui/app.h"
#include "session/words/language.h"
#include "session/save_game.h"
#include "session/settings.h"
#include "ui/paint/theme.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>
#else
#include "session/words/builtin_catalogue.h"  // natively the catalogues are compiled in
#endif

namespace popejoan::platform {
namespace {

// One line on stderr, with what came from a file or the command line escaped: no control
// character reaches the terminal and a NUL does not cut the line.
void PrintError(const std::string& message) {
  const std::string line = "popejoan: " + PrintableText(message, 2000) + "\n";
  std::fwrite(line.data(), 1, line.size(), stderr);
}

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
  std::unique_ptr<SaveStore> store;  // none with --no-save
  std::unique_ptr<SoundOutput> sound;
  float pixel_ratio = 0.0f;
  float type_scale = 0.0f;
  float text_scale = 0.0f;
  int frames = 0;
  bool first_frame_told = false;  // the page's loading screen was told to go
  bool quit = false;
  int exit_code = 0;
};

Runtime* g_runtime = nullptr;

#ifdef __EMSCRIPTEN__
constexpr bool kTestHooks = true;  // the page's read-only test hook reads the probe
#else
constexpr bool kTestHooks = false;
#endif

// Fonts are rasterized for the screen's pixel ratio and the box's type scale; rebuild them when
// either changes (a window dragged to another screen, the browser zoomed, the box resized).
void SyncPixelRatio(Runtime& rt) {
  int w = 0, h = 0, dw = 0, dh = 0;
  SDL_GetWindowSize(rt.window, &w, &h);
  SDL_GL_GetDrawableSize(rt.window, &dw, &dh);
  const float ratio = w > 0 ? static_cast<float>(dw) / static_cast<float>(w) : 1.0f;
  // The player's text size too (the app is not there yet at the first call).
  const float text = rt.app != nullptr ? ui::TextScale(rt.app->settings().text_size) : 1.0f;
  const float scale = ui::TypeScaleFor(static_cast<float>(w), static_cast<float>(h));
  if (ratio == rt.pixel_ratio && scale == rt.type_scale && text == rt.text_scale) return;
  const bool had_texture = rt.pixel_ratio != 0.0f;
  rt.pixel_ratio = ratio;
  rt.type_scale = scale;
  rt.text_scale = text;
  ui::BuildFonts(ratio, scale, text);
  ui::ApplyStyle(ui::CurrentTheme());
  if (had_texture) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
}

void RunFrame(Runtime& rt) {
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
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
    if (event.type == SDL_QUIT) rt.quit = true;
    if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE) rt.quit = true;
    // A minimized window is the desktop's hidden tab: play holds until it is restored. (On the
    // page SDL reports no minimizing; web/loader.js tells of the tab through popejoan_set_hidden.)
    if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_MINIMIZED) rt.app->SetPageHidden(true);
    if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_RESTORED) rt.app->SetPageHidden(false);
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
  const ImVec4 clear = ui::CurrentPalette().clear;
  glClearColor(clear.x, clear.y, clear.z, 1.0f);
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
  // The loading screen stays until the game can be shown in the player's language.
  if (!rt.first_frame_told && rt.app->Presentable()) {
    rt.first_frame_told = true;
    NotifyFirstFrame();
  }
}

#ifdef __EMSCRIPTEN__
void WebFrame(void* runtime) { RunFrame(*static_cast<Runtime*>(runtime)); }
#endif

// The match and look a launch asks for, from the command line or the page's query: each bad
// value is one sentence in *errors and is left out.
void ApplyMatchOptions(const std::string& preset, const std::vector<std::string>& ai, const std::string& theme,
                       const std::string& pace, ui::AppConfig* config, std::vector<std::string>* errors) {
  if (!preset.empty()) {
    Preset p;
    if (ParsePreset(preset, &p)) {
      config->preset = p;
    } else {
      errors->push_back("unknown preset '" + preset +
                        "' (classic, parlett, modern, victorian, five-pool, foster, foster-matrimony)");
    }
  }
  for (const std::string& id : ai) {
    popejoan::ai::Level level;
    if (popejoan::ai::ParseLevel(id, &level) && popejoan::ai::IsHonest(level)) {
      config->ai_levels.push_back(level);
    } else {
      errors->push_back("unknown AI level '" + id + "' (beginner, casual, expert)");
      config->ai_levels.clear();
      break;
    }
  }
  if (!theme.empty()) {
    ui::ThemeKind kind;
    if (ui::ParseTheme(theme, &kind)) {
      config->theme = kind;
    } else {
      errors->push_back("unknown theme '" + theme + "' (" + ui::ThemeIdList() + ")");
    }
  }
  if (!pace.empty()) {
    double seconds = 0.0;
    if (ui::ParsePace(pace, &seconds)) {
      config->pace = seconds;
    } else {
      errors->push_back("unknown pace '" + pace + "' (slow, normal, fast, instant)");
    }
  }
}

// The language asked for by the page's lang= or --lang: a bad one is one sentence in *errors.
void ApplyLanguage(const std::string& lang, ui::AppConfig* config, std::vector<std::string>* errors) {
  if (lang.empty()) return;
  ui::Language language;
  if (ui::ParseLanguageTag(lang, &language)) {
    config->language_param = ui::LanguageId(language);
  } else {
    errors->push_back("unknown language '" + lang + "' (en, fr)");
  }
}

// Where the save goes and what the app may ask of the platform.
void ConnectServices(Runtime& rt, ui::AppConfig* config) {
  ui::AppServices& services = config->services;
  if (rt.store) {
    SaveStore* store = rt.store.get();
    services.write_save = [store](const std::string& text) { return store->Write(text); };
    services.keep_damaged = [store](const std::string& text) { return store->KeepDamaged(text); };
  }
  services.save_file = [](const std::string& name, const std::string& text) { return SaveTextFile(name, text); };
#ifdef __EMSCRIPTEN__
  services.choose_import_file = [] { ChooseImportFile(); };
  services.post_event = [](const std::string& json) { PostToHost(json); };
  services.toggle_fullscreen = [] { ToggleBrowserFullscreen(); };
  services.reduces_motion = [] { return SystemReducesMotion(); };
  services.copy_text = [](const std::string& text) { CopyToClipboard(text); };
  services.show_mirror = [](const std::string& json) { ShowMirror(json); };
  services.announce = [](const std::string& text) { AnnounceToPage(text); };
  services.leave_canvas = [](int direction) { LeaveCanvas(direction); };
  // The page fetches a language's words; they come back through popejoan_catalogue.
  services.fetch_catalogue = [](ui::Language language) { FetchCatalogue(ui::LanguageId(language)); };
  services.set_page_language = [](const std::string& id) { SetPageLanguage(id); };
#else
  services.fetch_catalogue = [&rt](ui::Language language) {
    rt.app->ReceiveCatalogue(language, ui::BuiltInCatalogueText(language));
  };
  services.read_file = [](const std::string& path, std::string* text) { return ReadTextFile(path, text); };
  services.toggle_fullscreen = [&rt] {
    if (rt.window == nullptr) return;
    const bool full = (SDL_GetWindowFlags(rt.window) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
    SDL_SetWindowFullscreen(rt.window, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
  };
#endif
}

// The app's configuration from the command line and the page; bad input (an unknown preset,
// an unreadable or invalid replay or import) is refused here natively, before any window opens.
// On the page a bad parameter is reported to the host and left out: the game starts anyway.
bool MakeAppConfig(Runtime& rt, ui::AppConfig* out) {
  ui::AppConfig& config = *out;
  config.today = LocalDateText();  // for the Daily deal button: the player's own calendar day
  // A new game each launch unless a seed is given; the engine and AI never read the clock.
  const std::uint64_t clock_seed = static_cast<std::uint64_t>(SDL_GetPerformanceCounter()) % 1000000000ULL;
#ifdef __EMSCRIPTEN__
  const PageConfig page = ParsePageQuery(PageQuery());
  config.seed = page.seed ? *page.seed : clock_seed;
  config.start_at_table = page.autostart;
  config.seats = page.seats;
  config.debug = page.debug;
  config.embed_id = page.embed_id;
  config.config_errors = page.errors;
  config.deal_code = page.deal;
  config.daily_date = page.daily;
  config.system_prefers_contrast = SystemPrefersContrast();
  ApplyMatchOptions(page.preset, page.ai, page.theme, page.pace, &config, &config.config_errors);
  ApplyLanguage(page.lang, &config, &config.config_errors);
  config.browser_languages = BrowserLanguages();
  // A reload always resumes: the query only says how new matches are made.
  config.resume = true;
  rt.store = std::make_unique<SaveStore>(page.embed_id);
  config.storage_available = rt.store->available();
  config.saved_text = rt.store->Read();
#else
  const CommandLine& options = rt.options;
  config.seed = options.seed ? *options.seed : clock_seed;
  config.start_at_table = options.play;
  config.seats = options.seats;
  config.debug = options.debug;
  config.deal_code = options.deal_code;
  config.daily_date = options.daily_date;
  std::vector<std::string> errors;
  ApplyMatchOptions(options.preset, SplitCommas(options.ai), options.theme, options.pace, &config, &errors);
  ApplyLanguage(options.lang, &config, &errors);
  if (!errors.empty()) {
    PrintError(errors.front());
    return false;
  }
  if (!options.replay_path.empty()) {
    std::string text;
    if (!ReadTextFile(options.replay_path, &text)) {
      PrintError("cannot read " + options.replay_path);
      return false;
    }
    Result<Replay> replay = ParseReplay(text);
    if (!replay.ok()) {
      PrintError(options.replay_path + ": " + replay.error());
      return false;
    }
    // Played through once here so a replay whose states differ is refused before any window.
    const Result<std::vector<popejoan::State>> played = popejoan::PlayReplay(replay.value());
    if (!played.ok()) {
      PrintError(options.replay_path + ": " + played.error());
      return false;
    }
    config.replay = replay.value();
    config.replay_step = options.replay_step;
  }
  config.resume = !AsksForAMatch(options);
  if (!options.no_save) {
    rt.store = std::make_unique<SaveStore>(options.data_dir);
    config.storage_available = rt.store->available();
    if (!rt.store->available()) {
      std::fprintf(stderr, "popejoan: progress will not be kept: %s\n", rt.store->problem().c_str());
    }
    if (!options.import_path.empty()) {
      std::string text;
      if (!ReadTextFile(options.import_path, &text)) {
        PrintError("cannot read " + options.import_path);
        return false;
      }
      const ui::LoadedSave imported = ui::ParseSave(text);
      if (!imported.ok()) {
        PrintError(options.import_path + ": not imported: " + imported.message);
        return false;
      }
      if (!rt.store->Write(text)) {
        std::fprintf(stderr, "popejoan: cannot write the imported save to %s\n", rt.store->Where().c_str());
        return false;
      }
      config.resume = true;
    }
    config.saved_text = rt.store->Read();
  }
#endif
  config.save_replay = [seed = config.seed](const std::string& contents) {
    static int saved = 0;
    return SaveTextFile("popejoan-replay-" + std::to_string(seed) + "-" + std::to_string(++saved) + ".json", contents);
  };
  ConnectServices(rt, &config);
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
#ifdef __EMSCRIPTEN__
  // Keys go to the game only while the canvas has the focus: the page's own controls (the
  // accessible mirror's buttons, a host page's) keep theirs, and Tab can move between them.
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
#endif
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
  // A held key repeats when the system repeats it (RunFrame), never by ImGui's clock: that clock
  // is frame time, and a stalled frame while a key was down counted as holding it (one Tab on a
  // busy device moved the focus two or three controls).
  io.KeyRepeatDelay = 1e30f;
  ui::ApplyStyle();
  ImGui_ImplSDL2_InitForOpenGL(rt.window, rt.gl);
  ImGui_ImplOpenGL3_Init(glsl_version);
  SyncPixelRatio(rt);

  // Sounds once the window is up (natively SDL's audio; on the page the loader's Web Audio),
  // but not for a run that only captures frames (tests, screenshots).
  ui::AppConfig with_sound = config;
  if (rt.options.frames == 0) {
    rt.sound = std::make_unique<SoundOutput>();
    SoundOutput* sound = rt.sound.get();
    with_sound.services.play_sound = [sound](const std::vector<ui::Tone>& tones, float volume) { sound->Play(tones, volume); };
  }
  ui::App app(with_sound);
  rt.app = &app;
  if (!app.startup_note().empty()) PrintError(app.startup_note());

#ifdef __EMSCRIPTEN__
  // Keys held when the canvas loses the focus (Tab to the page's controls) are let go: their
  // key-up goes to another element, and the game would otherwise see them held for ever.
  emscripten_set_blur_callback("#canvas", nullptr, EM_FALSE, [](int, const EmscriptenFocusEvent*, void*) -> EM_BOOL {
    SDL_ResetKeyboard();
    return EM_FALSE;
  });
  // Never returns; the browser calls WebFrame once per animation frame.
  emscripten_set_main_loop_arg(WebFrame, &rt, 0, true);
#else
  while (!rt.quit) RunFrame(rt);
  rt.sound.reset();  // its device closes before SDL does
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

// A command from the host page (JSON), passed on by web/loader.js only from allowed origins.
extern "C" EMSCRIPTEN_KEEPALIVE int popejoan_command(const char* json) {
  auto* rt = popejoan::platform::g_runtime;
  if (rt == nullptr || rt->app == nullptr || json == nullptr) return 0;
  return rt->app->HandleCommand(json).ok() ? 1 : 0;
}

// The page's tab was hidden (1) or shown (0), from web/loader.js's visibilitychange listener.
// A hidden tab draws no frames, so the probe is brought up to date here.
extern "C" EMSCRIPTEN_KEEPALIVE void popejoan_set_hidden(int hidden) {
  auto* rt = popejoan::platform::g_runtime;
  if (rt == nullptr || rt->app == nullptr) return;
  rt->app->SetPageHidden(hidden != 0);
  popejoan::platform::SetProbe(rt->app->ProbeJson());
}

// A language's words fetched by web/loader.js (`text`), or why they could not be (`error`).
extern "C" EMSCRIPTEN_KEEPALIVE void popejoan_catalogue(const char* id, const char* text, const char* error) {
  auto* rt = popejoan::platform::g_runtime;
  popejoan::ui::Language language;
  if (rt == nullptr || rt->app == nullptr || id == nullptr || !popejoan::ui::ParseLanguageTag(id, &language)) return;
  if (error != nullptr && error[0] != '\0') {
    rt->app->CatalogueUnavailable(language, error);
  } else {
    rt->app->ReceiveCatalogue(language, text != nullptr ? text : "");
  }
}

// A control of the accessible mirror pressed on the page (its id, as the probe names it).
extern "C" EMSCRIPTEN_KEEPALIVE int popejoan_mirror_activate(const char* id) {
  auto* rt = popejoan::platform::g_runtime;
  if (rt == nullptr || rt->app == nullptr || id == nullptr) return 0;
  return rt->app->Activate(id).ok() ? 1 : 0;
}

// A save file the player chose in the browser's file chooser.
extern "C" EMSCRIPTEN_KEEPALIVE int popejoan_import(const char* text) {
  auto* rt = popejoan::platform::g_runtime;
  if (rt == nullptr || rt->app == nullptr || text == nullptr) return 0;
  return rt->app->ImportSave(text).ok() ? 1 : 0;
}
#endif

int main(int argc, char** argv) {
  using namespace popejoan::platform;
  const CommandLineResult parsed = ParseCommandLine(std::vector<std::string>(argv + 1, argv + argc));
  if (!parsed.error.empty()) {
    PrintError(parsed.error);
    std::fputs(CommandLineUsage(), stderr);
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
