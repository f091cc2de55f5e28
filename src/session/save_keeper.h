// The keeper of the player's save: the settings and statistics it holds, the save found at start
// (loaded, or damaged and kept aside), writing it again whenever what it holds has changed, and
// storage that refuses (told once). Which match the save holds is the session's to say.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "session/save_game.h"
#include "session/session_config.h"

namespace popejoan::session {

// A saved game that could not be loaded, as the player is told of it.
struct DamagedSave {
  bool newer = false;       // from a newer version (else damaged)
  std::string reason;       // what was wrong, in a sentence fragment
  std::string kept_where;   // where the bad data was put aside ("" if it could not be)
  std::string export_note;  // the result of the last export, if any
};

// What the save holds, cheaply compared each frame so the save is written only on change.
struct SaveMarker {
  bool match = false;
  std::uint64_t hash = 0;
  std::size_t steps = 0;
  Settings settings;
  Statistics stats;
  SaveScreen screen = SaveScreen::kSetup;
  bool operator==(const SaveMarker& o) const {
    return match == o.match && hash == o.hash && steps == o.steps && settings == o.settings && stats == o.stats &&
           screen == o.screen;
  }
};

class SaveKeeper {
 public:
  explicit SaveKeeper(const SessionServices& services, bool storage_available);

  // Reads the save found in storage: the save when it loads; a damaged one is kept aside (the
  // session shows the dialog) and nothing is returned.
  std::optional<SaveGame> Open(const std::optional<std::string>& text);
  // Writes `save` if `marker` differs from the last one written. False if storage refused it
  // for the first time (the host is told once).
  bool AutoSave(const SaveMarker& marker, const SaveGame& save);
  // Takes an imported save's settings and statistics; a damaged save is forgotten.
  void Adopt(const SaveGame& save);
  // The player chose a fresh start, or a host's new match replaced a damaged save kept aside.
  void ForgetDamaged();
  // The damaged save waits for the player's own choice when it could not be kept aside.
  bool blocked() const { return blocked_; }
  void CloseNotice() { notice_open_ = false; }
  void SetExportNote(const std::string& note) { damaged_->export_note = note; }

  Settings& settings() { return settings_; }
  const Settings& settings() const { return settings_; }
  Statistics& stats() { return stats_; }
  const Statistics& stats() const { return stats_; }
  const std::optional<DamagedSave>& damaged() const { return damaged_; }
  const std::string& damaged_text() const { return damaged_text_; }
  // How the save was found: none, resumed, loaded, damaged, newer, unavailable.
  const std::string& state() const { return state_; }
  void set_state(const std::string& state) { state_ = state; }
  bool storage_ok() const { return storage_ok_; }
  bool notice_open() const { return notice_open_; }
  int notices_shown() const { return notices_shown_; }
  int saves_written() const { return saves_written_; }
  // Another tab of the same game owned the save when this one was about to write: nothing was
  // written, and nothing will be.
  bool taken() const { return taken_; }

 private:
  // Storage refused: the player is told once; true the first time (the host hears of it).
  bool StorageFailed();

  const SessionServices& services_;
  Settings settings_;
  Statistics stats_;
  std::optional<SaveMarker> last_marker_;
  std::string last_saved_;  // the save text last written (or found), to write only changes
  std::optional<DamagedSave> damaged_;
  std::string damaged_text_;
  std::string state_ = "none";
  bool blocked_ = false;  // a damaged save could not be kept aside: do not overwrite it yet
  bool storage_ok_ = true;
  bool notice_open_ = false;  // "progress will not be kept", shown once
  int notices_shown_ = 0;
  int saves_written_ = 0;
  bool taken_ = false;
};

}  // namespace popejoan::session
