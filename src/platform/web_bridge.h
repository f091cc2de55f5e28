// What the page and the game tell each other: web_bridge_web.cpp talks to web/loader.js; natively
// web_bridge_native.cpp stands in for the page (files in the working folder, the compiled-in
// words, SDL's full screen) or does nothing. The build lists one of the two.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace popejoan::session {
struct SessionServices;
}  // namespace popejoan::session

namespace popejoan::platform {

class Shell;

// What the app may ask of this target (the page's downloads, messages to the host, its
// clipboard and accessible mirror; natively the compiled-in words and SDL's full screen). The
// shell's app and window are reached at the call, not now.
void ConnectHostServices(Shell& shell, session::SessionServices* services);

// Size of the page's canvas container in CSS pixels (false natively).
bool CanvasCssSize(int* width, int* height);
// Tells the page the first frame is on screen, so it can remove the loading screen.
void NotifyFirstFrame();
// Saves a text file for the player: natively into the working folder, in the browser as a
// download. Returns a sentence saying where it went, or why it did not.
std::string SaveTextFile(const std::string& file_name, const std::string& contents);
// Reads a whole file (natively); false if it cannot be read.
// Reads at most kMaxTextFileBytes + 1 bytes: every format refuses more (a save is the largest).
inline constexpr std::size_t kMaxTextFileBytes = 4u << 20;
bool ReadTextFile(const std::string& path, std::string* contents);
// Today's date where the player is, "YYYY-MM-DD" (the platform reads the calendar; the engine
// and the AI never do).
std::string LocalDateText();
// The system asks for more contrast (prefers-contrast: more, or forced-colors: active, in the
// browser; natively false: the menu's theme is the way there).
bool SystemPrefersContrast();
// The browser's languages in order of preference (navigator.languages); natively none: --lang
// and Settings choose there.
std::vector<std::string> BrowserLanguages();

// ---- The page only (web_bridge_web.cpp).
// The page's query string (location.search).
std::string PageQuery();
// The shell the page's calls into the game (popejoan_command, popejoan_test_probe, ...) reach,
// once its window and app are up.
void RegisterShell(Shell* shell);

}  // namespace popejoan::platform
