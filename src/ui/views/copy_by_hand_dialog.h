// Text the browser would not put on the clipboard (permission refused, an old browser), shown
// in a field the player can select and copy themselves.
#pragma once

#include <string>

#include "session/intent.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

Intent DrawCopyByHand(const std::string& text, TestProbe* probe);

}  // namespace popejoan::ui
