// The web bridge in the browser: the game's calls to web/loader.js and the page (EM_JS), and the
// page's calls into the game (the exported popejoan_* functions, EXPORTED_FUNCTIONS in
// CMakeLists.txt), which reach the running shell through the one pointer it registers.
#include "platform/web_bridge.h"

#include <emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "platform/dom_mirror.h"
#include "platform/shell.h"
#include "session/words/language.h"  // the sentences saying where a file went are the player's

// Hand-written JS reads fields as obj['name'] so a closure-compiled build keeps them.
EM_JS(int, popejoan_js_download, (const char* name, const char* text), {
  try {
    var blob = new Blob([UTF8ToString(text)], {type: 'application/json'});
    var link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = UTF8ToString(name);
    document.body.appendChild(link);
    link.click();
    setTimeout(function () { URL.revokeObjectURL(link.href); link.remove(); }, 1000);
    return 1;
  } catch (e) {
    return 0;
  }
});

// location.search as a malloc'd string (the caller frees it).
EM_JS(char*, popejoan_js_query, (), {
  var text = String(window.location.search || "");
  var size = lengthBytesUTF8(text) + 1;
  var copy = _malloc(size);
  if (copy) stringToUTF8(text, copy, size);
  return copy;
});

EM_JS(void, popejoan_js_post, (const char* json), {
  var loader = window['popejoanLoader'];
  if (loader && loader['post']) loader['post'](UTF8ToString(json));
});

EM_JS(void, popejoan_js_fullscreen, (), {
  var loader = window['popejoanLoader'];
  if (loader && loader['toggleFullscreen']) loader['toggleFullscreen']();
});

EM_JS(void, popejoan_js_choose_file, (), {
  var loader = window['popejoanLoader'];
  if (loader && loader['chooseFile']) loader['chooseFile']();
});

EM_JS(void, popejoan_js_first_frame, (), {
  if (typeof window !== 'undefined' && window['popejoanLoader']) window['popejoanLoader']['firstFrame']();
});

// The Clipboard API, else the older copy command; when both are refused the text goes back to
// the game (popejoan_copy_refused), which shows it to be copied by hand.
EM_JS(void, popejoan_js_copy, (const char* text), {
  var value = UTF8ToString(text);
  var other = function () {
    var area = document.createElement("textarea");
    area.value = value;
    document.body.appendChild(area);
    area.select();
    var done = false;
    try { done = document.execCommand("copy"); } catch (e) {}
    area.remove();
    if (!done) Module["ccall"]("popejoan_copy_refused", null, ["string"], [value]);
  };
  var clipboard = navigator.clipboard;
  if (clipboard && clipboard.writeText) clipboard.writeText(value).catch(other);
  else other();
});

// A link to this page dealing `code`: on a phone with a share sheet, the sheet (0 is
// returned); else the link, malloc'd, for the clipboard (the caller frees it).
EM_JS(char*, popejoan_js_share_deal, (const char* code), {
  var url = window.location.origin + window.location.pathname + "?deal=" + UTF8ToString(code);
  if (window.matchMedia && window.matchMedia("(pointer: coarse)").matches && navigator.share) {
    navigator.share({"title": document.title, "url": url}).catch(function () {});
    return 0;
  }
  var size = lengthBytesUTF8(url) + 1;
  var copy = _malloc(size);
  if (copy) stringToUTF8(url, copy, size);
  return copy;
});

// Opens the page again from the latest save, claiming it at the start as every opening does. A
// shared deal's or daily deal's parameter is dropped: the save, not the link, is what goes on.
EM_JS(void, popejoan_js_play_here, (), {
  var url = new URL(window.location.href);
  url.searchParams.delete('deal');
  url.searchParams.delete('daily');
  if (url.href === window.location.href) window.location.reload();
  else window.location.replace(url.href);
});

EM_JS(char*, popejoan_js_today, (), {
  var d = new Date();
  var two = function(n) { return (n < 10 ? "0" : "") + n; };
  var text = d.getFullYear() + "-" + two(d.getMonth() + 1) + "-" + two(d.getDate());
  var copy = _malloc(16);
  if (copy) stringToUTF8(text, copy, 16);
  return copy;
});

// The media query is made once; its `matches` follows the system's setting as it changes.
EM_JS(int, popejoan_js_reduces_motion, (), {
  if (!Module['motionQuery']) Module['motionQuery'] = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : {};
  return Module['motionQuery'].matches ? 1 : 0;
});

// Read once, at start: only a first visit follows it (a saved theme is the player's own).
EM_JS(int, popejoan_js_prefers_contrast, (), {
  if (!window.matchMedia) return 0;
  return window.matchMedia('(prefers-contrast: more)').matches || window.matchMedia('(forced-colors: active)').matches ? 1 : 0;
});

// navigator.languages, comma-separated, as a malloc'd string (the caller frees it).
EM_JS(char*, popejoan_js_languages, (), {
  var list = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""];
  var text = Array.prototype.join.call(list, ",");
  var size = lengthBytesUTF8(text) + 1;
  var copy = _malloc(size);
  if (copy) stringToUTF8(text, copy, size);
  return copy;
});

// The words arrive through the loader (which may have fetched them already, while the game
// downloaded); they go to the game in the heap, not on the stack (tens of kilobytes).
EM_JS(void, popejoan_js_fetch_catalogue, (const char* id), {
  var lang = UTF8ToString(id);
  var loader = window['popejoanLoader'];
  var give = function (text, error) {
    var args = [lang, text, error].map(function (value) {
      var size = lengthBytesUTF8(value) + 1;
      var at = _malloc(size);
      stringToUTF8(value, at, size);
      return at;
    });
    _popejoan_catalogue(args[0], args[1], args[2]);
    args.forEach(function (at) { _free(at); });
  };
  var words = loader && loader['catalogue'] ? loader['catalogue'](lang) : Promise.reject(new Error("unavailable"));
  words.then(function (text) { give(text, ""); }, function (e) { give("", String(e && e.message ? e.message : e)); });
});

EM_JS(void, popejoan_js_set_language, (const char* id), {
  var loader = window['popejoanLoader'];
  if (loader && loader['setLanguage']) loader['setLanguage'](UTF8ToString(id));
});

namespace popejoan::platform {
namespace {

Shell* g_shell = nullptr;  // the running game, once its window and app are up
bool g_other_tab_early = false;  // another tab claimed the save before the app was up

// The app, for the page's calls: none before the shell has registered.
ui::App* RunningApp() { return g_shell != nullptr ? g_shell->app() : nullptr; }

// A string the page's JavaScript malloc'd for us: copied, then freed ("" if none).
std::string TakeJsString(char* text) {
  if (text == nullptr) return "";
  std::string copy(text);
  std::free(text);
  return copy;
}

}  // namespace

void RegisterShell(Shell* shell) {
  g_shell = shell;
  if (g_other_tab_early && shell->app() != nullptr) shell->app()->OtherTabTookOver();
}

void ConnectHostServices(Shell&, session::SessionServices* services) {
  services->choose_import_file = [] { popejoan_js_choose_file(); };
  services->post_event = [](const std::string& json) { popejoan_js_post(json.c_str()); };
  services->toggle_fullscreen = [] { popejoan_js_fullscreen(); };
  services->reduces_motion = [] { return popejoan_js_reduces_motion() != 0; };
  services->copy_text = [](const std::string& text) { popejoan_js_copy(text.c_str()); };
  services->share_deal = [](const std::string& code) {
    const std::string link = TakeJsString(popejoan_js_share_deal(code.c_str()));
    if (!link.empty()) popejoan_js_copy(link.c_str());
  };
  services->play_here = [] { popejoan_js_play_here(); };
  services->show_mirror = [](const std::string& json) { ShowMirror(json); };
  services->announce = [](const std::string& text) { AnnounceToPage(text); };
  services->leave_canvas = [](int direction) { LeaveCanvas(direction); };
  // The page fetches a language's words; they come back through popejoan_catalogue.
  services->fetch_catalogue = [](session::Language language) { popejoan_js_fetch_catalogue(session::LanguageId(language)); };
  services->set_page_language = [](const std::string& id) { popejoan_js_set_language(id.c_str()); };
}

bool CanvasCssSize(int* width, int* height) {
  double w = 0, h = 0;
  if (emscripten_get_element_css_size("#canvas", &w, &h) != EMSCRIPTEN_RESULT_SUCCESS) return false;
  if (w < 1 || h < 1) return false;
  *width = static_cast<int>(w);
  *height = static_cast<int>(h);
  return true;
}

void NotifyFirstFrame() { popejoan_js_first_frame(); }

std::string SaveTextFile(const std::string& file_name, const std::string& contents) {
  return popejoan_js_download(file_name.c_str(), contents.c_str()) ? session::Fmt(session::Tr("Downloaded {0}"), {file_name})
                                                                    : session::Tr("The browser refused the download");
}

bool ReadTextFile(const std::string&, std::string*) { return false; }
std::string LocalDateText() { return TakeJsString(popejoan_js_today()); }
bool SystemPrefersContrast() { return popejoan_js_prefers_contrast() != 0; }
std::string PageQuery() { return TakeJsString(popejoan_js_query()); }

std::vector<std::string> BrowserLanguages() {
  std::vector<std::string> out;
  const std::string text = TakeJsString(popejoan_js_languages());
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    if (comma > start) out.push_back(text.substr(start, comma - start));
    start = comma + 1;
  }
  return out;
}

}  // namespace popejoan::platform

using popejoan::platform::g_shell;
using popejoan::platform::RunningApp;

// ---- The page's calls into the game.

// For the page's read-only test hook: frames drawn, the last one's own work (ms), its probe.
extern "C" EMSCRIPTEN_KEEPALIVE int popejoan_frame_count() { return g_shell != nullptr ? g_shell->frames() : 0; }
extern "C" EMSCRIPTEN_KEEPALIVE double popejoan_frame_ms() { return g_shell != nullptr ? g_shell->frame_ms() : 0.0; }
extern "C" EMSCRIPTEN_KEEPALIVE const char* popejoan_test_probe() {
  return g_shell != nullptr ? g_shell->probe().c_str() : "";
}

// The page's container changed size (no window resize event when a host page resizes an
// iframe's box); SDL must hear of it or its idea of the canvas size goes stale.
extern "C" EMSCRIPTEN_KEEPALIVE void popejoan_resize(int css_width, int css_height) {
  if (g_shell != nullptr) g_shell->Resize(css_width, css_height);
}

// A command from the host page (JSON), passed on by web/loader.js only from allowed origins.
extern "C" EMSCRIPTEN_KEEPALIVE int popejoan_command(const char* json) {
  popejoan::ui::App* app = RunningApp();
  return app != nullptr && json != nullptr && app->HandleCommand(json).ok() ? 1 : 0;
}

// The page's tab was hidden (1) or shown (0), from web/loader.js's visibilitychange listener.
// A hidden tab draws no frames, so the probe is brought up to date here.
extern "C" EMSCRIPTEN_KEEPALIVE void popejoan_set_hidden(int hidden) {
  popejoan::ui::App* app = RunningApp();
  if (app == nullptr) return;
  app->SetPageHidden(hidden != 0);
  g_shell->RefreshProbe();
}

// A language's words fetched by web/loader.js (`text`), or why they could not be (`error`).
extern "C" EMSCRIPTEN_KEEPALIVE void popejoan_catalogue(const char* id, const char* text, const char* error) {
  popejoan::ui::App* app = RunningApp();
  popejoan::session::Language language;
  if (app == nullptr || id == nullptr || !popejoan::session::ParseLanguageTag(id, &language)) return;
  if (error != nullptr && error[0] != '\0') {
    app->CatalogueUnavailable(language, error);
  } else {
    app->ReceiveCatalogue(language, text != nullptr ? text : "");
  }
}

// A control of the accessible mirror pressed on the page (its id, as the probe names it).
extern "C" EMSCRIPTEN_KEEPALIVE int popejoan_mirror_activate(const char* id) {
  popejoan::ui::App* app = RunningApp();
  return app != nullptr && id != nullptr && app->Activate(id).ok() ? 1 : 0;
}

// Text typed into a field of the accessible mirror (a friend's deal code).
extern "C" EMSCRIPTEN_KEEPALIVE int popejoan_mirror_type(const char* key, const char* text) {
  popejoan::ui::App* app = RunningApp();
  return app != nullptr && key != nullptr && text != nullptr && app->Type(key, text).ok() ? 1 : 0;
}

// Another tab of the same game claimed its save (a storage event, from save_store_web.cpp).
extern "C" EMSCRIPTEN_KEEPALIVE void popejoan_other_tab() {
  popejoan::ui::App* app = RunningApp();
  if (app == nullptr) {  // still starting: told as soon as the app is up
    popejoan::platform::g_other_tab_early = true;
    return;
  }
  app->OtherTabTookOver();
  g_shell->RefreshProbe();
}

// The browser refused to copy `text`: the game shows it to be copied by hand.
extern "C" EMSCRIPTEN_KEEPALIVE void popejoan_copy_refused(const char* text) {
  popejoan::ui::App* app = RunningApp();
  if (app != nullptr && text != nullptr) app->CopyRefused(text);
}

// A save file the player chose in the browser's file chooser.
extern "C" EMSCRIPTEN_KEEPALIVE int popejoan_import(const char* text) {
  popejoan::ui::App* app = RunningApp();
  return app != nullptr && text != nullptr && app->ImportSave(text).ok() ? 1 : 0;
}
