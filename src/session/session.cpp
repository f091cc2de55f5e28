#include "session/session.h"

#include "engine/deal_file.h"
#include "engine/number_text.h"
#include "session/configured_setup.h"
#include "session/daily_deal.h"
#include "session/deal_code.h"
#include "session/result_text.h"
#include "session/words/hint_words.h"
#include "session/words/rules_words.h"

extern const unsigned char kLessonDeal[];
extern const unsigned int kLessonDeal_size;

namespace popejoan::session {

const char* ScreenId(Screen screen) {
  switch (screen) {
    case Screen::kSetup: return "setup";
    case Screen::kTable: return "table";
    case Screen::kStatistics: return "statistics";
    case Screen::kMatchOver: return "match-over";
    case Screen::kOtherTab: return "other-tab";
    case Screen::kLobby: return "lobby";
  }
  return "setup";
}

Session::Session(SessionConfig config)
    : config_(std::move(config)),
      saves_(config_.services, config_.storage_available),
      host_(config_.services, config_.embed_id),
      announcer_(config_.services),
      language_(config_.services),
      saving_(local_.controller(), screens_, local_.notes(), saves_, host_),
      rooms_(config_, local_.controller(), draft_, screens_, announcer_, host_) {
  if (config_.pace) saves_.settings().pace = *config_.pace;
  draft_.SetNameText(config_.player_name.substr(0, 24));  // the host's name=: the name field holds it
  draft_.Reset(ConfiguredSetup(config_, config_.seed));
  Open();
  const bool settings_saved = saves_.state() == "loaded" || saves_.state() == "resumed";
  Settings& settings = saves_.settings();
  if (config_.system_prefers_contrast && !settings_saved) settings.theme = ThemeKind::kContrast;
  if (config_.theme) settings.theme = *config_.theme;
  local_.ApplySettings(settings);
  language_.Start(ChooseLanguage(config_.language_param, settings.language, config_.browser_languages), settings.language);
  if (!saves_.storage_ok()) {
    host_.Error("storage-unavailable",
                NotTranslated("the browser does not let the game store anything: progress will not be kept"));
  }
  for (const std::string& error : config_.config_errors) host_.Error("bad-parameter", error);
}

void Session::Open() {
  if (config_.replay) {
    const engine::Status loaded = local_.controller().LoadReplay(*config_.replay);
    if (loaded.ok()) {
      local_.controller().GoToReplayStep(config_.replay_step < 0 ? local_.controller().ReplaySteps() : config_.replay_step);
      screens_.screen = Screen::kTable;
    } else {
      draft_.SetMessage(Fmt(Tr("The replay could not be opened: {0}"), {loaded.message}));
    }
  }
  const std::optional<SaveGame> saved = saves_.Open(config_.saved_text);
  if (const std::optional<DamagedSave>& damaged = saves_.damaged()) {
    // The startup note is for logs: a developer's English.
    local_.notes().startup_note = NotTranslated("the saved game could not be loaded (") + damaged->reason + ")" +
                          (damaged->kept_where.empty() ? NotTranslated("; it could not be kept aside")
                                                       : NotTranslated("; kept aside as ") + damaged->kept_where);
    host_.Error(damaged->newer ? "save-newer" : "save-damaged", damaged->reason);
  }
  if (saved) ResumeSaved(*saved);
  if (config_.replay && local_.controller().InReplay()) {
    screens_.screen = Screen::kTable;  // a replay opened for playback: the saved match stays as it was
  } else if (!config_.deal_code.empty() || !config_.daily_date.empty()) {
    StartRequestedDeal();
  } else if (!local_.controller().HasMatch() && !saves_.damaged() && config_.start_at_table && screens_.screen == Screen::kSetup) {
    const engine::Status started = StartMatch(ConfiguredSetup(config_, config_.seed));
    if (!started.ok()) draft_.SetMessage(started.message);
  }
}

void Session::ResumeSaved(const SaveGame& save) {
  if (!save.match) {
    if (save.screen == SaveScreen::kStatistics) screens_.screen = Screen::kStatistics;
    return;
  }
  if (!config_.resume) {
    local_.notes().unresumed = save;  // kept in the save until another match begins
    return;
  }
  const engine::Status resumed = local_.Resume(save);
  if (!resumed.ok()) {  // validated already; kept as it is rather than lost
    local_.notes().unresumed = save;
    local_.notes().startup_note = NotTranslated("the saved match could not be resumed: ") + resumed.message;
    return;
  }
  saves_.set_state("resumed");
  local_.notes().daily = DailyDateOf(config_, local_.controller().setup());
  const engine::Result<MatchSetup> link = ParseDealCode(config_.deal_code);  // a reload of a shared link
  local_.notes().shared = link.ok() && DealCode(link.value()) == DealCode(local_.controller().setup());
  MatchSetup next = local_.controller().setup();
  next.seed = NextMatchSeed(next.seed);
  draft_.Reset(next);
  switch (save.screen) {
    case SaveScreen::kTable: screens_.screen = Screen::kTable; break;
    case SaveScreen::kStatistics:
      screens_.screen = Screen::kStatistics;
      screens_.stats_return = Screen::kTable;
      break;
    case SaveScreen::kSetup: screens_.screen = Screen::kSetup; break;
  }
  local_.notes().startup_note = NotTranslated("resumed the saved match at deal ") + std::to_string(local_.controller().state().DealIndex() + 1) +
                        ", step " + std::to_string(local_.controller().History().size()) + " (state " +
                        engine::HashHex(local_.controller().state().Hash()) + ")";
}

void Session::StartRequestedDeal() {
  const engine::Result<MatchSetup> asked = RequestedDeal(config_);
  if (!asked.ok()) {
    draft_.SetMessage(asked.error());
    host_.Error("bad-parameter", asked.error());
    return;
  }
  if (saves_.damaged()) return;  // the damaged save's choice comes first
  if (local_.controller().HasMatch() && !local_.controller().MatchOver() && !local_.controller().InReplay() &&
      DealCode(local_.controller().setup()) == DealCode(asked.value())) {
    screens_.screen = Screen::kTable;  // a reload of the same link resumes
    return;
  }
  const engine::Status started = StartMatch(asked.value());
  if (!started.ok()) draft_.SetMessage(started.message);
  local_.notes().shared = started.ok() && !config_.deal_code.empty();
}

engine::Status Session::StartCode() {
  const engine::Result<MatchSetup> asked = ParseTypedDealCode(draft_.code_text());
  if (!asked.ok()) return engine::Status::Error(asked.error());
  const engine::Status started = StartMatch(asked.value());
  local_.notes().shared = started.ok();
  return started;
}

engine::Status Session::StartMatch(const MatchSetup& setup) {
  const engine::Status started = local_.Start(setup);
  if (!started.ok()) return started;
  local_.notes().daily = DailyDateOf(config_, setup);
  screens_.screen = Screen::kTable;
  AnnounceDealSoFar();
  return engine::Status::Ok();
}

void Session::StartFresh() {
  saves_.ForgetDamaged();
  const engine::Status started = StartMatch(ConfiguredSetup(config_, NextMatchSeed(config_.seed)));
  if (!started.ok()) {
    screens_.screen = Screen::kSetup;
    draft_.SetMessage(started.message);
  }
}

void Session::StartLesson() {
  const engine::Result<engine::DealFile> lesson = engine::ParseDealFile(std::string(reinterpret_cast<const char*>(kLessonDeal), kLessonDeal_size));
  if (!lesson.ok()) return;  // the shipped file is checked by the tests; nothing to teach without it
  // A match in progress waits in the save until the lesson is over.
  if (local_.InProgress()) local_.notes().unresumed = saving_.CurrentSave();
  if (!local_.StartLesson(lesson.value())) return;
  AnnounceDealSoFar();
  screens_.screen = Screen::kTable;
}

void Session::EndLesson() {
  if (local_.EndLesson()) {
    screens_.screen = Screen::kTable;
    return;
  }
  draft_.Reset(ConfiguredSetup(config_, NextMatchSeed(config_.seed)));
  screens_.screen = Screen::kSetup;
}

engine::Result<MatchReport> Session::MatchOverReport() const {
  return local_.controller().Remote() ? rooms_.Report() : ReportMatch(local_.controller().setup(), local_.controller().History());
}

void Session::EnterMatchOver() {
  engine::Result<MatchReport> report = MatchOverReport();
  if (!report.ok()) return;  // cannot happen for a match the controller played; the table stays
  screens_.report = report.value();
  screens_.report->hints_line = HintsLine(screens_.report->seats, local_.notes().hints);
  screens_.screen = Screen::kMatchOver;
  for (const SeatReport& seat : screens_.report->seats) {
    if (seat.human) sound_.due = seat.place == 1 && !seat.tied ? Cue::kMatchWon : Cue::kMatchLost;
  }
}

void Session::SettleLanguage() {
  if (!language_.Settle(saves_.settings().language)) return;
  local_.Retell();  // the opening lines may have been told before the words came
}

void Session::ReceiveCatalogue(Language language, const std::string& text) {
  const engine::Status loaded = LoadCatalogue(language, text);
  if (!loaded.ok()) {
    CatalogueUnavailable(language, loaded.message);
    return;
  }
  language_.Received();
}

void Session::CatalogueUnavailable(Language language, const std::string& why) {
  language_.Unavailable(language);
  // Said in the language still on screen (English: the one that needs no words fetched).
  draft_.SetMessage(Fmt(Tr("{0} could not be loaded, so the game stays in {1}. Try again from Settings."),
                        {LanguageName(language), LanguageName(CurrentLanguage())}));
  host_.Error("language-unavailable", std::string(LanguageId(language)) + ": " + why);
}

void Session::OtherTabTookOver() {
  if (screens_.screen == Screen::kOtherTab) return;
  screens_.screen = Screen::kOtherTab;
  screens_.show_rules = false;
  local_.controller().SetPaused(true);
  activations_.clear();
}

void Session::Update(double now_seconds, double budget_ms) {
  // Another tab plays: nothing here moves until "Play here" (the mirror's press included).
  if (screens_.screen == Screen::kOtherTab) {
    std::vector<Intent> pressed;
    pressed.swap(activations_);
    for (const Intent& intent : pressed) Do(intent);
    return;
  }
  // Lessons belong to the lesson's deal: any other match (a new one, a resumed or imported one)
  // ends them, so none can hold that match's table.
  local_.EndStrayLesson();
  std::vector<Intent> pressed;
  pressed.swap(activations_);
  for (const Intent& intent : pressed) Do(intent);
  rooms_.UpdateRoom(now_seconds);
  local_.Update(now_seconds, budget_ms);
  // A match that has just ended (or was saved ended) goes to its match-over screen.
  if (screens_.screen == Screen::kTable && local_.controller().HasMatch() && local_.controller().MatchOver() && !local_.controller().InReplay()) {
    EnterMatchOver();
  }
  if (screens_.screen == Screen::kTable) local_.FollowLesson();
}

void Session::Finish() {
  Settings& settings = saves_.settings();
  settings.pace = local_.controller().pace();
  settings.undo_allowed = local_.controller().undo_allowed();
  SendReady();
  // A decision made at the table this frame goes to the room's server now.
  rooms_.SendRoomChoice();
  rooms_.FollowRoom();
  rooms_.TellHostInvite();
  // A public table sat or arrived at (welcomed), then left, closed or refused: the host hears.
  const RoomClient& room = rooms_.client();
  const bool at_table = room.InRoom() && room.link() != RoomLink::kClosed && room.public_table();
  if (!at_table || room.welcomed()) host_.TellTable(at_table ? room.code() : "", room.seat(), room.arriving() >= 0);
  TellShownEvents();
  TellHostNews();
  host_.UpdateGameplay(CurrentMoment());
  if (screens_.screen != Screen::kOtherTab && saving_.AutoSave()) OtherTabTookOver();
  AnnounceChanges();
  // One mirror a frame where a page shows it (natively nobody reads it: Offered() makes its own).
  // What is offered changes only with it (a storage notice over the screen hides the screen's
  // controls from the mirror, not from play).
  if (!config_.services.show_mirror) return;
  const bool notice = (saves_.notice_open() || screens_.link_refused) && !saves_.damaged();
  if (announcer_.ShowMirror(BuildMirror()) || notice || offered_now_.empty()) {
    offered_now_ = OfferedWith(notice ? ScreenControls() : Controls());
    ++offered_changes_;
  }
}

engine::Rules Session::ShownRules() const {
  return screens_.screen == Screen::kSetup || !local_.controller().HasMatch() ? draft_.setup().rules : local_.controller().state().rules();
}

bool Session::CanGoBackToTable() const {
  return local_.controller().HasMatch() && !local_.controller().MatchOver() && !local_.controller().InReplay();
}

bool Session::DailyOffered() const { return ParseCalendarDate(config_.today).ok(); }

std::string Session::DailyWords() const {
  const bool shown = local_.notes().daily && local_.controller().HasMatch() && !local_.controller().InLesson() && !local_.controller().InReplay();
  return shown ? DayWords(*local_.notes().daily) : "";
}

bool Session::ResultShareable() const {
  return screens_.screen == Screen::kMatchOver && screens_.report && (local_.notes().daily || local_.notes().shared);
}

std::string Session::ResultLine() const {
  if (!screens_.report) return "";
  return ResultText(*screens_.report, SharedDeal{local_.notes().daily, DealCode(local_.controller().setup())});
}

bool Session::FirstVisit() const { return stats().deals_played == 0 && stats().matches_played == 0; }

}  // namespace popejoan::session
