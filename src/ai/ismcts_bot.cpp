#include "ai/ismcts_bot.h"

#include <cmath>

#include "ai/casual_bot.h"
#include "ai/rollout.h"

namespace popejoan::ai {
namespace {

// UCB1's exploration constant, in chips: a deal's swings are a few chips to a few dozen.
constexpr double kExploration = 12.0;

// For the sighted expert only: every other seat that has led a card this deal shows its hand. A
// played card was led when its predecessor is unplayed (or it is an Ace): a held successor is
// always played at once, so a card played after its predecessor was forced.
void ShowLeadersHands(const engine::State& state, const engine::Observation& obs, HiddenCardFacts* facts) {
  for (engine::CardMask m = obs.played; m; m &= m - 1) {
    const engine::Card c = engine::LowestCard(m);
    const int by = obs.played_by[c];
    if (by < 0 || by == obs.seat) continue;
    if (engine::RankOf(c) != 1 && (obs.played & engine::Bit(static_cast<engine::Card>(c - 1)))) continue;
    facts->shown_hand[by] = state.Hand(by);
    facts->hidden &= ~state.Hand(by);
  }
}

}  // namespace

void IsmctsBot::Begin(const engine::State& state, int seat, std::uint64_t seed, const Budget& budget) {
  root_ = state;
  obs_ = engine::ObservationFor(state, seat);
  facts_ = FactsFor(obs_);
  if (sight_ == Sight::kLeadersHands) ShowLeadersHands(state, obs_, &facts_);
  rng_.Seed(seed);
  nodes_.assign(1, Node{});
  for (engine::Action a : obs_.legal) nodes_[0].edges.push_back(Edge{a});
  choice_ = obs_.legal.empty() ? engine::kActionNextDeal : obs_.legal[0];
  if (obs_.legal.size() > 1) {
    CasualBot casual;
    casual_choice_ = Decide(casual, state, seat, seed);
  } else {
    casual_choice_ = choice_;
  }
  iterations_left_ = budget.iterations > 0 ? budget.iterations : kDefaultIterations;
  done_ = obs_.legal.size() <= 1;
}

void IsmctsBot::Iterate() {
  engine::State world = *root_;
  if (!SampleWorld(obs_, facts_, &rng_, &world)) return;
  const std::uint64_t rollout_seed = rng_.Next();
  const int seat = obs_.seat;
  const int32_t before = world.Purse(seat);
  // The path of (node, edge) pairs this iteration chose.
  std::vector<std::pair<int, int>> path;
  int node = 0;
  bool expanded = false;
  CasualBot casual;
  for (int guard = 0; guard < 4 * engine::kNumCards; ++guard) {
    const engine::Phase phase = world.phase();
    if (phase == engine::Phase::kDealOver || phase == engine::Phase::kMatchOver) break;
    if (world.TablePasses()) {  // the Pope's pause with the Pope in no hand
      world.ApplyUnchecked(engine::kActionPass);
      continue;
    }
    const int to_move = world.CurrentSeat();
    if (to_move < 0) break;
    if (to_move != seat || expanded) {
      world.ApplyUnchecked(Decide(casual, world, to_move, rollout_seed));
      continue;
    }
    const engine::ActionList legal = world.LegalActions();
    if (legal.size() == 1) {
      world.ApplyUnchecked(legal[0]);
      continue;
    }
    // Edges for every option legal in this world; count their availability.
    for (engine::Action a : legal) {
      bool found = false;
      for (Edge& e : nodes_[static_cast<size_t>(node)].edges) {
        if (e.action == a) found = true, ++e.available;
      }
      if (!found) {
        Edge e{a};
        e.available = 1;
        nodes_[static_cast<size_t>(node)].edges.push_back(e);
      }
    }
    int pick = -1;
    double best = -1e300;
    std::vector<Edge>& edges = nodes_[static_cast<size_t>(node)].edges;
    for (size_t i = 0; i < edges.size(); ++i) {
      const Edge& e = edges[i];
      if (!world.IsLegal(e.action)) continue;
      if (e.visits == 0) {  // an untried option first
        pick = static_cast<int>(i);
        expanded = true;
        break;
      }
      const double ucb = e.total / e.visits + kExploration * std::sqrt(std::log(static_cast<double>(e.available)) / e.visits);
      if (ucb > best) best = ucb, pick = static_cast<int>(i);
    }
    Edge& chosen = edges[static_cast<size_t>(pick)];
    const engine::Action action = chosen.action;
    if (chosen.child < 0) {
      chosen.child = static_cast<int>(nodes_.size());
      nodes_.push_back(Node{});  // may move `edges`; `chosen` is not used after this
    }
    path.emplace_back(node, pick);
    node = nodes_[static_cast<size_t>(node)].edges[static_cast<size_t>(pick)].child;
    world.ApplyUnchecked(action);
  }
  const double value = static_cast<double>(world.Purse(seat) - before);
  for (const auto& [n, e] : path) {
    Edge& edge = nodes_[static_cast<size_t>(n)].edges[static_cast<size_t>(e)];
    ++edge.visits;
    edge.total += value;
  }
}

bool IsmctsBot::Think(int max_iterations) {
  if (done_) return true;
  for (int i = 0; i < max_iterations && iterations_left_ > 0; ++i, --iterations_left_) Iterate();
  if (iterations_left_ > 0) return false;
  Choose();
  return true;
}

void IsmctsBot::Stop() {
  if (done_) return;
  iterations_left_ = 0;
  Choose();
}

void IsmctsBot::Choose() {
  done_ = true;
  // The most visited; ties go to the better mean, then to the lowest action.
  int most = 0;
  double best_mean = 0.0;
  choice_ = casual_choice_;
  for (const Edge& e : nodes_[0].edges) {
    const double mean = e.visits ? e.total / e.visits : 0.0;
    if (e.visits > most || (e.visits == most && most > 0 && mean > best_mean)) {
      most = e.visits, best_mean = mean, choice_ = e.action;
    }
  }
}

std::vector<Candidate> IsmctsBot::Reasoning() const {
  std::vector<Candidate> out;
  if (nodes_.empty()) return out;
  for (const Edge& e : nodes_[0].edges) out.push_back({e.action, e.visits ? e.total / e.visits : 0.0, e.visits});
  return out;
}

}  // namespace popejoan::ai
