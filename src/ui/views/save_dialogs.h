// What the player is told about saving: a saved game that could not be loaded (damaged, or
// from a newer version), and, once, that this browser keeps nothing.
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

// A small panel that does not stop play: kNoticeOk when the player dismisses it.
Intent DrawStorageNotice(TestProbe* probe);

}  // namespace popejoan::ui
