// The look controls, on the setup screen and in the table's menu: the language, text and card
// size, the theme and the four-colour deck. Any of them takes effect from the next frame (fonts,
// layout, colours; a language as soon as its words have arrived).
#pragma once

#include "session/words/language.h"
#include <vector>

#include "session/intent.h"
#include "session/settings.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

// Draws the controls showing `settings`, and adds a pressed one's intent to `out`; each is named
// on `probe` as `probe_prefix` followed by "language-<id>", "text-size-100" (125, 150),
// "theme-<id>" or "four-colour". `shown` is the language on screen (chosen in Settings, or by
// the page or the browser).
void DrawLookSettings(const Settings& settings, const char* probe_prefix, TestProbe* probe, std::vector<Intent>* out,
                      Language shown = CurrentLanguage());

}  // namespace popejoan::ui
