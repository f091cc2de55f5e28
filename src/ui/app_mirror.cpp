// The app's side of the accessible mirror: what each screen offers in words, the controls
// pressed there, the sentences for the page's live log, and the keyboard leaving the game.
#include "engine/card.h"
#include "imgui.h"
#include "imgui_internal.h"  // the keyboard's Tab request, to let it leave the game at either end
#include "ui/app.h"
#include "session/daily_deal.h"
#include "session/words/hint_words.h"
#include "session/words/language.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
namespace {

constexpr std::size_t kMaxQueuedActivations = 8;

bool StartsWith(const std::string& text, const char* prefix) { return text.rfind(prefix, 0) == 0; }

}  // namespace

Status App::Activate(const std::string& id) {
  if (!mirror_ || !mirror_->Offers(id)) return Status::Error("\"" + id + NotTranslated("\" is not offered now"));
  if (activations_.size() >= kMaxQueuedActivations) return Status::Error(NotTranslated("too many controls pressed at once"));
  activations_.push_back(id);
  return Status::Ok();
}

void App::RunActivations() {
  std::vector<std::string> pressed;
  pressed.swap(activations_);
  for (const std::string& id : pressed) RunActivation(id);
}

void App::RunActivation(const std::string& id) {
  // Modal things first, as on the canvas: a dialog or the rules cover the screen.
  if (damaged_) {
    if (id == "button:export-damaged") OnDamagedChoice(DamagedChoice::kExport);
    if (id == "button:start-fresh") OnDamagedChoice(DamagedChoice::kStartFresh);
    return;
  }
  if (notice_open_) {
    if (id == "button:notice-ok") notice_open_ = false;
    return;
  }
  if (show_rules_) {
    if (id == "button:close-rules") show_rules_ = false;
    return;
  }
  Status done = Status::Ok();
  switch (screen_) {
    case Screen::kSetup:
      if (id == "button:deal") OnSetupRequest(SetupRequest::kStart, setup_.Finish());
      if (id == "button:back-to-table") OnSetupRequest(SetupRequest::kBackToTable, setup_.draft());
      if (id == "button:tutorial") OnSetupRequest(SetupRequest::kLesson, setup_.draft());
      if (id == "button:daily") OnSetupRequest(SetupRequest::kDaily, setup_.draft());
      if (id == "button:statistics") OnSetupRequest(SetupRequest::kStatistics, setup_.draft());
      if (id == "button:how-to-play") show_rules_ = true;
      break;
    case Screen::kTable:
      if (StartsWith(id, "card:")) done = controller_.Choose(ParseCard(id.substr(5)));
      if (id == "button:pope") done = controller_.Choose(kActionPope);
      if (id == "button:pass") done = controller_.Choose(kActionPass);
      if (StartsWith(id, "button:place-")) done = controller_.Choose(PlaceAction(ParseCompartment(id.substr(13))));
      if (id == "button:next-deal" || id == "button:final-standings") done = controller_.NextDeal();
      if (id == "button:new-match" || id == "menu:new-match") OnTableRequest(TableRequest::kNewMatch);
      if (id == "button:undo") done = controller_.Undo();
      if (id == "button:skip") controller_.SkipToHumanTurn();
      if (id == "button:resume") controller_.SetPaused(false);
      if (id == "button:pace") controller_.SetPace(NextPace(controller_.pace()));
      if (id == "menu:mute") settings_.muted = !settings_.muted;
      if (id == "button:hint") OnTableRequest(TableRequest::kHint);
      if (id == "menu:rules") OnTableRequest(TableRequest::kRules);
      if (id == "menu:statistics") OnTableRequest(TableRequest::kStatistics);
      if (id == "button:lesson-next") OnLessonRequest(LessonRequest::kNext);
      if (id == "button:lesson-skip") OnLessonRequest(LessonRequest::kSkip);
      if (id == "button:lesson-play-match") OnLessonRequest(LessonRequest::kPlayMatch);
      break;
    case Screen::kMatchOver:
      if (id == "button:play-again") OnMatchOverRequest(MatchOverRequest::kPlayAgain);
      if (id == "button:new-match") OnMatchOverRequest(MatchOverRequest::kNewMatch);
      break;
    case Screen::kStatistics:
      if (id == "button:stats-back") OnStatsRequest(StatsRequest::kBack);
      if (id == "button:export") OnStatsRequest(StatsRequest::kExport);
      if (id == "button:import") OnStatsRequest(StatsRequest::kImport);
      break;
  }
  // A refusal is said, as the canvas's caption would say it.
  if (!done.ok()) Announce(SpokenText(done.message));
}

Mirror App::BuildMirror() const {
  // Dialogs and the rules cover the screen, as on the canvas.
  if (damaged_) return DamagedSaveMirror(damaged_->newer, !damaged_->kept_where.empty());
  if (notice_open_) return StorageNoticeMirror();
  if (show_rules_ && (controller_.HasMatch() || screen_ == Screen::kSetup)) {
    return RulesMirror(screen_ == Screen::kSetup || !controller_.HasMatch() ? setup_.draft().rules : controller_.state().rules());
  }
  switch (screen_) {
    case Screen::kSetup: return SetupMirror();
    case Screen::kTable: return TableMirror();
    case Screen::kMatchOver: return report_ ? MatchOverMirror(*report_) : Mirror{};
    case Screen::kStatistics: return StatisticsMirror(stats_, stats_view_.message());
  }
  return {};
}

Mirror App::SetupMirror() const {
  SetupOffers offers;
  offers.first_visit = stats_.deals_played == 0 && stats_.matches_played == 0;
  offers.daily = ParseCalendarDate(config_.today).ok();
  offers.back_to_table = controller_.HasMatch() && !controller_.MatchOver() && !controller_.InReplay();
  offers.playable = setup_.Playable();
  return {Tr("New match"), SetupButtons(offers), SetupSections(setup_.draft(), setup_.Note())};
}

Mirror App::TableMirror() const {
  Mirror m;
  m.screen = controller_.InLesson() ? Tr("Learn to play") : Tr("The card table");
  if (!controller_.HasMatch()) return m;
  TableOffers offers;
  offers.hand_visible = HandReadable();
  offers.hint = offers.hand_visible && HintOffered(controller_);
  offers.skip = SkipOffered(controller_);
  offers.paused = controller_.paused();
  offers.pace = PaceName(PaceIndex(controller_.pace()));
  offers.muted = settings_.muted;
  // A lesson that waits for "Next" holds the table: only its own buttons then.
  const Lesson* lesson = controller_.InLesson() && tutorial_.active() ? tutorial_.current() : nullptr;
  if (lesson != nullptr) {
    m.sections.push_back({lesson->title, {SpokenText(lesson->text)}});
    m.buttons = LessonButtons(*lesson);
  }
  if (lesson == nullptr || lesson->waits_for_play) {
    for (const MirrorButton& b : TableButtons(controller_, offers)) m.buttons.push_back(b);
  }
  for (const MirrorSection& s : TableSections(controller_, offers.hand_visible)) m.sections.push_back(s);
  return m;
}

// The person's hand may be read: one person at the table, or the person whose turn it is.
bool App::HandReadable() const {
  return PeopleAtTable(controller_) <= 1 || (controller_.HumanToAct() >= 0 && controller_.HumanToAct() == controller_.Viewer());
}

void App::UpdateMirror() {
  if (!config_.services.show_mirror) return;
  Mirror now = BuildMirror();
  if (mirror_ && *mirror_ == now) return;
  config_.services.show_mirror(MirrorToJson(now));
  mirror_ = std::move(now);
  ++mirror_updates_;
}

void App::Announce(const std::string& text) {
  if (text.empty()) return;
  last_announced_ = text;
  ++announced_;
  if (config_.services.announce) config_.services.announce(text);
}

void App::AnnounceIfChanged(const std::string& now, std::string* said) {
  if (now == *said) return;
  *said = now;
  Announce(now);
}

void App::AnnounceChanges() {
  const std::string screen = ScreenId(screen_);
  if (screen != announced_screen_) {
    announced_screen_ = screen;
    if (screen_ == Screen::kMatchOver && report_) Announce(Fmt(Tr("The match is over. {0}."), {report_->headline}));
    if (screen_ == Screen::kStatistics) Announce(Tr("Statistics"));
    if (screen_ == Screen::kSetup) Announce(Tr("New match"));
  }
  const std::string prompt = screen_ == Screen::kTable && !controller_.Animating() ? TurnPrompt(controller_) : "";
  AnnounceIfChanged(prompt, &announced_prompt_);
  const Hint* hint = controller_.HasMatch() ? coach_.HintFor(controller_.state()) : nullptr;
  const std::string hint_words =
      hint != nullptr ? Fmt(Tr("Hint: {0}. {1}"), {SpokenText(ActionWords(hint->action)), SpokenText(hint->reason)}) : "";
  AnnounceIfChanged(hint_words, &announced_hint_);
  // What the setup or statistics screen says of the last thing asked (a refused deal, an import).
  const std::string message = screen_ == Screen::kSetup ? setup_.message() : screen_ == Screen::kStatistics ? stats_view_.message() : "";
  AnnounceIfChanged(message, &announced_message_);
  const Lesson* lesson = controller_.InLesson() && tutorial_.active() ? tutorial_.current() : nullptr;
  const std::string lesson_words = lesson != nullptr ? lesson->title + ". " + SpokenText(lesson->text) : "";
  AnnounceIfChanged(lesson_words, &announced_lesson_);
}

void App::AnnounceDealSoFar() {
  for (const std::string& line : controller_.WhatHappened()) Announce(SpokenText(line));
}

void App::ForgetVanishedFocus() {
  // The control with the keyboard's focus went (the card just led, Skip at your turn): ImGui
  // would keep tabbing from a control that is not there and go nowhere. The next Tab or arrow
  // starts afresh from the window's first control instead.
  ImGuiContext& g = *ImGui::GetCurrentContext();
  if (g.NavId != 0 && !g.NavIdIsAlive && g.NavWindow != nullptr && g.NavWindow->Active && !g.NavMoveSubmitted) {
    g.NavDisableHighlight = true;
  }
}

void App::NoticeTabLeaving() {
  // ImGui wraps Tab around a window's controls; at either end the keyboard goes to the page
  // instead (the mirror's controls and whatever the host page has), so it is never trapped.
  ImGuiContext& g = *ImGui::GetCurrentContext();
  if (!config_.services.leave_canvas || g.NavWindow == nullptr || g.NavId == 0 || !g.NavMoveScoringItems ||
      (g.NavMoveFlags & ImGuiNavMoveFlags_IsTabbing) == 0) {
    return;
  }
  const ImGuiNavItemData& next = g.NavMoveResultLocal;
  // Forward: nothing came after the focused control. Backward: what was found lies after it
  // (ImGui went round to the last control).
  bool wrap = false;
  if (g.NavTabbingDir == +1) wrap = next.ID == 0 && g.NavTabbingCounter == 1;
  if (g.NavTabbingDir == -1 && next.ID != 0 && next.Window != nullptr) {
    const ImRect found = ImGui::WindowRectRelToAbs(next.Window, next.RectRel);
    const ImRect here = ImGui::WindowRectRelToAbs(g.NavWindow, g.NavWindow->NavRectRel[g.NavLayer]);
    wrap = found.Min.y > here.Min.y + 1.0f || (found.Min.y >= here.Min.y - 1.0f && found.Min.x > here.Min.x + 1.0f);
  }
  if (g.NavTabbingDir == -1 && next.ID == 0) wrap = true;
  if (!wrap) return;
  ImGui::NavMoveRequestCancel();
  config_.services.leave_canvas(g.NavTabbingDir);
}

}  // namespace popejoan::ui
