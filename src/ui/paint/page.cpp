#include "ui/paint/page.h"

#include <algorithm>
#include <string>

#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

float TouchButtonHeight() { return std::max(44.0f, ImGui::GetFrameHeight() + 8.0f); }

void BeginPage(const char* id, const char* title, float header_button_w) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const float width = std::min(viewport->Size.x - 16.0f, 620.0f * CurrentTypeScale());
  ImGui::SetNextWindowPos(ImVec2(viewport->Pos.x + viewport->Size.x * 0.5f, viewport->Pos.y + 8), ImGuiCond_Always,
                          ImVec2(0.5f, 0.0f));
  ImGui::SetNextWindowSize(ImVec2(width, viewport->Size.y - 16.0f), ImGuiCond_Always);
  ImGui::Begin(id, nullptr,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoScrollbar |
                   ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PushFont(Font(FontRole::kTitle));
  ImGui::TextColored(CurrentPalette().title, "%s", title);
  ImGui::PopFont();
  if (header_button_w > 0.0f) ImGui::SameLine(ImGui::GetContentRegionMax().x - header_button_w);
}

void BeginPageBody(float footer_h) {
  const float body_h = ImGui::GetContentRegionAvail().y - footer_h - ImGui::GetStyle().ItemSpacing.y;
  // Flattened: Tab and the arrows go through the body's controls and on to the footer's.
  ImGui::BeginChild("body", ImVec2(0.0f, std::max(body_h, ImGui::GetTextLineHeight() * 2.0f)), ImGuiChildFlags_None,
                    ImGuiWindowFlags_NavFlattened);
}

void BeginPageFooter() {
  ImGui::EndChild();
}

void EndPage() { ImGui::End(); }

}  // namespace popejoan::ui
