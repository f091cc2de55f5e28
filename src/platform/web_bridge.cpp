#include "platform/web_bridge.h"

#include "session/words/language.h"  // the sentences saying where a file went are the player's

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <cstdlib>
#include <string>

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

EM_JS(void, popejoan_js_copy, (const char* text), {
  var value = UTF8ToString(text);
  if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(value).catch(function() {});
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

namespace {
int g_frames = 0;

// A string the page's JavaScript malloc'd for us: copied, then freed ("" if none).
std::string TakeJsString(char* text) {
  if (text == nullptr) return "";
  std::string copy(text);
  std::free(text);
  return copy;
}
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
std::string SaveTextFile(const std::string& file_name, const std::string& contents) {
  return popejoan_js_download(file_name.c_str(), contents.c_str()) ? session::Fmt(session::Tr("Downloaded {0}"), {file_name})
                                                                    : session::Tr("The browser refused the download");
}
bool ReadTextFile(const std::string&, std::string*) { return false; }
std::string PageQuery() { return TakeJsString(popejoan_js_query()); }
void PostToHost(const std::string& json) { popejoan_js_post(json.c_str()); }
bool ToggleBrowserFullscreen() {
  popejoan_js_fullscreen();
  return true;
}
void ChooseImportFile() { popejoan_js_choose_file(); }
bool SystemReducesMotion() { return popejoan_js_reduces_motion() != 0; }
bool SystemPrefersContrast() { return popejoan_js_prefers_contrast() != 0; }
void CopyToClipboard(const std::string& text) { popejoan_js_copy(text.c_str()); }
std::string LocalDateText() { return TakeJsString(popejoan_js_today()); }
void SetProbe(const std::string& json) { g_probe = json; }
void SetFrameMillis(double ms) { g_frame_ms = ms; }
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
void FetchCatalogue(const std::string& id) { popejoan_js_fetch_catalogue(id.c_str()); }
void SetPageLanguage(const std::string& id) { popejoan_js_set_language(id.c_str()); }

}  // namespace popejoan::platform

#else

#include <cstdio>
#include <ctime>
#include <filesystem>

namespace popejoan::platform {
std::string SaveTextFile(const std::string& file_name, const std::string& contents) {
  std::FILE* f = std::fopen(file_name.c_str(), "wb");
  if (f == nullptr) return session::Fmt(session::Tr("Cannot write {0}"), {file_name});
  const bool ok = std::fwrite(contents.data(), 1, contents.size(), f) == contents.size();
  std::fclose(f);
  std::error_code ec;
  const std::string where = std::filesystem::absolute(file_name, ec).string();
  return ok ? session::Fmt(session::Tr("Saved {0}"), {ec ? file_name : where}) : session::Fmt(session::Tr("Cannot write {0}"), {file_name});
}
bool ReadTextFile(const std::string& path, std::string* contents) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (f == nullptr) return false;
  char buffer[65536];
  size_t n;
  // No format may be larger than a save: reading stops one byte past that, so the parser
  // refuses a 100 MB file at once instead of holding it.
  while (contents->size() <= kMaxTextFileBytes && (n = std::fread(buffer, 1, sizeof buffer, f)) > 0) {
    contents->append(buffer, n);
  }
  std::fclose(f);
  return true;
}
std::string PageQuery() { return ""; }
void PostToHost(const std::string&) {}
bool ToggleBrowserFullscreen() { return false; }
void ChooseImportFile() {}
bool SystemReducesMotion() { return false; }
bool SystemPrefersContrast() { return false; }
void CopyToClipboard(const std::string&) {}
std::string LocalDateText() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  if (localtime_r(&now, &local) == nullptr) return "";
  char text[16];
  std::strftime(text, sizeof text, "%Y-%m-%d", &local);
  return text;
}
bool CanvasCssSize(int*, int*) { return false; }
void NotifyFirstFrame() {}
void SetFrameCount(int) {}
void SetProbe(const std::string&) {}
void SetFrameMillis(double) {}
std::vector<std::string> BrowserLanguages() { return {}; }
void FetchCatalogue(const std::string&) {}
void SetPageLanguage(const std::string&) {}
}  // namespace popejoan::platform

#endif
