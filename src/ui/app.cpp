#include "ui/app.h"

#include "imgui.h"
#include "imgui_internal.h"  // the keyboard focus cue (NavDisableHighlight), Tab leaving the game
#include "session/access_mirror.h"
#include "session/room_words.h"
#include "ui/paint/theme.h"
#include "ui/views/lesson_view.h"
#include "ui/views/copy_by_hand_dialog.h"
#include "ui/views/match_over_view.h"
#include "ui/views/other_tab_view.h"
#include "ui/views/room_overlay.h"
#include "ui/views/rules_help.h"
#include "ui/views/save_dialogs.h"

namespace popejoan::ui {
namespace {

// A frame may spend this long on AI thinking and still hold 60 frames per second.
constexpr double kAiBudgetPerFrameMs = 8.0;

// Natively the clipboard is ImGui's (the SDL backend's, SDL_SetClipboardText); the page gives its own.
SessionConfig WithClipboard(SessionConfig config) {
  if (!config.services.copy_text) {
    config.services.copy_text = [](const std::string& text) { ImGui::SetClipboardText(text.c_str()); };
  }
  return config;
}

}  // namespace

App::App(SessionConfig config) : session_(WithClipboard(std::move(config))) {
  applied_theme_ = session_.settings().theme;
  ApplyStyle(applied_theme_);
  SetFourColourDeck(session_.settings().four_colour);
}

void App::Frame(double now_seconds) {
  // At the start, nothing is drawn, played or said until the player's language has its words.
  session_.SettleLanguage();
  if (!session_.Presentable()) return;
  // The input used last shows its cue: a moving pointer hides the keyboard's focus cue (the
  // keys bring it back), so a card never rises under the mouse while another is focused.
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsMousePosValid() && (io.MouseDelta.x != 0.0f || io.MouseDelta.y != 0.0f)) {
    ImGui::GetCurrentContext()->NavDisableHighlight = true;
  }
  session_.Update(now_seconds, kAiBudgetPerFrameMs);
  probe_.Clear();
  probe_.screen = ScreenId(session_.screen());
  DrawScreen();
  DrawOverlays();
  session_.SetMenuOpen(table_.menu_open());
  ApplyLook();
  touch_scroll_.Update();
  probe_.hovering = ImGui::IsAnyItemHovered();
  session_.Finish();
  ForgetVanishedFocus();
  NoticeTabLeaving();
}

void App::DrawScreen() {
  switch (session_.screen()) {
    case Screen::kSetup: {
      SetupScreen screen;
      screen.can_go_back = session_.CanGoBackToTable();
      screen.daily = session_.DailyOffered();
      screen.first_visit = session_.FirstVisit();
      screen.rooms = session_.rooms().RoomsOffered();
      screen.back_to_room = !session_.rooms().LastRoom().empty();
      screen.code_is_room = session_.rooms().CodeIsRoom();
      screen.tables_open = session_.rooms().TablesOpen();
      if (screen.tables_open) {
        screen.tables = session_.rooms().TableLines();
        screen.tables_note = session_.rooms().TablesNote();
      }
      Carry(setup_.Draw(session_.mutable_draft(), screen, session_.settings(), &probe_));
      break;
    }
    case Screen::kTable: DrawTable(); break;
    case Screen::kMatchOver:
      if (session_.report()) {
        const bool guest = session_.rooms().InRoom() && !session_.room().host();
        Carry(DrawMatchOver(*session_.report(), session_.ResultShareable(), &probe_,
                            guest ? Tr("Waiting for the host to play again") : ""));
      }
      break;
    case Screen::kOtherTab: Carry(DrawOtherTab(&probe_)); break;
    case Screen::kLobby: {
      const std::string& error = session_.room().error();
      const std::string note = error == "bad-rejoin" || error == "too-fast" ? RoomErrorWords(error) : "";
      Carry(lobby_.Draw(session_.rooms().LobbyMirror(), session_.mutable_draft(), &probe_, note));
      break;
    }
    case Screen::kStatistics: {
      const SessionServices& services = session_.config().services;
      const Intent asked = stats_view_.Draw(session_.stats(), session_.stats_message(), session_.confirming_reset(),
                                            !services.choose_import_file && static_cast<bool>(services.read_file), &probe_);
      session_.SetImportPath(stats_view_.path());
      Carry(asked);
      break;
    }
  }
}

void App::DrawTable() {
  const SessionServices& services = session_.config().services;
  table_.SetSystemReducesMotion(services.reduces_motion && services.reduces_motion());
  table_.SetHint(session_.local().CurrentHint(), session_.local().coach().thinking());
  table_.SetReview(session_.local().Review());
  table_.SetSeatOffers(session_.rooms().SeatOffers());
  table_.SetBackOffer(session_.rooms().BackOffered() ? Tr("I'm back") : "");
  table_.SetClockNote(session_.rooms().OwnClockWords());
  table_.SetRejoinWords(session_.room().rejoin().empty() ? "" : RejoinCodeWords(session_.room().rejoin()));
  table_.SetMuteOffers(session_.rooms().MuteOffers());
  const std::string& error = session_.room().error();
  table_.SetRejoinOffer(session_.rooms().RejoinOffered() ? session_.mutable_draft() : nullptr,
                        error == "bad-rejoin" || error == "too-fast" ? RoomErrorWords(error) : "");
  table_.SetDailyWords(session_.DailyWords());
  // A watcher's banner: drawn by the table, where it covers nothing they can press.
  table_.SetWatchBanner(session_.rooms().InRoom() && session_.room().spectator() ? session_.rooms().RoomBanner() : std::string());
  const std::vector<Intent> asked = table_.Draw(session_.controller(), session_.settings(), &probe_);
  // The lesson's panel sits by the table's caption, over the table.
  if (const Lesson* lesson = session_.local().ShownLesson()) {
    Carry(DrawLesson(*lesson, table_.caption_box(), table_.pile_box(), table_.top_limit(), &probe_));
  }
  Carry(asked);
  if (session_.rooms().InRoom()) DrawRoom();
}

void App::DrawRoom() {
  RoomOverlay overlay;
  if (!session_.room().spectator()) overlay.banner = session_.rooms().RoomBanner();  // a watcher's: the table's
  overlay.top = table_.top_limit();
  overlay.says = table_.says_box();
  const int seats = session_.controller().HasMatch() ? session_.controller().state().NumSeats() : 0;
  if (seats > 0) overlay.plates = &table_.seat_box(0);  // the seats' boxes lie in order, one array
  overlay.plate_count = seats;
  for (int seat = 0; seat < seats; ++seat) {
    const std::string words = session_.rooms().RoomNoteAt(seat);
    if (!words.empty()) overlay.bubbles.push_back({seat, table_.seat_box(seat), words});
    const double share = session_.rooms().ClockShareAt(seat);
    if (share >= 0.0) overlay.clocks.push_back({table_.seat_box(seat), static_cast<float>(share)});
  }
  // Into the table's own window, so the open menu and every window over the table stay on top
  // (drawn in front of everything, a plate's clock bar once crossed the open menu).
  ImGui::Begin(NotTranslated("Table"));
  DrawRoomOverlay(overlay, &probe_);
  ImGui::End();
}

void App::DrawOverlays() {
  const SessionConfig& config = session_.config();
  if (config.debug && session_.screen() == Screen::kTable) {
    debug_view_.Draw(
        session_.debug_controller(),
        [&config](const std::string& contents) {
          return config.save_replay ? config.save_replay(contents) : std::string(NotTranslated("saving is not available here"));
        },
        &probe_);
  }
  if (session_.rules_open() && session_.RulesOffered()) {
    probe_.targets.clear();  // the rules cover the whole screen: nothing under them can be pressed
    const Intent closed = DrawRulesHelp(session_.ShownRules(), &probe_);
    // Closed by Escape at the table: the focus cue shows on Menu, which opened them.
    if (closed.kind == IntentKind::kCloseRules && session_.screen() == Screen::kTable &&
        ImGui::IsKeyPressed(ImGuiKey_Escape, false)) {
      table_.FocusMenu();
    }
    Carry(closed);
  }
  // F toggles full screen wherever no text is being typed.
  const ImGuiIO& io = ImGui::GetIO();
  bool fullscreen = false;
  for (int i = 0; i < io.InputQueueCharacters.Size && !io.WantTextInput; ++i) {
    fullscreen = fullscreen || io.InputQueueCharacters[i] == 'f' || io.InputQueueCharacters[i] == 'F';
  }
  if (fullscreen) Carry(MakeIntent(IntentKind::kFullscreen));
  if (session_.screen() == Screen::kOtherTab) return;  // nothing over it: it is all this tab does
  if (!session_.copy_by_hand().empty()) {
    probe_.targets.clear();  // the dialog is modal: nothing under it can be pressed
    Carry(DrawCopyByHand(session_.copy_by_hand(), &probe_));
  } else if (const std::optional<DamagedSave>& damaged = session_.saves().damaged()) {
    Carry(DrawDamagedSaveDialog(*damaged, &probe_));
  } else if (session_.saves().notice_open()) {
    Carry(DrawStorageNotice(&probe_));
  } else if (session_.link_refused()) {
    Carry(DrawNotice(Tr("This link was not opened"), LinkRefusedWords(), &probe_));
  }
}

void App::Carry(const std::vector<Intent>& intents) {
  for (const Intent& intent : intents) Carry(intent);
}

void App::Carry(const Intent& intent) {
  if (intent.kind != IntentKind::kNone) session_.Do(intent);
}

void App::ApplyLook() {
  const Settings& settings = session_.settings();
  if (settings.theme != applied_theme_) {
    ApplyStyle(settings.theme);
    applied_theme_ = settings.theme;
  }
  SetFourColourDeck(settings.four_colour);
}

void App::ForgetVanishedFocus() {
  // The control with the keyboard's focus went (the card just led, Skip at your turn): ImGui
  // would keep tabbing from a control that is not there and go nowhere. The next Tab or arrow
  // starts afresh from the window's first control instead.
  ImGuiContext& g = *ImGui::GetCurrentContext();
  if (g.NavId != 0 && !g.NavIdIsAlive && g.NavWindow != nullptr && g.NavWindow->Active && !g.NavMoveSubmitted) {
    g.NavDisableHighlight = true;
  }
}

void App::NoticeTabLeaving() {
  // ImGui wraps Tab around a window's controls; at either end the keyboard goes to the page
  // instead (the mirror's controls and whatever the host page has), so it is never trapped.
  ImGuiContext& g = *ImGui::GetCurrentContext();
  const SessionServices& services = session_.config().services;
  if (!services.leave_canvas || g.NavWindow == nullptr || g.NavId == 0 || !g.NavMoveScoringItems ||
      (g.NavMoveFlags & ImGuiNavMoveFlags_IsTabbing) == 0) {
    return;
  }
  const ImGuiNavItemData& next = g.NavMoveResultLocal;
  // Forward: nothing came after the focused control. Backward: what was found lies after it
  // (ImGui went round to the last control).
  bool wrap = false;
  if (g.NavTabbingDir == +1) wrap = next.ID == 0 && g.NavTabbingCounter == 1;
  if (g.NavTabbingDir == -1 && next.ID != 0 && next.Window != nullptr) {
    const ImRect found = ImGui::WindowRectRelToAbs(next.Window, next.RectRel);
    const ImRect here = ImGui::WindowRectRelToAbs(g.NavWindow, g.NavWindow->NavRectRel[g.NavLayer]);
    wrap = found.Min.y > here.Min.y + 1.0f || (found.Min.y >= here.Min.y - 1.0f && found.Min.x > here.Min.x + 1.0f);
  }
  if (g.NavTabbingDir == -1 && next.ID == 0) wrap = true;
  if (!wrap) return;
  ImGui::NavMoveRequestCancel();
  services.leave_canvas(g.NavTabbingDir);
}

}  // namespace popejoan::ui
