#include "ai/tournament.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <memory>

#include "engine/board.h"
#include "engine/event.h"
#include "engine/rng.h"
#include "engine/state.h"

namespace popejoan::ai {
namespace {

constexpr const char* kSourceIds[kNumGainSources] = {"pope", "matrimony", "intrigue", "confederacy", "honours",
                                                    "game", "card_payments", "stakes", "other"};

GainSource SourceOfCompartment(int comp) {
  switch (comp) {
    case engine::kPope: return GainSource::kPope;
    case engine::kMatrimony: return GainSource::kMatrimony;
    case engine::kIntrigue: return GainSource::kIntrigue;
    case engine::kConfederacy: return GainSource::kConfederacy;
    case engine::kGame: return GainSource::kGame;
    default: return GainSource::kHonours;
  }
}

using Split = std::array<double, kNumGainSources>;

void Credit(Split* split, GainSource source, double amount) { (*split)[static_cast<int>(source)] += amount; }

// One seat's chips by source over a deal's events; "other" takes whatever is unexplained.
Split SplitFor(const std::vector<engine::Event>& events, int seat, double total) {
  Split split{};
  for (const engine::Event& e : events) {
    const bool mine = e.seat == seat, theirs = e.other == seat;
    switch (e.type) {
      case engine::EventType::kTake:
      case engine::EventType::kShare:
      case engine::EventType::kClearTake:
        if (mine) Credit(&split, SourceOfCompartment(e.comp), e.amount);
        break;
      case engine::EventType::kPopeStakes:
      case engine::EventType::kPopeBonus:
        if (mine) Credit(&split, GainSource::kPope, -e.amount);
        if (theirs) Credit(&split, GainSource::kPope, e.amount);
        break;
      case engine::EventType::kCardPayment:
        if (mine) Credit(&split, GainSource::kCardPayments, -e.amount);
        if (theirs) Credit(&split, GainSource::kCardPayments, e.amount);
        break;
      case engine::EventType::kDress:
      case engine::EventType::kDouble:
        if (mine) Credit(&split, GainSource::kStakes, -e.amount);
        break;
      case engine::EventType::kPlace:
        if (mine) Credit(&split, GainSource::kStakes, -1);
        break;
      default:
        break;
    }
  }
  double explained = 0.0;
  for (double v : split) explained += v;
  Credit(&split, GainSource::kOther, total - explained);
  return split;
}

std::uint64_t Mix(std::uint64_t a, std::uint64_t b) {
  std::uint64_t x = a ^ (b * 0x9E3779B97F4A7C15ULL);
  return engine::SplitMix64(&x);
}

struct SeatOutcome {
  double chips = 0.0;
  Split split{};
};

// Plays the first deal of a fresh match; `bots[s]` decides for seat s. Returns every seat's
// chips for the deal (dressing included) and their sources.
std::vector<SeatOutcome> PlayDeal(const engine::State& start, const std::vector<engine::Event>& start_events,
                                  const std::vector<Bot*>& bots, std::uint64_t deal_seed, const Budget* budgets,
                                  int timed_seat, std::vector<double>* decision_ms) {
  engine::State state = start;
  std::vector<engine::Event> events = start_events;
  int decision = 0;
  for (int guard = 0; guard < 16 * engine::kNumCards; ++guard) {
    if (state.phase() == engine::Phase::kDealOver || state.IsTerminal()) break;
    if (state.TablePasses()) {  // the Pope's pause with the Pope in no hand
      state.ApplyUnchecked(engine::kActionPass, &events);
      continue;
    }
    const int seat = state.CurrentSeat();
    if (seat < 0) break;
    const std::uint64_t seed = Mix(Mix(deal_seed, static_cast<std::uint64_t>(seat) + 1), ++decision);
    const auto t0 = std::chrono::steady_clock::now();
    const engine::Action a = Decide(*bots[static_cast<size_t>(seat)], state, seat, seed, budgets[seat]);
    if (seat == timed_seat && decision_ms != nullptr && state.LegalActions().size() > 1) {
      decision_ms->push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    state.ApplyUnchecked(a, &events);
  }
  std::vector<SeatOutcome> out(static_cast<size_t>(state.NumSeats()));
  for (int s = 0; s < state.NumSeats(); ++s) {
    SeatOutcome& o = out[static_cast<size_t>(s)];
    o.chips = static_cast<double>(state.Purse(s) - state.rules().purse);
    o.split = SplitFor(events, s, o.chips);
  }
  return out;
}

double StudentT975(int dof) {
  // Two-sided 95% quantiles; beyond 30 degrees of freedom the normal's 1.96 is close enough.
  static const double kTable[] = {0,     12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
                                  2.201, 2.179,  2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080,
                                  2.074, 2.069,  2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
  if (dof <= 0) return 0.0;
  return dof <= 30 ? kTable[dof] : 1.96;
}

}  // namespace

const char* GainSourceId(GainSource source) { return kSourceIds[static_cast<int>(source)]; }

MeanCi MeanWithCi95(const std::vector<double>& samples) {
  MeanCi r;
  const size_t n = samples.size();
  if (n == 0) return r;
  double sum = 0.0;
  for (double x : samples) sum += x;
  r.mean = sum / static_cast<double>(n);
  r.low = r.high = r.mean;
  if (n < 2) return r;
  double ss = 0.0;
  for (double x : samples) ss += (x - r.mean) * (x - r.mean);
  const double sd = std::sqrt(ss / static_cast<double>(n - 1));
  const double half = StudentT975(static_cast<int>(n - 1)) * sd / std::sqrt(static_cast<double>(n));
  r.low = r.mean - half;
  r.high = r.mean + half;
  return r;
}

engine::Result<TournamentResult> RunTournament(const TournamentConfig& config) {
  const engine::Status valid = Validate(config.rules, config.seats);
  if (!valid.ok()) return engine::Result<TournamentResult>::Error(valid.message);
  if (config.deals < 1) return engine::Result<TournamentResult>::Error("deals must be at least 1");
  const int n = config.seats;
  std::vector<std::unique_ptr<Bot>> field_bots, candidate_bots;
  for (int s = 0; s < n; ++s) {
    field_bots.push_back(MakeBot(config.field));
    candidate_bots.push_back(MakeBot(config.candidate));
  }
  TournamentResult result;
  std::vector<double> per_deal_gain;
  std::vector<double> decision_ms;
  Split split_sum{};
  double candidate_sum = 0.0, field_sum = 0.0;
  for (int d = 0; d < config.deals; ++d) {
    const std::uint64_t deal_seed = Mix(config.seed, static_cast<std::uint64_t>(d));
    engine::MatchConfig match;
    match.rules = config.rules;
    match.seats = n;
    match.rounds = 1;
    match.seed = deal_seed;
    std::vector<engine::Event> start_events;
    engine::Result<engine::State> start = engine::State::NewMatch(match, &start_events);
    if (!start.ok()) return engine::Result<TournamentResult>::Error(start.error());
    std::vector<Bot*> seats(static_cast<size_t>(n));
    Budget budgets[engine::kMaxSeats];
    for (int s = 0; s < n; ++s) {
      seats[static_cast<size_t>(s)] = field_bots[static_cast<size_t>(s)].get();
      budgets[s] = config.field_budget;
    }
    const std::vector<SeatOutcome> baseline = PlayDeal(*start, start_events, seats, deal_seed, budgets, -1, nullptr);
    double deal_gain = 0.0;
    for (int c = 0; c < n; ++c) {
      seats[static_cast<size_t>(c)] = candidate_bots[static_cast<size_t>(c)].get();
      budgets[c] = config.candidate_budget;
      const std::vector<SeatOutcome> with = PlayDeal(*start, start_events, seats, deal_seed, budgets, c, &decision_ms);
      seats[static_cast<size_t>(c)] = field_bots[static_cast<size_t>(c)].get();
      budgets[c] = config.field_budget;
      const SeatOutcome& mine = with[static_cast<size_t>(c)];
      const SeatOutcome& base = baseline[static_cast<size_t>(c)];
      deal_gain += mine.chips - base.chips;
      candidate_sum += mine.chips;
      field_sum += base.chips;
      for (int k = 0; k < kNumGainSources; ++k) {
        split_sum[static_cast<size_t>(k)] += mine.split[static_cast<size_t>(k)] - base.split[static_cast<size_t>(k)];
      }
    }
    // Seats of one deal share its cards, so the deal (not the seat-deal) is the independent unit.
    per_deal_gain.push_back(deal_gain / n);
  }
  const double seat_deals = static_cast<double>(config.deals) * n;
  result.deals = config.deals;
  result.seat_deals = config.deals * n;
  result.gain = MeanWithCi95(per_deal_gain);
  result.candidate_chips = candidate_sum / seat_deals;
  result.field_chips = field_sum / seat_deals;
  for (int k = 0; k < kNumGainSources; ++k) result.split[static_cast<size_t>(k)] = split_sum[static_cast<size_t>(k)] / seat_deals;
  result.candidate_decisions = static_cast<int>(decision_ms.size());
  if (!decision_ms.empty()) {
    std::sort(decision_ms.begin(), decision_ms.end());
    result.candidate_decision_ms_p95 = decision_ms[static_cast<size_t>(0.95 * static_cast<double>(decision_ms.size() - 1))];
    result.candidate_decision_ms_max = decision_ms.back();
  }
  return result;
}

std::string TournamentJson(const TournamentConfig& config, const TournamentResult& r) {
  char buf[256];
  std::string out = "{\n";
  auto add = [&out](const char* text) { out += text; };
  std::snprintf(buf, sizeof buf, "  \"preset\": \"%s\",\n  \"seats\": %d,\n", engine::PresetId(config.rules.preset), config.seats);
  add(buf);
  std::snprintf(buf, sizeof buf, "  \"candidate\": \"%s\",\n  \"field\": \"%s\",\n  \"seed\": %llu,\n",
                LevelId(config.candidate), LevelId(config.field), static_cast<unsigned long long>(config.seed));
  add(buf);
  std::snprintf(buf, sizeof buf, "  \"deals\": %d,\n  \"seat_deals\": %d,\n", r.deals, r.seat_deals);
  add(buf);
  std::snprintf(buf, sizeof buf, "  \"gain_per_seat_deal\": %.4f,\n  \"ci95\": [%.4f, %.4f],\n", r.gain.mean, r.gain.low,
                r.gain.high);
  add(buf);
  std::snprintf(buf, sizeof buf, "  \"candidate_chips_per_seat_deal\": %.4f,\n  \"field_chips_per_seat_deal\": %.4f,\n",
                r.candidate_chips, r.field_chips);
  add(buf);
  add("  \"gain_by_source\": {");
  for (int k = 0; k < kNumGainSources; ++k) {
    std::snprintf(buf, sizeof buf, "%s\"%s\": %.4f", k ? ", " : "", kSourceIds[k], r.split[static_cast<size_t>(k)]);
    add(buf);
  }
  add("},\n");
  std::snprintf(buf, sizeof buf,
                "  \"candidate_decisions\": %d,\n  \"candidate_decision_ms_p95\": %.3f,\n  \"candidate_decision_ms_max\": %.3f\n}\n",
                r.candidate_decisions, r.candidate_decision_ms_p95, r.candidate_decision_ms_max);
  add(buf);
  return out;
}

}  // namespace popejoan::ai
