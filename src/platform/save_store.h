// Where the save lives. Natively: save.json in the user's data folder (SDL_GetPrefPath, or
// --data-dir), written atomically (a temporary file, then a rename); a save that could not be
// loaded is kept aside as save-damaged-N.json. In the browser: window.localStorage under
// "popejoan:save:<embed id>", a damaged one under "...:damaged", "...:damaged-2", ... Every
// storage call is guarded: a browser that refuses storage (private mode, a blocked third-party
// frame, a full quota) gives an error value, never an exception or a crash.
//
// One tab plays: in the browser each opening claims the save by writing its own token beside it
// ("...:tab"), before it reads the save. Every write checks the token first, so a tab another has
// taken over never overwrites the other's moves; the other tab hears of the claim (the storage
// event) and shows "Pope Joan is open in another tab". Natively one process owns its folder.
#pragma once

#include <optional>
#include <string>

namespace popejoan::platform {

class SaveStore {
 public:
  // Natively `place` is the folder ("" = the user's data folder); in the browser, the embed id.
  explicit SaveStore(const std::string& place);

  // False when storage cannot be used at all (checked once, at start).
  bool available() const { return available_; }
  // Why not, when unavailable.
  const std::string& problem() const { return problem_; }
  // The stored save, if any.
  std::optional<std::string> Read();
  // False if the write was refused (quota, permissions, storage taken away).
  bool Write(const std::string& text);
  // Keeps `text` aside under a name of its own; returns that name, or "" if it could not.
  std::string KeepDamaged(const std::string& text);
  // Where saves go, for messages ("~/.local/share/popejoan/save.json", "this browser").
  std::string Where() const;
  // This opening still owns the save (no other tab has claimed it since); natively always.
  bool Owns() const;
  // From now on another tab's claim reaches the game (popejoan_other_tab, in the browser).
  void WatchClaims();

 private:
  std::string place_;  // folder (native) or storage key (web)
  std::string token_;  // this opening's claim on the save (web)
  bool available_ = false;
  std::string problem_;
};

}  // namespace popejoan::platform
