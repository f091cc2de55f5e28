#include "ui/app.h"

#include "engine/json.h"
#include "engine/number_text.h"
#include "engine/rng.h"
#include "imgui.h"
#include "imgui_internal.h"  // the keyboard focus cue (NavDisableHighlight)
#include "session/daily_deal.h"
#include "session/deal_code.h"
#include "session/words/hint_words.h"
#include "session/host_command.h"
#include "ui/views/lesson_view.h"
#include "ui/views/match_over_view.h"
#include "ui/views/rules_help.h"
#include "session/words/rules_words.h"
#include "ui/test_probe.h"
#include "ui/paint/theme.h"

extern const unsigned char kLessonDeal[];
extern const unsigned int kLessonDeal_size;

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
namespace {

// A frame may spend this long on AI thinking and still hold 60 frames per second.
constexpr double kAiBudgetPerFrameMs = 8.0;

}  // namespace

App::App(const AppConfig& config) : config_(config) {
  if (config.pace) settings_.pace = *config.pace;
  storage_ok_ = config.storage_available;
  setup_.Reset(ConfiguredSetup(config.seed));
  setup_.SetDailyAvailable(ParseCalendarDate(config.today).ok());
  if (config.replay) {
    const Status loaded = controller_.LoadReplay(*config.replay);
    if (loaded.ok()) {
      controller_.GoToReplayStep(config.replay_step < 0 ? controller_.ReplaySteps() : config.replay_step);
      screen_ = Screen::kTable;
    } else {
      setup_.SetMessage(Fmt(Tr("The replay could not be opened: {0}"), {loaded.message}));
    }
  }
  LoadSave();
  if (config.replay && controller_.InReplay()) {
    // A replay opened for playback: the saved match, if any, stays as it was.
    screen_ = Screen::kTable;
  } else if (!config.deal_code.empty() || !config.daily_date.empty()) {
    StartRequestedDeal();
  } else if (!controller_.HasMatch() && !damaged_ && config.start_at_table && screen_ == Screen::kSetup) {
    const Status started = StartMatch(ConfiguredSetup(config.seed));
    if (!started.ok()) setup_.SetMessage(started.message);
  }
  const bool settings_saved = save_state_ == "loaded" || save_state_ == "resumed";
  if (config.system_prefers_contrast && !settings_saved) settings_.theme = ThemeKind::kContrast;
  if (config.theme) settings_.theme = *config.theme;
  controller_.SetPace(settings_.pace);
  controller_.SetUndoAllowed(settings_.undo_allowed);
  ApplyStyle(settings_.theme);
  SetFourColourDeck(settings_.four_colour);
  applied_theme_ = settings_.theme;
  wanted_language_ = ChooseLanguage(config.language_param, settings_.language, config.browser_languages);
  language_choice_seen_ = settings_.language;
  if (!storage_ok_) {
    notice_open_ = true;
    ++notices_shown_;
    queued_errors_.push_back(
        {"storage-unavailable", NotTranslated("the browser does not let the game store anything: progress will not be kept")});
  }
  for (const std::string& error : config.config_errors) queued_errors_.push_back({"bad-parameter", error});
}

MatchSetup App::ConfiguredSetup(std::uint64_t seed) const {
  MatchSetup setup = DefaultMatchSetup(seed);
  if (config_.preset) {
    const std::int32_t purse = setup.rules.purse;
    setup.rules = RulesForPreset(*config_.preset);
    setup.rules.purse = purse;
  }
  if (config_.seats >= kMinSeats && config_.seats <= kMaxSeats) {
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

Result<MatchSetup> App::RequestedDeal() const {
  if (!config_.deal_code.empty()) return ParseDealCode(config_.deal_code);
  const Result<CalendarDate> date = ParseCalendarDate(config_.daily_date);
  if (!date.ok()) return Result<MatchSetup>::Error(Fmt(Tr("The daily deal's date cannot be read: {0}"), {date.error()}));
  return DailySetup(date.value());
}

void App::StartRequestedDeal() {
  const Result<MatchSetup> asked = RequestedDeal();
  if (!asked.ok()) {
    setup_.SetMessage(asked.error());
    queued_errors_.push_back({"bad-parameter", asked.error()});
    return;
  }
  if (damaged_) return;  // the damaged save's choice comes first
  if (controller_.HasMatch() && !controller_.MatchOver() && !controller_.InReplay() &&
      DealCode(controller_.setup()) == DealCode(asked.value())) {
    screen_ = Screen::kTable;
    return;
  }
  const Status started = StartMatch(asked.value());
  if (!started.ok()) setup_.SetMessage(started.message);
}

void App::UpdateReview() {
  const bool reviewable = controller_.HasMatch() && !controller_.InReplay() && !controller_.InLesson() &&
                          controller_.DealOver() && controller_.Viewer() >= 0;
  table_.SetReview(reviewable ? &reviewer_ : nullptr);
  if (!reviewable) return;
  // One review per deal's end: the match's seed and its length so far name it.
  const std::uint64_t key = controller_.setup().seed * 1000003ULL + controller_.History().size() + 1;
  if (reviewer_.key() != key) reviewer_.Start(controller_.HumanDecisionsThisDeal(), key);
  if (!controller_.paused()) reviewer_.Update(kAiBudgetPerFrameMs);
}

void App::StartLesson() {
  const Result<DealFile> lesson = ParseDealFile(std::string(reinterpret_cast<const char*>(kLessonDeal), kLessonDeal_size));
  if (!lesson.ok()) return;  // the shipped file is checked by the tests; nothing to teach without it
  // A match in progress waits in the save until the lesson is over.
  if (controller_.HasMatch() && !controller_.InLesson() && !controller_.InReplay() && !controller_.MatchOver()) {
    unresumed_ = CurrentSave();
  }
  MatchSetup setup = DefaultMatchSetup(1);
  setup.seats.resize(static_cast<size_t>(lesson.value().setup.seats), SeatSetup{});
  for (int s = 0; s < lesson.value().setup.seats; ++s) setup.seats[static_cast<size_t>(s)] = {DefaultSeatName(s), s == 0, ai::Level::kCasual};
  if (!controller_.StartLesson(setup, lesson.value()).ok()) return;
  controller_.SetPaused(false);
  coach_.Forget();
  tutorial_.Start();
  AnnounceDealSoFar();
  screen_ = Screen::kTable;
}

void App::EndLesson() {
  tutorial_.Stop();
  if (unresumed_ && unresumed_->match && controller_.Resume(*unresumed_->match, unresumed_->ai_seed).ok()) {
    hints_this_match_ = unresumed_->hints;
    unresumed_.reset();
    screen_ = Screen::kTable;
    return;
  }
  MatchSetup next = ConfiguredSetup(NextMatchSeed(config_.seed));
  setup_.Reset(next);
  screen_ = Screen::kSetup;
}

void App::DrawLessonPanel() {
  if (!controller_.InLesson() || !tutorial_.active()) return;
  // Your turn: the lesson asks for the lead it teaches; once it is made, the lesson moves on.
  const int person = controller_.HumanToAct();
  if (person >= 0 && controller_.state().phase() == Phase::kLead && controller_.ScriptedAction() >= 0) {
    tutorial_.AskForLead(ActionWords(controller_.ScriptedAction()));
  } else if (person < 0) {
    tutorial_.Played();
  }
  const Lesson* lesson = tutorial_.current();
  if (lesson == nullptr) return;
  OnLessonRequest(DrawLesson(*lesson, table_.caption_box(), table_.top_limit()));
}

void App::AskCoach() {
  const int seat = controller_.HumanToAct();
  if (seat < 0) return;
  const State& state = controller_.state();
  if (coach_.HintFor(state) == nullptr && !coach_.thinking()) ++hints_this_match_;
  coach_.Request(state, seat, controller_.DecisionSeed());
}

Status App::StartMatch(const MatchSetup& setup) {
  const Status started = controller_.NewMatch(setup);
  if (!started.ok()) {
    // The engine's reason names options and cards as files do; the player hears it in words.
    const std::string why = WhyTheCardsCannotBeDealt(setup.rules, static_cast<int>(setup.seats.size()));
    return why.empty() ? started : Status::Error(why);
  }
  unresumed_.reset();
  hints_this_match_ = 0;
  coach_.Forget();
  controller_.SetPaused(false);
  screen_ = Screen::kTable;
  AnnounceDealSoFar();
  return Status::Ok();
}

void App::StartFresh() {
  damaged_.reset();
  damaged_text_.clear();
  save_blocked_ = false;
  const Status started = StartMatch(ConfiguredSetup(NextMatchSeed(config_.seed)));
  if (!started.ok()) {
    screen_ = Screen::kSetup;
    setup_.SetMessage(started.message);
  }
}

void App::LoadSave() {
  if (!config_.saved_text) {
    save_state_ = storage_ok_ ? "none" : "unavailable";
    return;
  }
  const std::string& text = *config_.saved_text;
  const LoadedSave loaded = ParseSave(text);
  if (!loaded.ok()) {
    DamagedSave damaged;
    damaged.newer = loaded.problem == SaveProblem::kNewerVersion;
    damaged.reason = loaded.message;
    if (config_.services.keep_damaged) damaged.kept_where = config_.services.keep_damaged(text);
    // If it could not be put aside, it is not overwritten until the player has chosen.
    save_blocked_ = damaged.kept_where.empty();
    damaged_ = damaged;
    damaged_text_ = text;
    save_state_ = damaged.newer ? "newer" : "damaged";
    // The startup note is for logs: a developer's English.
    startup_note_ = NotTranslated("the saved game could not be loaded (") + loaded.message + ")" +
                    (damaged.kept_where.empty() ? NotTranslated("; it could not be kept aside")
                                                : NotTranslated("; kept aside as ") + damaged.kept_where);
    queued_errors_.push_back({damaged.newer ? "save-newer" : "save-damaged", loaded.message});
    return;
  }
  AdoptSave(loaded.save);
  save_state_ = "loaded";
  last_saved_ = text;
  if (!loaded.save.match) {
    if (loaded.save.screen == SaveScreen::kStatistics) screen_ = Screen::kStatistics;
    return;
  }
  if (!config_.resume) {
    unresumed_ = loaded.save;  // kept in the save until another match begins
    return;
  }
  const Status resumed = controller_.Resume(*loaded.save.match, loaded.save.ai_seed);
  if (!resumed.ok()) {  // validated already; kept as it is rather than lost
    unresumed_ = loaded.save;
    startup_note_ = NotTranslated("the saved match could not be resumed: ") + resumed.message;
    return;
  }
  save_state_ = "resumed";
  hints_this_match_ = loaded.save.hints;
  MatchSetup next = controller_.setup();
  next.seed = NextMatchSeed(next.seed);
  setup_.Reset(next);
  switch (loaded.save.screen) {
    case SaveScreen::kTable: screen_ = Screen::kTable; break;
    case SaveScreen::kStatistics:
      screen_ = Screen::kStatistics;
      stats_return_ = Screen::kTable;
      break;
    case SaveScreen::kSetup: screen_ = Screen::kSetup; break;
  }
  startup_note_ = NotTranslated("resumed the saved match at deal ") + std::to_string(controller_.state().DealIndex() + 1) + ", step " +
                  std::to_string(controller_.History().size()) + " (state " + HashHex(controller_.state().Hash()) + ")";
}

void App::AdoptSave(const SaveGame& save) {
  settings_ = save.settings;
  stats_ = save.stats;
}

const char* App::ScreenId(Screen screen) {
  switch (screen) {
    case Screen::kSetup: return "setup";
    case Screen::kTable: return "table";
    case Screen::kStatistics: return "statistics";
    case Screen::kMatchOver: return "match-over";
  }
  return "setup";
}

void App::EnterMatchOver() {
  Result<MatchReport> report = ReportMatch(controller_.setup(), controller_.History());
  if (!report.ok()) return;  // cannot happen for a match the controller played; the table stays
  report_ = report.value();
  report_->hints_line = HintsLine(report_->seats, hints_this_match_);
  screen_ = Screen::kMatchOver;
  for (const SeatReport& seat : report_->seats) {
    if (seat.human) due_cue_ = seat.place == 1 && !seat.tied ? Cue::kMatchWon : Cue::kMatchLost;
  }
}

namespace {

// The cue's name in the test probe.
const char* CueId(Cue cue) {
  static const char* const kIds[kNumCues] = {"card", "stop", "counters", "pope", "marriage",
                                             "go-out", "your-turn", "match-won", "match-lost"};
  return kIds[static_cast<int>(cue)];
}

}  // namespace

void App::PlaySounds() {
  std::optional<Cue> cue = due_cue_;
  due_cue_.reset();
  for (const Event& e : controller_.TakeShownEvents()) {
    if (controller_.InLesson()) tutorial_.Observe(e, controller_.Viewer());
    // The dressing is one sentence that grows a seat at a time: said whole, before what follows.
    if (e.type == EventType::kDress) {
      dressing_line_ = SpokenEvent(controller_.model(), e);
    } else {
      Announce(dressing_line_);
      dressing_line_.clear();
      Announce(SpokenEvent(controller_.model(), e));
    }
    const std::optional<Cue> c = CueForEvent(e);
    if (c) cue = cue ? LouderCue(*cue, *c) : *c;
  }
  const bool your_turn = controller_.HasMatch() && controller_.HumanToAct() >= 0;
  if (your_turn && !was_your_turn_) cue = cue ? LouderCue(*cue, Cue::kYourTurn) : Cue::kYourTurn;
  was_your_turn_ = your_turn;
  if (!cue || settings_.muted || settings_.volume <= 0 || controller_.paused() || !config_.services.play_sound) return;
  config_.services.play_sound(CueTones(*cue), static_cast<float>(settings_.volume) / 100.0f);
  ++sounds_played_;
  last_cue_ = CueId(*cue);
}

void App::DrawMatchOverScreen() { OnMatchOverRequest(DrawMatchOver(*report_)); }

SaveScreen App::SavedScreen() const {
  switch (screen_) {
    case Screen::kMatchOver: return controller_.HasMatch() ? SaveScreen::kTable : SaveScreen::kSetup;
    case Screen::kTable: return controller_.HasMatch() && !controller_.InReplay() ? SaveScreen::kTable : SaveScreen::kSetup;
    case Screen::kStatistics: return SaveScreen::kStatistics;
    case Screen::kSetup: break;
  }
  return SaveScreen::kSetup;
}

App::SaveMarker App::Marker() const {
  SaveMarker m;
  if (controller_.HasMatch() && !controller_.InReplay() && !controller_.InLesson()) {
    m.match = true;
    m.hash = controller_.state().Hash();
    m.steps = controller_.History().size();
  } else if (unresumed_ && unresumed_->match) {
    m.match = true;
    m.steps = unresumed_->match->actions.size();
  }
  m.settings = settings_;
  m.stats = stats_;
  m.screen = SavedScreen();
  return m;
}

SaveGame App::CurrentSave() const {
  SaveGame save;
  save.settings = settings_;
  save.stats = stats_;
  if (controller_.HasMatch() && !controller_.InReplay() && !controller_.InLesson()) {
    save.match = controller_.MakeReplay();
    save.ai_seed = controller_.ai_seed();
    save.hints = hints_this_match_;
  } else if (unresumed_ && unresumed_->match) {
    save.match = unresumed_->match;
    save.ai_seed = unresumed_->ai_seed;
    save.hints = unresumed_->hints;
  }
  save.screen = SavedScreen();
  if (save.screen == SaveScreen::kTable && !save.match) save.screen = SaveScreen::kSetup;
  return save;
}

void App::AutoSave() {
  if (save_blocked_ || damaged_ || !config_.services.write_save) return;
  const SaveMarker marker = Marker();
  if (last_marker_ && *last_marker_ == marker) return;
  last_marker_ = marker;
  const std::string text = SaveToJson(CurrentSave());
  if (text == last_saved_) return;
  last_saved_ = text;
  if (config_.services.write_save(text)) {
    ++saves_written_;
    storage_ok_ = true;
  } else {
    StorageFailed();
  }
}

void App::StorageFailed() {
  const bool first = storage_ok_ || notices_shown_ == 0;
  storage_ok_ = false;
  if (notices_shown_ == 0) {
    notice_open_ = true;
    ++notices_shown_;
  }
  if (!first) return;
  Json j = Json::Object();
  j.Set("code", Json::String("storage-failed"));
  j.Set("message", Json::String(NotTranslated("storage refused the save: progress will not be kept")));
  Post("error", j);
}

int App::StatsSeat() const {
  if (!controller_.HasMatch()) return -1;
  const std::vector<SeatSetup>& seats = controller_.setup().seats;
  for (size_t i = 0; i < seats.size(); ++i) {
    if (seats[i].human) return static_cast<int>(i);
  }
  return -1;
}

void App::Post(const std::string& event, Json payload) const {
  if (!config_.services.post_event) return;
  Json message = Json::Object();
  message.Set("type", Json::String("popejoan"));
  message.Set("event", Json::String(event));
  message.Set("embed", Json::String(config_.embed_id));
  for (const auto& member : payload.members()) message.Set(member.first, member.second);
  config_.services.post_event(message.Dump());
}

void App::PostStatus(const std::string& command) const {
  Json j = Json::Object();
  j.Set("command", Json::String(command));
  j.Set("paused", Json::Bool(controller_.paused()));
  j.Set("muted", Json::Bool(settings_.muted));
  j.Set("screen", Json::String(ScreenId(screen_)));
  Post("status", j);
}

void App::ProcessNews() {
  const std::vector<MatchNews> news = controller_.TakeNews();
  if (news.empty() || controller_.InLesson()) return;
  const int seat = StatsSeat();
  const TableModel& model = controller_.model();
  auto seat_json = [&](int s) {
    Json j = Json::Object();
    j.Set("seat", Json::Number(s));
    j.Set("name", Json::String(model.seats[static_cast<size_t>(s)].name));
    j.Set("human", Json::Bool(controller_.setup().seats[static_cast<size_t>(s)].human));
    return j;
  };
  for (const MatchNews& n : news) {
    RecordNews(&stats_, n, seat, PresetId(controller_.setup().rules.preset), hints_this_match_);
    Json payload = Json::Object();
    const int seats = static_cast<int>(n.purse_after.size());
    if (n.kind == MatchNews::Kind::kDealEnded) {
      payload.Set("deal", Json::Number(n.deal + 1));
      payload.Set("deals", Json::Number(controller_.state().NumDeals()));
      payload.Set("clearing", Json::Bool(n.clearing));
      payload.Set("winner", n.winner >= 0 && n.winner < seats ? seat_json(n.winner) : Json::Null());
      Json settlement = Json::Array();
      for (int s = 0; s < seats; ++s) {
        Json row = seat_json(s);
        row.Set("before", Json::Number(n.purse_before[static_cast<size_t>(s)]));
        row.Set("after", Json::Number(n.purse_after[static_cast<size_t>(s)]));
        row.Set("change", Json::Number(n.purse_after[static_cast<size_t>(s)] - n.purse_before[static_cast<size_t>(s)]));
        settlement.Append(row);
      }
      payload.Set("settlement", settlement);
      Json taken = Json::Array();
      for (const Event& e : n.log) {
        if ((e.type == EventType::kTake || e.type == EventType::kShare || e.type == EventType::kClearTake) &&
            e.seat >= 0 && e.seat < seats && e.comp >= 0 && e.comp < kNumCompartments) {
          Json t = seat_json(e.seat);
          t.Set("compartment", Json::String(CompartmentId(e.comp)));
          t.Set("amount", Json::Number(e.amount));
          taken.Append(t);
        }
      }
      payload.Set("taken", taken);
      Post("deal-ended", payload);
    } else {
      Json standings = Json::Array();
      for (size_t rank = 0; rank < n.standings.size(); ++rank) {
        const int s = n.standings[rank];
        Json row = seat_json(s);
        row.Set("rank", Json::Number(static_cast<std::int64_t>(rank) + 1));
        row.Set("purse", Json::Number(n.purse_after[static_cast<size_t>(s)]));
        row.Set("net", Json::Number(n.purse_after[static_cast<size_t>(s)] - n.purse_before[static_cast<size_t>(s)]));
        standings.Append(row);
      }
      payload.Set("standings", standings);
      payload.Set("deals", Json::Number(controller_.state().NumDeals()));
      Post("match-ended", payload);
    }
  }
}

void App::OpenStatistics() {
  if (screen_ != Screen::kStatistics) stats_return_ = screen_;
  stats_view_.SetMessage("");
  screen_ = Screen::kStatistics;
}

void App::CloseStatistics() {
  screen_ = stats_return_ == Screen::kTable && controller_.HasMatch() ? Screen::kTable : Screen::kSetup;
}

Status App::ImportSave(const std::string& text) {
  const LoadedSave loaded = ParseSave(text);
  // The player reads what went wrong in their words; the returned error keeps the parser's.
  if (!loaded.ok()) {
    stats_view_.SetMessage(loaded.problem == SaveProblem::kNewerVersion
                               ? Tr("Not imported: it was saved by a newer version of Pope Joan. Nothing was changed.")
                               : Tr("Not imported: the file is not a Pope Joan save, or it is damaged. Nothing was changed."));
    return Status::Error(NotTranslated("Not imported: ") + loaded.message + NotTranslated(". Nothing was changed."));
  }
  if (loaded.save.match) {
    const Status resumed = controller_.Resume(*loaded.save.match, loaded.save.ai_seed);
    if (!resumed.ok()) {
      stats_view_.SetMessage(Tr("Not imported: its match could not be continued. Nothing was changed."));
      return Status::Error(NotTranslated("Not imported: ") + resumed.message);
    }
    unresumed_.reset();
    stats_return_ = Screen::kTable;
    hints_this_match_ = loaded.save.hints;
  }
  AdoptSave(loaded.save);
  if (config_.theme) settings_.theme = *config_.theme;
  controller_.SetPace(settings_.pace);
  controller_.SetUndoAllowed(settings_.undo_allowed);
  damaged_.reset();
  save_blocked_ = false;
  if (screen_ != Screen::kStatistics) OpenStatistics();
  const std::string matches = Plural(stats_.matches_played, "{0} match", "{0} matches");
  stats_view_.SetMessage(loaded.save.match
                             ? Fmt(Tr("Imported: {0} in the statistics; its match in progress is at the table (Back)."), {matches})
                             : Fmt(Tr("Imported: {0} in the statistics."), {matches}));
  return Status::Ok();
}

Status App::HandleCommand(const std::string& json) {
  const Result<HostCommand> parsed = ParseHostCommand(json);
  if (!parsed.ok()) return Status::Error(parsed.error());
  const std::string& name = parsed->name;
  if (parsed->kind == HostCommand::Kind::kPause) {
    controller_.SetPaused(true);
  } else if (parsed->kind == HostCommand::Kind::kResume) {
    controller_.SetPaused(false);
  } else if (parsed->kind == HostCommand::Kind::kMute) {
    settings_.muted = parsed->muted.value_or(!settings_.muted);
  } else if (parsed->kind == HostCommand::Kind::kNewMatch) {
    const std::uint64_t seed = parsed->seed.value_or(
        NextMatchSeed(controller_.HasMatch() ? controller_.setup().seed : config_.seed));
    // A damaged save that could not be kept aside waits for the player's own choice.
    if (damaged_ && !save_blocked_) damaged_.reset();
    const Status started = StartMatch(ConfiguredSetup(seed));
    if (!started.ok()) return started;
  } else {
    Json j = Json::Object();
    j.Set("code", Json::String("unknown-command"));
    // The host's developer reads these, in English.
    j.Set("message", Json::String(NotTranslated("unknown command \"") + PrintableText(name) + "\" (new-match, pause, resume, mute)"));
    Post("error", j);
    return Status::Error(NotTranslated("unknown command ") + PrintableText(name));
  }
  PostStatus(name);
  PostGameplayChange();
  return Status::Ok();
}

void App::SetPageHidden(bool hidden) {
  if (hidden == controller_.hidden()) return;
  controller_.SetHidden(hidden);
  Json j = Json::Object();
  j.Set("hidden", Json::Bool(hidden));
  Post("visibility", j);
  PostGameplayChange();
}

PlayMoment App::CurrentMoment() const {
  PlayMoment m;
  m.at_table = screen_ == Screen::kTable;
  m.match_in_progress = controller_.HasMatch() && !controller_.MatchOver() && !controller_.InReplay();
  m.deal_over = m.match_in_progress && controller_.DealOver();
  m.paused = controller_.paused();
  m.hidden = controller_.hidden();
  const bool lesson_holds = controller_.InLesson() && tutorial_.active() && tutorial_.holds_table();
  m.covered = table_.menu_open() || show_rules_ || lesson_holds || damaged_.has_value() || notice_open_;
  return m;
}

void App::PostGameplayChange() {
  // Nothing before "ready": the host hears of play only once the game is on screen.
  if (!ready_sent_) return;
  if (const char* event = gameplay_.Update(IsGameplay(CurrentMoment()))) Post(event, Json::Object());
}

void App::SettleLanguage() {
  // A choice made in Settings (or brought by an imported save) wins from now on.
  if (settings_.language != language_choice_seen_) {
    language_choice_seen_ = settings_.language;
    Language chosen = Language::kEnglish;
    if (ParseLanguageTag(settings_.language, &chosen)) {
      wanted_language_ = chosen;
      catalogue_failed_[static_cast<size_t>(chosen)] = false;  // asked again: try again
    }
  }
  const auto wanted = static_cast<size_t>(wanted_language_);
  if (!HasCatalogue(wanted_language_) && !catalogue_pending_ && !catalogue_failed_[wanted]) {
    catalogue_pending_ = static_cast<bool>(config_.services.fetch_catalogue);
    if (catalogue_pending_) {
      config_.services.fetch_catalogue(wanted_language_);  // natively it answers at once
    } else {
      catalogue_failed_[wanted] = true;
    }
  }
  if (HasCatalogue(wanted_language_) && CurrentLanguage() != wanted_language_) {
    SetLanguage(wanted_language_);
    controller_.RetellCaption();  // the opening lines may have been told before the words came
    coach_.Retell();
  }
  if (!catalogue_pending_) language_settled_ = true;
  const std::string id = LanguageId(CurrentLanguage());
  if (language_settled_ && id != page_language_) {
    page_language_ = id;
    if (config_.services.set_page_language) config_.services.set_page_language(id);
  }
}

void App::ReceiveCatalogue(Language language, const std::string& text) {
  const Status loaded = LoadCatalogue(language, text);
  if (!loaded.ok()) {
    CatalogueUnavailable(language, loaded.message);
    return;
  }
  catalogue_pending_ = false;
}

void App::CatalogueUnavailable(Language language, const std::string& why) {
  catalogue_pending_ = false;
  catalogue_failed_[static_cast<size_t>(language)] = true;
  // Said in the language still on screen (English: the one that needs no words fetched).
  setup_.SetMessage(Fmt(Tr("{0} could not be loaded, so the game stays in {1}. Try again from Settings."),
                        {LanguageName(language), LanguageName(CurrentLanguage())}));
  const std::pair<std::string, std::string> error = {"language-unavailable", std::string(LanguageId(language)) + ": " + why};
  if (!ready_sent_) {
    queued_errors_.push_back(error);
    return;
  }
  Json e = Json::Object();
  e.Set("code", Json::String(error.first));
  e.Set("message", Json::String(error.second));
  Post("error", e);
}

void App::Frame(double now_seconds) {
  // At the start, nothing is drawn, played or said until the player's language has its words.
  SettleLanguage();
  if (!Presentable()) return;
  // The input used last shows its cue: a moving pointer hides the keyboard's focus cue (the
  // keys bring it back), so a card never rises under the mouse while another is focused.
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsMousePosValid() && (io.MouseDelta.x != 0.0f || io.MouseDelta.y != 0.0f)) {
    ImGui::GetCurrentContext()->NavDisableHighlight = true;
  }
  // Lessons belong to the lesson's deal: any other match (a new one, a resumed or imported one)
  // ends them, so none can hold that match's table.
  if (tutorial_.active() && !controller_.InLesson()) tutorial_.Stop();
  RunActivations();
  if (!tutorial_.holds_table()) controller_.Update(now_seconds, kAiBudgetPerFrameMs);
  // Paused (or hidden), no AI thinks, the coach's included.
  if (!controller_.paused()) coach_.Update(kAiBudgetPerFrameMs);
  UpdateReview();
  Probe().Clear();
  // A match that has just ended (or was saved ended) goes to its match-over screen.
  if (screen_ == Screen::kTable && controller_.HasMatch() && controller_.MatchOver() && !controller_.InReplay()) {
    EnterMatchOver();
  }
  Probe().screen = ScreenId(screen_);
  const AppServices& services = config_.services;
  if (screen_ == Screen::kSetup) {
    MatchSetup setup;
    const bool can_go_back = controller_.HasMatch() && !controller_.MatchOver() && !controller_.InReplay();
    setup_.SetFirstVisit(stats_.deals_played == 0 && stats_.matches_played == 0);
    OnSetupRequest(setup_.Draw(&setup, &show_rules_, can_go_back, &settings_), setup);
  } else if (screen_ == Screen::kTable) {
    table_.SetSystemReducesMotion(config_.services.reduces_motion && config_.services.reduces_motion());
    table_.SetHint(controller_.HasMatch() ? coach_.HintFor(controller_.state()) : nullptr, coach_.thinking());
    const TableRequest table_request = table_.Draw(controller_, &settings_);
    if (screen_ == Screen::kTable) DrawLessonPanel();
    OnTableRequest(table_request);
  } else if (screen_ == Screen::kMatchOver) {
    DrawMatchOverScreen();
  } else {
    OnStatsRequest(stats_view_.Draw(stats_, !services.choose_import_file && static_cast<bool>(services.read_file)));
  }
  if (config_.debug && screen_ == Screen::kTable) {
    debug_view_.Draw(controller_, [this](const std::string& contents) {
      return config_.save_replay ? config_.save_replay(contents) : std::string(NotTranslated("saving is not available here"));
    });
  }
  if (controller_.HasMatch() || screen_ == Screen::kSetup) {
    const Rules rules = screen_ == Screen::kSetup || !controller_.HasMatch() ? setup_.draft().rules : controller_.state().rules();
    // The rules cover the whole screen: nothing under them can be pressed.
    if (show_rules_) Probe().targets.clear();
    DrawRulesHelp(rules, &show_rules_);
  }
  // F toggles full screen wherever no text is being typed.
  if (!io.WantTextInput) {
    for (int i = 0; i < io.InputQueueCharacters.Size; ++i) {
      if (io.InputQueueCharacters[i] == 'f' || io.InputQueueCharacters[i] == 'F') fullscreen_asked_ = true;
    }
  }
  if (fullscreen_asked_ && services.toggle_fullscreen) services.toggle_fullscreen();
  fullscreen_asked_ = false;

  if (damaged_) {
    OnDamagedChoice(DrawDamagedSaveDialog(*damaged_));
  } else if (notice_open_ && DrawStorageNotice()) {
    notice_open_ = false;
  }

  settings_.pace = controller_.pace();
  settings_.undo_allowed = controller_.undo_allowed();
  if (settings_.theme != applied_theme_) {
    ApplyStyle(settings_.theme);
    applied_theme_ = settings_.theme;
  }
  SetFourColourDeck(settings_.four_colour);  // text size: the platform rebuilds the fonts from settings()
  if (!ready_sent_) {
    ready_sent_ = true;
    Json j = Json::Object();
    j.Set("save", Json::String(save_state_));
    j.Set("storage", Json::Bool(storage_ok_));
    j.Set("screen", Json::String(Probe().screen));
    j.Set("version", Json::Number(kSaveVersion));
    j.Set("language", Json::String(LanguageId(CurrentLanguage())));
    Post("ready", j);
    for (const auto& error : queued_errors_) {
      Json e = Json::Object();
      e.Set("code", Json::String(error.first));
      e.Set("message", Json::String(error.second));
      Post("error", e);
    }
    queued_errors_.clear();
  }
  touch_scroll_.Update();
  Probe().hovering = ImGui::IsAnyItemHovered();
  PlaySounds();
  ProcessNews();
  PostGameplayChange();
  AutoSave();
  AnnounceChanges();
  UpdateMirror();
  ForgetVanishedFocus();
  NoticeTabLeaving();
}

std::string App::ProbeJson() const {
  auto num = [](float v) { return std::to_string(static_cast<int>(v + 0.5f)); };
  auto flag = [](bool b) { return std::string(b ? "true" : "false"); };
  std::string j = "{\"screen\":\"" + Probe().screen + "\"";
  j += ",\"layout\":\"" + Probe().layout + "\"";
  const ImVec2 view = ImGui::GetIO().DisplaySize;
  j += ",\"view\":{\"w\":" + num(view.x) + ",\"h\":" + num(view.y) + "}";
  j += ",\"raised\":\"" + Probe().raised + "\"";
  j += ",\"hovering\":" + flag(Probe().hovering);
  j += ",\"cardHeight\":" + num(Probe().card_height);
  j += ",\"touchScroll\":{\"dragging\":" + flag(touch_scroll_.dragging()) + ",\"velocity\":" + num(touch_scroll_.velocity()) + "}";
  j += ",\"motion\":\"" + Probe().motion + "\",\"flight\":\"" + Probe().flight + "\",\"lastFlight\":\"" +
       Probe().last_flight + "\",\"revealed\":" + flag(Probe().revealed);
  j += ",\"rulesOpen\":" + flag(show_rules_);
  j += ",\"dealCode\":\"" + (controller_.HasMatch() ? DealCode(controller_.setup()) : std::string()) + "\"";
  j += ",\"setupMessage\":" + Json::String(setup_.message()).Dump();
  j += ",\"lesson\":{\"active\":" + flag(controller_.InLesson() && tutorial_.active()) + ",\"id\":\"" +
       (tutorial_.current() ? LessonIdName(tutorial_.current()->id) : "") + "\",\"waits\":" +
       flag(tutorial_.current() != nullptr && tutorial_.current()->waits_for_play) + "}";
  j += ",\"review\":{\"done\":" + flag(reviewer_.done()) + ",\"decisions\":" +
       std::to_string(reviewer_.review().decisions.size()) + ",\"agreed\":" + std::to_string(reviewer_.review().agreed) + "}";
  j += ",\"hint\":{\"thinking\":" + flag(coach_.thinking()) + ",\"asked\":" + std::to_string(hints_this_match_) +
       ",\"ms\":" + std::to_string(static_cast<int>(coach_.last_millis())) + "}";
  j += ",\"mirror\":{\"updates\":" + std::to_string(mirror_updates_) + ",\"buttons\":" +
       std::to_string(mirror_ ? mirror_->buttons.size() : 0) + ",\"announced\":" + std::to_string(announced_) +
       ",\"last\":" + Json::String(last_announced_).Dump() + "}";
  j += ",\"paused\":" + flag(controller_.paused());
  j += ",\"hidden\":" + flag(controller_.hidden()) + ",\"gameplay\":" + flag(gameplay_.playing());
  j += ",\"muted\":" + flag(settings_.muted);
  j += ",\"sound\":{\"volume\":" + std::to_string(settings_.volume) + ",\"played\":" + std::to_string(sounds_played_) +
       ",\"last\":\"" + last_cue_ + "\"}";
  j += ",\"theme\":\"" + std::string(ThemeId(settings_.theme)) + "\"";
  j += ",\"fourColour\":" + flag(settings_.four_colour) + ",\"textSize\":" + std::to_string(settings_.text_size);
  j += ",\"pace\":\"" + std::string(PaceId(PaceIndex(settings_.pace))) + "\"";
  Json missing = Json::Array();
  for (const std::string& key : MissingTranslations()) missing.Append(Json::String(key));
  j += ",\"language\":{\"shown\":\"" + std::string(LanguageId(CurrentLanguage())) + "\",\"wanted\":\"" +
       LanguageId(wanted_language_) + "\",\"chosen\":" + Json::String(settings_.language).Dump() +
       ",\"settled\":" + flag(language_settled_) + ",\"missing\":" + missing.Dump() + "}";
  j += ",\"embed\":" + Json::String(config_.embed_id).Dump();
  j += ",\"save\":\"" + save_state_ + "\"";
  j += ",\"saveProblem\":\"" + std::string(!damaged_ ? "" : damaged_->newer ? "newer" : "corrupt") + "\"";
  j += ",\"damagedKeptAs\":" + Json::String(damaged_ ? damaged_->kept_where : "").Dump();
  j += ",\"storage\":" + flag(storage_ok_);
  j += ",\"noticeOpen\":" + flag(notice_open_);
  j += ",\"noticesShown\":" + std::to_string(notices_shown_);
  j += ",\"savesWritten\":" + std::to_string(saves_written_);
  j += ",\"stats\":{\"matches\":" + std::to_string(stats_.matches_played) + ",\"matchesWon\":" +
       std::to_string(stats_.matches_won) + ",\"deals\":" + std::to_string(stats_.deals_played) + ",\"dealsWon\":" +
       std::to_string(stats_.deals_won) + ",\"countersWon\":" + std::to_string(stats_.counters_won) +
       ",\"countersLost\":" + std::to_string(stats_.counters_lost) + "}";
  j += ",\"resetConfirmOpen\":" + flag(stats_view_.confirming_reset());
  if (controller_.HasMatch()) {
    const State& s = controller_.state();
    j += ",\"phase\":\"" + std::string(PhaseId(s.phase())) + "\"";
    j += ",\"human\":" + std::to_string(controller_.HumanToAct());
    j += ",\"animating\":" + flag(controller_.Animating());
    j += ",\"dealOver\":" + flag(controller_.DealOver());
    j += ",\"matchOver\":" + flag(controller_.MatchOver());
    j += ",\"deal\":" + std::to_string(s.DealIndex());
    j += ",\"steps\":" + std::to_string(controller_.History().size());
    j += ",\"hash\":\"" + HashHex(s.Hash()) + "\"";
    j += ",\"seed\":\"" + std::to_string(controller_.setup().seed) + "\"";
    std::string shown, engine;
    for (int i = 0; i < s.NumSeats(); ++i) {
      if (i) shown += ",", engine += ",";
      shown += std::to_string(controller_.model().seats[static_cast<size_t>(i)].purse);
      engine += std::to_string(s.Purse(i));
    }
    j += ",\"shownPurses\":[" + shown + "],\"enginePurses\":[" + engine + "]";
  }
  j += ",\"targets\":[";
  bool first = true;
  for (const ProbeTarget& t : Probe().targets) {
    if (!first) j += ",";
    first = false;
    j += "{\"name\":\"" + t.name + "\",\"x\":" + num(t.min.x) + ",\"y\":" + num(t.min.y) + ",\"w\":" +
         num(t.max.x - t.min.x) + ",\"h\":" + num(t.max.y - t.min.y) + ",\"enabled\":" + (t.enabled ? "true" : "false") +
         (t.focused ? ",\"focused\":true" : "") + "}";
  }
  j += "],\"scrolls\":[";
  first = true;
  for (const ProbeScrollArea& a : Probe().scrolls) {
    if (!first) j += ",";
    first = false;
    j += "{\"name\":\"" + a.name + "\",\"y\":" + num(a.y) + ",\"max\":" + num(a.max) + "}";
  }
  return j + "]}";
}

}  // namespace popejoan::ui
