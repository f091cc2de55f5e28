#include "ui/views/table_log.h"

#include <string>
#include <vector>

#include "imgui.h"
#include "session/words/language.h"
#include "ui/paint/draw_text.h"
#include "ui/paint/theme.h"
#include "ui/test_probe.h"
#include "ui/views/table_widgets.h"

namespace popejoan::ui {

void TableLog::Draw(const GameController& controller, const TableLayout& layout, TestProbe* probe) {
  TableLayoutInput in;
  in.width = layout.view.w;
  in.height = layout.view.h;
  in.seats = layout.plate_count;
  in.screen = TableScreen::kSettlement;  // the room below the plates, as the settlement has
  in.text_scale = layout.text_scale;
  const Box box = LayoutTable(in).settlement;
  ImGui::SetNextWindowPos(TopLeft(box), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h), ImGuiCond_Always);
  ImGui::Begin(NotTranslated("What happened"), nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollWithMouse);
  probe->Add("region:log", box);
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().title, "%s", Tr("This deal so far"));
  ImGui::PopFont();
  const float close_h = kMinTouchTarget;
  ImGui::BeginChild("lines", ImVec2(0.0f, ImGui::GetContentRegionAvail().y - close_h - ImGui::GetStyle().ItemSpacing.y), false);
  const std::vector<std::string> lines = controller.WhatHappened();
  for (const std::string& line : lines) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", line.c_str());
  }
  // Newest at the bottom, in view when it opens or grows.
  if (lines.size() != lines_seen_) ImGui::SetScrollHereY(1.0f);
  lines_seen_ = lines.size();
  probe->AddScroll("log");
  ImGui::EndChild();
  if (ImGui::Button(Tr("Close"), ImVec2(-1.0f, close_h)) || ImGui::IsKeyPressed(ImGuiKey_Escape)) open_ = false;
  probe->AddLastItem("button:close-log");
  ImGui::End();
}

}  // namespace popejoan::ui
