#include "session/local_match.h"

#include "session/words/hint_words.h"
#include "session/words/rules_words.h"

namespace popejoan::session {

engine::Status LocalMatch::Start(const MatchSetup& setup) {
  const engine::Status started = controller_.NewMatch(setup);
  if (!started.ok()) {
    // The engine's reason names options and cards as files do; the player hears it in words.
    const std::string why = WhyTheCardsCannotBeDealt(setup.rules, static_cast<int>(setup.seats.size()));
    return why.empty() ? started : engine::Status::Error(why);
  }
  notes_.unresumed.reset();
  notes_.hints = 0;
  notes_.shared = false;  // a shared deal's start says so
  coach_.Forget();
  controller_.SetPaused(false);
  return engine::Status::Ok();
}

engine::Status LocalMatch::Resume(const SaveGame& save) {
  const engine::Status resumed = controller_.Resume(*save.match, save.ai_seed);
  if (resumed.ok()) notes_.hints = save.hints;
  return resumed;
}

bool LocalMatch::InProgress() const {
  return controller_.HasMatch() && !controller_.InLesson() && !controller_.InReplay() && !controller_.MatchOver();
}

bool LocalMatch::StartLesson(const engine::DealFile& lesson) {
  MatchSetup setup = DefaultMatchSetup(1);
  setup.seats.resize(static_cast<size_t>(lesson.setup.seats), SeatSetup{});
  for (int s = 0; s < lesson.setup.seats; ++s) setup.seats[static_cast<size_t>(s)] = {DefaultSeatName(s), s == 0, ai::Level::kCasual};
  if (!controller_.StartLesson(setup, lesson).ok()) return false;
  controller_.SetPaused(false);
  coach_.Forget();
  tutorial_.Start();
  return true;
}

bool LocalMatch::EndLesson() {
  tutorial_.Stop();
  const std::optional<SaveGame>& waiting = notes_.unresumed;
  if (!waiting || !waiting->match || !Resume(*waiting).ok()) return false;
  notes_.unresumed.reset();
  return true;
}

void LocalMatch::EndStrayLesson() {
  if (tutorial_.active() && !controller_.InLesson()) tutorial_.Stop();
}

void LocalMatch::Update(double now_seconds, double budget_ms) {
  if (!tutorial_.holds_table()) controller_.Update(now_seconds, budget_ms);
  // Paused (or hidden), no AI thinks, the coach's included.
  if (!controller_.paused()) coach_.Update(budget_ms);
  UpdateReview(budget_ms);
}

void LocalMatch::UpdateReview(double budget_ms) {
  if (Review() == nullptr) return;
  // One review per deal's end: the match's seed and its length so far name it.
  const std::uint64_t key = controller_.setup().seed * 1000003ULL + controller_.History().size() + 1;
  if (reviewer_.key() != key) reviewer_.Start(controller_.HumanDecisionsThisDeal(), key);
  if (!controller_.paused()) reviewer_.Update(budget_ms);
}

void LocalMatch::FollowLesson() {
  if (!controller_.InLesson() || !tutorial_.active()) return;
  // Your turn: the lesson asks for the lead it teaches; once it is made, the lesson moves on.
  const int person = controller_.HumanToAct();
  if (person >= 0 && controller_.state().phase() == engine::Phase::kLead && controller_.ScriptedAction() >= 0) {
    tutorial_.AskForLead(ActionWords(controller_.ScriptedAction()));
  } else if (person < 0) {
    tutorial_.Played();
  }
}

void LocalMatch::Observe(const engine::Event& event) {
  if (controller_.InLesson()) tutorial_.Observe(event, controller_.Viewer());
}

void LocalMatch::Retell() {
  controller_.RetellCaption();  // the opening lines may have been told before the words came
  coach_.Retell();
}

void LocalMatch::ApplySettings(const Settings& settings) {
  controller_.SetPace(settings.pace);
  controller_.SetUndoAllowed(settings.undo_allowed);
}

const Hint* LocalMatch::AskCoach() {
  const int seat = controller_.HumanToAct();
  if (seat < 0) return nullptr;
  const engine::State& state = controller_.state();
  // Asked again on the same turn: the hint is said again (the first time, once it is ready).
  const Hint* known = coach_.HintFor(state);
  if (known == nullptr && !coach_.thinking()) ++notes_.hints;
  coach_.Request(state, seat, controller_.DecisionSeed());
  return known;
}

const Hint* LocalMatch::CurrentHint() const { return controller_.HasMatch() ? coach_.HintFor(controller_.state()) : nullptr; }

const Lesson* LocalMatch::ShownLesson() const {
  return controller_.InLesson() && tutorial_.active() ? tutorial_.current() : nullptr;
}

const DealReviewer* LocalMatch::Review() const {
  const bool reviewable = controller_.HasMatch() && !controller_.InReplay() && !controller_.InLesson() &&
                          controller_.DealOver() && controller_.Viewer() >= 0 && !controller_.Remote();
  return reviewable ? &reviewer_ : nullptr;
}

}  // namespace popejoan::session
