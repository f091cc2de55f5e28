// Text drawn straight on a draw list in the UI's fonts: measured, centred, and fitted into a
// width by shrinking, then by cutting with an ellipsis. Also the bridge from layout boxes to ImGui.
#pragma once

#include <string>

#include "imgui.h"
#include "ui/layout/table_layout.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

inline ImVec2 TopLeft(const Box& b) { return ImVec2(b.x, b.y); }
inline ImVec2 BottomRight(const Box& b) { return ImVec2(b.Right(), b.Bottom()); }
inline ImVec2 Centre(const Box& b) { return ImVec2(b.CentreX(), b.CentreY()); }

ImVec2 TextSize(FontRole role, float size, const std::string& text);
void PutText(ImDrawList* draw, FontRole role, float size, ImVec2 pos, ImU32 color, const std::string& text);
void PutCentredText(ImDrawList* draw, FontRole role, float size, ImVec2 centre, ImU32 color, const std::string& text);
// Shortens text to fit `max_width` as every label is cut (CutName, ui/layout/plate_name.h: never inside a letter).
std::string Ellipsize(FontRole role, float size, const std::string& text, float max_width);
// A name short enough for a narrow label: "Colonel Finch" -> "CF", "AI playing for Felix" ->
// "AF" (small words are skipped); a name of up to three letters stays whole ("You").
std::string Initials(const std::string& name);
// The largest size from `size` down to `smallest` at which `text` is at most `max_width` wide.
float FitTextSize(FontRole role, float size, const std::string& text, float max_width, float smallest);

}  // namespace popejoan::ui
