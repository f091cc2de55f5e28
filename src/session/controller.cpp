#include "session/controller.h"

#include <algorithm>
#include <utility>

#include "session/words/language.h"

namespace popejoan::session {
namespace {

std::vector<std::string> Names(const MatchSetup& setup) {
  std::vector<std::string> names;
  for (const SeatSetup& s : setup.seats) names.push_back(s.name);
  return names;
}

// Sized first and set in place: a bit vector's push_back (its growth) costs the page 1.8 KB.
std::vector<bool> Humans(const MatchSetup& setup) {
  std::vector<bool> humans(setup.seats.size());
  for (std::size_t s = 0; s < humans.size(); ++s) humans[s] = setup.seats[s].human;
  return humans;
}

}  // namespace

GameController::GameController() = default;
GameController::~GameController() = default;

engine::Status GameController::NewMatch(const MatchSetup& setup) {
  const int seats = static_cast<int>(setup.seats.size());
  if (seats < engine::kMinSeats || seats > engine::kMaxSeats) {
    return engine::Status::Error(Fmt(Tr("a match needs 3 to 8 seats, not {0}"), {std::to_string(seats)}));
  }
  const engine::Status valid = Validate(setup.rules, seats);
  if (!valid.ok()) return valid;
  engine::MatchConfig config;
  config.rules = setup.rules;
  config.seats = seats;
  config.rounds = setup.rounds;
  config.seed = setup.seed;
  std::vector<engine::Event> events;
  engine::Result<engine::State> made = engine::State::NewMatch(config, &events);
  if (!made.ok()) return engine::Status::Error(made.error());
  script_.Clear();
  Begin(setup, made.value(), events);
  return engine::Status::Ok();
}

engine::Status GameController::StartLesson(const MatchSetup& setup, const engine::DealFile& lesson) {
  std::vector<engine::Event> events;
  engine::Result<engine::State> made = engine::State::NewScriptedDeal(lesson.setup, &events);
  if (!made.ok()) return engine::Status::Error(made.error());
  if (static_cast<int>(setup.seats.size()) != lesson.setup.seats) return engine::Status::Error(NotTranslated("the lesson's seats differ"));
  Begin(setup, made.value(), events);
  setup_.rules = lesson.setup.rules;
  script_.Load(lesson.choices);
  return engine::Status::Ok();
}

engine::Action GameController::ScriptedAction() const {
  if (!state_) return -1;
  return script_.Next(*state_);
}

void GameController::Begin(const MatchSetup& setup, const engine::State& state, const std::vector<engine::Event>& events) {
  remote_ = RemoteMatch{};
  setup_ = setup;
  state_ = state;
  playback_.Unload();
  record_.Start(setup.rules.purse, events);
  pacer_.DropPending();
  undo_.reset();
  ai_.Seat(setup, setup.seed);
  news_.clear();
  pacer_.DropShown();
  Resync();
  Report(events);
  // The opening events (first dealer, dressing, turn-up) are shown at the table's pace too.
  for (const engine::Event& e : events) {
    if (e.type == engine::EventType::kTurnUp || e.type == engine::EventType::kTake || e.type == engine::EventType::kPopeJoanWins ||
        e.type == engine::EventType::kThrownIn || e.type == engine::EventType::kDealStart) {
      model_.caption = Caption(model_, e);
      model_.caption_event = e;
    }
  }
}

engine::Status GameController::Resume(const engine::Replay& match, std::uint64_t ai_seed) {
  if (match.hashes.size() != match.actions.size()) {
    return engine::Status::Error(NotTranslated("the saved match must record the state after every action"));
  }
  // Played through first: nothing changes unless every action is legal and every hash matches.
  const engine::Result<std::vector<engine::State>> states = PlayReplay(match);
  if (!states.ok()) return engine::Status::Error(states.error());
  const engine::Status started = NewMatch(SetupOfReplay(match));
  if (!started.ok()) return started;
  quiet_ = true;
  for (engine::Action a : match.actions) Apply(a);
  quiet_ = false;
  news_.clear();
  pacer_.DropShown();
  pacer_.DropPending();
  ai_.set_seed(ai_seed);
  model_.run.clear();
  Resync();
  if (!record_.history().empty()) {
    model_.caption = Tr("Welcome back");
    model_.caption_event.reset();
  }
  return engine::Status::Ok();
}

std::vector<engine::Event> GameController::TakeShownEvents() { return pacer_.TakeShown(); }

std::vector<MatchNews> GameController::TakeNews() {
  std::vector<MatchNews> out;
  out.swap(news_);
  return out;
}

void GameController::Report(const std::vector<engine::Event>& events) {
  if (quiet_ || !state_) return;
  for (MatchNews& news : record_.News(events, *state_, setup_.rules.purse)) news_.push_back(std::move(news));
}

bool GameController::IsHuman(int seat) const {
  if (remote_.active) return seat >= 0 && seat == remote_.seat;
  return seat >= 0 && seat < static_cast<int>(setup_.seats.size()) && setup_.seats[static_cast<size_t>(seat)].human;
}

int GameController::HumanToAct() const {
  if (!state_ || Animating() || InReplay() || paused()) return -1;
  const int seat = state_->CurrentSeat();
  if (remote_.active && RemoteAwaiting()) return -1;  // the server has this seat's decision
  return IsHuman(seat) ? seat : -1;
}

engine::ActionList GameController::LegalActions() const {
  if (!state_) return engine::ActionList();
  const engine::Action scripted = ScriptedAction();
  if (script_.active() && scripted >= 0) {
    engine::ActionList only;  // a lesson offers just the play it teaches
    only.push_back(scripted);
    return only;
  }
  return state_->LegalActions();
}

bool GameController::PopePauseShown() const {
  return state_ && !Animating() && state_->phase() == engine::Phase::kWildPope && HumanToAct() < 0;
}

bool GameController::DealOver() const {
  return state_ && !Animating() && state_->phase() == engine::Phase::kDealOver;
}

bool GameController::LastDealOver() const {
  if (!DealOver()) return false;
  engine::State next = *state_;  // a copy is cheap: ask the engine what going on does
  next.ApplyUnchecked(engine::kActionNextDeal, nullptr);
  return next.IsTerminal();
}

bool GameController::MatchOver() const {
  return state_ && !Animating() && state_->IsTerminal();
}

engine::Status GameController::Choose(engine::Action action) {
  if (!state_) return engine::Status::Error(Tr("no match in progress"));
  const int seat = HumanToAct();
  if (seat < 0) return engine::Status::Error(Tr("it is not a player's turn to decide"));
  if (!state_->IsLegal(action)) {
    return state_->Apply(action);  // the engine's message names the legal choices
  }
  const engine::Action scripted = ScriptedAction();
  if (scripted >= 0 && action != scripted) return engine::Status::Error(Tr("This lesson asks for another play: the one it shows."));
  if (remote_.active) {
    remote_.outgoing = std::make_pair(remote_.step, action);
    remote_.sent_step = remote_.step;
    return engine::Status::Ok();
  }
  undo_ = UndoPoint{*state_, record_.history().size(), record_.deal_log()};
  Apply(action);
  return engine::Status::Ok();
}

engine::Status GameController::NextDeal() {
  if (!DealOver()) return engine::Status::Error(Tr("the deal is not over yet"));
  if (paused()) return engine::Status::Error(Tr("the game is paused"));
  if (remote_.active) {
    if (remote_.seat < 0 || RemoteAwaiting()) return engine::Status::Error(Tr("the deal is not over yet"));
    remote_.outgoing = std::make_pair(remote_.step, engine::kActionNextDeal);  // "ready for the next deal"
    remote_.sent_step = remote_.step;
    return engine::Status::Ok();
  }
  if (InReplay()) {
    Step();  // playback goes on through the replay's own next action
    return engine::Status::Ok();
  }
  undo_.reset();
  Apply(engine::kActionNextDeal);
  return engine::Status::Ok();
}

bool GameController::CanUndo() const {
  // Only while the deal goes on: a lead taken back once the settlement is known would be a peek.
  if (remote_.active || !undo_allowed_ || !undo_ || !state_ || state_->IsTerminal() || state_->phase() == engine::Phase::kDealOver ||
      InLesson()) {
    return false;
  }
  int humans = 0;
  for (const SeatSetup& s : setup_.seats) humans += s.human ? 1 : 0;
  return humans == 1;  // with other people at the table, no taking back
}

engine::Status GameController::Undo() {
  if (!CanUndo()) return engine::Status::Error(Tr("nothing to undo"));
  state_ = undo_->state;
  record_.TakeBack(undo_->history_size, undo_->deal_log);
  undo_.reset();
  pacer_.DropPending();
  ai_.StopThinking();
  Resync();
  model_.caption = Tr("Taken back");
  model_.caption_event.reset();
  return engine::Status::Ok();
}

void GameController::Apply(engine::Action action) {
  if (action == engine::kActionNextDeal) record_.NoteDealStart(*state_);
  std::vector<engine::Event> events;
  script_.Played(*state_, action);
  state_->ApplyUnchecked(action, &events);
  record_.Add(action, state_->Hash(), events);
  Report(events);
  if (quiet_) return;  // resuming: the table is laid out once at the end
  if (action == engine::kActionNextDeal || pacer_.pace() <= 0.0) {
    ShowAtOnce(events);
    return;
  }
  pacer_.Queue(events);
}

void GameController::ShowAtOnce(const std::vector<engine::Event>& events) {
  // A new deal is laid out at once; its opening lines are still captioned.
  for (const engine::Event& e : events) pacer_.Shown(e);
  Resync();
  for (const engine::Event& e : events) {
    const std::string line = Caption(model_, e);
    if (!line.empty() && e.type != engine::EventType::kDress) {
      model_.caption = line;
      model_.caption_event = e;
    }
  }
}

engine::Status GameController::AdoptView(const protocol::RoomView& view, const MatchSetup& setup) {
  if (!view.state) return engine::Status::Error(NotTranslated("a view without a state"));
  if (static_cast<int>(setup.seats.size()) != view.state->NumSeats()) {
    return engine::Status::Error(NotTranslated("the room's seats and the view's differ"));
  }
  // A view from -1 always sets the table afresh (a rejoin, or the next match of the room).
  if (remote_.active && state_ && view.from >= 0 && view.step < remote_.step) {
    return engine::Status::Error(NotTranslated("a stale view"));
  }
  const bool goes_on = remote_.active && state_ && view.from >= 0 && view.from == remote_.step;
  setup_ = setup;
  remote_.ready = view.ready;
  if (!goes_on) {
    AdoptAtRest(view);
    return engine::Status::Ok();
  }
  const bool new_deal = std::any_of(view.events.begin(), view.events.end(),
                                    [](const engine::Event& e) { return e.type == engine::EventType::kDealStart; });
  if (new_deal) record_.NoteDealStart(*state_);
  state_ = *view.state;
  remote_.step = view.step;
  record_.AddEvents(view.events);
  Report(view.events);
  if (new_deal || pacer_.pace() <= 0.0) {
    ShowAtOnce(view.events);
  } else {
    pacer_.Queue(view.events);
  }
  return engine::Status::Ok();
}

void GameController::AdoptAtRest(const protocol::RoomView& view) {
  state_ = *view.state;
  remote_.active = true;
  remote_.seat = view.seat;
  remote_.step = view.step;
  remote_.sent_step = -1;
  remote_.outgoing.reset();
  playback_.Unload();
  script_.Clear();
  undo_.reset();
  ai_.StopThinking();
  pacer_.DropPending();
  pacer_.DropShown();
  news_.clear();
  record_.StartRemote(view.events, *state_);
  model_.caption.clear();
  model_.caption_event.reset();
  Resync();
  for (const engine::Event& e : view.events) {  // the deal's last line, as a table at rest shows it
    const std::string line = Caption(model_, e);
    if (!line.empty() && e.type != engine::EventType::kDress) {
      model_.caption = line;
      model_.caption_event = e;
    }
  }
}

void GameController::RenameSeats(const MatchSetup& setup) {
  if (!remote_.active || setup.seats.size() != setup_.seats.size()) return;
  for (size_t s = 0; s < setup.seats.size(); ++s) {
    if (setup_.seats[s].name == setup.seats[s].name && setup_.seats[s].human == setup.seats[s].human) continue;
    setup_.seats[s] = setup.seats[s];
    model_.seats[s].name = setup.seats[s].name;
    model_.seats[s].human = setup.seats[s].human;
  }
}

void GameController::LeaveRemote() {
  if (!remote_.active) return;
  remote_ = RemoteMatch{};
  state_.reset();
  pacer_.DropPending();
  pacer_.DropShown();
  news_.clear();
}

std::optional<std::pair<std::int64_t, engine::Action>> GameController::TakeRemoteChoice() {
  std::optional<std::pair<std::int64_t, engine::Action>> out;
  out.swap(remote_.outgoing);
  return out;
}

bool GameController::RemoteReady(int seat) const {
  return remote_.active && seat >= 0 && seat < engine::kMaxSeats && (remote_.ready >> seat & 1u) != 0;
}

void GameController::RetellCaption() {
  if (model_.caption_event) model_.caption = Caption(model_, *model_.caption_event);
}

void GameController::Resync() {
  const std::string caption = model_.caption;
  const std::optional<engine::Event> caption_event = model_.caption_event;
  const int human = HumanToAct();
  int viewer = remote_.active ? remote_.seat : human;
  if (viewer < 0 && !remote_.active) {
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
  const std::vector<engine::Event>& deal_log = record_.deal_log();
  const bool whole_deal = std::any_of(deal_log.begin(), deal_log.end(),
                                      [](const engine::Event& e) { return e.type == engine::EventType::kDealStart; });
  if (whole_deal) model_.run = RunFromEvents(deal_log, state_->rules().pope_card);
  for (const engine::Event& e : deal_log) {
    if (e.type == engine::EventType::kDealStart) model_.dressing.clear();
    if (e.type == engine::EventType::kDress) model_.dressing.emplace_back(e.seat, e.amount);
  }
}

void GameController::FinishAnimation() {
  if (pacer_.ShowAll(&model_)) Resync();
}

void GameController::SkipToHumanTurn() {
  if (!state_ || InReplay()) return;
  pacer_.StartSkipping();
  FinishAnimation();
}

std::vector<std::string> GameController::WhatHappened() const {
  return pacer_.WhatHappened(model_, record_.deal_log());
}

std::uint64_t GameController::DecisionSeedAt(std::size_t step) const {
  return ai_.DecisionSeedAt(step);
}

std::vector<DecisionPoint> GameController::HumanDecisionsThisDeal() const {
  std::vector<DecisionPoint> points;
  if (!state_ || InReplay()) return points;
  const engine::Result<std::vector<engine::State>> states = PlayReplay(MakeReplay());
  if (!states.ok()) return points;
  const std::vector<engine::Action>& history = record_.history();
  for (size_t i = 0; i < history.size() && i < states.value().size(); ++i) {
    const engine::State& s = states.value()[i];
    const int seat = s.CurrentSeat();
    if (s.DealIndex() != state_->DealIndex() || seat < 0 || !IsHuman(seat)) continue;
    const engine::Phase phase = s.phase();
    const bool decision = phase == engine::Phase::kLead || phase == engine::Phase::kWildPope || phase == engine::Phase::kPlaceCounter;
    if (decision && s.LegalActions().size() >= 2) points.push_back({s, seat, history[i], DecisionSeedAt(i)});
  }
  return points;
}

void GameController::Update(double now_seconds, double budget_ms) {
  if (paused()) {
    pacer_.Hold(now_seconds);  // time stands still: what was due is still due, not all at once
    return;
  }
  pacer_.Tick(now_seconds);
  if (!state_) return;
  // Skipping ends at the human's decision or the end of the deal.
  if (pacer_.skipping() && (HumanToAct() >= 0 || DealOver() || MatchOver())) pacer_.StopSkipping();
  if (pacer_.skipping()) {
    FinishAnimation();
    pacer_.DueNow();  // no pause between the shown events either
  }
  pacer_.ShowDue(&model_);
  if (!pacer_.Settled()) return;  // events still to show, or the last shown still to be seen
  if (model_.to_move != state_->DeciderSeenBy(model_.viewer) || model_.played != state_->Played()) Resync();
  if (InReplay() || remote_.active) return;  // playback moves only when asked; a room's server plays its AI
  MoveAiSeat(budget_ms);
}

void GameController::MoveAiSeat(double budget_ms) {
  if (state_->TablePasses()) {  // the Pope's pause with the Pope in no hand: the table passes
    if (!playback_.MayDecide(false)) return;
    playback_.StepTaken();
    Apply(engine::kActionPass);
    return;
  }
  // An AI seat to decide: think in slices within this frame's budget.
  const int seat = state_->CurrentSeat();
  if (seat < 0 || IsHuman(seat) || state_->IsTerminal()) return;
  if (!playback_.MayDecide(ai_.thinking_seat() == seat)) return;  // step mode: wait for a step
  if (ScriptedAction() >= 0) {  // a lesson: every seat plays the lesson's cards
    Apply(ScriptedAction());
    return;
  }
  const std::optional<engine::Action> choice = ai_.Think(*state_, seat, record_.history().size(), budget_ms);
  if (!choice) return;
  playback_.StepTaken();
  Apply(*choice);
}

engine::Replay GameController::MakeReplay() const { return record_.ToReplay(setup_); }

engine::Status GameController::LoadReplay(const engine::Replay& replay) {
  engine::Result<std::vector<engine::State>> states = engine::PlayReplay(replay);
  if (!states.ok()) return engine::Status::Error(states.error());
  const engine::Status started = NewMatch(SetupOfReplay(replay));
  if (!started.ok()) return started;
  news_.clear();
  pacer_.DropShown();
  std::vector<std::uint64_t> hashes;
  for (size_t i = 1; i < states.value().size(); ++i) hashes.push_back(states.value()[i].Hash());
  record_.Replace(replay.actions, hashes);
  playback_.Load(states.value());
  GoToReplayStep(0);
  return engine::Status::Ok();
}

void GameController::GoToReplayStep(int step) {
  if (!InReplay()) return;
  step = playback_.Clamp(step);
  pacer_.DropPending();
  // The step's action applied again, to show what it did.
  const std::vector<engine::Event> events = playback_.EventsOfStep(step, record_.history());
  state_ = playback_.GoTo(step);
  record_.ClearDealLog();
  model_.run.clear();
  Resync();
  model_.caption = step == 0 ? Tr("Replay: the start") : "";
  model_.caption_event.reset();  // a replay's step line is not retold
  for (const engine::Event& e : events) {
    const std::string line = Caption(model_, e);
    if (!line.empty()) model_.caption = line;
  }
  const std::string at = std::to_string(step), of = std::to_string(ReplaySteps());
  model_.caption = model_.caption.empty() ? Fmt(Tr("Step {0}/{1}"), {at, of})
                                          : Fmt(Tr("Step {0}/{1}: {2}"), {at, of, model_.caption});
}

void GameController::Step() {
  if (InReplay()) {
    GoToReplayStep(playback_.step() + 1);
  } else {
    playback_.RequestStep();
  }
}

std::vector<ai::Candidate> GameController::Reasoning(int seat) const { return ai_.Reasoning(seat); }

}  // namespace popejoan::session
