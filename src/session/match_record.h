// What the match has done: every action with the state's hash after it (a replay's body), and
// the current deal's events and opening purses (the settlement panel's and the news' source).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/action.h"
#include "engine/event.h"
#include "engine/replay.h"
#include "engine/state.h"
#include "session/match_news.h"
#include "session/match_setup.h"

namespace popejoan::session {

class MatchRecord {
 public:
  // A new match: nothing done, every purse at `purse`, the deal so far told by `opening`.
  void Start(std::int32_t purse, const std::vector<engine::Event>& opening);
  // The next deal is about to begin from `state`: its purses are the deal's opening ones.
  void NoteDealStart(const engine::State& state);
  // `action` was applied, leaving a state that hashes to `hash`, and told `events`.
  void Add(engine::Action action, std::uint64_t hash, const std::vector<engine::Event>& events);
  // Events told by a room's server (whose actions this side never sees): the deal log only.
  void AddEvents(const std::vector<engine::Event>& events);
  // A room's match joined partway at `state`: the deal so far is `deal_log` (its payments are
  // taken back from the purses for the deal's opening ones), nothing done here.
  void StartRemote(const std::vector<engine::Event>& deal_log, const engine::State& state);
  // Back to the first `history_size` actions, the deal told by `deal_log` (an undo).
  void TakeBack(std::size_t history_size, const std::vector<engine::Event>& deal_log);
  // A replay's actions and the hash after each, for playback (which keeps no deal log).
  void Replace(const std::vector<engine::Action>& actions, const std::vector<std::uint64_t>& hashes);
  void ClearDealLog() { deal_log_.clear(); }

  // The news of `events` just told by `state`: each deal or match that ended. `purse` is what
  // every seat started the match with.
  std::vector<MatchNews> News(const std::vector<engine::Event>& events, const engine::State& state, std::int32_t purse) const;

  // The match of `setup` so far as a replay, with the hash after every action.
  engine::Replay ToReplay(const MatchSetup& setup) const;

  const std::vector<engine::Action>& history() const { return history_; }
  const std::vector<std::uint64_t>& hashes() const { return hashes_; }
  const std::vector<engine::Event>& deal_log() const { return deal_log_; }
  std::int32_t PurseAtDealStart(int seat) const { return deal_start_purses_[static_cast<size_t>(seat)]; }

 private:
  std::vector<engine::Action> history_;
  std::vector<std::uint64_t> hashes_;  // State::Hash() after each action in history_
  std::vector<engine::Event> deal_log_;
  std::array<std::int32_t, engine::kMaxSeats> deal_start_purses_{};
};

// The setup a replay was played with (a level it does not know is casual).
MatchSetup SetupOfReplay(const engine::Replay& replay);

}  // namespace popejoan::session
