// What the page and the app tell each other. Natively these do nothing; in the browser they
// talk to web/loader.js. Only src/platform knows which.
#pragma once

#include <string>

namespace popejoan::platform {

// Size of the page's canvas container in CSS pixels (false natively).
bool CanvasCssSize(int* width, int* height);
// Tells the page the first frame is on screen, so it can remove the loading screen.
void NotifyFirstFrame();
// Frames drawn so far, for the page's read-only test hook.
void SetFrameCount(int frames);
// The UI's probe of this frame (JSON), for the page's read-only test hook.
void SetProbe(const std::string& json);
// Milliseconds the last frame's own work took (UI + AI + draw-list building), for measurements.
void SetFrameMillis(double ms);

}  // namespace popejoan::platform
