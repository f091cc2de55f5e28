// The look controls, on the setup screen and in the table's menu: text and card size, the theme
// and the four-colour deck. Any of them takes effect from the next frame (fonts, layout, colours).
#pragma once

#include "ui/settings.h"

namespace popejoan::ui {

// Draws the controls editing `settings`; each is named on the test probe as `probe_prefix`
// followed by "text-size-100" (125, 150), "theme-<id>" or "four-colour".
void DrawLookSettings(Settings* settings, const char* probe_prefix);

}  // namespace popejoan::ui
