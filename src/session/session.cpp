#include "session/session.h"

#include "engine/deal_file.h"
#include "engine/number_text.h"
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
      saving_(controller_, screens_, match_, saves_, host_),
      rooms_(config_, controller_, draft_, screens_, announcer_, host_) {
  if (config_.pace) saves_.settings().pace = *config_.pace;
  draft_.SetNameText(config_.player_name.substr(0, 24));  // the host's name=: the name field holds it
  draft_.Reset(ConfiguredSetup(config_.seed));
  Open();
  const bool settings_saved = saves_.state() == "loaded" || saves_.state() == "resumed";
  Settings& settings = saves_.settings();
  if (config_.system_prefers_contrast && !settings_saved) settings.theme = ThemeKind::kContrast;
  if (config_.theme) settings.theme = *config_.theme;
  ApplySettingsToController();
  language_.Start(ChooseLanguage(config_.language_param, settings.language, config_.browser_languages), settings.language);
  if (!saves_.storage_ok()) {
    host_.Error("storage-unavailable",
                NotTranslated("the browser does not let the game store anything: progress will not be kept"));
  }
  for (const std::string& error : config_.config_errors) host_.Error("bad-parameter", error);
}

void Session::Open() {
  if (config_.replay) {
    const engine::Status loaded = controller_.LoadReplay(*config_.replay);
    if (loaded.ok()) {
      controller_.GoToReplayStep(config_.replay_step < 0 ? controller_.ReplaySteps() : config_.replay_step);
      screens_.screen = Screen::kTable;
    } else {
      draft_.SetMessage(Fmt(Tr("The replay could not be opened: {0}"), {loaded.message}));
    }
  }
  const std::optional<SaveGame> saved = saves_.Open(config_.saved_text);
  if (const std::optional<DamagedSave>& damaged = saves_.damaged()) {
    // The startup note is for logs: a developer's English.
    match_.startup_note = NotTranslated("the saved game could not be loaded (") + damaged->reason + ")" +
                          (damaged->kept_where.empty() ? NotTranslated("; it could not be kept aside")
                                                       : NotTranslated("; kept aside as ") + damaged->kept_where);
    host_.Error(damaged->newer ? "save-newer" : "save-damaged", damaged->reason);
  }
  if (saved) ResumeSaved(*saved);
  if (config_.replay && controller_.InReplay()) {
    screens_.screen = Screen::kTable;  // a replay opened for playback: the saved match stays as it was
  } else if (!config_.deal_code.empty() || !config_.daily_date.empty()) {
    StartRequestedDeal();
  } else if (!controller_.HasMatch() && !saves_.damaged() && config_.start_at_table && screens_.screen == Screen::kSetup) {
    const engine::Status started = StartMatch(ConfiguredSetup(config_.seed));
    if (!started.ok()) draft_.SetMessage(started.message);
  }
}

void Session::ResumeSaved(const SaveGame& save) {
  if (!save.match) {
    if (save.screen == SaveScreen::kStatistics) screens_.screen = Screen::kStatistics;
    return;
  }
  if (!config_.resume) {
    match_.unresumed = save;  // kept in the save until another match begins
    return;
  }
  const engine::Status resumed = controller_.Resume(*save.match, save.ai_seed);
  if (!resumed.ok()) {  // validated already; kept as it is rather than lost
    match_.unresumed = save;
    match_.startup_note = NotTranslated("the saved match could not be resumed: ") + resumed.message;
    return;
  }
  saves_.set_state("resumed");
  match_.hints = save.hints;
  match_.daily = DailyDateOf(controller_.setup());
  const engine::Result<MatchSetup> link = ParseDealCode(config_.deal_code);  // a reload of a shared link
  match_.shared = link.ok() && DealCode(link.value()) == DealCode(controller_.setup());
  MatchSetup next = controller_.setup();
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
  match_.startup_note = NotTranslated("resumed the saved match at deal ") + std::to_string(controller_.state().DealIndex() + 1) +
                        ", step " + std::to_string(controller_.History().size()) + " (state " +
                        engine::HashHex(controller_.state().Hash()) + ")";
}

MatchSetup Session::ConfiguredSetup(std::uint64_t seed) const {
  MatchSetup setup = DefaultMatchSetup(seed);
  if (config_.preset) {
    const std::int32_t purse = setup.rules.purse;
    setup.rules = engine::RulesForPreset(*config_.preset);
    setup.rules.purse = purse;
  }
  if (config_.seats >= engine::kMinSeats && config_.seats <= engine::kMaxSeats) {
    setup.seats.resize(static_cast<size_t>(config_.seats));
    for (int i = 4; i < config_.seats; ++i) setup.seats[static_cast<size_t>(i)] = {DefaultSeatName(i), false, ai::Level::kCasual};
  }
  if (!config_.ai_levels.empty()) {
    size_t next = 0;
    for (SeatSetup& seat : setup.seats) {
      if (seat.human) continue;
      seat.level = config_.ai_levels[std::min(next++, config_.ai_levels.size() - 1)];
    }
  }
  return setup;
}

engine::Result<MatchSetup> Session::RequestedDeal() const {
  if (!config_.deal_code.empty()) return ParseDealCode(config_.deal_code);
  const engine::Result<CalendarDate> date = ParseCalendarDate(config_.daily_date);
  if (!date.ok()) return engine::Result<MatchSetup>::Error(Fmt(Tr("The daily deal's date cannot be read: {0}"), {date.error()}));
  return DailySetup(date.value());
}

void Session::StartRequestedDeal() {
  const engine::Result<MatchSetup> asked = RequestedDeal();
  if (!asked.ok()) {
    draft_.SetMessage(asked.error());
    host_.Error("bad-parameter", asked.error());
    return;
  }
  if (saves_.damaged()) return;  // the damaged save's choice comes first
  if (controller_.HasMatch() && !controller_.MatchOver() && !controller_.InReplay() &&
      DealCode(controller_.setup()) == DealCode(asked.value())) {
    screens_.screen = Screen::kTable;  // a reload of the same link resumes
    return;
  }
  const engine::Status started = StartMatch(asked.value());
  if (!started.ok()) draft_.SetMessage(started.message);
  match_.shared = started.ok() && !config_.deal_code.empty();
}

engine::Status Session::StartCode() {
  const engine::Result<MatchSetup> asked = ParseTypedDealCode(draft_.code_text());
  if (!asked.ok()) return engine::Status::Error(asked.error());
  const engine::Status started = StartMatch(asked.value());
  match_.shared = started.ok();
  return started;
}

std::optional<CalendarDate> Session::DailyDateOf(const MatchSetup& setup) const {
  const std::string code = DealCode(setup);
  for (const std::string& text : {config_.daily_date, config_.today}) {
    const engine::Result<CalendarDate> date = ParseCalendarDate(text);
    if (date.ok() && DealCode(DailySetup(date.value())) == code) return date.value();
  }
  return std::nullopt;
}

engine::Status Session::StartMatch(const MatchSetup& setup) {
  const engine::Status started = controller_.NewMatch(setup);
  if (!started.ok()) {
    // The engine's reason names options and cards as files do; the player hears it in words.
    const std::string why = WhyTheCardsCannotBeDealt(setup.rules, static_cast<int>(setup.seats.size()));
    return why.empty() ? started : engine::Status::Error(why);
  }
  match_.unresumed.reset();
  match_.hints = 0;
  match_.daily = DailyDateOf(setup);
  match_.shared = false;  // a shared deal's start says so
  coach_.Forget();
  controller_.SetPaused(false);
  screens_.screen = Screen::kTable;
  AnnounceDealSoFar();
  return engine::Status::Ok();
}

void Session::StartFresh() {
  saves_.ForgetDamaged();
  const engine::Status started = StartMatch(ConfiguredSetup(NextMatchSeed(config_.seed)));
  if (!started.ok()) {
    screens_.screen = Screen::kSetup;
    draft_.SetMessage(started.message);
  }
}

void Session::StartLesson() {
  const engine::Result<engine::DealFile> lesson = engine::ParseDealFile(std::string(reinterpret_cast<const char*>(kLessonDeal), kLessonDeal_size));
  if (!lesson.ok()) return;  // the shipped file is checked by the tests; nothing to teach without it
  // A match in progress waits in the save until the lesson is over.
  if (controller_.HasMatch() && !controller_.InLesson() && !controller_.InReplay() && !controller_.MatchOver()) {
    match_.unresumed = saving_.CurrentSave();
  }
  MatchSetup setup = DefaultMatchSetup(1);
  setup.seats.resize(static_cast<size_t>(lesson.value().setup.seats), SeatSetup{});
  for (int s = 0; s < lesson.value().setup.seats; ++s) setup.seats[static_cast<size_t>(s)] = {DefaultSeatName(s), s == 0, ai::Level::kCasual};
  if (!controller_.StartLesson(setup, lesson.value()).ok()) return;
  controller_.SetPaused(false);
  coach_.Forget();
  tutorial_.Start();
  AnnounceDealSoFar();
  screens_.screen = Screen::kTable;
}

void Session::EndLesson() {
  tutorial_.Stop();
  const std::optional<SaveGame>& waiting = match_.unresumed;
  if (waiting && waiting->match && controller_.Resume(*waiting->match, waiting->ai_seed).ok()) {
    match_.hints = waiting->hints;
    match_.unresumed.reset();
    screens_.screen = Screen::kTable;
    return;
  }
  draft_.Reset(ConfiguredSetup(NextMatchSeed(config_.seed)));
  screens_.screen = Screen::kSetup;
}

void Session::FollowLesson() {
  if (!controller_.InLesson() || !tutorial_.active() || screens_.screen != Screen::kTable) return;
  // Your turn: the lesson asks for the lead it teaches; once it is made, the lesson moves on.
  const int person = controller_.HumanToAct();
  if (person >= 0 && controller_.state().phase() == engine::Phase::kLead && controller_.ScriptedAction() >= 0) {
    tutorial_.AskForLead(ActionWords(controller_.ScriptedAction()));
  } else if (person < 0) {
    tutorial_.Played();
  }
}

void Session::UpdateReview(double budget_ms) {
  if (Review() == nullptr) return;
  // One review per deal's end: the match's seed and its length so far name it.
  const std::uint64_t key = controller_.setup().seed * 1000003ULL + controller_.History().size() + 1;
  if (reviewer_.key() != key) reviewer_.Start(controller_.HumanDecisionsThisDeal(), key);
  if (!controller_.paused()) reviewer_.Update(budget_ms);
}

const DealReviewer* Session::Review() const {
  const bool reviewable = controller_.HasMatch() && !controller_.InReplay() && !controller_.InLesson() &&
                          controller_.DealOver() && controller_.Viewer() >= 0 && !controller_.Remote();
  return reviewable ? &reviewer_ : nullptr;
}

engine::Result<MatchReport> Session::MatchOverReport() const {
  return controller_.Remote() ? rooms_.Report() : ReportMatch(controller_.setup(), controller_.History());
}

void Session::EnterMatchOver() {
  engine::Result<MatchReport> report = MatchOverReport();
  if (!report.ok()) return;  // cannot happen for a match the controller played; the table stays
  screens_.report = report.value();
  screens_.report->hints_line = HintsLine(screens_.report->seats, match_.hints);
  screens_.screen = Screen::kMatchOver;
  for (const SeatReport& seat : screens_.report->seats) {
    if (seat.human) sound_.due = seat.place == 1 && !seat.tied ? Cue::kMatchWon : Cue::kMatchLost;
  }
}

void Session::ApplySettingsToController() {
  controller_.SetPace(saves_.settings().pace);
  controller_.SetUndoAllowed(saves_.settings().undo_allowed);
}

void Session::SettleLanguage() {
  if (!language_.Settle(saves_.settings().language)) return;
  controller_.RetellCaption();  // the opening lines may have been told before the words came
  coach_.Retell();
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
  controller_.SetPaused(true);
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
  if (tutorial_.active() && !controller_.InLesson()) tutorial_.Stop();
  std::vector<Intent> pressed;
  pressed.swap(activations_);
  for (const Intent& intent : pressed) Do(intent);
  rooms_.UpdateRoom(now_seconds);
  if (!tutorial_.holds_table()) controller_.Update(now_seconds, budget_ms);
  // Paused (or hidden), no AI thinks, the coach's included.
  if (!controller_.paused()) coach_.Update(budget_ms);
  UpdateReview(budget_ms);
  // A match that has just ended (or was saved ended) goes to its match-over screen.
  if (screens_.screen == Screen::kTable && controller_.HasMatch() && controller_.MatchOver() && !controller_.InReplay()) {
    EnterMatchOver();
  }
  FollowLesson();
}

void Session::Finish() {
  Settings& settings = saves_.settings();
  settings.pace = controller_.pace();
  settings.undo_allowed = controller_.undo_allowed();
  SendReady();
  // A decision made at the table this frame goes to the room's server now.
  rooms_.SendRoomChoice();
  rooms_.FollowRoom();
  rooms_.TellHostInvite();
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
    offered_now_ = OfferedFrom(notice ? ScreenMirror() : *announcer_.mirror());
    ++offered_changes_;
  }
}

engine::Rules Session::ShownRules() const {
  return screens_.screen == Screen::kSetup || !controller_.HasMatch() ? draft_.setup().rules : controller_.state().rules();
}

const Hint* Session::CurrentHint() const { return controller_.HasMatch() ? coach_.HintFor(controller_.state()) : nullptr; }

const Lesson* Session::ShownLesson() const {
  return controller_.InLesson() && tutorial_.active() ? tutorial_.current() : nullptr;
}

bool Session::CanGoBackToTable() const {
  return controller_.HasMatch() && !controller_.MatchOver() && !controller_.InReplay();
}

bool Session::DailyOffered() const { return ParseCalendarDate(config_.today).ok(); }

std::string Session::DailyWords() const {
  const bool shown = match_.daily && controller_.HasMatch() && !controller_.InLesson() && !controller_.InReplay();
  return shown ? DayWords(*match_.daily) : "";
}

bool Session::ResultShareable() const {
  return screens_.screen == Screen::kMatchOver && screens_.report && (match_.daily || match_.shared);
}

std::string Session::ResultLine() const {
  if (!screens_.report) return "";
  return ResultText(*screens_.report, SharedDeal{match_.daily, DealCode(controller_.setup())});
}

bool Session::FirstVisit() const { return stats().deals_played == 0 && stats().matches_played == 0; }

}  // namespace popejoan::session
