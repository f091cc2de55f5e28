#include "session/match_record.h"

#include <utility>

namespace popejoan::session {

void MatchRecord::Start(std::int32_t purse, const std::vector<engine::Event>& opening) {
  history_.clear();
  hashes_.clear();
  deal_log_ = opening;
  deal_start_purses_.fill(purse);
}

void MatchRecord::NoteDealStart(const engine::State& state) {
  for (int s = 0; s < state.NumSeats(); ++s) deal_start_purses_[static_cast<size_t>(s)] = state.Purse(s);
}

void MatchRecord::Add(engine::Action action, std::uint64_t hash, const std::vector<engine::Event>& events) {
  history_.push_back(action);
  hashes_.push_back(hash);
  for (const engine::Event& e : events) {
    if (e.type == engine::EventType::kDealStart) deal_log_.clear();
    deal_log_.push_back(e);
  }
}

void MatchRecord::AddEvents(const std::vector<engine::Event>& events) {
  for (const engine::Event& e : events) {
    if (e.type == engine::EventType::kDealStart) deal_log_.clear();
    deal_log_.push_back(e);
  }
}

void MatchRecord::StartRemote(const std::vector<engine::Event>& deal_log, const engine::State& state) {
  history_.clear();
  hashes_.clear();
  deal_log_.clear();
  AddEvents(deal_log);
  // The deal's opening purses: today's, with every payment the deal has told taken back.
  NoteDealStart(state);
  const auto change = [this](int seat, std::int32_t amount) {
    if (seat >= 0 && seat < engine::kMaxSeats) deal_start_purses_[static_cast<size_t>(seat)] += amount;
  };
  for (const engine::Event& e : deal_log_) {
    switch (e.type) {
      case engine::EventType::kDress:
      case engine::EventType::kDouble:
      case engine::EventType::kPlace: change(e.seat, e.amount); break;
      case engine::EventType::kTake:
      case engine::EventType::kShare:
      case engine::EventType::kClearTake: change(e.seat, -e.amount); break;
      case engine::EventType::kPopeStakes:
      case engine::EventType::kPopeBonus:
      case engine::EventType::kCardPayment:
        change(e.seat, e.amount);
        change(e.other, -e.amount);
        break;
      default: break;
    }
  }
}

void MatchRecord::TakeBack(std::size_t history_size, const std::vector<engine::Event>& deal_log) {
  history_.resize(history_size);
  hashes_.resize(history_size);
  deal_log_ = deal_log;
}

void MatchRecord::Replace(const std::vector<engine::Action>& actions, const std::vector<std::uint64_t>& hashes) {
  history_ = actions;
  hashes_ = hashes;
}

engine::Replay MatchRecord::ToReplay(const MatchSetup& setup) const {
  engine::Replay replay;
  replay.config.rules = setup.rules;
  replay.config.seats = static_cast<int>(setup.seats.size());
  replay.config.rounds = setup.rounds;
  replay.config.seed = setup.seed;
  for (const SeatSetup& s : setup.seats) replay.seats.push_back({s.name, s.human, s.human ? "" : ai::LevelId(s.level)});
  replay.actions = history_;
  replay.hashes = hashes_;
  return replay;
}

MatchSetup SetupOfReplay(const engine::Replay& replay) {
  MatchSetup setup;
  setup.rules = replay.config.rules;
  setup.rounds = replay.config.rounds;
  setup.seed = replay.config.seed;
  for (const engine::ReplaySeat& s : replay.seats) {
    ai::Level level = ai::Level::kCasual;
    ai::ParseLevel(s.level, &level);
    setup.seats.push_back({s.name, s.human, level});
  }
  return setup;
}

std::vector<MatchNews> MatchRecord::News(const std::vector<engine::Event>& events, const engine::State& state,
                                         std::int32_t purse) const {
  std::vector<MatchNews> out;
  const int seats = state.NumSeats();
  for (const engine::Event& e : events) {
    MatchNews news;
    if (e.type == engine::EventType::kDealEnd) {
      news.kind = MatchNews::Kind::kDealEnded;
      news.deal = state.DealIndex();
      news.clearing = state.IsClearingDeal();
      news.winner = e.seat;
      for (int s = 0; s < seats; ++s) {
        news.purse_before.push_back(deal_start_purses_[static_cast<size_t>(s)]);
        news.purse_after.push_back(state.Purse(s));
      }
      news.log = deal_log_;
    } else if (e.type == engine::EventType::kMatchEnd) {
      news.kind = MatchNews::Kind::kMatchEnded;
      news.deal = state.DealIndex();
      news.winner = e.seat;
      int order[engine::kMaxSeats];
      state.Standings(order);
      news.standings.assign(order, order + seats);
      for (int s = 0; s < seats; ++s) {
        news.purse_before.push_back(purse);
        news.purse_after.push_back(state.Purse(s));
      }
    } else {
      continue;
    }
    out.push_back(std::move(news));
  }
  return out;
}

}  // namespace popejoan::session
