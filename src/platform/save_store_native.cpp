// The save natively: save.json in a folder (save_store.h).
#include "platform/save_store.h"

#include <SDL.h>

#include <cstdio>
#include <filesystem>
#include <system_error>

#include "platform/web_bridge.h"

namespace popejoan::platform {
namespace {

namespace fs = std::filesystem;

bool WriteFile(const fs::path& path, const std::string& text) {
  std::FILE* f = std::fopen(path.string().c_str(), "wb");
  if (f == nullptr) return false;
  const bool written = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  const bool flushed = std::fflush(f) == 0;
  return std::fclose(f) == 0 && written && flushed;
}

}  // namespace

SaveStore::SaveStore(const std::string& place) {
  std::string dir = place;
  if (dir.empty()) {
    char* pref = SDL_GetPrefPath("", "popejoan");
    if (pref == nullptr) {
      problem_ = std::string("no data folder: ") + SDL_GetError();
      return;
    }
    dir = pref;
    SDL_free(pref);
  }
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (!fs::is_directory(dir, ec)) {
    problem_ = "cannot use the folder " + dir;
    return;
  }
  place_ = dir;
  available_ = true;
}

std::optional<std::string> SaveStore::Read() {
  if (!available_) return std::nullopt;
  std::FILE* f = std::fopen((fs::path(place_) / "save.json").string().c_str(), "rb");
  if (f == nullptr) return std::nullopt;
  std::string text;
  char buffer[65536];
  size_t n;
  // Past kMaxTextFileBytes the save is refused by its parser: no need to hold more of it.
  while (text.size() <= kMaxTextFileBytes && (n = std::fread(buffer, 1, sizeof buffer, f)) > 0) text.append(buffer, n);
  std::fclose(f);
  return text;
}

bool SaveStore::Write(const std::string& text) {
  if (!available_) return false;
  // Atomic: a crash mid-write leaves the old save whole.
  const fs::path target = fs::path(place_) / "save.json";
  const fs::path temporary = fs::path(place_) / "save.json.tmp";
  if (!WriteFile(temporary, text)) return false;
  std::error_code ec;
  fs::rename(temporary, target, ec);
  return !ec;
}

std::string SaveStore::KeepDamaged(const std::string& text) {
  if (!available_) return "";
  for (int n = 1; n <= 999; ++n) {
    const fs::path path = fs::path(place_) / ("save-damaged-" + std::to_string(n) + ".json");
    std::error_code ec;
    if (fs::exists(path, ec)) continue;
    return WriteFile(path, text) ? path.string() : "";
  }
  return "";
}

bool SaveStore::Owns() const { return true; }
void SaveStore::WatchClaims() {}

std::string SaveStore::Where() const { return (fs::path(place_) / "save.json").string(); }

}  // namespace popejoan::platform
