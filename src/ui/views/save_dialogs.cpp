#include "ui/views/save_dialogs.h"

#include <algorithm>
#include <string>

#include "imgui.h"
#include "imgui_internal.h"  // BringWindowToDisplayFront
#include "session/words/language.h"
#include "ui/test_probe.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

Intent DrawDamagedSaveDialog(const DamagedSave& damaged, TestProbe* probe) {
  Intent choice;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const float width = std::min(viewport->Size.x - 24.0f, 520.0f);
  ImGui::SetNextWindowPos(ImVec2(viewport->Pos.x + viewport->Size.x * 0.5f, viewport->Pos.y + viewport->Size.y * 0.5f),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(width, 0.0f), ImGuiCond_Always);
  ImGui::OpenPopup(NotTranslated("Saved game"));  // an id: the dialog has no title bar
  if (!ImGui::BeginPopupModal(NotTranslated("Saved game"), nullptr,
                              ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings |
                                  ImGuiWindowFlags_NoTitleBar)) {
    return choice;
  }
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().title, "%s",
                     damaged.newer ? Tr("This saved game is from a newer version") : Tr("Your saved game could not be loaded"));
  ImGui::PopFont();
  ImGui::Spacing();
  // In the player's words; the parser's own (damaged.reason) go to the host page and the log.
  if (damaged.newer) {
    ImGui::TextWrapped("%s", Tr("It was saved by a newer version of Pope Joan, which this one cannot read. Open it "
                                "with that newer version, or start afresh here."));
  } else {
    ImGui::TextWrapped("%s", Tr("It is damaged and cannot be continued."));
  }
  ImGui::Spacing();
  if (!damaged.kept_where.empty()) {
    const std::string kept = Fmt(Tr("Nothing is thrown away: it has been kept aside as {0}, and you can export it as a file."),
                                 {damaged.kept_where});
    ImGui::TextWrapped("%s", kept.c_str());
  } else {
    ImGui::TextColored(CurrentPalette().warning, "%s", Tr("It could not be kept aside here."));
    ImGui::TextWrapped("%s", Tr("Export it as a file before starting afresh if you want to keep it."));
  }
  if (!damaged.export_note.empty()) ImGui::TextDisabled("%s", damaged.export_note.c_str());
  ImGui::Spacing();
  if (ImGui::Button(Tr("Export the saved game"), ImVec2(-1, 40))) choice = MakeIntent(IntentKind::kExportDamaged);
  probe->NameLastItem(MakeIntent(IntentKind::kExportDamaged));
  ImGui::PushFont(Font(FontRole::kBold));
  if (ImGui::Button(Tr("Start a new match"), ImVec2(-1, 48))) choice = MakeIntent(IntentKind::kStartFresh);
  probe->NameLastItem(MakeIntent(IntentKind::kStartFresh));
  ImGui::PopFont();
  if (choice.kind == IntentKind::kStartFresh) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return choice;
}

Intent DrawStorageNotice(TestProbe* probe) {
  return DrawNotice(Tr("Your progress will not be kept"),
                    Tr("The game cannot store anything here (private browsing, storage blocked for an embedded "
                       "game, or storage full). You can play on, but closing the game loses this match and your "
                       "statistics. Statistics > Export save keeps a copy as a file."),
                    probe);
}

Intent DrawNotice(const char* title, const std::string& text, TestProbe* probe) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const float width = std::min(viewport->Size.x - 24.0f, 460.0f);
  // At the top, over the other players' plates: the hand and the board stay in view.
  ImGui::SetNextWindowPos(ImVec2(viewport->Pos.x + viewport->Size.x * 0.5f, viewport->Pos.y + 56.0f),
                          ImGuiCond_Always, ImVec2(0.5f, 0.0f));
  ImGui::SetNextWindowSize(ImVec2(width, 0.0f), ImGuiCond_Always);
  ImGui::Begin(NotTranslated("Notice"), nullptr,  // an id: no title bar
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoFocusOnAppearing);
  // In front of the panels that open after it (a window opened later is drawn over it: a deal's
  // settlement once covered its OK and took the press), but not over a menu or dialog the player
  // has opened.
  if (!ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel)) {
    ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  }
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextUnformatted(title);
  ImGui::PopFont();
  ImGui::TextWrapped("%s", text.c_str());
  const bool ok = ImGui::Button(Tr("OK"), ImVec2(-1, 0));  // the frame's height: a fingertip, grown with the type
  probe->NameLastItem(MakeIntent(IntentKind::kNoticeOk));
  ImGui::End();
  return ok ? MakeIntent(IntentKind::kNoticeOk) : Intent{};
}

}  // namespace popejoan::ui
