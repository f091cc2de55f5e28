// What each intent does. The canvas, the keys, the accessible mirror, the host page and the
// tests all come here, so a control does the same whichever way it was pressed.
#include <algorithm>
#include <iterator>

#include "engine/replay.h"
#include "session/access_mirror.h"
#include "session/configured_setup.h"
#include "session/daily_deal.h"
#include "session/deal_code.h"
#include "session/session.h"

namespace popejoan::session {

// Which part of the session does each kind: one row per kind, in the kinds' order, so a kind
// finds its part by its number.
struct Session::Routes {
  // The parts of the session, each with its handler (Run).
  enum Part : std::uint8_t { kNothing, kTable, kMenu, kLook, kSetup, kDialog, kDraft, kElsewhere, kHost, kPlayHere, kCopyDone, kRoom };
  static engine::Status Run(Session& s, Part part, const Intent& intent) {
    switch (part) {
      case kTable: return s.DoAtTable(intent);
      case kMenu: return s.DoInMenu(intent);
      case kLook: return s.DoLook(intent);
      case kSetup: return s.DoOnSetup(intent);
      case kDialog: return s.DoModal(intent);
      case kDraft: return s.ChangeDraft(intent);
      case kElsewhere: return s.DoElsewhere(intent);
      case kHost: return s.DoHostNewMatch(intent);
      case kPlayHere: return s.DoPlayHere(intent);
      case kCopyDone: return s.DoCopyDone(intent);
      case kRoom: return s.DoInRoom(intent);
      case kNothing: break;
    }
    return s.NothingToDo(intent);
  }
  struct Route {
    IntentKind kind;
    Part part;
  };
  static constexpr Route kRoutes[] = {
      {IntentKind::kNone, kNothing},
      {IntentKind::kPlayCard, kTable},
      {IntentKind::kPope, kTable},
      {IntentKind::kPass, kTable},
      {IntentKind::kPlace, kTable},
      {IntentKind::kNextDeal, kTable},
      {IntentKind::kFinalStandings, kTable},
      {IntentKind::kUndo, kTable},
      {IntentKind::kMenuUndo, kTable},
      {IntentKind::kHint, kTable},
      {IntentKind::kSkip, kTable},
      {IntentKind::kResume, kMenu},
      {IntentKind::kPause, kMenu},
      {IntentKind::kNextPace, kMenu},
      {IntentKind::kSetPace, kMenu},
      {IntentKind::kReadHand, kTable},
      {IntentKind::kReadBoard, kTable},
      {IntentKind::kReadPurses, kTable},
      {IntentKind::kTableNewMatch, kMenu},
      {IntentKind::kMenuNewMatch, kMenu},
      {IntentKind::kMenuRules, kMenu},
      {IntentKind::kMenuLesson, kMenu},
      {IntentKind::kMenuStatistics, kMenu},
      {IntentKind::kFullscreen, kMenu},
      {IntentKind::kSaveReplay, kMenu},
      {IntentKind::kCopyDealCode, kMenu},
      {IntentKind::kAllowUndo, kMenu},
      {IntentKind::kMute, kMenu},
      {IntentKind::kReduceMotion, kMenu},
      {IntentKind::kSetVolume, kMenu},
      {IntentKind::kSetLanguage, kLook},
      {IntentKind::kSetTextSize, kLook},
      {IntentKind::kSetTheme, kLook},
      {IntentKind::kFourColour, kLook},
      {IntentKind::kDeal, kSetup},
      {IntentKind::kBackToTable, kSetup},
      {IntentKind::kLesson, kSetup},
      {IntentKind::kDaily, kSetup},
      {IntentKind::kHowToPlay, kSetup},
      {IntentKind::kStatistics, kSetup},
      {IntentKind::kCloseRules, kDialog},
      {IntentKind::kSetPlayers, kDraft},
      {IntentKind::kSetSeat, kDraft},
      {IntentKind::kSetPreset, kDraft},
      {IntentKind::kSetOption, kDraft},
      {IntentKind::kSetRounds, kDraft},
      {IntentKind::kSetSeed, kDraft},
      {IntentKind::kLessonNext, kTable},
      {IntentKind::kLessonSkip, kTable},
      {IntentKind::kLessonPlayMatch, kTable},
      {IntentKind::kPlayAgain, kElsewhere},
      {IntentKind::kStatsBack, kElsewhere},
      {IntentKind::kExport, kElsewhere},
      {IntentKind::kImport, kElsewhere},
      {IntentKind::kResetStats, kElsewhere},
      {IntentKind::kAskReset, kElsewhere},
      {IntentKind::kCancelReset, kElsewhere},
      {IntentKind::kExportDamaged, kDialog},
      {IntentKind::kStartFresh, kDialog},
      {IntentKind::kNoticeOk, kDialog},
      {IntentKind::kHostNewMatch, kHost},
      {IntentKind::kPlayHere, kPlayHere},
      {IntentKind::kCopyLink, kMenu},
      {IntentKind::kEnterCode, kSetup},
      {IntentKind::kPlayCode, kSetup},
      {IntentKind::kCopyResult, kElsewhere},
      {IntentKind::kCopyDone, kCopyDone},
      {IntentKind::kPlayWithFriends, kRoom},
      {IntentKind::kSetFill, kRoom},
      {IntentKind::kCreateRoom, kRoom},
      {IntentKind::kStartRoom, kRoom},
      {IntentKind::kCopyInvite, kRoom},
      {IntentKind::kTakeSeat, kRoom},
      {IntentKind::kReact, kRoom},
      {IntentKind::kLeaveRoom, kRoom},
      {IntentKind::kSetClock, kRoom},
      {IntentKind::kFreeSeat, kRoom},
      {IntentKind::kComeBack, kRoom},
      {IntentKind::kJoinRoom, kRoom},
      {IntentKind::kBackToRoom, kRoom},
      {IntentKind::kOpenCodeRoom, kRoom},
      {IntentKind::kReclaimSeat, kRoom},
      {IntentKind::kQuickPlay, kRoom},
      {IntentKind::kOpenTables, kRoom},
      {IntentKind::kCloseTables, kRoom},
      {IntentKind::kJoinTable, kRoom},
      {IntentKind::kSetWhoJoins, kRoom},
      {IntentKind::kMuteSeat, kRoom},
  };
  static constexpr bool InOrder() {
    for (int k = 0; k < kNumIntentKinds; ++k) {
      if (static_cast<int>(kRoutes[k].kind) != k) return false;
    }
    return true;
  }
  // What the page keeps: a byte a kind.
  struct Parts {
    Part part[kNumIntentKinds];
  };
  static constexpr Parts PartsByKind() {
    Parts parts{};
    for (int k = 0; k < kNumIntentKinds; ++k) parts.part[k] = kRoutes[k].part;
    return parts;
  }
};
// One route per intent kind, in the kinds' order (no message: the words check reads string literals).
static_assert(std::size(Session::Routes::kRoutes) == kNumIntentKinds);
static_assert(Session::Routes::InOrder());
namespace {
constexpr Session::Routes::Parts kParts = Session::Routes::PartsByKind();
}  // namespace

std::vector<IntentKind> Session::RoutedKinds() {
  std::vector<IntentKind> kinds;
  for (const Routes::Route& route : Routes::kRoutes) kinds.push_back(route.kind);
  return kinds;
}

engine::Status Session::Do(const Intent& intent) {
  // Another tab plays this game: "Play here" is all there is to do (a host's command included).
  if (screens_.screen == Screen::kOtherTab) {
    return intent.kind == IntentKind::kPlayHere ? DoPlayHere(intent) : engine::Status::Error(NotTranslated("another tab plays this game"));
  }
  // The text shown to copy by hand closes whatever covers it.
  if (intent.kind == IntentKind::kCopyDone && !screens_.copy_by_hand.empty()) return DoCopyDone(intent);
  // Offered() is the one list of what may be done: a dialog offers only its own buttons and the
  // host's commands, a screen only what it shows.
  if (!Offers(intent)) return engine::Status::Error("\"" + IntentId(intent) + NotTranslated("\" is not offered now"));
  return Routes::Run(*this, kParts.part[static_cast<int>(intent.kind)], intent);
}

engine::Status Session::NothingToDo(const Intent& intent) {
  if (screens_.screen != Screen::kTable) return engine::Status::Error(NotTranslated("nothing to do for \"") + IntentId(intent) + "\"");
  // A refusal is said, as the table's caption would say it.
  const engine::Status refused = engine::Status::Error(NotTranslated("nothing to do at the table for \"") + IntentId(intent) + "\"");
  announcer_.Say(SpokenText(refused.message));
  return refused;
}

engine::Status Session::DoPlayHere(const Intent&) {
  if (config_.services.play_here) config_.services.play_here();
  return engine::Status::Ok();
}

engine::Status Session::DoCopyDone(const Intent&) {
  screens_.copy_by_hand.clear();
  return engine::Status::Ok();
}

engine::Status Session::DoHostNewMatch(const Intent& intent) {
  const std::uint64_t seed =
      intent.value != 0 ? intent.value : NextMatchSeed(local_.controller().HasMatch() ? local_.controller().setup().seed : config_.seed);
  // A damaged save that could not be kept aside waits for the player's own choice.
  if (saves_.damaged() && !saves_.blocked()) saves_.ForgetDamaged();
  return StartMatch(ConfiguredSetup(config_, seed));
}

engine::Status Session::DoInRoom(const Intent& intent) {
  rooms_.DoInRoom(intent);
  return engine::Status::Ok();
}

engine::Status Session::ChangeDraft(const Intent& intent) {
  return screens_.screen == Screen::kSetup ? draft_.Change(intent) : NothingToDo(intent);
}

engine::Status Session::Type(const std::string& key, const std::string& text) {
  constexpr std::size_t kMaxTyped = 256;  // a whole pasted link fits
  const bool name_shown = (screens_.screen == Screen::kSetup && draft_.friends()) ||
                          (screens_.screen == Screen::kLobby && rooms_.client().spectator());
  if (key == "setup:name" && name_shown) {
    if (text.size() > kMaxTyped) return engine::Status::Error(NotTranslated("too long for a name"));
    draft_.SetNameText(text);
    return engine::Status::Ok();
  }
  if (key == "setup:room" && screens_.screen == Screen::kSetup && rooms_.RoomsOffered() && !draft_.friends()) {
    if (text.size() > kMaxTyped) return engine::Status::Error(NotTranslated("too long for a room's code or link"));
    draft_.SetRoomText(text);
    return engine::Status::Ok();
  }
  if (key == "room:rejoin" && rooms_.InRoom() && rooms_.client().spectator()) {
    if (text.size() > kMaxTyped) return engine::Status::Error(NotTranslated("too long for a rejoin code"));
    draft_.SetRejoinText(text);
    return engine::Status::Ok();
  }
  if (screens_.screen != Screen::kSetup || !draft_.code_open() || key != "setup:code") {
    return engine::Status::Error("\"" + key + NotTranslated("\" is not a field shown now"));
  }
  if (text.size() > kMaxTyped) return engine::Status::Error(NotTranslated("too long for a deal code"));
  draft_.SetCodeText(text);
  return engine::Status::Ok();
}

engine::Status Session::DoModal(const Intent& intent) {
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
  return engine::Status::Ok();
}

engine::Status Session::DoLook(const Intent& intent) {
  Settings& settings = saves_.settings();
  switch (intent.kind) {
    case IntentKind::kSetLanguage: settings.language = LanguageId(static_cast<Language>(intent.value)); break;
    case IntentKind::kSetTextSize: settings.text_size = static_cast<int>(intent.value); break;
    case IntentKind::kSetTheme: settings.theme = static_cast<ThemeKind>(intent.value); break;
    case IntentKind::kFourColour: settings.four_colour = !settings.four_colour; break;
    default: break;
  }
  return engine::Status::Ok();
}

engine::Status Session::DoInMenu(const Intent& intent) {
  Settings& settings = saves_.settings();
  const SessionServices& services = config_.services;
  GameController& table = local_.controller();
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
      if (config_.save_replay) config_.save_replay(ReplayToJson(table.MakeReplay()));
      break;
    case IntentKind::kCopyDealCode:
      if (services.copy_text) services.copy_text(DealCode(table.setup()));
      break;
    case IntentKind::kCopyLink:
      // A link opens the same deal; where there is no page, the code is what can be passed on.
      if (services.share_deal) {
        services.share_deal(DealCode(table.setup()));
      } else if (services.copy_text) {
        services.copy_text(DealCode(table.setup()));
      }
      break;
    case IntentKind::kAllowUndo: table.SetUndoAllowed(!table.undo_allowed()); break;
    case IntentKind::kMute: settings.muted = !settings.muted; break;
    case IntentKind::kReduceMotion: settings.reduce_motion = !settings.reduce_motion; break;
    case IntentKind::kSetVolume: settings.volume = static_cast<int>(intent.value); break;
    case IntentKind::kPause: table.SetPaused(true); break;
    case IntentKind::kResume: table.SetPaused(false); break;
    case IntentKind::kNextPace: table.SetPace(NextPace(table.pace())); break;
    case IntentKind::kSetPace: table.SetPace(PaceSeconds(static_cast<int>(intent.value))); break;
    default: break;
  }
  return engine::Status::Ok();
}

engine::Status Session::DoAtTable(const Intent& intent) {
  if (screens_.screen != Screen::kTable) return NothingToDo(intent);
  GameController& table = local_.controller();
  engine::Status done = engine::Status::Ok();
  switch (intent.kind) {
    case IntentKind::kPlayCard: done = table.Choose(static_cast<engine::Action>(intent.value)); break;
    case IntentKind::kPope: done = table.Choose(engine::kActionPope); break;
    case IntentKind::kPass: done = table.Choose(engine::kActionPass); break;
    case IntentKind::kPlace: done = table.Choose(engine::PlaceAction(static_cast<int>(intent.value))); break;
    case IntentKind::kNextDeal:
    case IntentKind::kFinalStandings: done = table.NextDeal(); break;
    case IntentKind::kUndo:
    case IntentKind::kMenuUndo: done = table.Undo(); break;
    case IntentKind::kHint:
      if (const Hint* known = local_.AskCoach()) announcer_.Say(HintSentence(*known));
      break;
    case IntentKind::kSkip: table.SkipToHumanTurn(); break;
    case IntentKind::kReadHand: announcer_.Say(ReadHand(table.model())); break;
    case IntentKind::kReadBoard: announcer_.Say(ReadBoard(table.model())); break;
    case IntentKind::kReadPurses: announcer_.Say(ReadPurses(table.model())); break;
    case IntentKind::kLessonNext: local_.NextLesson(); break;
    case IntentKind::kLessonSkip:
    case IntentKind::kLessonPlayMatch: EndLesson(); break;
    default: return NothingToDo(intent);
  }
  // A refusal is said, as the table's caption would say it.
  if (!done.ok()) announcer_.Say(SpokenText(done.message));
  return done;
}

engine::Status Session::DoOnSetup(const Intent& intent) {
  if (screens_.screen != Screen::kSetup) return NothingToDo(intent);
  engine::Status started = engine::Status::Ok();
  switch (intent.kind) {
    case IntentKind::kDeal: started = StartMatch(draft_.Finish()); break;
    case IntentKind::kBackToTable: screens_.screen = Screen::kTable; break;
    case IntentKind::kLesson: StartLesson(); break;
    case IntentKind::kHowToPlay: screens_.show_rules = true; break;
    case IntentKind::kStatistics: OpenStatistics(); break;
    case IntentKind::kEnterCode: draft_.ToggleCode(); break;
    case IntentKind::kPlayCode: started = StartCode(); break;
    case IntentKind::kDaily: {
      const engine::Result<CalendarDate> today = ParseCalendarDate(config_.today);
      started = today.ok() ? StartMatch(DailySetup(today.value())) : engine::Status::Error(today.error());
      break;
    }
    default: return NothingToDo(intent);
  }
  if (!started.ok()) draft_.SetMessage(started.message);
  return engine::Status::Ok();
}

// The match-over and statistics screens (and the lobby's, which has none of these).
engine::Status Session::DoElsewhere(const Intent& intent) {
  if (rooms_.DoInRoom(intent)) return engine::Status::Ok();  // a room's "Play again" is its host's
  if (screens_.screen == Screen::kSetup || screens_.screen == Screen::kTable) return NothingToDo(intent);
  switch (intent.kind) {
    case IntentKind::kPlayAgain: {
      MatchSetup again = local_.controller().setup();  // same seats and rules, the cards dealt afresh
      again.seed = NextMatchSeed(again.seed);
      const engine::Status started = StartMatch(again);
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
  return engine::Status::Ok();
}

void Session::ToSetup() {
  MatchSetup next = local_.controller().setup();
  next.seed = NextMatchSeed(next.seed);  // a fresh deal unless the player sets one
  draft_.Reset(next);
  screens_.screen = Screen::kSetup;
}

void Session::OpenStatistics() {
  if (screens_.screen != Screen::kStatistics) screens_.stats_return = screens_.screen;
  screens_.stats_message.clear();
  screens_.confirm_reset = false;
  screens_.screen = Screen::kStatistics;
}

void Session::CloseStatistics() {
  screens_.screen = screens_.stats_return == Screen::kTable && local_.controller().HasMatch() ? Screen::kTable : Screen::kSetup;
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
