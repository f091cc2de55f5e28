// What the player is told about saving: a saved game that could not be loaded (damaged, or
// from a newer version), and, once, that this browser keeps nothing; and other notices of the
// same kind (a link that was not opened).
#pragma once

#include <string>

#include "session/intent.h"
#include "session/save_keeper.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

// A modal over everything until the player chooses a fresh start.
// The player's answer: kExportDamaged, kStartFresh, or kNone.
Intent DrawDamagedSaveDialog(const DamagedSave& damaged, TestProbe* probe);

// A small panel at the top that does not stop play: kNoticeOk when the player dismisses it.
Intent DrawNotice(const char* title, const std::string& text, TestProbe* probe);
// The notice that this browser keeps nothing.
Intent DrawStorageNotice(TestProbe* probe);

}  // namespace popejoan::ui
