#include "ui/views/lobby_view.h"

#include <algorithm>
#include <cstdio>

#include "imgui.h"
#include "session/words/language.h"
#include "ui/paint/page.h"
#include "ui/paint/theme.h"
#include "ui/test_probe.h"

namespace popejoan::ui {
namespace {

// Start and Leave stay in view in the footer; the rest scroll with the room's words.
bool InFooter(const Intent& intent) {
  return intent.kind == IntentKind::kStartRoom || intent.kind == IntentKind::kLeaveRoom;
}

}  // namespace

void LobbyView::DrawNameField(SetupDraft* draft, TestProbe* probe) {
  ImGui::TextUnformatted(Tr("Your name"));
  // Typed on the page's field since the last frame: shown here too, in a field with a new id.
  if (draft->name_text() != name_synced_) {
    std::snprintf(name_.data(), name_.size(), "%s", draft->name_text().c_str());
    ++name_field_id_;
  }
  ImGui::PushID(name_field_id_);
  ImGui::SetNextItemWidth(std::min(320.0f, ImGui::GetContentRegionAvail().x));
  ImGui::InputText(NotTranslated("##name"), name_.data(), name_.size());
  probe->AddLastItem("field:name");
  ImGui::PopID();
  name_synced_ = name_.data();
  if (draft->name_text() != name_synced_) draft->SetNameText(name_synced_);
}

void LobbyView::DrawChoices(const Mirror& lobby, SetupDraft* draft, TestProbe* probe, const std::string& rejoin_note,
                            std::vector<Intent>* asked) {
  for (const MirrorField& field : lobby.fields) {
    if (field.key == "setup:name") DrawNameField(draft, probe);
  }
  ImGui::Spacing();
  // The buttons flow along a line where they fit, so a landscape phone shows more of them.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
  bool first = true;
  for (const MirrorButton& b : lobby.buttons) {
    const engine::Result<Intent> intent = ParseIntent(b.id);
    if (!intent.ok() || InFooter(intent.value()) || intent->kind == IntentKind::kReclaimSeat) continue;
    const float w = ImGui::CalcTextSize(b.label.c_str()).x + 2.0f * style.FramePadding.x;
    if (!first && ImGui::GetItemRectMax().x + style.ItemSpacing.x + w <= right) ImGui::SameLine();
    first = false;
    if (ImGui::Button(b.label.c_str(), ImVec2(0, TouchButtonHeight()))) asked->push_back(intent.value());
    probe->NameLastItem(intent.value());
  }
  // The field comes with its own button, and a refused code is said under it.
  for (const MirrorField& field : lobby.fields) {
    if (field.key != "room:rejoin") continue;
    ImGui::Spacing();
    if (rejoin_field_.Draw(draft, probe, rejoin_note)) asked->push_back(MakeIntent(IntentKind::kReclaimSeat));
  }
}

std::vector<Intent> LobbyView::Draw(const Mirror& lobby, SetupDraft* draft, TestProbe* probe, const std::string& rejoin_note) {
  std::vector<Intent> asked;
  const ImGuiStyle& style = ImGui::GetStyle();
  const float button_h = std::max(52.0f, TouchButtonHeight());
  int footer_buttons = 0;
  for (const MirrorButton& b : lobby.buttons) {
    const engine::Result<Intent> intent = ParseIntent(b.id);
    footer_buttons += intent.ok() && InFooter(intent.value()) ? 1 : 0;
  }
  // The title face carries only the fixed titles' letters: the game's name heads the page.
  BeginPage(NotTranslated("Lobby"), NotTranslated("Pope Joan"));
  BeginPageBody(static_cast<float>(footer_buttons) * (button_h + style.ItemSpacing.y));
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextWrapped("%s", lobby.screen.c_str());
  ImGui::PopFont();
  // Someone who opened the link chooses a seat first (or takes theirs back): the name, the seats
  // to take and the rejoin code come before the room's details, so a small screen shows them
  // without scrolling.
  bool choosing = false;
  for (const MirrorButton& b : lobby.buttons) {
    const engine::Result<Intent> intent = ParseIntent(b.id);
    choosing = choosing || (intent.ok() && (intent->kind == IntentKind::kTakeSeat || intent->kind == IntentKind::kReclaimSeat));
  }
  bool rejoin_field = false;
  for (const MirrorField& field : lobby.fields) rejoin_field = rejoin_field || field.key == "room:rejoin";
  if (choosing) DrawChoices(lobby, draft, probe, rejoin_note, &asked);
  for (const MirrorSection& section : lobby.sections) {
    ImGui::Spacing();
    ImGui::PushFont(Font(FontRole::kBold));
    ImGui::TextWrapped("%s", section.heading.c_str());
    ImGui::PopFont();
    for (const std::string& line : section.lines) {
      if (rejoin_field && !rejoin_note.empty() && line == rejoin_note) continue;  // said under the field
      ImGui::TextWrapped("%s", line.c_str());
    }
  }
  if (!choosing) DrawChoices(lobby, draft, probe, rejoin_note, &asked);
  BeginPageFooter();
  for (const MirrorButton& b : lobby.buttons) {
    const engine::Result<Intent> intent = ParseIntent(b.id);
    if (!intent.ok() || !InFooter(intent.value())) continue;
    const bool main = intent->kind == IntentKind::kStartRoom;
    if (main) ImGui::PushFont(Font(FontRole::kBold));
    if (ImGui::Button(b.label.c_str(), ImVec2(-1, button_h))) asked.push_back(intent.value());
    if (main) ImGui::PopFont();
    probe->NameLastItem(intent.value());
  }
  EndPage();
  return asked;
}

}  // namespace popejoan::ui
