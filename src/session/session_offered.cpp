// What may be done now, worked out from the session's state alone (OpenSpiel's LegalActions):
// the controls of the screen or the dialog over it, then what the menus, keys and the host page
// always offer. The accessible mirror labels the same intents (session_words.cpp); Do() refuses
// what is not in the list.
#include <algorithm>

#include "session/room_offers.h"
#include "session/session.h"

namespace popejoan::session {
namespace {

// The kinds whose value may be any of its kind's (a pace, a volume, a language...).
bool AnyValue(IntentKind kind) {
  switch (kind) {
    case IntentKind::kSetPace:
    case IntentKind::kSetVolume:
    case IntentKind::kSetLanguage:
    case IntentKind::kSetTextSize:
    case IntentKind::kSetTheme:
    case IntentKind::kHostNewMatch:
    // The setup's fields: the draft checks the value fits (a seat it has).
    case IntentKind::kSetPlayers:
    case IntentKind::kSetSeat:
    case IntentKind::kSetPreset:
    case IntentKind::kSetOption:
    case IntentKind::kSetFill:  // read within the AI levels a player may pick
    case IntentKind::kSetClock:  // read within the room clocks a creator may pick
    case IntentKind::kSetWhoJoins:
    case IntentKind::kSetRounds:
    case IntentKind::kSetSeed: return true;
    default: return false;
  }
}

std::vector<Intent> Kinds(std::initializer_list<IntentKind> kinds) {
  std::vector<Intent> intents;
  for (IntentKind kind : kinds) intents.push_back(MakeIntent(kind));
  return intents;
}

// `intent` is one of `offered` (any value of a kind whose value may be any).
bool Among(const std::vector<Intent>& offered, const Intent& intent) {
  for (const Intent& o : offered) {
    if (o.kind == intent.kind && (o.value == intent.value || AnyValue(intent.kind))) return true;
  }
  return false;
}

// `more` after `intents`, each once.
void Merge(std::vector<Intent>* intents, const std::vector<Intent>& more) {
  for (const Intent& intent : more) {
    if (std::find(intents->begin(), intents->end(), intent) == intents->end()) intents->push_back(intent);
  }
}

}  // namespace

SetupOffers Session::SetupOffersNow() const {
  SetupOffers offers;
  offers.first_visit = FirstVisit();
  offers.daily = DailyOffered();
  offers.back_to_table = CanGoBackToTable();
  offers.playable = draft_.Playable();
  offers.code_open = draft_.code_open();
  return offers;
}

TableOffers Session::TableOffersNow() const {
  TableOffers offers;
  offers.hand_visible = HandReadable();
  offers.hint = offers.hand_visible && HintOffered(local_.controller());
  offers.skip = SkipOffered(local_.controller());
  offers.paused = local_.controller().paused();
  offers.pace = PaceName(PaceIndex(local_.controller().pace()));
  offers.muted = settings().muted;
  return offers;
}

std::vector<Intent> Session::Controls() const {
  // Dialogs cover the screen, as on the canvas.
  if (saves_.damaged()) return Kinds({IntentKind::kExportDamaged, IntentKind::kStartFresh});
  if (screens_.screen == Screen::kOtherTab) return Kinds({IntentKind::kPlayHere});
  if (!screens_.copy_by_hand.empty()) return Kinds({IntentKind::kCopyDone});
  if (saves_.notice_open() || screens_.link_refused) return Kinds({IntentKind::kNoticeOk});
  return ScreenControls();
}

std::vector<Intent> Session::ScreenControls() const {
  if (screens_.show_rules && RulesOffered()) return Kinds({IntentKind::kCloseRules});
  std::vector<Intent> controls;
  switch (screens_.screen) {
    case Screen::kSetup: {
      controls = SetupIntents(SetupOffersNow());
      // A form's fields: each field's kind (any of its values, checked where it is done).
      std::vector<Intent> fields = Kinds({IntentKind::kSetPlayers, IntentKind::kSetSeat, IntentKind::kSetPreset,
                                          IntentKind::kSetRounds, IntentKind::kSetOption, IntentKind::kSetSeed});
      if (rooms_.RoomsOffered()) AddFriendsToSetupIntents(rooms_, draft_, &controls, &fields);
      Merge(&controls, fields);
      return controls;
    }
    case Screen::kTable: {
      if (!local_.controller().HasMatch()) return controls;
      const Lesson* lesson = local_.ShownLesson();
      if (lesson != nullptr) controls = LessonIntents(*lesson);
      if (lesson == nullptr || lesson->waits_for_play) Merge(&controls, TableIntents(local_.controller(), TableOffersNow()));
      break;
    }
    case Screen::kMatchOver:
      if (screens_.report) controls = MatchOverIntents(ResultShareable());
      break;
    case Screen::kLobby: return LobbyIntents(rooms_);
    case Screen::kStatistics: return StatisticsIntents(screens_.confirm_reset);
    case Screen::kOtherTab: return Kinds({IntentKind::kPlayHere});
  }
  if (rooms_.InRoom()) AddRoomToTableIntents(rooms_, local_.controller(), &controls);
  return controls;
}

std::vector<Intent> Session::AlwaysOffered() const {
  if (screens_.screen == Screen::kOtherTab) return {};  // only "Play here", from its controls
  // The host page's commands, and full screen (F), whatever is on show.
  std::vector<Intent> offered = Kinds({IntentKind::kPause, IntentKind::kResume, IntentKind::kMute,
                                       IntentKind::kHostNewMatch, IntentKind::kFullscreen});
  if (saves_.damaged() || screens_.show_rules) return offered;
  if (saves_.notice_open() || screens_.link_refused) offered.push_back(MakeIntent(IntentKind::kNoticeOk));
  if (!screens_.copy_by_hand.empty()) offered.push_back(MakeIntent(IntentKind::kCopyDone));
  Merge(&offered, Kinds({IntentKind::kSetLanguage, IntentKind::kSetTextSize, IntentKind::kSetTheme, IntentKind::kFourColour}));
  if (screens_.screen == Screen::kStatistics) offered.push_back(MakeIntent(IntentKind::kResetStats));
  if (screens_.screen != Screen::kTable || !local_.controller().HasMatch()) return offered;
  // The table's menu and keys.
  Merge(&offered, Kinds({IntentKind::kMenuNewMatch, IntentKind::kMenuRules, IntentKind::kMenuLesson,
                         IntentKind::kMenuStatistics, IntentKind::kSaveReplay, IntentKind::kAllowUndo,
                         IntentKind::kReduceMotion, IntentKind::kSetVolume, IntentKind::kNextPace, IntentKind::kSetPace,
                         IntentKind::kReadHand, IntentKind::kReadBoard, IntentKind::kReadPurses}));
  if (!local_.controller().InLesson()) Merge(&offered, Kinds({IntentKind::kCopyDealCode, IntentKind::kCopyLink}));
  if (local_.controller().CanUndo()) offered.push_back(MakeIntent(IntentKind::kMenuUndo));
  if (rooms_.InRoom()) rooms_.FilterForRoom(&offered);
  return offered;
}

std::vector<Intent> Session::OfferedWith(std::vector<Intent> controls) const {
  Merge(&controls, AlwaysOffered());
  return controls;
}

std::vector<Intent> Session::Offered() const {
  // While a notice shows, play goes on under it: the screen's own controls count.
  return OfferedWith(saves_.damaged() ? Controls() : ScreenControls());
}

bool Session::Offers(const Intent& intent) const { return Among(Offered(), intent); }

engine::Status Session::Activate(const std::string& id) {
  constexpr std::size_t kMaxQueued = 8;
  // Only what the page's mirror shows: the controls on show (a field's any value of its kind).
  const engine::Result<Intent> intent = ParseIntent(id);
  if (!intent.ok() || !announcer_.mirror() || !Among(Controls(), intent.value())) {
    return engine::Status::Error("\"" + id + NotTranslated("\" is not offered now"));
  }
  if (activations_.size() >= kMaxQueued) return engine::Status::Error(NotTranslated("too many controls pressed at once"));
  activations_.push_back(intent.value());
  return engine::Status::Ok();
}

}  // namespace popejoan::session
