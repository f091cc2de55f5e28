// The session for a listener (the live log, the sounds) and what it offers now (the mirror's
// controls and the menus' and keys'), one list for the mirror, the probe and the tests.
#include <algorithm>

#include "session/access_mirror.h"
#include "session/session.h"
#include "session/sound_cues.h"
#include "session/words/hint_words.h"

namespace popejoan::session {
namespace {

// The cue's name in the test probe.
const char* CueId(Cue cue) {
  static const char* const kIds[kNumCues] = {"card",   "stop",       "counters",  "pope",      "marriage",
                                             "go-out", "your-turn", "match-won", "match-lost"};
  return kIds[static_cast<int>(cue)];
}

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
    case IntentKind::kSetRounds:
    case IntentKind::kSetSeed: return true;
    default: return false;
  }
}

}  // namespace

void Session::TellShownEvents() {
  std::optional<Cue> cue = sound_.due;
  sound_.due.reset();
  for (const engine::Event& e : controller_.TakeShownEvents()) {
    if (controller_.InLesson()) tutorial_.Observe(e, controller_.Viewer());
    if (e.type == engine::EventType::kDress) {
      announcer_.SetDressing(SpokenEvent(controller_.model(), e));
    } else {
      announcer_.SayDressing();
      announcer_.Say(SpokenEvent(controller_.model(), e));
    }
    const std::optional<Cue> c = CueForEvent(e);
    if (c) cue = cue ? LouderCue(*cue, *c) : *c;
  }
  const bool your_turn = controller_.HasMatch() && controller_.HumanToAct() >= 0;
  if (your_turn && !sound_.was_your_turn) cue = cue ? LouderCue(*cue, Cue::kYourTurn) : Cue::kYourTurn;
  sound_.was_your_turn = your_turn;
  const Settings& settings = saves_.settings();
  if (!cue || settings.muted || settings.volume <= 0 || controller_.paused() || !config_.services.play_sound) return;
  config_.services.play_sound(CueTones(*cue), static_cast<float>(settings.volume) / 100.0f);
  ++sound_.played;
  sound_.last = CueId(*cue);
}

std::string Session::HintSentence(const Hint& hint) {
  return Fmt(Tr("Hint: {0}. {1}"), {SpokenText(ActionWords(hint.action)), SpokenText(hint.reason)});
}

void Session::AnnounceChanges() {
  using Topic = Announcer::Topic;
  const Screen screen = screens_.screen;
  std::string screen_words;
  if (screen == Screen::kMatchOver && screens_.report) screen_words = Fmt(Tr("The match is over. {0}"), {EndSentence(screens_.report->headline)});
  if (screen == Screen::kStatistics) screen_words = Tr("Statistics");
  if (screen == Screen::kSetup) screen_words = Tr("New match");
  if (screen == Screen::kOtherTab) screen_words = Tr("Pope Joan is open in another tab");
  if (screen == Screen::kLobby) screen_words = Tr("Play with friends");
  announcer_.SayOnNewScreen(ScreenId(screen), screen_words);
  announcer_.SayIfChanged(Topic::kPrompt, screen == Screen::kTable && !controller_.Animating() ? TurnPrompt(controller_) : "");
  const Hint* hint = CurrentHint();
  announcer_.SayIfChanged(Topic::kHint, hint != nullptr ? HintSentence(*hint) : "");
  // What the setup or statistics screen says of the last thing asked (a refused deal, an import).
  announcer_.SayIfChanged(Topic::kMessage, screen == Screen::kSetup        ? draft_.message()
                                           : screen == Screen::kStatistics ? screens_.stats_message
                                                                           : "");
  const Lesson* lesson = ShownLesson();
  announcer_.SayIfChanged(Topic::kLesson, lesson != nullptr ? EndSentence(lesson->title) + " " + SpokenText(lesson->text) : "");
}

void Session::AnnounceDealSoFar() {
  for (const std::string& line : controller_.WhatHappened()) announcer_.Say(SpokenText(line));
}

bool Session::HandReadable() const {
  return PeopleAtTable(controller_) <= 1 || (controller_.HumanToAct() >= 0 && controller_.HumanToAct() == controller_.Viewer());
}

Mirror Session::BuildMirror() const {
  // Dialogs and the rules cover the screen, as on the canvas.
  if (const std::optional<DamagedSave>& damaged = saves_.damaged()) {
    return DamagedSaveMirror(damaged->newer, !damaged->kept_where.empty());
  }
  if (screens_.screen == Screen::kOtherTab) return OtherTabMirror();
  if (!screens_.copy_by_hand.empty()) return CopyByHandMirror(screens_.copy_by_hand);
  if (saves_.notice_open()) return StorageNoticeMirror();
  if (screens_.link_refused) return LinkRefusedMirror();
  return ScreenMirror();
}

Mirror Session::ScreenMirror() const {
  if (screens_.show_rules && RulesOffered()) return RulesMirror(ShownRules());
  switch (screens_.screen) {
    case Screen::kSetup: return SetupMirror();
    case Screen::kTable: return TableMirror();
    case Screen::kMatchOver: {
      Mirror m = screens_.report ? MatchOverMirror(*screens_.report, ResultShareable()) : Mirror{};
      if (rooms_.InRoom()) rooms_.AddRoomToTable(&m);
      return m;
    }
    case Screen::kLobby: return rooms_.LobbyMirror();
    case Screen::kStatistics: return StatisticsMirror(stats(), screens_.stats_message, screens_.confirm_reset);
    case Screen::kOtherTab: return OtherTabMirror();
  }
  return {};
}

Mirror Session::SetupMirror() const {
  SetupOffers offers;
  offers.first_visit = FirstVisit();
  offers.daily = DailyOffered();
  offers.back_to_table = CanGoBackToTable();
  offers.playable = draft_.Playable();
  offers.code_open = draft_.code_open();
  Mirror m{Tr("New match"), SetupButtons(offers), SetupSections(draft_.setup(), draft_.Note())};
  m.fields = SetupFields(draft_.setup());
  // Just opened, so first: the field a player asked for.
  if (draft_.code_open()) m.fields.insert(m.fields.begin(), CodeField(draft_.code_text()));
  if (rooms_.RoomsOffered()) rooms_.AddFriendsToSetup(&m);
  return m;
}

Mirror Session::TableMirror() const {
  Mirror m;
  m.screen = controller_.InLesson() ? Tr("Learn to play") : Tr("The card table");
  if (!controller_.HasMatch()) return m;
  TableOffers offers;
  offers.hand_visible = HandReadable();
  offers.hint = offers.hand_visible && HintOffered(controller_);
  offers.skip = SkipOffered(controller_);
  offers.paused = controller_.paused();
  offers.pace = PaceName(PaceIndex(controller_.pace()));
  offers.muted = settings().muted;
  // A lesson that waits for "Next" holds the table: only its own buttons then.
  const Lesson* lesson = ShownLesson();
  if (lesson != nullptr) {
    m.sections.push_back({lesson->title, {SpokenText(lesson->text)}});
    // The lesson's close: what it taught, as the screen lists it.
    if (lesson->id == LessonId::kDone) m.sections.push_back({Tr("What you learnt"), LessonSummary()});
    m.buttons = LessonButtons(*lesson);
  }
  if (lesson == nullptr || lesson->waits_for_play) {
    for (const MirrorButton& b : TableButtons(controller_, offers)) m.buttons.push_back(b);
  }
  for (const MirrorSection& s : TableSections(controller_, offers.hand_visible, Review())) m.sections.push_back(s);
  if (rooms_.InRoom()) rooms_.AddRoomToTable(&m);
  return m;
}

std::vector<Intent> Session::AlwaysOffered() const {
  if (screens_.screen == Screen::kOtherTab) return {};  // only "Play here", from its mirror
  // The host page's commands, and full screen (F), whatever is on show.
  std::vector<Intent> offered = {MakeIntent(IntentKind::kPause), MakeIntent(IntentKind::kResume),
                                 MakeIntent(IntentKind::kMute), MakeIntent(IntentKind::kHostNewMatch),
                                 MakeIntent(IntentKind::kFullscreen)};
  if (saves_.damaged() || screens_.show_rules) return offered;
  if (saves_.notice_open() || screens_.link_refused) offered.push_back(MakeIntent(IntentKind::kNoticeOk));
  if (!screens_.copy_by_hand.empty()) offered.push_back(MakeIntent(IntentKind::kCopyDone));
  for (IntentKind look : {IntentKind::kSetLanguage, IntentKind::kSetTextSize, IntentKind::kSetTheme, IntentKind::kFourColour}) {
    offered.push_back(MakeIntent(look));
  }
  if (screens_.screen == Screen::kStatistics) offered.push_back(MakeIntent(IntentKind::kResetStats));
  if (screens_.screen != Screen::kTable || !controller_.HasMatch()) return offered;
  // The table's menu and keys.
  for (IntentKind kind : {IntentKind::kMenuNewMatch, IntentKind::kMenuRules, IntentKind::kMenuLesson,
                          IntentKind::kMenuStatistics, IntentKind::kSaveReplay,
                          IntentKind::kAllowUndo, IntentKind::kReduceMotion, IntentKind::kSetVolume,
                          IntentKind::kNextPace, IntentKind::kSetPace, IntentKind::kReadHand, IntentKind::kReadBoard,
                          IntentKind::kReadPurses}) {
    offered.push_back(MakeIntent(kind));
  }
  if (!controller_.InLesson()) {
    offered.push_back(MakeIntent(IntentKind::kCopyDealCode));
    offered.push_back(MakeIntent(IntentKind::kCopyLink));
  }
  if (controller_.CanUndo()) offered.push_back(MakeIntent(IntentKind::kMenuUndo));
  if (rooms_.InRoom()) rooms_.FilterForRoom(&offered);
  return offered;
}

std::vector<Intent> Session::Offered() const {
  // While the storage notice shows, play goes on under it: the screen's own controls count.
  return OfferedFrom(saves_.damaged() ? BuildMirror() : ScreenMirror());
}

std::vector<Intent> Session::OfferedFrom(const Mirror& mirror) const {
  std::vector<Intent> offered;
  for (const MirrorButton& button : mirror.buttons) {
    const engine::Result<Intent> intent = ParseIntent(button.id);
    if (intent.ok()) offered.push_back(intent.value());
  }
  // A form's fields: each field's kind (any of its values, checked where it is done).
  for (const MirrorField& field : mirror.fields) {
    const engine::Result<Intent> intent = ParseIntent(field.choices.empty() ? field.prefix + "0" : field.choices.front().id);
    if (intent.ok() && std::find(offered.begin(), offered.end(), intent.value()) == offered.end()) offered.push_back(intent.value());
  }
  for (const Intent& intent : AlwaysOffered()) {
    if (std::find(offered.begin(), offered.end(), intent) == offered.end()) offered.push_back(intent);
  }
  return offered;
}

bool Session::Offers(const Intent& intent) const {
  for (const Intent& offered : Offered()) {
    if (offered.kind == intent.kind && (offered.value == intent.value || AnyValue(intent.kind))) return true;
  }
  return false;
}

}  // namespace popejoan::session
