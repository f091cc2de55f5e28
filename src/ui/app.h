// The app: draws one Session a frame with ImGui and hands it back the intents its views return.
// The platform layer owns the window and calls Frame(); the app never touches SDL or OpenGL, and
// everything that is not drawing (screens, the match, saves, the host page, the live log, the
// language) is the session's (src/session/session.h).
#pragma once

#include <string>
#include <vector>

#include "session/session.h"
#include "ui/paint/touch_scroll.h"
#include "ui/test_probe.h"
#include "ui/views/debug_view.h"
#include "ui/views/lobby_view.h"
#include "ui/views/setup_view.h"
#include "ui/views/stats_view.h"
#include "ui/views/table_view.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

class App {
 public:
  // What the platform gives the app: the session's services and launch choices.
  explicit App(SessionConfig config);
  // Builds this frame's UI; `now_seconds` is a monotonic clock for pacing.
  void Frame(double now_seconds);
  const GameController& controller() const { return session_.controller(); }
  bool AtTable() const { return session_.screen() == Screen::kTable; }
  // This frame's test probe as JSON (see ui/test_probe.h): read-only, for browser tests.
  std::string ProbeJson() const;

  // ---- From the platform, handed to the session (src/session/session.h says what each does).
  engine::Status ImportSave(const std::string& text) { return session_.ImportSave(text); }
  engine::Status HandleCommand(const std::string& json) { return session_.HandleCommand(json); }
  void SetPageHidden(bool hidden) { session_.SetPageHidden(hidden); }
  void OtherTabTookOver() { session_.OtherTabTookOver(); }
  void CopyRefused(const std::string& text) { session_.CopyRefused(text); }
  engine::Status Activate(const std::string& id) { return session_.Activate(id); }
  engine::Status Type(const std::string& key, const std::string& text) { return session_.Type(key, text); }
  void ReceiveCatalogue(Language language, const std::string& text) { session_.ReceiveCatalogue(language, text); }
  void CatalogueUnavailable(Language language, const std::string& why) { session_.CatalogueUnavailable(language, why); }
  void SetRoomServer(const std::string& url) { session_.SetRoomServer(url); }
  void RefuseRoomServer() { session_.RefuseRoomServer(); }
  void RoomSocketOpened() { session_.RoomSocketOpened(); }
  void RoomSocketMessage(const std::string& text) { session_.RoomSocketMessage(text); }
  void RoomSocketClosed() { session_.RoomSocketClosed(); }
  const std::string& startup_note() const { return session_.local().notes().startup_note; }
  const Settings& settings() const { return session_.settings(); }
  bool Presentable() const { return session_.Presentable(); }

 private:
  // The screen on show; its intents are carried out before anything is drawn over it.
  void DrawScreen();
  void DrawTable();
  // An online room's banner (a seated person's), reactions and turn clocks over its table.
  void DrawRoom();
  // What covers the screen: the debug overlay, the rules, the save's dialogs; F's full screen.
  void DrawOverlays();
  void Carry(const std::vector<Intent>& intents);
  void Carry(const Intent& intent);
  // The theme and the deck follow the settings (the platform rebuilds fonts for the text size).
  void ApplyLook();
  // The focused control is gone: the keyboard starts again from the first.
  void ForgetVanishedFocus();
  // Tab past the last control or Shift+Tab before the first: the keyboard goes to the page.
  void NoticeTabLeaving();

  Session session_;
  SetupView setup_;
  TableView table_;
  LobbyView lobby_;
  StatsView stats_view_;
  DebugView debug_view_;
  TouchScroller touch_scroll_;
  ThemeKind applied_theme_ = ThemeKind::kFelt;
  TestProbe probe_;  // what this frame drew where, filled by the views
  // The probe's list of what is offered, as JSON, and the session's count it was made at.
  mutable std::string offered_json_;
  mutable int offered_seen_ = -1;
};

}  // namespace popejoan::ui
