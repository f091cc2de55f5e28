#include "ui/views/room_overlay.h"

#include <algorithm>
#include <string>

#include "imgui.h"
#include "ui/layout/note_place.h"
#include "ui/paint/theme.h"
#include "ui/test_probe.h"

namespace popejoan::ui {
namespace {

// Words in a rounded box, centred on `centre_x`, wrapped at `wrap`, kept on screen, its top at `top`.
void DrawNote(ImDrawList* draw, const std::string& words, float centre_x, float top, float wrap, ImU32 fill, ImU32 ink) {
  const ImVec2 pad(10.0f, 5.0f);
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  wrap = std::clamp(wrap, 120.0f, std::max(120.0f, display.x - 4.0f * pad.x));
  const ImVec2 size = ImGui::CalcTextSize(words.c_str(), nullptr, false, wrap);
  float x = std::clamp(centre_x - size.x * 0.5f - pad.x, 2.0f, std::max(2.0f, display.x - size.x - 2.0f * pad.x - 2.0f));
  const ImVec2 min(x, top), max(x + size.x + 2.0f * pad.x, top + size.y + 2.0f * pad.y);
  draw->AddRectFilled(min, max, fill, 8.0f);
  draw->AddText(nullptr, 0.0f, ImVec2(min.x + pad.x, min.y + pad.y), ink, words.c_str(), nullptr, wrap);
}

}  // namespace

void DrawRoomOverlay(const RoomOverlay& overlay, TestProbe* probe) {
  ImDrawList* draw = ImGui::GetWindowDrawList();  // the table's: under the menu (App::DrawRoom)
  const Palette& palette = CurrentPalette();
  const ImU32 fill = ImGui::GetColorU32(ImGuiCol_PopupBg);
  const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text);
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  if (!overlay.banner.empty()) {
    // In the top bar's middle while it lasts (a watcher's lasts: the table draws it, watch_banner.h).
    const float line = ImGui::GetFontSize() + 10.0f;
    const float y = std::max(2.0f, (overlay.top - line) * 0.5f);
    DrawNote(draw, overlay.banner, display.x * 0.5f, y, display.x, fill, ImGui::GetColorU32(palette.warning));
  }
  for (const RoomClockBar& bar : overlay.clocks) {
    if (bar.plate.Empty()) continue;
    const float inset = std::min(10.0f, bar.plate.h * 0.2f);
    const float y = bar.plate.Bottom() - 5.0f;
    const float x = bar.plate.x + inset, w = bar.plate.w - 2.0f * inset;
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + 3.0f), palette.plate_edge, 1.5f);
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w * std::clamp(bar.share, 0.0f, 1.0f), y + 3.0f), palette.ring, 1.5f);
  }
  NoteRoom room;
  room.screen = Box{0.0f, overlay.top, display.x, display.y - overlay.top};
  room.plates = overlay.plates;
  room.plate_count = overlay.plate_count;
  room.says = overlay.says;
  for (const RoomBubble& bubble : overlay.bubbles) {
    if (bubble.plate.Empty()) continue;
    // By its plate, never over the sender's name (note_place.h), nor much wider than the plate.
    const ImVec2 pad(10.0f, 5.0f);
    const float wrap = std::clamp(std::max(bubble.plate.w * 1.3f, 160.0f), 120.0f, std::max(120.0f, display.x - 4.0f * pad.x));
    const ImVec2 text = ImGui::CalcTextSize(bubble.words.c_str(), nullptr, false, wrap);
    const Box note = PlaceNote(bubble.plate, text.x + 2.0f * pad.x, text.y + 2.0f * pad.y, room);
    draw->AddRectFilled(ImVec2(note.x, note.y), ImVec2(note.Right(), note.Bottom()), fill, 8.0f);
    draw->AddText(nullptr, 0.0f, ImVec2(note.x + pad.x, note.y + pad.y), ink, bubble.words.c_str(), nullptr, wrap);
    if (probe != nullptr) probe->Add("region:note-" + std::to_string(bubble.seat), note);
  }
}

}  // namespace popejoan::ui
