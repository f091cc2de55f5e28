// A full-screen page (setup, statistics): a centred column with its title at the top, a body
// that scrolls, and a footer that stays in view for the page's main action. Also the size of a
// button a finger can hit.
#pragma once

#include "imgui.h"

namespace popejoan::ui {

// At least 44 points tall: a fingertip's reach.
float TouchButtonHeight();

// Begins the page's window with `title`; with `header_button_w`, the cursor is left at the
// title's right for that many points of buttons (they stay in view).
void BeginPage(const char* id, const char* title, float header_button_w = 0.0f);
// The body scrolls between the header and a footer `footer_h` tall.
void BeginPageBody(float footer_h);
// Ends the body; what follows until EndPage is the footer.
void BeginPageFooter();
void EndPage();

}  // namespace popejoan::ui
