// What the page and the app tell each other. Natively these do nothing; in the browser they
// talk to web/loader.js. Only src/platform knows which.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace popejoan::platform {

// Size of the page's canvas container in CSS pixels (false natively).
bool CanvasCssSize(int* width, int* height);
// Tells the page the first frame is on screen, so it can remove the loading screen.
void NotifyFirstFrame();
// Frames drawn so far, for the page's read-only test hook.
void SetFrameCount(int frames);
// The UI's probe of this frame (JSON), for the page's read-only test hook.
void SetProbe(const std::string& json);
// Saves a text file for the player: natively into the working folder, in the browser as a
// download. Returns a sentence saying where it went, or why it did not.
std::string SaveTextFile(const std::string& file_name, const std::string& contents);
// Reads a whole file (natively); false if it cannot be read.
// Reads at most kMaxTextFileBytes + 1 bytes: every format refuses more (a save is the largest).
inline constexpr std::size_t kMaxTextFileBytes = 4u << 20;
bool ReadTextFile(const std::string& path, std::string* contents);
// The page's query string (location.search); natively empty.
std::string PageQuery();
// Sends an event (JSON text) to the host page through web/loader.js, which posts it only to the
// allowed origins; natively nothing.
void PostToHost(const std::string& json);
// Full screen on or off (the browser's Fullscreen API); natively false: the app does it with SDL.
bool ToggleBrowserFullscreen();
// Opens the browser's file chooser for a save to import (the text comes back through the
// exported popejoan_import); natively nothing.
void ChooseImportFile();

// Puts text on the clipboard (the browser's Clipboard API; natively nothing: SDL does it).
void CopyToClipboard(const std::string& text);
// Today's date where the player is, "YYYY-MM-DD" (the platform reads the calendar; the engine
// and the AI never do).
std::string LocalDateText();

// The system asks for reduced motion (prefers-reduced-motion in the browser; natively false:
// the menu's setting is the way there).
bool SystemReducesMotion();
// The system asks for more contrast (prefers-contrast: more, or forced-colors: active, in the
// browser; natively false: the menu's theme is the way there).
bool SystemPrefersContrast();

// The browser's languages in order of preference (navigator.languages); natively none: --lang
// and Settings choose there.
std::vector<std::string> BrowserLanguages();
// Asks the page for a language's words (lang/<id>.json, fetched by web/loader.js); they come
// back through the exported popejoan_catalogue. Natively nothing: they are compiled in.
void FetchCatalogue(const std::string& id);
// The language on screen: the page sets <html lang>, its own words and remembers it for its
// loading screen next time. Natively nothing.
void SetPageLanguage(const std::string& id);

// Milliseconds the last frame's own work took (UI + AI + draw-list building), for measurements.
void SetFrameMillis(double ms);

}  // namespace popejoan::platform
