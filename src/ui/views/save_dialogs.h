// What the player is told about saving: a saved game that could not be loaded (damaged, or
// from a newer version), and, once, that this browser keeps nothing.
#pragma once

#include <string>

namespace popejoan::ui {

struct DamagedSave {
  bool newer = false;       // from a newer version (else damaged)
  std::string reason;       // what was wrong, in a sentence fragment
  std::string kept_where;   // where the bad data was put aside ("" if it could not be)
  std::string export_note;  // the result of the last export, if any
};

enum class DamagedChoice { kNone, kExport, kStartFresh };

// A modal over everything until the player chooses a fresh start.
DamagedChoice DrawDamagedSaveDialog(const DamagedSave& damaged);

// A small panel that does not stop play. True when the player dismisses it.
bool DrawStorageNotice();

}  // namespace popejoan::ui
