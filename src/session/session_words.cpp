// The session for a listener: the live log, the sounds and the accessible mirror, which labels
// what is offered (session_offered.cpp).
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

}  // namespace

void Session::TellShownEvents() {
  std::optional<Cue> cue = sound_.due;
  sound_.due.reset();
  for (const engine::Event& e : local_.controller().TakeShownEvents()) {
    local_.Observe(e);
    if (e.type == engine::EventType::kDress) {
      announcer_.SetDressing(SpokenEvent(local_.controller().model(), e));
    } else {
      announcer_.SayDressing();
      announcer_.Say(SpokenEvent(local_.controller().model(), e));
    }
    const std::optional<Cue> c = CueForEvent(e);
    if (c) cue = cue ? LouderCue(*cue, *c) : *c;
  }
  const bool your_turn = local_.controller().HasMatch() && local_.controller().HumanToAct() >= 0;
  if (your_turn && !sound_.was_your_turn) cue = cue ? LouderCue(*cue, Cue::kYourTurn) : Cue::kYourTurn;
  sound_.was_your_turn = your_turn;
  const Settings& settings = saves_.settings();
  if (!cue || settings.muted || settings.volume <= 0 || local_.controller().paused() || !config_.services.play_sound) return;
  config_.services.play_sound(CueTones(*cue), static_cast<float>(settings.volume) / 100.0f);
  ++sound_.played;
  sound_.last = CueId(*cue);
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
  announcer_.SayIfChanged(Topic::kPrompt, screen == Screen::kTable && !local_.controller().Animating() ? TurnPrompt(local_.controller()) : "");
  const Hint* hint = local_.CurrentHint();
  announcer_.SayIfChanged(Topic::kHint, hint != nullptr ? HintSentence(*hint) : "");
  // What the setup or statistics screen says of the last thing asked (a refused deal, an import).
  announcer_.SayIfChanged(Topic::kMessage, screen == Screen::kSetup        ? draft_.message()
                                           : screen == Screen::kStatistics ? screens_.stats_message
                                                                           : "");
  const Lesson* lesson = local_.ShownLesson();
  announcer_.SayIfChanged(Topic::kLesson, lesson != nullptr ? EndSentence(lesson->title) + " " + SpokenText(lesson->text) : "");
}

void Session::AnnounceDealSoFar() {
  for (const std::string& line : local_.controller().WhatHappened()) announcer_.Say(SpokenText(line));
}

bool Session::HandReadable() const {
  return PeopleAtTable(local_.controller()) <= 1 || (local_.controller().HumanToAct() >= 0 && local_.controller().HumanToAct() == local_.controller().Viewer());
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
  Mirror m{Tr("New match"), SetupButtons(SetupOffersNow()), SetupSections(draft_.setup(), draft_.Note())};
  m.fields = SetupFields(draft_.setup());
  // Just opened, so first: the field a player asked for.
  if (draft_.code_open()) m.fields.insert(m.fields.begin(), CodeField(draft_.code_text()));
  if (rooms_.RoomsOffered()) rooms_.AddFriendsToSetup(&m);
  return m;
}

Mirror Session::TableMirror() const {
  Mirror m;
  m.screen = local_.controller().InLesson() ? Tr("Learn to play") : Tr("The card table");
  if (!local_.controller().HasMatch()) return m;
  const TableOffers offers = TableOffersNow();
  // A lesson that waits for "Next" holds the table: only its own buttons then.
  const Lesson* lesson = local_.ShownLesson();
  if (lesson != nullptr) {
    m.sections.push_back({lesson->title, {SpokenText(lesson->text)}});
    // The lesson's close: what it taught, as the screen lists it.
    if (lesson->id == LessonId::kDone) m.sections.push_back({Tr("What you learnt"), LessonSummary()});
    m.buttons = LessonButtons(*lesson);
  }
  if (lesson == nullptr || lesson->waits_for_play) {
    for (const MirrorButton& b : TableButtons(local_.controller(), offers)) m.buttons.push_back(b);
  }
  for (const MirrorSection& s : TableSections(local_.controller(), offers.hand_visible, local_.Review())) m.sections.push_back(s);
  if (rooms_.InRoom()) rooms_.AddRoomToTable(&m);
  return m;
}

}  // namespace popejoan::session
