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
#include "session/match_report.h"
#include "session/room_client.h"
#include "session/save_keeper.h"
#include "session/session_config.h"
#include "session/setup_draft.h"
#include "session/tutorial.h"

namespace popejoan::session {

// kOtherTab: another tab of the same game took it over; this one waits for "Play here".
// kLobby: an online room before its match starts (docs/online.md).
enum class Screen { kSetup, kTable, kStatistics, kMatchOver, kOtherTab, kLobby };
// "setup", "table", "statistics", "match-over", "other-tab", "lobby": the probe's and the host's name for it.
const char* ScreenId(Screen screen);

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
  Status Do(const Intent& intent);
  // What may be done now: the mirror's controls, then what the menus and keys always offer.
  std::vector<Intent> Offered() const;
  bool Offers(const Intent& intent) const;
  // What was offered as the last frame ended, kept where a page shows the mirror (the test probe
  // reads it each frame there); elsewhere worked out on request.
  std::vector<Intent> OfferedNow() const { return config_.services.show_mirror ? offered_now_ : Offered(); }
  // Bumped each time what is offered was worked out again (where a page shows the mirror).
  int offered_changes() const { return offered_changes_; }
  // A control of the accessible mirror, by its id: done at the next Update, as the canvas's
  // control would do it. Refused if the mirror does not offer it now.
  Status Activate(const std::string& id);
  // Text typed into a field of the accessible mirror (`key`, e.g. "setup:code"): kept as the
  // canvas's field keeps it. Refused when that field is not shown now.
  Status Type(const std::string& key, const std::string& text);
  // The screen in words for the page's accessible mirror.
  Mirror BuildMirror() const;
  // A watcher between deals (or at the match's end): the AI seats it may take, as buttons.
  std::vector<MirrorButton> SeatOffers() const;
  // A watcher of a room where people sit may take their own seat back with its rejoin code.
  bool RejoinOffered() const;

  // ---- From the platform.
  // A save file the player chose to import; refused with a message, nothing changed, if bad.
  Status ImportSave(const std::string& text);
  // A command from the host page, as JSON: {"command": "new-match" | "pause" | "resume" |
  // "mute", "muted": true/false (mute), "seed": 123 (new-match)}.
  Status HandleCommand(const std::string& json);
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
  // ---- Online rooms (session_room.cpp).
  // The room server's WebSocket URL once it answered ("" when none does: rooms are not offered).
  // A room asked for at launch (?room=) is opened then.
  void SetRoomServer(const std::string& url);
  void RoomSocketOpened();
  void RoomSocketMessage(const std::string& text);
  void RoomSocketClosed();
  // The launch's server= names a room server this site does not use (room_servers.h): nothing
  // is connected, the link's room is not opened, and a notice says so until OK.
  void RefuseRoomServer();
  bool link_refused() const { return screens_.link_refused; }
  const RoomClient& room() const { return room_; }
  bool RoomsOffered() const { return room_.ServerAnswers(); }
  // In a room (its lobby, its table or its match's end).
  bool InRoom() const { return room_.InRoom(); }
  // The invite link to the room ("" when not in one, or where there is no page).
  std::string InviteLink() const;
  // The room this page last sat in on this room server, while one answers ("" if none): the
  // setup's "Back to your room".
  std::string LastRoom() const { return RoomsOffered() && !InRoom() ? last_room_ : ""; }
  // The deal-code field holds a room's code or invite link instead: the setup offers to open it.
  bool CodeIsRoom() const;
  // "Copy invite link" was pressed a moment ago: it says "Copied" meanwhile.
  bool InviteCopied() const { return room_now_ < invite_copied_until_; }
  // The name this player goes by in rooms.
  std::string PlayerName() const;
  // What is wrong with the name typed, in player words ("" if it can be sent).
  std::string TypedNameProblem() const;
  // The seats of the room's match, for the table's plates ("" kinds when not in a room).
  const protocol::SeatInfo* RoomSeatAt(int seat) const;
  // The reaction on show at `seat`'s plate ("" if none).
  std::string ReactionAt(int seat) const;
  // Everything a room shows at `seat`'s plate: a reaction and, for another's seat, "Time ran out"
  // a while after ("" if nothing). Your own is said in the banner instead.
  std::string RoomNoteAt(int seat) const;
  // The share of the turn clock left when the decision is `seat`'s (1 down to 0; -1 if none
  // runs): a thin bar along its plate.
  double ClockShareAt(int seat) const;
  // The AI plays this connection's seat (its time ran out turns in a row): "I'm back" is offered.
  bool BackOffered() const;
  // The turn clock's time left for this connection's own decision ("1:42 left"; "" if none runs).
  std::string OwnClockWords() const;
  // At a deal's end in a room: who the next deal waits for, in words ("" if nobody).
  std::string RoomWaitingWords() const;
  // The line over a room's table: the socket's state, "Watching", who is awaited, a refusal.
  std::string RoomBanner() const;
  // The lobby in words: what the lobby's page draws and the accessible mirror reads.
  Mirror LobbyMirror() const;

  // The path typed on the statistics screen for "Import" (natively).
  void SetImportPath(const std::string& path) { screens_.import_path = path; }

  // ---- What the views show.
  Screen screen() const { return screens_.screen; }
  const GameController& controller() const { return controller_; }
  // The debug overlay steps replays and the AI by hand (a developer's tool, never a player's).
  GameController& debug_controller() { return controller_; }
  const Settings& settings() const { return saves_.settings(); }
  const Statistics& stats() const { return saves_.stats(); }
  const SetupDraft& draft() const { return draft_; }
  SetupDraft* mutable_draft() { return &draft_; }
  bool rules_open() const { return screens_.show_rules; }
  // The rules the help explains: the match's, or the setup screen's draft.
  Rules ShownRules() const;
  bool RulesOffered() const { return controller_.HasMatch() || screens_.screen == Screen::kSetup; }
  const std::optional<MatchReport>& report() const { return screens_.report; }
  const std::string& stats_message() const { return screens_.stats_message; }
  // "Reset statistics" was pressed and waits for "Reset them" or "Keep them".
  bool confirming_reset() const { return screens_.confirm_reset; }
  const Coach& coach() const { return coach_; }
  const Hint* CurrentHint() const;
  const Tutorial& tutorial() const { return tutorial_; }
  // The lesson on show over the table (null if none).
  const Lesson* ShownLesson() const;
  // The review of the person's decisions at a deal's end (null when there is none to show).
  const DealReviewer* Review() const;
  const DealReviewer& reviewer() const { return reviewer_; }
  const SaveKeeper& saves() const { return saves_; }
  const Announcer& announcer() const { return announcer_; }
  const HostLink& host() const { return host_; }
  const SessionConfig& config() const { return config_; }
  Language wanted_language() const { return language_.wanted(); }
  int hints_this_match() const { return match_.hints; }
  bool CanGoBackToTable() const;
  bool DailyOffered() const;
  // The daily deal's date when the match is one ("" otherwise), in the player's words.
  std::string DailyWords() const;
  // The match over was shared or a daily deal: its result can be copied to paste to friends.
  bool ResultShareable() const;
  // Text the browser would not copy, shown to be copied by hand ("" when none).
  const std::string& copy_by_hand() const { return screens_.copy_by_hand; }
  bool FirstVisit() const;
  // One line about what happened to the save at start ("resumed ...", "damaged ..."), for logs.
  const std::string& startup_note() const { return match_.startup_note; }
  int sounds_played() const { return sound_.played; }
  const std::string& last_cue() const { return sound_.last; }

 private:
  struct Screens {
    Screen screen = Screen::kSetup;
    Screen stats_return = Screen::kSetup;  // where "Back" goes from the statistics
    bool show_rules = false;
    bool menu_open = false;
    std::optional<MatchReport> report;  // the finished match, for the match-over screen
    std::string stats_message;          // what the last export or import did
    std::string import_path;
    std::string copy_by_hand;  // text the clipboard refused, shown to copy by hand
    bool confirm_reset = false;  // "Reset statistics" waits for its answer
    bool link_refused = false;   // RefuseRoomServer's notice, until OK
  };
  struct MatchNotes {
    int hints = 0;  // decisions of this match the coach was asked about (kept in the save)
    std::optional<SaveGame> unresumed;  // a saved match kept as it is (another was asked for)
    std::string startup_note;
    std::optional<CalendarDate> daily;  // the match is this date's daily deal
    bool shared = false;                // the match came from a deal code or a link
  };
  struct SoundDesk {
    std::optional<Cue> due;  // a sound owed to a moment outside the table's events
    bool was_your_turn = false;
    int played = 0;
    std::string last;
  };

  // ---- Starting (session.cpp).
  void Open();
  MatchSetup ConfiguredSetup(std::uint64_t seed) const;
  Result<MatchSetup> RequestedDeal() const;
  void StartRequestedDeal();
  void ResumeSaved(const SaveGame& save);
  Status StartMatch(const MatchSetup& setup);
  // Which daily deal `setup` is, if any (the date asked for, or today).
  std::optional<CalendarDate> DailyDateOf(const MatchSetup& setup) const;
  Status StartCode();
  std::string ResultLine() const;
  void StartFresh();
  void StartLesson();
  void EndLesson();
  void FollowLesson();
  void UpdateReview(double budget_ms);
  Result<MatchReport> MatchOverReport() const;
  void EnterMatchOver();
  void ApplySettingsToController();
  // ---- Doing (session_do.cpp).
  Status DoAtTable(const Intent& intent);
  bool DoInMenu(const Intent& intent);
  bool DoLook(const Intent& intent);
  bool DoOnSetup(const Intent& intent);
  bool DoElsewhere(const Intent& intent);
  bool DoOnStatistics(const Intent& intent);
  Status DoModal(const Intent& intent);
  void ToSetup();
  void AskCoach();
  void OpenStatistics();
  void CloseStatistics();
  void Export();
  void Import();
  // ---- Online rooms (session_room.cpp).
  void UpdateRoom(double now_seconds);
  // A decision made at the table goes to the room; a message to it. One that cannot be sent
  // (the server unreachable) is said so, and the seat may choose again.
  void SendRoomChoice();
  bool SendToRoom(const std::string& message);
  bool DoInRoom(const Intent& intent);
  void CreateRoom();
  void LeaveRoom();
  // Opens room `code` on this server (its kept token retakes the seat; else watching).
  void OpenRoom(const std::string& code);
  // What was typed in "Join a room" (or the deal-code field): its room opened, or why not.
  void JoinTypedRoom(const std::string& typed);
  // Each frame: the page's address shows the room (?room=), and the room sat in is remembered
  // (forgotten when the server says it is gone).
  void FollowRoom();
  MirrorButton CopyInviteButton() const;
  // "Join a room" (a code or a link), "Back to your room", and the deal-code field's room offer.
  void AddJoinToSetup(Mirror* m) const;
  MatchSetup RoomMatchSetup() const;
  void AddRoomToTable(Mirror* mirror) const;
  // The setup's "Play with friends", and in its room form Create room, the name and the fill.
  void AddFriendsToSetup(Mirror* mirror) const;
  // What a room lets this connection do now, from what the screen's mirror offers.
  void FilterForRoom(std::vector<Intent>* offered) const;
  // ---- Saving and the host (session_save.cpp).
  SaveGame CurrentSave() const;
  SaveMarker Marker() const;
  SaveScreen SavedScreen() const;
  void AutoSave();
  void TellHostNews();
  void SendReady();
  void PostStatus(const std::string& command) const;
  PlayMoment CurrentMoment() const;
  int StatsSeat() const;
  // ---- Words (session_words.cpp).
  void TellShownEvents();
  void AnnounceChanges();
  void AnnounceDealSoFar();
  static std::string HintSentence(const Hint& hint);
  bool HandReadable() const;
  // The screen's own controls and words (the rules when open), whatever dialog is over it.
  Mirror ScreenMirror() const;
  Mirror SetupMirror() const;
  Mirror TableMirror() const;
  std::vector<Intent> AlwaysOffered() const;
  // The mirror's controls (the screen's `mirror`) and what the menus and keys always offer.
  std::vector<Intent> OfferedFrom(const Mirror& mirror) const;

  SessionConfig config_;
  GameController controller_;
  Coach coach_;
  Tutorial tutorial_;
  DealReviewer reviewer_;
  SetupDraft draft_;
  SaveKeeper saves_;
  HostLink host_;
  Announcer announcer_;
  LanguageSettler language_;
  RoomClient room_;
  std::string invite_posted_;  // the room whose invite the host page has heard of
  std::string address_room_;   // the room the page's address shows (?room=)
  std::string last_room_;      // the room this page last sat in on this server ("" none)
  double room_now_ = 0.0;
  double invite_copied_until_ = -1.0;
  Screens screens_;
  MatchNotes match_;
  SoundDesk sound_;
  std::vector<Intent> activations_;  // the mirror's presses, done at the next Update
  std::vector<Intent> offered_now_;
  int offered_changes_ = 0;
};

}  // namespace popejoan::session
