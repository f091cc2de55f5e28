#include "ui/views/room_overlay.h"

#include <algorithm>

#include "imgui.h"
#include "session/words/language.h"
#include "ui/paint/page.h"
#include "ui/paint/theme.h"
#include "ui/test_probe.h"

namespace popejoan::ui {
namespace {

// Words in a rounded box, centred on `centre_x` with its top at `top`, kept on screen.
void DrawNote(ImDrawList* draw, const std::string& words, float centre_x, float top, ImU32 fill, ImU32 ink) {
  const ImVec2 pad(10.0f, 5.0f);
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float wrap = std::max(120.0f, display.x - 4.0f * pad.x);
  const ImVec2 size = ImGui::CalcTextSize(words.c_str(), nullptr, false, wrap);
  float x = std::clamp(centre_x - size.x * 0.5f - pad.x, 2.0f, std::max(2.0f, display.x - size.x - 2.0f * pad.x - 2.0f));
  const ImVec2 min(x, top), max(x + size.x + 2.0f * pad.x, top + size.y + 2.0f * pad.y);
  draw->AddRectFilled(min, max, fill, 8.0f);
  draw->AddText(nullptr, 0.0f, ImVec2(min.x + pad.x, min.y + pad.y), ink, words.c_str(), nullptr, wrap);
}

}  // namespace

void DrawRoomOverlay(const RoomOverlay& overlay) {
  ImDrawList* draw = ImGui::GetForegroundDrawList();
  const Palette& palette = CurrentPalette();
  const ImU32 fill = ImGui::GetColorU32(ImGuiCol_PopupBg);
  const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text);
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  if (!overlay.banner.empty()) {
    // In the top bar's middle while it lasts; a watcher's for good, just above the caption.
    const float line = ImGui::GetFontSize() + 10.0f;
    const float y = overlay.watching ? overlay.caption_top - line - 6.0f : std::max(2.0f, (overlay.top - line) * 0.5f);
    DrawNote(draw, overlay.banner, display.x * 0.5f, y, fill, ImGui::GetColorU32(palette.warning));
  }
  for (const RoomBubble& bubble : overlay.bubbles) {
    if (bubble.plate.Empty()) continue;
    DrawNote(draw, bubble.words, bubble.plate.CentreX(), std::max(overlay.top, bubble.plate.y - ImGui::GetFontSize() - 12.0f), fill, ink);
  }
}

session::Intent DrawBackOffer(const std::string& note, const std::string& label, float caption_top, TestProbe* probe) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, caption_top - 6.0f), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0.0f, 0.0f), ImVec2(std::max(160.0f, display.x - 16.0f), display.y));
  ImGui::Begin(NotTranslated("###back-offer"), nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::PushTextWrapPos(std::min(420.0f, display.x - 40.0f));
  ImGui::TextUnformatted(note.c_str());
  ImGui::PopTextWrapPos();
  const session::Intent back = session::MakeIntent(session::IntentKind::kComeBack);
  const bool pressed = ImGui::Button(label.c_str(), ImVec2(-1.0f, TouchButtonHeight()));
  probe->NameLastItem(back);
  ImGui::End();
  return pressed ? back : session::Intent{};
}

}  // namespace popejoan::ui
