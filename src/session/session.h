// One player's game without a window: the screens (setup, table, statistics, match over) and
// what moves between them, the match (through its controller), the coach, the lesson and the
// deal review, the save, the host page's link, the live log and the accessible mirror, and the
// language. Every player action arrives as an Intent and goes through Do(), which refuses what
// is not offered now; Offered() is the one list of what may be done, read by the mirror, the
// probe and the tests. The ImGui app draws a Session; tests and a server drive one headless.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/result.h"
#include "session/access_mirror.h"
#include "session/announcer.h"
#include "session/coach.h"
#include "session/controller.h"
#include "session/daily_deal.h"
#include "session/deal_review.h"
#include "session/host_link.h"
#include "session/intent.h"
#include "session/language_settler.h"
#include "session/local_match.h"
#include "session/match_notes.h"
#include "session/match_report.h"
#include "session/room_client.h"
#include "session/room_session.h"
#include "session/save_desk.h"
#include "session/save_keeper.h"
#include "session/screens.h"
#include "session/session_config.h"
#include "session/setup_draft.h"
#include "session/tutorial.h"

namespace popejoan::session {

class Session {
 public:
  explicit Session(SessionConfig config);
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  // ---- Each frame, in this order.
  // Shows the language the player wants once its words are here (asking for them first).
  void SettleLanguage();
  // False only at the start while the player's language's words are on their way: nothing is
  // drawn, played or said in the wrong language meanwhile.
  bool Presentable() const { return language_.settled(); }
  // Carries out the mirror's pressed controls, runs the AI and the coach for at most
  // `budget_ms`, and moves to the match-over screen when a match has just ended.
  void Update(double now_seconds, double budget_ms);
  // After the views have drawn and their intents are done: sounds, the host's events, the
  // save, the live log and the mirror.
  void Finish();

  // ---- Player actions.
  // Carries out `intent` now, or refuses it with a reason (and says so in the live log).
  engine::Status Do(const Intent& intent);
  // The routing table: each intent kind's part of the session (session_do.cpp). Its kinds in its
  // order: each kind once, by its number (the tests check it).
  struct Routes;
  static std::vector<IntentKind> RoutedKinds();
  // What may be done now, from the session's state alone: the screen's controls (the dialog's,
  // when a saved game could not be opened), then what the menus, keys and host always offer.
  std::vector<Intent> Offered() const;
  // The controls of what is on show (the screen, or the dialog over it), in their order: the
  // accessible mirror's buttons, then its fields' kinds (any value), are these, labelled.
  std::vector<Intent> Controls() const;
  bool Offers(const Intent& intent) const;
  // What was offered as the last frame ended, kept where a page shows the mirror (the test probe
  // reads it each frame there); elsewhere worked out on request.
  std::vector<Intent> OfferedNow() const { return config_.services.show_mirror ? offered_now_ : Offered(); }
  // Bumped each time what is offered was worked out again (where a page shows the mirror).
  int offered_changes() const { return offered_changes_; }
  // A control of the accessible mirror, by its id: done at the next Update, as the canvas's
  // control would do it. Refused if the mirror does not offer it now.
  engine::Status Activate(const std::string& id);
  // Text typed into a field of the accessible mirror (`key`, e.g. "setup:code"): kept as the
  // canvas's field keeps it. Refused when that field is not shown now.
  engine::Status Type(const std::string& key, const std::string& text);
  // The screen in words for the page's accessible mirror.
  Mirror BuildMirror() const;
  // ---- From the platform.
  // A save file the player chose to import; refused with a message, nothing changed, if bad.
  engine::Status ImportSave(const std::string& text);
  // A command from the host page, as JSON: {"command": "new-match" | "pause" | "resume" |
  // "mute", "muted": true/false (mute), "seed": 123 (new-match)}.
  engine::Status HandleCommand(const std::string& json);
  // The page's tab was hidden or shown: play is held as if paused, and the host hears of it.
  void SetPageHidden(bool hidden);
  // A language's words, asked for through SessionServices::fetch_catalogue.
  void ReceiveCatalogue(Language language, const std::string& text);
  void CatalogueUnavailable(Language language, const std::string& why);
  // Another tab of the same game took it over (the platform heard it write its claim): this
  // one stops playing and saving, and offers "Play here".
  void OtherTabTookOver();
  // The browser refused the clipboard: `text` is shown to be copied by hand.
  void CopyRefused(const std::string& text) { screens_.copy_by_hand = text; }
  // The table's menu is open (it covers the table: no gameplay for the host).
  void SetMenuOpen(bool open) { screens_.menu_open = open; }
  // ---- Online rooms (room_session.h): the platform's socket, and the room's part for the views.
  void SetRoomServer(const std::string& url) { rooms_.SetRoomServer(url); }
  void RoomSocketOpened() { rooms_.RoomSocketOpened(); }
  void RoomSocketMessage(const std::string& text) { rooms_.RoomSocketMessage(text); }
  void RoomSocketClosed() { rooms_.RoomSocketClosed(); }
  void RefuseRoomServer() { rooms_.RefuseRoomServer(); }
  RoomSession& rooms() { return rooms_; }
  const RoomSession& rooms() const { return rooms_; }
  const RoomClient& room() const { return rooms_.client(); }
  bool link_refused() const { return screens_.link_refused; }

  // The path typed on the statistics screen for "Import" (natively).
  void SetImportPath(const std::string& path) { screens_.import_path = path; }

  // ---- What the views show.
  Screen screen() const { return screens_.screen; }
  const GameController& controller() const { return local_.controller(); }
  // The debug overlay steps replays and the AI by hand (a developer's tool, never a player's).
  GameController& debug_controller() { return local_.controller(); }
  const Settings& settings() const { return saves_.settings(); }
  const Statistics& stats() const { return saves_.stats(); }
  const SetupDraft& draft() const { return draft_; }
  SetupDraft* mutable_draft() { return &draft_; }
  bool rules_open() const { return screens_.show_rules; }
  // The rules the help explains: the match's, or the setup screen's draft.
  engine::Rules ShownRules() const;
  bool RulesOffered() const { return controller().HasMatch() || screens_.screen == Screen::kSetup; }
  const std::optional<MatchReport>& report() const { return screens_.report; }
  const std::string& stats_message() const { return screens_.stats_message; }
  // "Reset statistics" was pressed and waits for "Reset them" or "Keep them".
  bool confirming_reset() const { return screens_.confirm_reset; }
  // The match at this table: its coach, lesson, review and notes (hints asked, the startup note).
  const LocalMatch& local() const { return local_; }
  const SaveKeeper& saves() const { return saves_; }
  const Announcer& announcer() const { return announcer_; }
  const HostLink& host() const { return host_; }
  const SessionConfig& config() const { return config_; }
  Language wanted_language() const { return language_.wanted(); }
  bool CanGoBackToTable() const;
  bool DailyOffered() const;
  // The daily deal's date when the match is one ("" otherwise), in the player's words.
  std::string DailyWords() const;
  // The match over was shared or a daily deal: its result can be copied to paste to friends.
  bool ResultShareable() const;
  // Text the browser would not copy, shown to be copied by hand ("" when none).
  const std::string& copy_by_hand() const { return screens_.copy_by_hand; }
  bool FirstVisit() const;
  int sounds_played() const { return sound_.played; }
  const std::string& last_cue() const { return sound_.last; }

 private:
  struct SoundDesk {
    std::optional<Cue> due;  // a sound owed to a moment outside the table's events
    bool was_your_turn = false;
    int played = 0;
    std::string last;
  };

  // ---- Starting (session.cpp).
  void Open();
  void StartRequestedDeal();
  void ResumeSaved(const SaveGame& save);
  engine::Status StartMatch(const MatchSetup& setup);
  engine::Status StartCode();
  std::string ResultLine() const;
  void StartFresh();
  void StartLesson();
  void EndLesson();
  engine::Result<MatchReport> MatchOverReport() const;
  void EnterMatchOver();
  // ---- Doing (session_do.cpp): each kind's part, by the routing table.
  engine::Status NothingToDo(const Intent& intent);
  engine::Status DoAtTable(const Intent& intent);
  engine::Status DoInMenu(const Intent& intent);
  engine::Status DoLook(const Intent& intent);
  engine::Status ChangeDraft(const Intent& intent);
  engine::Status DoOnSetup(const Intent& intent);
  engine::Status DoElsewhere(const Intent& intent);
  engine::Status DoModal(const Intent& intent);
  engine::Status DoHostNewMatch(const Intent& intent);
  engine::Status DoPlayHere(const Intent& intent);
  engine::Status DoCopyDone(const Intent& intent);
  engine::Status DoInRoom(const Intent& intent);
  void ToSetup();
  void OpenStatistics();
  void CloseStatistics();
  void Export();
  void Import();
  // ---- Saving and the host (session_save.cpp).
  void TellHostNews();
  void SendReady();
  void PostStatus(const std::string& command) const;
  PlayMoment CurrentMoment() const;
  int StatsSeat() const;
  // ---- Words (session_words.cpp).
  void TellShownEvents();
  void AnnounceChanges();
  void AnnounceDealSoFar();
  bool HandReadable() const;
  // The screen's own controls and words (the rules when open), whatever dialog is over it.
  Mirror ScreenMirror() const;
  Mirror SetupMirror() const;
  Mirror TableMirror() const;
  // ---- What is offered (session_offered.cpp).
  SetupOffers SetupOffersNow() const;
  TableOffers TableOffersNow() const;
  // The screen's own controls, whatever dialog is over it (ScreenMirror's, as intents).
  std::vector<Intent> ScreenControls() const;
  std::vector<Intent> AlwaysOffered() const;
  // `controls` and then what the menus, keys and host always offer.
  std::vector<Intent> OfferedWith(std::vector<Intent> controls) const;

  SessionConfig config_;
  LocalMatch local_;  // the match at this table: its controller, coach, lesson and review
  SetupDraft draft_;
  SaveKeeper saves_;
  HostLink host_;
  Announcer announcer_;
  LanguageSettler language_;
  Screens screens_;
  SoundDesk sound_;
  std::vector<Intent> activations_;  // the mirror's presses, done at the next Update
  std::vector<Intent> offered_now_;
  int offered_changes_ = 0;
  SaveDesk saving_;     // these last: they work with the parts above
  RoomSession rooms_;
};

}  // namespace popejoan::session
