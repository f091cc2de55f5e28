// What each intent does. The canvas, the keys, the accessible mirror, the host page and the
// tests all come here, so a control does the same whichever way it was pressed.
#include <algorithm>
#include <iterator>

#include "engine/replay.h"
#include "session/access_mirror.h"
#include "session/daily_deal.h"
#include "session/deal_code.h"
#include "session/session.h"

namespace popejoan::session {

// Which part of the session does each kind: one row per kind, in the kinds' order, so a kind
// finds its row by its number.
struct Session::Routes {
  struct Route {
    IntentKind kind;
    Status (Session::*handler)(const Intent&);
  };
  static constexpr Route kTable[] = {
      {IntentKind::kNone, &Session::NothingToDo},
      {IntentKind::kPlayCard, &Session::DoAtTable},
      {IntentKind::kPope, &Session::DoAtTable},
      {IntentKind::kPass, &Session::DoAtTable},
      {IntentKind::kPlace, &Session::DoAtTable},
      {IntentKind::kNextDeal, &Session::DoAtTable},
      {IntentKind::kFinalStandings, &Session::DoAtTable},
      {IntentKind::kUndo, &Session::DoAtTable},
      {IntentKind::kMenuUndo, &Session::DoAtTable},
      {IntentKind::kHint, &Session::DoAtTable},
      {IntentKind::kSkip, &Session::DoAtTable},
      {IntentKind::kResume, &Session::DoInMenu},
      {IntentKind::kPause, &Session::DoInMenu},
      {IntentKind::kNextPace, &Session::DoInMenu},
      {IntentKind::kSetPace, &Session::DoInMenu},
      {IntentKind::kReadHand, &Session::DoAtTable},
      {IntentKind::kReadBoard, &Session::DoAtTable},
      {IntentKind::kReadPurses, &Session::DoAtTable},
      {IntentKind::kTableNewMatch, &Session::DoInMenu},
      {IntentKind::kMenuNewMatch, &Session::DoInMenu},
      {IntentKind::kMenuRules, &Session::DoInMenu},
      {IntentKind::kMenuLesson, &Session::DoInMenu},
      {IntentKind::kMenuStatistics, &Session::DoInMenu},
      {IntentKind::kFullscreen, &Session::DoInMenu},
      {IntentKind::kSaveReplay, &Session::DoInMenu},
      {IntentKind::kCopyDealCode, &Session::DoInMenu},
      {IntentKind::kAllowUndo, &Session::DoInMenu},
      {IntentKind::kMute, &Session::DoInMenu},
      {IntentKind::kReduceMotion, &Session::DoInMenu},
      {IntentKind::kSetVolume, &Session::DoInMenu},
      {IntentKind::kSetLanguage, &Session::DoLook},
      {IntentKind::kSetTextSize, &Session::DoLook},
      {IntentKind::kSetTheme, &Session::DoLook},
      {IntentKind::kFourColour, &Session::DoLook},
      {IntentKind::kDeal, &Session::DoOnSetup},
      {IntentKind::kBackToTable, &Session::DoOnSetup},
      {IntentKind::kLesson, &Session::DoOnSetup},
      {IntentKind::kDaily, &Session::DoOnSetup},
      {IntentKind::kHowToPlay, &Session::DoOnSetup},
      {IntentKind::kStatistics, &Session::DoOnSetup},
      {IntentKind::kCloseRules, &Session::DoModal},
      {IntentKind::kSetPlayers, &Session::ChangeDraft},
      {IntentKind::kSetSeat, &Session::ChangeDraft},
      {IntentKind::kSetPreset, &Session::ChangeDraft},
      {IntentKind::kSetOption, &Session::ChangeDraft},
      {IntentKind::kSetRounds, &Session::ChangeDraft},
      {IntentKind::kSetSeed, &Session::ChangeDraft},
      {IntentKind::kLessonNext, &Session::DoAtTable},
      {IntentKind::kLessonSkip, &Session::DoAtTable},
      {IntentKind::kLessonPlayMatch, &Session::DoAtTable},
      {IntentKind::kPlayAgain, &Session::DoElsewhere},
      {IntentKind::kStatsBack, &Session::DoElsewhere},
      {IntentKind::kExport, &Session::DoElsewhere},
      {IntentKind::kImport, &Session::DoElsewhere},
      {IntentKind::kResetStats, &Session::DoElsewhere},
      {IntentKind::kAskReset, &Session::DoElsewhere},
      {IntentKind::kCancelReset, &Session::DoElsewhere},
      {IntentKind::kExportDamaged, &Session::DoModal},
      {IntentKind::kStartFresh, &Session::DoModal},
      {IntentKind::kNoticeOk, &Session::DoModal},
      {IntentKind::kHostNewMatch, &Session::DoHostNewMatch},
      {IntentKind::kPlayHere, &Session::DoPlayHere},
      {IntentKind::kCopyLink, &Session::DoInMenu},
      {IntentKind::kEnterCode, &Session::DoOnSetup},
      {IntentKind::kPlayCode, &Session::DoOnSetup},
      {IntentKind::kCopyResult, &Session::DoElsewhere},
      {IntentKind::kCopyDone, &Session::DoCopyDone},
      {IntentKind::kPlayWithFriends, &Session::DoInRoom},
      {IntentKind::kSetFill, &Session::DoInRoom},
      {IntentKind::kCreateRoom, &Session::DoInRoom},
      {IntentKind::kStartRoom, &Session::DoInRoom},
      {IntentKind::kCopyInvite, &Session::DoInRoom},
      {IntentKind::kTakeSeat, &Session::DoInRoom},
      {IntentKind::kReact, &Session::DoInRoom},
      {IntentKind::kLeaveRoom, &Session::DoInRoom},
      {IntentKind::kSetClock, &Session::DoInRoom},
      {IntentKind::kFreeSeat, &Session::DoInRoom},
      {IntentKind::kComeBack, &Session::DoInRoom},
      {IntentKind::kJoinRoom, &Session::DoInRoom},
      {IntentKind::kBackToRoom, &Session::DoInRoom},
      {IntentKind::kOpenCodeRoom, &Session::DoInRoom},
      {IntentKind::kReclaimSeat, &Session::DoInRoom},
  };

  static constexpr bool InOrder() {
    for (int k = 0; k < kNumIntentKinds; ++k) {
      if (static_cast<int>(kTable[k].kind) != k || kTable[k].handler == nullptr) return false;
    }
    return true;
  }
};
static_assert(std::size(Session::Routes::kTable) == kNumIntentKinds, "one route per intent kind");
static_assert(Session::Routes::InOrder(), "the routes in the kinds' order, each with its handler");

std::vector<IntentKind> Session::RoutedKinds() {
  std::vector<IntentKind> kinds;
  for (const Routes::Route& route : Routes::kTable) kinds.push_back(route.kind);
  return kinds;
}

Status Session::Do(const Intent& intent) {
  // Another tab plays this game: "Play here" is all there is to do (a host's command included).
  if (screens_.screen == Screen::kOtherTab) {
    return intent.kind == IntentKind::kPlayHere ? DoPlayHere(intent) : Status::Error(NotTranslated("another tab plays this game"));
  }
  // The text shown to copy by hand closes whatever covers it.
  if (intent.kind == IntentKind::kCopyDone && !screens_.copy_by_hand.empty()) return DoCopyDone(intent);
  // Offered() is the one list of what may be done: a dialog offers only its own buttons and the
  // host's commands, a screen only what it shows.
  if (!Offers(intent)) return Status::Error("\"" + IntentId(intent) + NotTranslated("\" is not offered now"));
  return (this->*Routes::kTable[static_cast<int>(intent.kind)].handler)(intent);
}

Status Session::NothingToDo(const Intent& intent) {
  if (screens_.screen != Screen::kTable) return Status::Error(NotTranslated("nothing to do for \"") + IntentId(intent) + "\"");
  // A refusal is said, as the table's caption would say it.
  const Status refused = Status::Error(NotTranslated("nothing to do at the table for \"") + IntentId(intent) + "\"");
  announcer_.Say(SpokenText(refused.message));
  return refused;
}

Status Session::DoPlayHere(const Intent&) {
  if (config_.services.play_here) config_.services.play_here();
  return Status::Ok();
}

Status Session::DoCopyDone(const Intent&) {
  screens_.copy_by_hand.clear();
  return Status::Ok();
}

Status Session::DoHostNewMatch(const Intent& intent) {
  const std::uint64_t seed =
      intent.value != 0 ? intent.value : NextMatchSeed(controller_.HasMatch() ? controller_.setup().seed : config_.seed);
  // A damaged save that could not be kept aside waits for the player's own choice.
  if (saves_.damaged() && !saves_.blocked()) saves_.ForgetDamaged();
  return StartMatch(ConfiguredSetup(seed));
}

Status Session::DoInRoom(const Intent& intent) {
  rooms_.DoInRoom(intent);
  return Status::Ok();
}

Status Session::ChangeDraft(const Intent& intent) {
  return screens_.screen == Screen::kSetup ? draft_.Change(intent) : NothingToDo(intent);
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
                          (screens_.screen == Screen::kLobby && rooms_.client().spectator());
  if (key == "setup:name" && name_shown) {
    if (text.size() > kMaxTyped) return Status::Error(NotTranslated("too long for a name"));
    draft_.SetNameText(text);
    return Status::Ok();
  }
  if (key == "setup:room" && screens_.screen == Screen::kSetup && rooms_.RoomsOffered() && !draft_.friends()) {
    if (text.size() > kMaxTyped) return Status::Error(NotTranslated("too long for a room's code or link"));
    draft_.SetRoomText(text);
    return Status::Ok();
  }
  if (key == "room:rejoin" && rooms_.InRoom() && rooms_.client().spectator()) {
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

Status Session::DoLook(const Intent& intent) {
  Settings& settings = saves_.settings();
  switch (intent.kind) {
    case IntentKind::kSetLanguage: settings.language = LanguageId(static_cast<Language>(intent.value)); break;
    case IntentKind::kSetTextSize: settings.text_size = static_cast<int>(intent.value); break;
    case IntentKind::kSetTheme: settings.theme = static_cast<ThemeKind>(intent.value); break;
    case IntentKind::kFourColour: settings.four_colour = !settings.four_colour; break;
    default: break;
  }
  return Status::Ok();
}

Status Session::DoInMenu(const Intent& intent) {
  Settings& settings = saves_.settings();
  const SessionServices& services = config_.services;
  switch (intent.kind) {
    case IntentKind::kTableNewMatch:
    case IntentKind::kMenuNewMatch:
      if (!rooms_.DoInRoom(intent)) ToSetup();  // in a room: leaves it
      break;
    case IntentKind::kMenuRules: screens_.show_rules = true; break;
    case IntentKind::kMenuLesson: StartLesson(); break;
    case IntentKind::kMenuStatistics: OpenStatistics(); break;
    case IntentKind::kFullscreen:
      if (services.toggle_fullscreen) services.toggle_fullscreen();
      break;
    case IntentKind::kSaveReplay:
      if (config_.save_replay) config_.save_replay(ReplayToJson(controller_.MakeReplay()));
      break;
    case IntentKind::kCopyDealCode:
      if (services.copy_text) services.copy_text(DealCode(controller_.setup()));
      break;
    case IntentKind::kCopyLink:
      // A link opens the same deal; where there is no page, the code is what can be passed on.
      if (services.share_deal) {
        services.share_deal(DealCode(controller_.setup()));
      } else if (services.copy_text) {
        services.copy_text(DealCode(controller_.setup()));
      }
      break;
    case IntentKind::kAllowUndo: controller_.SetUndoAllowed(!controller_.undo_allowed()); break;
    case IntentKind::kMute: settings.muted = !settings.muted; break;
    case IntentKind::kReduceMotion: settings.reduce_motion = !settings.reduce_motion; break;
    case IntentKind::kSetVolume: settings.volume = static_cast<int>(intent.value); break;
    case IntentKind::kPause: controller_.SetPaused(true); break;
    case IntentKind::kResume: controller_.SetPaused(false); break;
    case IntentKind::kNextPace: controller_.SetPace(NextPace(controller_.pace())); break;
    case IntentKind::kSetPace: controller_.SetPace(PaceSeconds(static_cast<int>(intent.value))); break;
    default: break;
  }
  return Status::Ok();
}

Status Session::DoAtTable(const Intent& intent) {
  if (screens_.screen != Screen::kTable) return NothingToDo(intent);
  Status done = Status::Ok();
  switch (intent.kind) {
    case IntentKind::kPlayCard: done = controller_.Choose(static_cast<Action>(intent.value)); break;
    case IntentKind::kPope: done = controller_.Choose(kActionPope); break;
    case IntentKind::kPass: done = controller_.Choose(kActionPass); break;
    case IntentKind::kPlace: done = controller_.Choose(PlaceAction(static_cast<int>(intent.value))); break;
    case IntentKind::kNextDeal:
    case IntentKind::kFinalStandings: done = controller_.NextDeal(); break;
    case IntentKind::kUndo:
    case IntentKind::kMenuUndo: done = controller_.Undo(); break;
    case IntentKind::kHint: AskCoach(); break;
    case IntentKind::kSkip: controller_.SkipToHumanTurn(); break;
    case IntentKind::kReadHand: announcer_.Say(ReadHand(controller_.model())); break;
    case IntentKind::kReadBoard: announcer_.Say(ReadBoard(controller_.model())); break;
    case IntentKind::kReadPurses: announcer_.Say(ReadPurses(controller_.model())); break;
    case IntentKind::kLessonNext: tutorial_.Next(); break;
    case IntentKind::kLessonSkip:
    case IntentKind::kLessonPlayMatch: EndLesson(); break;
    default: return NothingToDo(intent);
  }
  // A refusal is said, as the table's caption would say it.
  if (!done.ok()) announcer_.Say(SpokenText(done.message));
  return done;
}

Status Session::DoOnSetup(const Intent& intent) {
  if (screens_.screen != Screen::kSetup) return NothingToDo(intent);
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
    default: return NothingToDo(intent);
  }
  if (!started.ok()) draft_.SetMessage(started.message);
  return Status::Ok();
}

// The match-over and statistics screens (and the lobby's, which has none of these).
Status Session::DoElsewhere(const Intent& intent) {
  if (rooms_.DoInRoom(intent)) return Status::Ok();  // a room's "Play again" is its host's
  if (screens_.screen == Screen::kSetup || screens_.screen == Screen::kTable) return NothingToDo(intent);
  switch (intent.kind) {
    case IntentKind::kPlayAgain: {
      MatchSetup again = controller_.setup();  // same seats and rules, the cards dealt afresh
      again.seed = NextMatchSeed(again.seed);
      const Status started = StartMatch(again);
      if (!started.ok()) draft_.SetMessage(started.message);
      break;
    }
    case IntentKind::kCopyResult:
      if (config_.services.copy_text) config_.services.copy_text(ResultLine());
      break;
    case IntentKind::kStatsBack: CloseStatistics(); break;
    case IntentKind::kExport: Export(); break;
    case IntentKind::kImport: Import(); break;
    case IntentKind::kAskReset: screens_.confirm_reset = true; break;
    case IntentKind::kCancelReset: screens_.confirm_reset = false; break;
    case IntentKind::kResetStats:
      saves_.stats() = Statistics();
      screens_.stats_message = Tr("Statistics reset.");
      screens_.confirm_reset = false;
      break;
    default: return NothingToDo(intent);
  }
  return Status::Ok();
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
  screens_.stats_message = services.save_file ? services.save_file("popejoan-save.json", SaveToJson(saving_.CurrentSave()))
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
