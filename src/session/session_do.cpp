// What each intent does. The canvas, the keys, the accessible mirror, the host page and the
// tests all come here, so a control does the same whichever way it was pressed.
#include <algorithm>

#include "engine/replay.h"
#include "session/access_mirror.h"
#include "session/daily_deal.h"
#include "session/deal_code.h"
#include "session/session.h"

namespace popejoan::session {
namespace {

// The setup screen's fields (SetupDraft::Change).
bool IsSetupChange(IntentKind kind) {
  switch (kind) {
    case IntentKind::kSetPlayers:
    case IntentKind::kSetSeat:
    case IntentKind::kSetPreset:
    case IntentKind::kSetOption:
    case IntentKind::kSetRounds:
    case IntentKind::kSetSeed: return true;
    default: return false;
  }
}

}  // namespace

Status Session::Do(const Intent& intent) {
  // Another tab plays this game: "Play here" is all there is to do (a host's command included).
  if (screens_.screen == Screen::kOtherTab) {
    if (intent.kind != IntentKind::kPlayHere) return Status::Error(NotTranslated("another tab plays this game"));
    if (config_.services.play_here) config_.services.play_here();
    return Status::Ok();
  }
  if (intent.kind == IntentKind::kCopyDone && !screens_.copy_by_hand.empty()) {
    screens_.copy_by_hand.clear();
    return Status::Ok();
  }
  if (intent.kind == IntentKind::kHostNewMatch) {
    const std::uint64_t seed =
        intent.value != 0 ? intent.value : NextMatchSeed(controller_.HasMatch() ? controller_.setup().seed : config_.seed);
    // A damaged save that could not be kept aside waits for the player's own choice.
    if (saves_.damaged() && !saves_.blocked()) saves_.ForgetDamaged();
    return StartMatch(ConfiguredSetup(seed));
  }
  if (!Offers(intent)) return Status::Error("\"" + IntentId(intent) + NotTranslated("\" is not offered now"));
  // Pause, play on, mute and full screen hold whatever is on show (the host page asks for some).
  const bool anywhere = intent.kind == IntentKind::kPause || intent.kind == IntentKind::kResume || intent.kind == IntentKind::kMute ||
                        intent.kind == IntentKind::kFullscreen;
  if (anywhere && DoInMenu(intent)) return Status::Ok();
  if (saves_.damaged() || screens_.show_rules || intent.kind == IntentKind::kNoticeOk) return DoModal(intent);
  if (DoInRoom(intent) || DoLook(intent) || DoInMenu(intent)) return Status::Ok();
  if (screens_.screen == Screen::kTable) {
    const Status done = DoAtTable(intent);
    // A refusal is said, as the table's caption would say it.
    if (!done.ok()) announcer_.Say(SpokenText(done.message));
    return done;
  }
  if (screens_.screen == Screen::kSetup && IsSetupChange(intent.kind)) return draft_.Change(intent);
  if (screens_.screen == Screen::kSetup ? DoOnSetup(intent) : DoElsewhere(intent)) return Status::Ok();
  return Status::Error(NotTranslated("nothing to do for \"") + IntentId(intent) + "\"");
}

Status Session::Activate(const std::string& id) {
  constexpr std::size_t kMaxQueued = 8;
  const Result<Intent> intent = ParseIntent(id);
  if (!intent.ok() || !announcer_.mirror() || !announcer_.mirror()->Offers(id)) {
    return Status::Error("\"" + id + NotTranslated("\" is not offered now"));
  }
  if (activations_.size() >= kMaxQueued) return Status::Error(NotTranslated("too many controls pressed at once"));
  activations_.push_back(intent.value());
  return Status::Ok();
}

Status Session::Type(const std::string& key, const std::string& text) {
  constexpr std::size_t kMaxTyped = 256;  // a whole pasted link fits
  const bool name_shown = (screens_.screen == Screen::kSetup && draft_.friends()) ||
                          (screens_.screen == Screen::kLobby && room_.spectator());
  if (key == "setup:name" && name_shown) {
    if (text.size() > kMaxTyped) return Status::Error(NotTranslated("too long for a name"));
    draft_.SetNameText(text);
    return Status::Ok();
  }
  if (key == "setup:room" && screens_.screen == Screen::kSetup && RoomsOffered() && !draft_.friends()) {
    if (text.size() > kMaxTyped) return Status::Error(NotTranslated("too long for a room's code or link"));
    draft_.SetRoomText(text);
    return Status::Ok();
  }
  if (key == "room:rejoin" && InRoom() && room_.spectator()) {
    if (text.size() > kMaxTyped) return Status::Error(NotTranslated("too long for a rejoin code"));
    draft_.SetRejoinText(text);
    return Status::Ok();
  }
  if (screens_.screen != Screen::kSetup || !draft_.code_open() || key != "setup:code") {
    return Status::Error("\"" + key + NotTranslated("\" is not a field shown now"));
  }
  if (text.size() > kMaxTyped) return Status::Error(NotTranslated("too long for a deal code"));
  draft_.SetCodeText(text);
  return Status::Ok();
}

Status Session::DoModal(const Intent& intent) {
  switch (intent.kind) {
    case IntentKind::kExportDamaged:
      saves_.SetExportNote(config_.services.save_file
                               ? config_.services.save_file("popejoan-damaged-save.json", saves_.damaged_text())
                               : Tr("Export is not available here."));
      break;
    case IntentKind::kStartFresh: StartFresh(); break;
    case IntentKind::kNoticeOk:  // the storage notice first, as it is drawn over the other
      if (saves_.notice_open()) {
        saves_.CloseNotice();
      } else {
        screens_.link_refused = false;
      }
      break;
    case IntentKind::kCloseRules: screens_.show_rules = false; break;
    default: break;
  }
  return Status::Ok();
}

bool Session::DoLook(const Intent& intent) {
  Settings& settings = saves_.settings();
  switch (intent.kind) {
    case IntentKind::kSetLanguage: settings.language = LanguageId(static_cast<Language>(intent.value)); return true;
    case IntentKind::kSetTextSize: settings.text_size = static_cast<int>(intent.value); return true;
    case IntentKind::kSetTheme: settings.theme = static_cast<ThemeKind>(intent.value); return true;
    case IntentKind::kFourColour: settings.four_colour = !settings.four_colour; return true;
    default: return false;
  }
}

bool Session::DoInMenu(const Intent& intent) {
  Settings& settings = saves_.settings();
  const SessionServices& services = config_.services;
  switch (intent.kind) {
    case IntentKind::kTableNewMatch:
    case IntentKind::kMenuNewMatch: ToSetup(); return true;
    case IntentKind::kMenuRules: screens_.show_rules = true; return true;
    case IntentKind::kMenuLesson: StartLesson(); return true;
    case IntentKind::kMenuStatistics: OpenStatistics(); return true;
    case IntentKind::kFullscreen:
      if (services.toggle_fullscreen) services.toggle_fullscreen();
      return true;
    case IntentKind::kSaveReplay:
      if (config_.save_replay) config_.save_replay(ReplayToJson(controller_.MakeReplay()));
      return true;
    case IntentKind::kCopyDealCode:
      if (services.copy_text) services.copy_text(DealCode(controller_.setup()));
      return true;
    case IntentKind::kCopyLink:
      // A link opens the same deal; where there is no page, the code is what can be passed on.
      if (services.share_deal) {
        services.share_deal(DealCode(controller_.setup()));
      } else if (services.copy_text) {
        services.copy_text(DealCode(controller_.setup()));
      }
      return true;
    case IntentKind::kAllowUndo: controller_.SetUndoAllowed(!controller_.undo_allowed()); return true;
    case IntentKind::kMute: settings.muted = !settings.muted; return true;
    case IntentKind::kReduceMotion: settings.reduce_motion = !settings.reduce_motion; return true;
    case IntentKind::kSetVolume: settings.volume = static_cast<int>(intent.value); return true;
    case IntentKind::kPause: controller_.SetPaused(true); return true;
    case IntentKind::kResume: controller_.SetPaused(false); return true;
    case IntentKind::kNextPace: controller_.SetPace(NextPace(controller_.pace())); return true;
    case IntentKind::kSetPace: controller_.SetPace(PaceSeconds(static_cast<int>(intent.value))); return true;
    default: return false;
  }
}

Status Session::DoAtTable(const Intent& intent) {
  switch (intent.kind) {
    case IntentKind::kPlayCard: return controller_.Choose(static_cast<Action>(intent.value));
    case IntentKind::kPope: return controller_.Choose(kActionPope);
    case IntentKind::kPass: return controller_.Choose(kActionPass);
    case IntentKind::kPlace: return controller_.Choose(PlaceAction(static_cast<int>(intent.value)));
    case IntentKind::kNextDeal:
    case IntentKind::kFinalStandings: return controller_.NextDeal();
    case IntentKind::kUndo:
    case IntentKind::kMenuUndo: return controller_.Undo();
    case IntentKind::kHint: AskCoach(); break;
    case IntentKind::kSkip: controller_.SkipToHumanTurn(); break;
    case IntentKind::kReadHand: announcer_.Say(ReadHand(controller_.model())); break;
    case IntentKind::kReadBoard: announcer_.Say(ReadBoard(controller_.model())); break;
    case IntentKind::kReadPurses: announcer_.Say(ReadPurses(controller_.model())); break;
    case IntentKind::kLessonNext: tutorial_.Next(); break;
    case IntentKind::kLessonSkip:
    case IntentKind::kLessonPlayMatch: EndLesson(); break;
    default: return Status::Error(NotTranslated("nothing to do at the table for \"") + IntentId(intent) + "\"");
  }
  return Status::Ok();
}

bool Session::DoOnSetup(const Intent& intent) {
  Status started = Status::Ok();
  switch (intent.kind) {
    case IntentKind::kDeal: started = StartMatch(draft_.Finish()); break;
    case IntentKind::kBackToTable: screens_.screen = Screen::kTable; break;
    case IntentKind::kLesson: StartLesson(); break;
    case IntentKind::kHowToPlay: screens_.show_rules = true; break;
    case IntentKind::kStatistics: OpenStatistics(); break;
    case IntentKind::kEnterCode: draft_.ToggleCode(); break;
    case IntentKind::kPlayCode: started = StartCode(); break;
    case IntentKind::kDaily: {
      const Result<CalendarDate> today = ParseCalendarDate(config_.today);
      started = today.ok() ? StartMatch(DailySetup(today.value())) : Status::Error(today.error());
      break;
    }
    default: return false;
  }
  if (!started.ok()) draft_.SetMessage(started.message);
  return true;
}

bool Session::DoElsewhere(const Intent& intent) {
  switch (intent.kind) {
    case IntentKind::kPlayAgain: {
      MatchSetup again = controller_.setup();  // same seats and rules, the cards dealt afresh
      again.seed = NextMatchSeed(again.seed);
      const Status started = StartMatch(again);
      if (!started.ok()) draft_.SetMessage(started.message);
      return true;
    }
    case IntentKind::kCopyResult:
      if (config_.services.copy_text) config_.services.copy_text(ResultLine());
      return true;
    default: return DoOnStatistics(intent);
  }
}

bool Session::DoOnStatistics(const Intent& intent) {
  switch (intent.kind) {
    case IntentKind::kStatsBack: CloseStatistics(); return true;
    case IntentKind::kExport: Export(); return true;
    case IntentKind::kImport: Import(); return true;
    case IntentKind::kAskReset: screens_.confirm_reset = true; return true;
    case IntentKind::kCancelReset: screens_.confirm_reset = false; return true;
    case IntentKind::kResetStats:
      saves_.stats() = Statistics();
      screens_.stats_message = Tr("Statistics reset.");
      screens_.confirm_reset = false;
      return true;
    default: return false;
  }
}

void Session::ToSetup() {
  MatchSetup next = controller_.setup();
  next.seed = NextMatchSeed(next.seed);  // a fresh deal unless the player sets one
  draft_.Reset(next);
  screens_.screen = Screen::kSetup;
}

void Session::AskCoach() {
  const int seat = controller_.HumanToAct();
  if (seat < 0) return;
  const State& state = controller_.state();
  // Asked again on the same turn: the hint is said again (the first time, once it is ready).
  if (const Hint* known = coach_.HintFor(state)) announcer_.Say(HintSentence(*known));
  if (coach_.HintFor(state) == nullptr && !coach_.thinking()) ++match_.hints;
  coach_.Request(state, seat, controller_.DecisionSeed());
}

void Session::OpenStatistics() {
  if (screens_.screen != Screen::kStatistics) screens_.stats_return = screens_.screen;
  screens_.stats_message.clear();
  screens_.confirm_reset = false;
  screens_.screen = Screen::kStatistics;
}

void Session::CloseStatistics() {
  screens_.screen = screens_.stats_return == Screen::kTable && controller_.HasMatch() ? Screen::kTable : Screen::kSetup;
}

void Session::Export() {
  const SessionServices& services = config_.services;
  screens_.stats_message = services.save_file ? services.save_file("popejoan-save.json", SaveToJson(CurrentSave()))
                                              : Tr("Export is not available here.");
}

void Session::Import() {
  const SessionServices& services = config_.services;
  if (services.choose_import_file) {
    services.choose_import_file();  // the file's text comes back through ImportSave
    return;
  }
  if (!services.read_file) return;
  std::string text;
  if (services.read_file(screens_.import_path, &text)) {
    ImportSave(text);
  } else {
    screens_.stats_message = Fmt(Tr("Cannot read {0}"), {screens_.import_path});
  }
}

}  // namespace popejoan::session
