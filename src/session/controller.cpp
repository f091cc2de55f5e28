#include "session/controller.h"

#include <algorithm>

#include "engine/rng.h"
#include "session/words/language.h"
#include "session/think_slices.h"

namespace popejoan::session {
namespace {

std::vector<std::string> Names(const MatchSetup& setup) {
  std::vector<std::string> names;
  for (const SeatSetup& s : setup.seats) names.push_back(s.name);
  return names;
}

std::vector<bool> Humans(const MatchSetup& setup) {
  std::vector<bool> humans;
  for (const SeatSetup& s : setup.seats) humans.push_back(s.human);
  return humans;
}

MatchSetup SetupOfReplay(const Replay& replay) {
  MatchSetup setup;
  setup.rules = replay.config.rules;
  setup.rounds = replay.config.rounds;
  setup.seed = replay.config.seed;
  for (const ReplaySeat& s : replay.seats) {
    ai::Level level = ai::Level::kCasual;
    ai::ParseLevel(s.level, &level);
    setup.seats.push_back({s.name, s.human, level});
  }
  return setup;
}

}  // namespace

GameController::GameController() = default;
GameController::~GameController() = default;

Status GameController::NewMatch(const MatchSetup& setup) {
  const int seats = static_cast<int>(setup.seats.size());
  if (seats < kMinSeats || seats > kMaxSeats) {
    return Status::Error(Fmt(Tr("a match needs 3 to 8 seats, not {0}"), {std::to_string(seats)}));
  }
  const Status valid = Validate(setup.rules, seats);
  if (!valid.ok()) return valid;
  MatchConfig config;
  config.rules = setup.rules;
  config.seats = seats;
  config.rounds = setup.rounds;
  config.seed = setup.seed;
  std::vector<Event> events;
  Result<State> made = State::NewMatch(config, &events);
  if (!made.ok()) return Status::Error(made.error());
  script_.clear();
  Begin(setup, made.value(), events);
  return Status::Ok();
}

Status GameController::StartLesson(const MatchSetup& setup, const DealFile& lesson) {
  std::vector<Event> events;
  Result<State> made = State::NewScriptedDeal(lesson.setup, &events);
  if (!made.ok()) return Status::Error(made.error());
  if (static_cast<int>(setup.seats.size()) != lesson.setup.seats) return Status::Error(NotTranslated("the lesson's seats differ"));
  Begin(setup, made.value(), events);
  setup_.rules = lesson.setup.rules;
  script_ = lesson.choices;
  script_next_ = 0;
  return Status::Ok();
}

Action GameController::ScriptedAction() const {
  if (script_.empty() || !state_ || script_next_ >= script_.size()) return -1;
  return ParseChoice(*state_, script_[script_next_]);
}

void GameController::Begin(const MatchSetup& setup, const State& state, const std::vector<Event>& events) {
  setup_ = setup;
  state_ = state;
  hashes_.clear();
  replay_states_.clear();
  replay_step_ = 0;
  deal_start_purses_.fill(setup.rules.purse);
  history_.clear();
  deal_log_ = events;
  pending_.clear();
  undo_state_.reset();
  bots_.clear();
  for (const SeatSetup& s : setup.seats) bots_.push_back(s.human ? nullptr : ai::MakeBot(s.level));
  thinking_seat_ = -1;
  ai_seed_ = setup.seed;
  news_.clear();
  shown_.clear();
  Resync();
  Report(events);
  // The opening events (first dealer, dressing, turn-up) are shown at the table's pace too.
  for (const Event& e : events) {
    if (e.type == EventType::kTurnUp || e.type == EventType::kTake || e.type == EventType::kPopeJoanWins ||
        e.type == EventType::kThrownIn || e.type == EventType::kDealStart) {
      model_.caption = Caption(model_, e);
      model_.caption_event = e;
    }
  }
}

Status GameController::Resume(const Replay& match, std::uint64_t ai_seed) {
  if (match.hashes.size() != match.actions.size()) {
    return Status::Error(NotTranslated("the saved match must record the state after every action"));
  }
  // Played through first: nothing changes unless every action is legal and every hash matches.
  const Result<std::vector<State>> states = PlayReplay(match);
  if (!states.ok()) return Status::Error(states.error());
  const Status started = NewMatch(SetupOfReplay(match));
  if (!started.ok()) return started;
  quiet_ = true;
  for (Action a : match.actions) Apply(a);
  quiet_ = false;
  news_.clear();
  shown_.clear();
  pending_.clear();
  ai_seed_ = ai_seed;
  model_.run.clear();
  Resync();
  if (!history_.empty()) {
    model_.caption = Tr("Welcome back");
    model_.caption_event.reset();
  }
  return Status::Ok();
}

void GameController::Shown(const Event& event) {
  if (shown_.size() < 256) shown_.push_back(event);  // a frame never needs more
}

std::vector<Event> GameController::TakeShownEvents() {
  std::vector<Event> out;
  out.swap(shown_);
  return out;
}

std::vector<MatchNews> GameController::TakeNews() {
  std::vector<MatchNews> out;
  out.swap(news_);
  return out;
}

void GameController::Report(const std::vector<Event>& events) {
  if (quiet_ || !state_) return;
  const int seats = state_->NumSeats();
  for (const Event& e : events) {
    MatchNews news;
    if (e.type == EventType::kDealEnd) {
      news.kind = MatchNews::Kind::kDealEnded;
      news.deal = state_->DealIndex();
      news.clearing = state_->IsClearingDeal();
      news.winner = e.seat;
      for (int s = 0; s < seats; ++s) {
        news.purse_before.push_back(deal_start_purses_[static_cast<size_t>(s)]);
        news.purse_after.push_back(state_->Purse(s));
      }
      news.log = deal_log_;
    } else if (e.type == EventType::kMatchEnd) {
      news.kind = MatchNews::Kind::kMatchEnded;
      news.deal = state_->DealIndex();
      news.winner = e.seat;
      int order[kMaxSeats];
      state_->Standings(order);
      news.standings.assign(order, order + seats);
      for (int s = 0; s < seats; ++s) {
        news.purse_before.push_back(setup_.rules.purse);
        news.purse_after.push_back(state_->Purse(s));
      }
    } else {
      continue;
    }
    news_.push_back(std::move(news));
  }
}

bool GameController::IsHuman(int seat) const {
  return seat >= 0 && seat < static_cast<int>(setup_.seats.size()) && setup_.seats[static_cast<size_t>(seat)].human;
}

int GameController::HumanToAct() const {
  if (!state_ || Animating() || InReplay() || paused()) return -1;
  const int seat = state_->CurrentSeat();
  return IsHuman(seat) ? seat : -1;
}

ActionList GameController::LegalActions() const {
  if (!state_) return ActionList();
  const Action scripted = ScriptedAction();
  if (!script_.empty() && scripted >= 0) {
    ActionList only;  // a lesson offers just the play it teaches
    only.push_back(scripted);
    return only;
  }
  return state_->LegalActions();
}

bool GameController::DealOver() const {
  return state_ && !Animating() && state_->phase() == Phase::kDealOver;
}

bool GameController::LastDealOver() const {
  if (!DealOver()) return false;
  State next = *state_;  // a copy is cheap: ask the engine what going on does
  next.ApplyUnchecked(kActionNextDeal, nullptr);
  return next.IsTerminal();
}

bool GameController::MatchOver() const {
  return state_ && !Animating() && state_->IsTerminal();
}

Status GameController::Choose(Action action) {
  if (!state_) return Status::Error(Tr("no match in progress"));
  const int seat = HumanToAct();
  if (seat < 0) return Status::Error(Tr("it is not a player's turn to decide"));
  if (!state_->IsLegal(action)) {
    return state_->Apply(action);  // the engine's message names the legal choices
  }
  const Action scripted = ScriptedAction();
  if (scripted >= 0 && action != scripted) return Status::Error(Tr("This lesson asks for another play: the one it shows."));
  undo_state_ = *state_;
  undo_history_size_ = history_.size();
  undo_deal_log_ = deal_log_;
  Apply(action);
  return Status::Ok();
}

Status GameController::NextDeal() {
  if (!DealOver()) return Status::Error(Tr("the deal is not over yet"));
  if (paused()) return Status::Error(Tr("the game is paused"));
  if (InReplay()) {
    Step();  // playback goes on through the replay's own next action
    return Status::Ok();
  }
  undo_state_.reset();
  Apply(kActionNextDeal);
  return Status::Ok();
}

bool GameController::CanUndo() const {
  // Only while the deal goes on: a lead taken back once the settlement is known would be a peek.
  if (!undo_allowed_ || !undo_state_ || !state_ || state_->IsTerminal() || state_->phase() == Phase::kDealOver ||
      InLesson()) {
    return false;
  }
  int humans = 0;
  for (const SeatSetup& s : setup_.seats) humans += s.human ? 1 : 0;
  return humans == 1;  // with other people at the table, no taking back
}

Status GameController::Undo() {
  if (!CanUndo()) return Status::Error(Tr("nothing to undo"));
  state_ = *undo_state_;
  history_.resize(undo_history_size_);
  hashes_.resize(undo_history_size_);
  deal_log_ = undo_deal_log_;
  undo_state_.reset();
  pending_.clear();
  thinking_seat_ = -1;
  Resync();
  model_.caption = Tr("Taken back");
  model_.caption_event.reset();
  return Status::Ok();
}

void GameController::Apply(Action action) {
  if (action == kActionNextDeal) {
    for (int s = 0; s < state_->NumSeats(); ++s) deal_start_purses_[static_cast<size_t>(s)] = state_->Purse(s);
  }
  std::vector<Event> events;
  if (!script_.empty() && action == ScriptedAction()) ++script_next_;
  state_->ApplyUnchecked(action, &events);
  history_.push_back(action);
  hashes_.push_back(state_->Hash());
  for (const Event& e : events) {
    if (e.type == EventType::kDealStart) deal_log_.clear();
    deal_log_.push_back(e);
  }
  Report(events);
  if (quiet_) return;  // resuming: the table is laid out once at the end
  if (action == kActionNextDeal || pace_ <= 0.0) {
    // A new deal is laid out at once; its opening lines are still captioned.
    for (const Event& e : events) Shown(e);
    Resync();
    for (const Event& e : events) {
      const std::string line = Caption(model_, e);
      if (!line.empty() && e.type != EventType::kDress) {
        model_.caption = line;
        model_.caption_event = e;
      }
    }
    return;
  }
  pending_.insert(pending_.end(), events.begin(), events.end());
  next_event_time_ = now_;
}

void GameController::RetellCaption() {
  if (model_.caption_event) model_.caption = Caption(model_, *model_.caption_event);
}

void GameController::Resync() {
  const std::string caption = model_.caption;
  const std::optional<Event> caption_event = model_.caption_event;
  const int human = HumanToAct();
  int viewer = human;
  if (viewer < 0) {
    for (int s = 0; s < static_cast<int>(setup_.seats.size()); ++s) {
      if (setup_.seats[static_cast<size_t>(s)].human) {
        viewer = s;
        break;
      }
    }
  }
  model_ = ModelFromState(*state_, viewer, Names(setup_), Humans(setup_));
  model_.caption = caption;
  model_.caption_event = caption_event;
  // The run as the deal's own events tell it (the state alone cannot say who played a run's
  // every card); only replay playback, which keeps no events, falls back on the state's view.
  const bool whole_deal = std::any_of(deal_log_.begin(), deal_log_.end(),
                                      [](const Event& e) { return e.type == EventType::kDealStart; });
  if (whole_deal) model_.run = RunFromEvents(deal_log_, state_->rules().pope_card);
  for (const Event& e : deal_log_) {
    if (e.type == EventType::kDealStart) model_.dressing.clear();
    if (e.type == EventType::kDress) model_.dressing.emplace_back(e.seat, e.amount);
  }
}

void GameController::FinishAnimation() {
  if (pending_.empty()) return;
  for (const Event& e : pending_) {
    ApplyEventToModel(&model_, e);
    Shown(e);
  }
  pending_.clear();
  Resync();
}

void GameController::SkipToHumanTurn() {
  if (!state_ || InReplay()) return;
  skipping_ = true;
  FinishAnimation();
}

std::vector<std::string> GameController::WhatHappened() const {
  std::vector<std::string> lines;
  // A scratch copy of the table told the shown events in order (the pending ones are not yet
  // shown); it starts from the deal's first event so names, dealer and dressing are right.
  TableModel scratch = model_;
  const size_t shown = deal_log_.size() > pending_.size() ? deal_log_.size() - pending_.size() : 0;
  for (size_t i = 0; i < shown; ++i) {
    const Event& e = deal_log_[i];
    ApplyEventToModel(&scratch, e);
    if (e.type == EventType::kDress) continue;  // said once, as the whole dressing, below
    const std::string line = Caption(scratch, e);
    if (!line.empty()) lines.push_back(line);
  }
  // The dressing as one line, after the deal's first line.
  if (!scratch.dressing.empty()) {
    Event dress;
    dress.type = EventType::kDress;
    lines.insert(lines.begin() + (lines.empty() ? 0 : 1), Caption(scratch, dress));
  }
  return lines;
}

std::uint64_t GameController::DecisionSeedAt(std::size_t step) const {
  std::uint64_t x = ai_seed_ ^ (0x9E3779B97F4A7C15ULL * (step + 1));
  return SplitMix64(&x);
}

std::vector<DecisionPoint> GameController::HumanDecisionsThisDeal() const {
  std::vector<DecisionPoint> points;
  if (!state_ || InReplay()) return points;
  const Result<std::vector<State>> states = PlayReplay(MakeReplay());
  if (!states.ok()) return points;
  for (size_t i = 0; i < history_.size() && i < states.value().size(); ++i) {
    const State& s = states.value()[i];
    const int seat = s.CurrentSeat();
    if (s.DealIndex() != state_->DealIndex() || seat < 0 || !IsHuman(seat)) continue;
    const Phase phase = s.phase();
    const bool decision = phase == Phase::kLead || phase == Phase::kWildPope || phase == Phase::kPlaceCounter;
    if (decision && s.LegalActions().size() >= 2) points.push_back({s, seat, history_[i], DecisionSeedAt(i)});
  }
  return points;
}

void GameController::Update(double now_seconds, double budget_ms) {
  if (paused()) {
    // Time stands still: when play resumes, what was due is still due, not all at once.
    next_event_time_ += std::max(0.0, now_seconds - now_);
    now_ = now_seconds;
    return;
  }
  now_ = now_seconds;
  if (!state_) return;
  // Skipping ends at the human's decision or the end of the deal.
  if (skipping_ && (HumanToAct() >= 0 || DealOver() || MatchOver())) skipping_ = false;
  if (skipping_) {
    FinishAnimation();
    next_event_time_ = now_;  // no pause between the shown events either
  }
  // Show due events.
  while (!pending_.empty() && now_ >= next_event_time_) {
    const Event e = pending_.front();
    pending_.pop_front();
    Shown(e);
    if (ApplyEventToModel(&model_, e)) {
      next_event_time_ = now_ + pace_;
      break;
    }
  }
  if (!pending_.empty()) return;
  if (next_event_time_ > now_) return;  // let the last shown event be seen
  if (model_.to_move != state_->CurrentSeat() || model_.played != state_->Played()) Resync();

  if (InReplay()) return;  // playback moves only when asked
  // An AI seat to decide: think in slices within this frame's budget.
  const int seat = state_->CurrentSeat();
  if (seat < 0 || IsHuman(seat) || state_->IsTerminal()) return;
  if (step_mode_ && !step_requested_ && thinking_seat_ != seat) return;
  if (ScriptedAction() >= 0) {  // a lesson: every seat plays the lesson's cards
    Apply(ScriptedAction());
    return;
  }
  ai::Bot* bot = bots_[static_cast<size_t>(seat)].get();
  if (bot == nullptr) return;
  if (thinking_seat_ != seat) {
    bot->Begin(*state_, seat, DecisionSeed(), ai::Budget{});
    thinking_seat_ = seat;
    thinking_ms_ = 0.0;
  }
  if (!ThinkForAtMost(bot, budget_ms, &thinking_ms_)) return;
  thinking_seat_ = -1;
  step_requested_ = false;
  Apply(bot->Choice());
}

Replay GameController::MakeReplay() const {
  Replay replay;
  replay.config.rules = setup_.rules;
  replay.config.seats = static_cast<int>(setup_.seats.size());
  replay.config.rounds = setup_.rounds;
  replay.config.seed = setup_.seed;
  for (const SeatSetup& s : setup_.seats) replay.seats.push_back({s.name, s.human, s.human ? "" : ai::LevelId(s.level)});
  replay.actions = history_;
  replay.hashes = hashes_;
  return replay;
}

Status GameController::LoadReplay(const Replay& replay) {
  Result<std::vector<State>> states = PlayReplay(replay);
  if (!states.ok()) return Status::Error(states.error());
  const Status started = NewMatch(SetupOfReplay(replay));
  if (!started.ok()) return started;
  news_.clear();
  shown_.clear();
  replay_states_ = states.value();
  history_ = replay.actions;
  hashes_.clear();
  for (size_t i = 1; i < replay_states_.size(); ++i) hashes_.push_back(replay_states_[i].Hash());
  GoToReplayStep(0);
  return Status::Ok();
}

void GameController::GoToReplayStep(int step) {
  if (!InReplay()) return;
  step = std::max(0, std::min(step, ReplaySteps()));
  pending_.clear();
  std::vector<Event> events;
  if (step > 0) {
    // Re-apply the step's action to show what it did.
    State before = replay_states_[static_cast<size_t>(step - 1)];
    before.ApplyUnchecked(history_[static_cast<size_t>(step - 1)], &events);
  }
  replay_step_ = step;
  state_ = replay_states_[static_cast<size_t>(step)];
  deal_log_.clear();
  model_.run.clear();
  Resync();
  model_.caption = step == 0 ? Tr("Replay: the start") : "";
  model_.caption_event.reset();  // a replay's step line is not retold
  for (const Event& e : events) {
    const std::string line = Caption(model_, e);
    if (!line.empty()) model_.caption = line;
  }
  const std::string at = std::to_string(step), of = std::to_string(ReplaySteps());
  model_.caption = model_.caption.empty() ? Fmt(Tr("Step {0}/{1}"), {at, of})
                                          : Fmt(Tr("Step {0}/{1}: {2}"), {at, of, model_.caption});
}

void GameController::Step() {
  if (InReplay()) {
    GoToReplayStep(replay_step_ + 1);
  } else {
    step_requested_ = true;
  }
}

std::vector<ai::Candidate> GameController::Reasoning(int seat) const {
  if (seat < 0 || seat >= static_cast<int>(bots_.size()) || !bots_[static_cast<size_t>(seat)]) return {};
  return bots_[static_cast<size_t>(seat)]->Reasoning();
}

}  // namespace popejoan::session
