// The controller: the only thing that changes the match. The UI reads its State and
// TableModel and sends it commands (a human's decision, next deal, undo); it runs the AI seats
// in time slices and releases the engine's events to the table one at a time at the chosen
// pace, so forced plays and payments can be followed. Its parts are its own classes: the record
// (match_record.h), the pace of shown events (event_pacer.h), the AI seats (ai_seats.h), replay
// playback and step mode (replay_playback.h), a lesson's script (lesson_script.h) and the undo
// point (undo_point.h); the controller decides when each acts.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/deal_file.h"
#include "engine/replay.h"
#include "engine/result.h"
#include "engine/state.h"
#include "session/ai_seats.h"
#include "session/deal_review.h"
#include "session/event_pacer.h"
#include "session/lesson_script.h"
#include "session/match_news.h"
#include "session/match_record.h"
#include "session/match_setup.h"
#include "session/replay_playback.h"
#include "protocol/client_message.h"
#include "protocol/server_message.h"
#include "session/table_model.h"
#include "session/undo_point.h"

namespace popejoan::session {

class GameController {
 public:
  GameController();
  ~GameController();

  // Starts a match; an invalid setup is refused with a message and the old match kept.
  engine::Status NewMatch(const MatchSetup& setup);
  // A lesson: the deal file's cards, every seat's plays (yours too) taken from its choices in
  // order; the person is offered only the play the lesson teaches. Not a match to save or count.
  engine::Status StartLesson(const MatchSetup& setup, const engine::DealFile& lesson);
  bool InLesson() const { return script_.active(); }
  // The lesson's next play (-1 outside a lesson or once its choices are used up).
  engine::Action ScriptedAction() const;
  // Continues a saved match: replays its actions (every recorded hash must match) and goes on
  // with `ai_seed` seeding the AI seats' decisions, so the future is the one the save had.
  // A replay without a hash per action, or one that does not replay, is refused and the old
  // match kept.
  engine::Status Resume(const engine::Replay& match, std::uint64_t ai_seed);
  // The seed of the AI seats' decisions (each decision's seed derives from it and the step).
  std::uint64_t ai_seed() const { return ai_.seed(); }
  bool HasMatch() const { return state_.has_value(); }
  const MatchSetup& setup() const { return setup_; }
  const engine::State& state() const { return *state_; }
  const TableModel& model() const { return model_; }
  // The seat whose cards are shown: the human to act, else the first human, else -1.
  int Viewer() const { return model_.viewer; }

  // True while events are still being shown; decisions wait until the table has caught up.
  bool Animating() const { return pacer_.Animating(); }
  // The human seat that must decide now (-1 if none, or while animating or an AI thinks).
  int HumanToAct() const;
  engine::ActionList LegalActions() const;
  // The table waits to see whether the Pope is played, and this person is not the one asked.
  bool PopePauseShown() const;
  bool DealOver() const;
  // The deal just over is the match's last: going on ends the match.
  bool LastDealOver() const;
  bool MatchOver() const;

  // Commands. Each refuses with a message what the rules or the moment do not allow.
  engine::Status Choose(engine::Action action);  // a decision of HumanToAct()
  engine::Status NextDeal();             // at the end of a deal
  bool CanUndo() const;
  // Undo is an option of the table (on by default; it only ever applies against AI seats).
  void SetUndoAllowed(bool allowed) { undo_allowed_ = allowed; }
  bool undo_allowed() const { return undo_allowed_; }
  engine::Status Undo();                 // takes back the human's last decision (AI tables only)

  // Runs AI seats for at most `budget_ms` of this frame and releases due events.
  void Update(double now_seconds, double budget_ms);
  // Paused (by the host page or the player): nothing is shown, no AI thinks, no one decides.
  void SetPaused(bool paused) { paused_ = paused; }
  // The page is out of sight (a hidden tab, a minimized window): held as if paused, but apart
  // from the chosen pause, so showing it again leaves a host's or player's pause as it was.
  void SetHidden(bool hidden) { hidden_ = hidden; }
  // The language changed: the caption that tells an event is told again in it.
  void RetellCaption();
  bool paused() const { return paused_ || hidden_; }
  bool hidden() const { return hidden_; }
  // Deals and matches that ended since the last call (never during Resume or replay playback).
  std::vector<MatchNews> TakeNews();
  // The events shown at the table since the last call (for sounds), oldest first.
  std::vector<engine::Event> TakeShownEvents();
  // Seconds between shown events; 0 shows them all at once.
  void SetPace(double seconds_per_event) { pacer_.set_pace(seconds_per_event); }
  double pace() const { return pacer_.pace(); }
  void FinishAnimation();  // show everything pending now
  // Shows everything at once until the human's next decision or the end of the deal.
  void SkipToHumanTurn();
  bool skipping() const { return pacer_.skipping() && HumanToAct() < 0 && !DealOver() && !MatchOver(); }
  // What has been shown of this deal so far, a sentence an event, oldest first.
  std::vector<std::string> WhatHappened() const;

  // Every event of the current deal so far (the settlement panel explains these).
  const std::vector<engine::Event>& DealLog() const { return record_.deal_log(); }
  // Each seat's purse when the current deal began (before its dressing).
  std::int32_t PurseAtDealStart(int seat) const { return record_.PurseAtDealStart(seat); }
  // Every action applied this match, in order (with the seed, a replay).
  const std::vector<engine::Action>& History() const { return record_.history(); }
  // The seed of the decision due now: what an expert seat deciding here would use (the coach
  // gives the same advice an expert would for it).
  std::uint64_t DecisionSeed() const { return DecisionSeedAt(record_.history().size()); }
  // The seed of the decision at `step` of the match (the action history's index).
  std::uint64_t DecisionSeedAt(std::size_t step) const;
  // The people's real decisions in the current deal (leads with a choice, the Pope's question,
  // placing a counter), with the moment, the choice and its seed: what the deal review reviews.
  std::vector<DecisionPoint> HumanDecisionsThisDeal() const;
  // The AI's last reasoning for `seat` (debugging); empty for humans.
  std::vector<ai::Candidate> Reasoning(int seat) const;

  // ---- A room's match: the server is its authority. No AI runs here and nothing is undone;
  // a decision is handed to the room client to send, and the server's next view applies it.
  // Follows the server's view of the match. `setup` names the seats (people are `human`) and
  // gives the rules. A view that goes on from the last one (`from` is its step) shows its events
  // at the table's pace; any other (joining, a gap) sets the table at rest from the view, its
  // events the deal's log so far. A view that goes on from a step older than the last is refused.
  engine::Status AdoptView(const protocol::RoomView& view, const MatchSetup& setup);
  bool Remote() const { return remote_.active; }
  // Back to a local table (the room was left): the match is dropped.
  void LeaveRemote();
  // The seat this connection plays in the room (-1: watching, or not in a room).
  int RemoteSeat() const { return remote_.active ? remote_.seat : -1; }
  // The decision made here since the last call, with the step it answers, to send as an `act`.
  std::optional<std::pair<std::int64_t, engine::Action>> TakeRemoteChoice();
  // At a deal's end: who is ready for the next (by seat), as the server last said.
  bool RemoteReady(int seat) const;
  // This seat's decision went to the server and its answer is awaited.
  // The room's seats changed (a friend dropped, an AI took over): the plates' names follow.
  void RenameSeats(const MatchSetup& setup);
  // The server refused the decision handed out (stale, illegal): the seat may decide again.
  void RemoteRefused() { remote_.sent_step = -1; }
  bool RemoteAwaiting() const { return remote_.active && remote_.sent_step == remote_.step; }

  // ---- Debugging and replays.
  // The match so far as a replay (with the state hash after every action): a bug report.
  engine::Replay MakeReplay() const;
  // Loads a replay for playback: the table shows its states, stepped forward and back; no AI
  // runs. The match is then the replay's. Errors name the problem and keep the old match.
  engine::Status LoadReplay(const engine::Replay& replay);
  bool InReplay() const { return playback_.active(); }
  int ReplayStep() const { return playback_.step(); }
  int ReplaySteps() const { return playback_.steps(); }
  void GoToReplayStep(int step);
  // Step mode: AI seats wait; each Step() lets the next decision be made (forward in a replay).
  void SetStepMode(bool on) { playback_.set_step_mode(on); }
  bool step_mode() const { return playback_.step_mode(); }
  void Step();

 private:
  void Apply(engine::Action action);
  void Begin(const MatchSetup& setup, const engine::State& state, const std::vector<engine::Event>& events);
  void Report(const std::vector<engine::Event>& events);
  void Resync();
  // An AI seat to decide (or a lesson's scripted play) goes on within `budget_ms`.
  void MoveAiSeat(double budget_ms);
  bool IsHuman(int seat) const;
  void ShowAtOnce(const std::vector<engine::Event>& events);
  void AdoptAtRest(const protocol::RoomView& view);

  struct RemoteMatch {
    bool active = false;
    int seat = -1;
    std::int64_t step = -1;       // the last view's
    std::int64_t sent_step = -1;  // the step of the last decision handed out
    std::optional<std::pair<std::int64_t, engine::Action>> outgoing;
    std::uint32_t ready = 0;  // bit by seat
  };

  MatchSetup setup_;
  std::optional<engine::State> state_;
  TableModel model_;
  MatchRecord record_;
  EventPacer pacer_;
  AiSeats ai_;
  ReplayPlayback playback_;
  LessonScript script_;
  std::optional<UndoPoint> undo_;  // the state before the person's last decision
  bool undo_allowed_ = true;
  bool paused_ = false;
  bool hidden_ = false;
  bool quiet_ = false;  // replaying a saved match: no news, nothing to animate
  std::vector<MatchNews> news_;
  RemoteMatch remote_;
};

}  // namespace popejoan::session
