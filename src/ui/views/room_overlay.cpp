#include "ui/views/room_overlay.h"

#include <algorithm>

#include "imgui.h"
#include "session/room_messages.h"
#include "session/room_words.h"
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

std::vector<Intent> DrawRoomOverlay(const RoomOverlay& overlay, TestProbe* probe) {
  std::vector<Intent> asked;
  ImDrawList* draw = ImGui::GetForegroundDrawList();
  const Palette& palette = CurrentPalette();
  const ImU32 fill = ImGui::GetColorU32(ImGuiCol_PopupBg);
  const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text);
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  if (!overlay.banner.empty()) {
    DrawNote(draw, overlay.banner, display.x * 0.5f, overlay.top + 4.0f, fill, ImGui::GetColorU32(palette.warning));
  }
  for (const RoomBubble& bubble : overlay.bubbles) {
    if (bubble.plate.Empty()) continue;
    DrawNote(draw, bubble.words, bubble.plate.CentreX(), std::max(overlay.top, bubble.plate.y - ImGui::GetFontSize() - 12.0f), fill, ink);
  }
  if (!overlay.can_react) return asked;
  // React: a small button under the top bar's right end; its menu holds the four reactions.
  const char* react = Tr("React");
  const ImGuiStyle& style = ImGui::GetStyle();
  const float w = ImGui::CalcTextSize(react).x + 2.0f * style.FramePadding.x + 2.0f * style.WindowPadding.x;
  ImGui::SetNextWindowPos(ImVec2(display.x - w - 4.0f, overlay.top + 4.0f));
  ImGui::SetNextWindowBgAlpha(0.0f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove;
  if (ImGui::Begin(NotTranslated("##room-react"), nullptr, flags)) {
    if (ImGui::Button(react)) ImGui::OpenPopup(NotTranslated("reactions"));
    probe->AddLastItem("button:react");
    if (ImGui::BeginPopup(NotTranslated("reactions"))) {
      for (int i = 0; i < kNumReactions; ++i) {
        const Intent intent = MakeIntent(IntentKind::kReact, static_cast<std::uint64_t>(i));
        if (ImGui::Selectable(ReactionWords(kReactions[i]).c_str(), false, 0, ImVec2(0, TouchButtonHeight() * 0.8f))) {
          asked.push_back(intent);
        }
        probe->NameLastItem(intent);
      }
      ImGui::EndPopup();
    }
  }
  ImGui::End();
  return asked;
}

}  // namespace popejoan::ui
