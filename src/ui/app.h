// The application's UI: one ImGui frame at a time over the game. The platform layer owns
// the window and calls Frame(); the UI never touches SDL or OpenGL. It keeps the player's save
// (match in progress, settings, statistics) through the platform after every change, and talks
// to a host page (events out, commands in) through it too.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/replay.h"
#include "engine/rules.h"

#include "session/access_mirror.h"
#include "session/controller.h"
#include "ui/views/lesson_view.h"
#include "ui/views/match_over_view.h"
#include "ui/views/debug_view.h"
#include "session/gameplay.h"
#include "session/words/language.h"
#include "session/match_report.h"
#include "session/coach.h"
#include "session/tutorial.h"
#include "ui/views/save_dialogs.h"
#include "session/save_game.h"
#include "session/settings.h"
#include "session/sound_cues.h"
#include "ui/views/setup_view.h"
#include "ui/views/stats_view.h"
#include "ui/views/table_view.h"
#include "ui/paint/touch_scroll.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

// What the platform does for the app. Any may be left empty: not available here.
struct AppServices {
  // Writes the save; false if storage refused (private mode, blocked, full).
  std::function<bool(const std::string& text)> write_save;
  // Keeps a save that could not be loaded aside; returns where (for the player), "" if it could not.
  std::function<std::string(const std::string& text)> keep_damaged;
  // Gives the player a file (a download in the browser, a file natively): a sentence saying where.
  std::function<std::string(const std::string& file_name, const std::string& text)> save_file;
  // Natively: reads the file the player names for import (the browser uses choose_import_file).
  std::function<bool(const std::string& path, std::string* text)> read_file;
  // In the browser: opens the file chooser; the file's text comes back through App::ImportSave.
  std::function<void()> choose_import_file;
  // Sends an event (JSON text) to the host page that embeds the game.
  std::function<void(const std::string& json)> post_event;
  std::function<void()> toggle_fullscreen;
  // Plays a sound: its tones, at `volume` (0..1).
  std::function<void(const std::vector<Tone>& tones, float volume)> play_sound;
  // The system asks for reduced motion (the page's prefers-reduced-motion media query).
  std::function<bool()> reduces_motion;
  // Puts text on the clipboard (the page's Clipboard API; natively ImGui's SDL clipboard is used).
  std::function<void(const std::string& text)> copy_text;
  // The accessible mirror (ui/access_mirror.h) as JSON, each time it changes: the page shows it
  // to screen readers; a pressed control comes back through App::Activate.
  std::function<void(const std::string& json)> show_mirror;
  // A sentence for the page's live log (what just happened, in words).
  std::function<void(const std::string& text)> announce;
  // The keyboard leaves the game for the page: Tab past its last control (+1) or Shift+Tab
  // before its first (-1).
  std::function<void(int direction)> leave_canvas;
  // Fetches a language's words (the page's lang/<id>.json; natively the compiled-in ones): they
  // come back through App::ReceiveCatalogue, or App::CatalogueUnavailable if they cannot.
  std::function<void(Language language)> fetch_catalogue;
  // The language on screen changed ("en", "fr"): the page sets <html lang> and its own words.
  std::function<void(const std::string& id)> set_page_language;
};

struct AppConfig {
  std::uint64_t seed = 1;
  bool start_at_table = false;  // skip the setup screen and deal the default match
  std::optional<Preset> preset;  // the default match's rules (default Classic)
  int seats = 0;                 // the default match's seats, 3..8 (0: you + 3 AI)
  std::vector<ai::Level> ai_levels;  // the AI seats' levels in order; one level applies to all
  std::optional<ThemeKind> theme;    // the host's look (wins over the saved one)
  std::optional<double> pace;        // pace for a player with no saved settings yet
  // The system asks for more contrast (the page's prefers-contrast: more or forced-colors:
  // active): a first visit, with no saved settings and no host theme, takes the contrast theme.
  bool system_prefers_contrast = false;
  bool debug = false;            // show the debug overlay
  std::optional<Replay> replay;  // open this replay for playback at the table
  int replay_step = -1;          // ...at this step (-1: its last)
  // Writes a replay file (the platform's job); returns where it went, or why it failed.
  std::function<std::string(const std::string& contents)> save_replay;

  // ---- The save.
  bool storage_available = true;          // false: nothing can be kept (the player is told once)
  std::optional<std::string> saved_text;  // the save found in storage
  bool resume = true;                     // continue the saved match (false: another was asked for)
  std::string embed_id = "default";       // which save (two games on one page keep two)
  std::vector<std::string> config_errors;  // bad page parameters: reported to the host page
  std::string deal_code;   // ?deal= / --deal: deal this shared match at once
  std::string daily_date;  // ?daily= / --daily: the daily deal of that date (YYYY-MM-DD) at once
  std::string today;       // the player's calendar date, for the Daily deal button ("" if unknown)
  // The language: the page's lang= (wins over the saved choice), else the saved choice, else
  // the first of the browser's languages we speak, else English (ui/language.h).
  std::string language_param;
  std::vector<std::string> browser_languages;
  AppServices services;
};

class App {
 public:
  explicit App(const AppConfig& config);
  // Builds this frame's UI; `now_seconds` is a monotonic clock for pacing.
  void Frame(double now_seconds);
  const GameController& controller() const { return controller_; }
  bool AtTable() const { return screen_ == Screen::kTable; }
  // This frame's test probe as JSON (see ui/test_probe.h): read-only, for browser tests.
  std::string ProbeJson() const;

  // A save file the player chose to import (the browser's file chooser, or --import).
  // Refused with a message if it is not a valid save; nothing changes then.
  Status ImportSave(const std::string& text);
  // A command from the host page, as JSON: {"command": "new-match" | "pause" | "resume" | "mute",
  // "muted": true/false (optional, for mute), "seed": "123" (optional, for new-match)}.
  Status HandleCommand(const std::string& json);
  // The page's tab was hidden or shown (natively: the window minimized or restored). Hidden, play
  // is held as if paused and the host hears "visibility"; shown, it goes on unless the host or
  // the player had paused it. Sends what it changes at once: a hidden tab draws no frames.
  void SetPageHidden(bool hidden);
  // A control of the accessible mirror, by its id ("card:5D", "button:next-deal"): done at the
  // next frame exactly as the canvas's control does it. Refused if the mirror does not offer it.
  Status Activate(const std::string& id);
  // One line about what happened to the save at start ("resumed ...", "damaged ..."), for logs.
  const std::string& startup_note() const { return startup_note_; }
  const Settings& settings() const { return settings_; }
  // A language's words, fetched for AppServices::fetch_catalogue; refused (and English kept) if
  // they cannot be read.
  void ReceiveCatalogue(Language language, const std::string& text);
  void CatalogueUnavailable(Language language, const std::string& why);
  // False only at the start while the player's language's words are on their way: the page
  // keeps its loading screen (nothing is drawn, played or said in the wrong language).
  bool Presentable() const { return language_settled_; }

 private:
  enum class Screen { kSetup, kTable, kStatistics, kMatchOver };
  static const char* ScreenId(Screen screen);
  // The match just ended: its report, and the match-over screen.
  void EnterMatchOver();
  // This frame's sound: the most telling of the moments just shown, unless muted or paused.
  void PlaySounds();
  void DrawMatchOverScreen();
  // What each screen's requests do, whether from the canvas or the accessible mirror.
  void OnSetupRequest(SetupRequest request, const MatchSetup& setup);
  void OnTableRequest(TableRequest request);
  void OnMatchOverRequest(MatchOverRequest request);
  void OnStatsRequest(StatsRequest request);
  void OnDamagedChoice(DamagedChoice choice);
  void OnLessonRequest(LessonRequest request);
  // Shows the language the player wants once its words are here (asking for them first).
  void SettleLanguage();
  // The accessible mirror: built from this frame's screen, handed to the page when it changes.
  Mirror BuildMirror() const;
  Mirror SetupMirror() const;
  Mirror TableMirror() const;
  void UpdateMirror();
  // Mirror controls pressed since the last frame, done now.
  void RunActivations();
  void RunActivation(const std::string& id);
  void Announce(const std::string& text);
  // The person's hand may be read out: one person at the table, or the one whose turn it is.
  bool HandReadable() const;
  // Announces what changed for a listener: a new screen, your turn, a hint, a lesson.
  void AnnounceChanges();
  // Says `now` if it differs from what was last said of it (`*said`), and remembers it.
  void AnnounceIfChanged(const std::string& now, std::string* said);
  // A match just dealt: its opening (dealer, dressing, turn-up) as the log would have said it.
  void AnnounceDealSoFar();
  // Tab past the last control or Shift+Tab before the first: the keyboard goes to the page.
  void NoticeTabLeaving();
  // The focused control is gone: the keyboard starts again from the first.
  void ForgetVanishedFocus();
  // What the save holds, cheaply compared each frame so the save is written only on change.
  struct SaveMarker {
    bool match = false;
    std::uint64_t hash = 0;
    std::size_t steps = 0;
    Settings settings;
    Statistics stats;
    SaveScreen screen = SaveScreen::kSetup;
    bool operator==(const SaveMarker& o) const {
      return match == o.match && hash == o.hash && steps == o.steps && settings == o.settings && stats == o.stats &&
             screen == o.screen;
    }
  };
  SaveMarker Marker() const;
  SaveScreen SavedScreen() const;

  MatchSetup ConfiguredSetup(std::uint64_t seed) const;
  // The match a deal code or a daily date asks for, or why it cannot be had (in player words).
  Result<MatchSetup> RequestedDeal() const;
  // Deals what the link asked for, straight to the table; a reload of the same link resumes.
  void StartRequestedDeal();
  // A hint for the person to act: the coach starts thinking (the table shows it when ready).
  void AskCoach();
  // "Learn to play": the lesson's deal at the table (a match in progress is kept to come back to).
  void StartLesson();
  // After the lesson: back to the match it interrupted, or to the setup screen.
  void EndLesson();
  // The lesson panel over the table, and what the lessons follow (your turn, your play).
  void DrawLessonPanel();
  // At the end of a deal with a person at the table: their decisions reviewed, a slice a frame.
  void UpdateReview();
  Status StartMatch(const MatchSetup& setup);
  void StartFresh();
  void LoadSave();
  void AdoptSave(const SaveGame& save);
  SaveGame CurrentSave() const;
  void AutoSave();
  void StorageFailed();
  void ProcessNews();
  void Post(const std::string& event, Json payload) const;
  void PostStatus(const std::string& command) const;
  // What the app shows now, as far as play goes (ui/gameplay.h).
  PlayMoment CurrentMoment() const;
  // gameplay-start or gameplay-stop to the host when play has begun or stopped since the last.
  void PostGameplayChange();
  void OpenStatistics();
  void CloseStatistics();
  int StatsSeat() const;

  GameController controller_;
  SetupView setup_;
  Coach coach_;
  Tutorial tutorial_;
  DealReviewer reviewer_;
  int hints_this_match_ = 0;  // decisions of this match the coach was asked about (kept in the save)
  TableView table_;
  StatsView stats_view_;
  DebugView debug_view_;
  TouchScroller touch_scroll_;
  AppConfig config_;
  Screen screen_ = Screen::kSetup;
  Screen stats_return_ = Screen::kSetup;
  bool show_rules_ = false;
  std::optional<MatchReport> report_;  // the finished match, for the match-over screen
  std::optional<Cue> due_cue_;          // a sound owed to a moment outside the table's events
  bool was_your_turn_ = false;
  int sounds_played_ = 0;
  std::string last_cue_;

  Settings settings_;
  ThemeKind applied_theme_ = ThemeKind::kFelt;
  Statistics stats_;
  std::optional<SaveMarker> last_marker_;
  std::string last_saved_;         // the save text last written (or found), to write only changes
  std::optional<SaveGame> unresumed_;  // a saved match kept as it is (another match was asked for)
  std::vector<std::pair<std::string, std::string>> queued_errors_;  // for the host, after "ready"
  bool save_blocked_ = false;      // a damaged save could not be kept aside: do not overwrite it yet
  bool storage_ok_ = true;
  bool notice_open_ = false;       // "progress will not be kept", shown once
  int notices_shown_ = 0;
  int saves_written_ = 0;
  std::optional<DamagedSave> damaged_;
  std::string damaged_text_;
  std::string save_state_ = "none";  // how the save was found: none, resumed, loaded, damaged, newer, unavailable
  std::string startup_note_;
  bool ready_sent_ = false;
  // The language wanted, the saved choice it was last read from, a fetch under way, languages
  // whose words could not be had, the page's language last told.
  Language wanted_language_ = Language::kEnglish;
  std::string language_choice_seen_;
  bool catalogue_pending_ = false;
  bool language_settled_ = false;
  std::array<bool, kNumLanguages> catalogue_failed_{};
  std::string page_language_;
  GameplayTracker gameplay_;
  bool fullscreen_asked_ = false;
  // The accessible mirror: what the page last got, controls pressed there, what was announced.
  std::optional<Mirror> mirror_;
  int mirror_updates_ = 0;
  std::vector<std::string> activations_;
  int announced_ = 0;
  std::string last_announced_;
  std::string announced_screen_;
  std::string announced_prompt_;
  std::string announced_hint_;
  std::string announced_lesson_;
  std::string announced_message_;
  std::string dressing_line_;  // the board's dressing, said once it is complete
};

}  // namespace popejoan::ui
