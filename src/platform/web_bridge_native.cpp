// The web bridge natively: the desktop stands in for the page (files in the working folder, the
// compiled-in words, SDL's full screen); what only a page has is not there.
#include "platform/web_bridge.h"

#include <SDL.h>

#include <cstdio>
#include <ctime>
#include <filesystem>

#include "platform/shell.h"
#include "session/words/builtin_catalogue.h"  // natively the catalogues are compiled in
#include "session/words/language.h"           // the sentences saying where a file went are the player's

namespace popejoan::platform {

void ConnectHostServices(Shell& shell, session::SessionServices* services) {
  Shell* at = &shell;
  services->fetch_catalogue = [at](session::Language language) {
    at->app()->ReceiveCatalogue(language, session::BuiltInCatalogueText(language));
  };
  services->read_file = [](const std::string& path, std::string* text) { return ReadTextFile(path, text); };
  services->copy_text = [](const std::string& text) { SDL_SetClipboardText(text.c_str()); };
  services->toggle_fullscreen = [at] {
    SDL_Window* window = at->window();
    if (window == nullptr) return;
    const bool full = (SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
    SDL_SetWindowFullscreen(window, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
  };
}

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
bool SystemPrefersContrast() { return false; }
std::vector<std::string> BrowserLanguages() { return {}; }

}  // namespace popejoan::platform
