// The page's accessible mirror of the game (session/access_mirror.h), in the DOM beside the canvas:
// the controls as real buttons, the table as text, a polite live log. The page only
// (dom_mirror_web.cpp): the web bridge hands these to the app.
#pragma once

#include <string>

namespace popejoan::platform {

// Puts the mirror (its JSON) in the page; buttons that stay keep their focus.
void ShowMirror(const std::string& json);
// Adds a sentence to the page's live log (a screen reader says it).
void AnnounceToPage(const std::string& text);
// Moves the keyboard from the canvas to the page's next (+1) or previous (-1) control.
void LeaveCanvas(int direction);

}  // namespace popejoan::platform
