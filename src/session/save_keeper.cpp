#include "session/save_keeper.h"

namespace popejoan::session {

SaveKeeper::SaveKeeper(const SessionServices& services, bool storage_available)
    : services_(services), storage_ok_(storage_available) {
  if (!storage_ok_) {
    notice_open_ = true;
    ++notices_shown_;
  }
}

std::optional<SaveGame> SaveKeeper::Open(const std::optional<std::string>& text) {
  if (!text) {
    state_ = storage_ok_ ? "none" : "unavailable";
    return std::nullopt;
  }
  const LoadedSave loaded = ParseSave(*text);
  if (!loaded.ok()) {
    DamagedSave damaged;
    damaged.newer = loaded.problem == SaveProblem::kNewerVersion;
    damaged.reason = loaded.message;
    if (services_.keep_damaged) damaged.kept_where = services_.keep_damaged(*text);
    // If it could not be put aside, it is not overwritten until the player has chosen.
    blocked_ = damaged.kept_where.empty();
    damaged_ = damaged;
    damaged_text_ = *text;
    state_ = damaged.newer ? "newer" : "damaged";
    return std::nullopt;
  }
  Adopt(loaded.save);
  state_ = "loaded";
  last_saved_ = *text;
  return loaded.save;
}

void SaveKeeper::Adopt(const SaveGame& save) {
  settings_ = save.settings;
  stats_ = save.stats;
}

void SaveKeeper::ForgetDamaged() {
  damaged_.reset();
  damaged_text_.clear();
  blocked_ = false;
}

bool SaveKeeper::AutoSave(const SaveMarker& marker, const SaveGame& save) {
  if (taken_ || blocked_ || damaged_ || !services_.write_save) return false;
  if (last_marker_ && *last_marker_ == marker) return false;
  last_marker_ = marker;
  const std::string text = SaveToJson(save);
  if (text == last_saved_) return false;
  // The tab's claim, checked before every write: a tab another has taken over never writes.
  if (services_.owns_save && !services_.owns_save()) {
    taken_ = true;
    return false;
  }
  last_saved_ = text;
  if (services_.write_save(text)) {
    ++saves_written_;
    storage_ok_ = true;
    return false;
  }
  return StorageFailed();
}

bool SaveKeeper::StorageFailed() {
  const bool first = storage_ok_ || notices_shown_ == 0;
  storage_ok_ = false;
  if (notices_shown_ == 0) {
    notice_open_ = true;
    ++notices_shown_;
  }
  return first;
}

}  // namespace popejoan::session
