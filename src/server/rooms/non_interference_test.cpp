// Non-interference (docs/online.md, "Security model"): what the server sends a seat depends only
// on what that seat may know. For random matches of every preset with random options (the wild
// Pope, the dealer seeing the spare or sitting out, the widow's turn-up, spare modes, the lowest
// lead, the winner taking Game, the clearing deal...), 3 to 8 seats and a random deal of the
// match, for each seat and for a watcher: the cards that stay hidden from it until the deal's
// end are dealt again differently among the places that hide them (the other hands, and the
// spare unless that seat sees it), each place keeping its count and every public fact (a stop's
// missing card stays in the spare, the turn-up where it is); the same decisions are replayed
// where they stay legal, and every view frame that seat is sent until the deal's end, written by
// the server's own writer (protocol/view_frame.h), must be byte for byte the same.
//
// The frames' timing is the hub's part: every action sends every seat one view at once, except
// the Pope's pause, which lasts the same for everyone whoever holds the Pope, and an AI seat's
// decision, sent at a fixed pace (pope_pause_test.cpp).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "engine/public_view.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/sim.h"
#include "engine/state.h"
#include "protocol/view_frame.h"

namespace popejoan::server {
namespace {

constexpr int kMatches = 300;
constexpr int kShufflesPerSeat = 6;  // tries at a deal where the same decisions stay legal

// Random rules: a preset, then each option kept or set to one of its values (half the time),
// until the table can be played with `seats`.
engine::Rules RandomRules(int seats, engine::Rng* rng) {
  for (;;) {
    engine::Rules r = engine::RulesForPreset(static_cast<engine::Preset>(rng->Below(engine::kNumPresets)));
    for (const engine::OptionInfo& option : engine::Options()) {
      if (option.values.empty() || rng->Below(2) == 0) continue;
      const engine::OptionValue& value = option.values[rng->Below(static_cast<std::uint32_t>(option.values.size()))];
      (void)SetOption(&r, option.name, value.value);
    }
    if (engine::Validate(r, seats).ok()) return r;
  }
}

// One deal as it was played: the state at its start, the events that started it, and each
// decision with what it did, up to (not including) the one that ended the deal.
struct PlayedDeal {
  engine::State start;
  int start_step = 0;
  std::vector<engine::Event> start_events;
  std::vector<engine::Action> actions;
  std::vector<engine::State> after;  // after[i]: the state after actions[i]
  std::vector<std::vector<engine::Event>> events;
  engine::State last;                // the state before the deal's last action
};

// Plays a match of `config` by random legal choices to the start of deal `deal`, then that deal
// (none if the match has no such deal to play, or it is the face-up clearing deal).
std::optional<PlayedDeal> PlayDeal(const engine::MatchConfig& config, int deal, engine::Rng* rng) {
  std::vector<engine::Event> events;
  engine::Result<engine::State> made = engine::State::NewMatch(config, &events);
  if (!made.ok()) return std::nullopt;
  engine::State s = *made;
  int step = 0;
  while (s.DealIndex() < deal && !s.IsTerminal()) {
    events.clear();
    s.ApplyUnchecked(s.CurrentSeat() < 0 ? s.TableAction() : engine::RandomAction(s, rng), &events);
    ++step;
  }
  if (s.IsTerminal() || s.IsClearingDeal() || s.phase() == engine::Phase::kDealOver) return std::nullopt;
  PlayedDeal played{s, step, events, {}, {}, {}, s};
  while (s.phase() != engine::Phase::kDealOver && !s.IsTerminal()) {
    played.last = s;
    const engine::Action a = s.CurrentSeat() < 0 ? s.TableAction() : RandomAction(s, rng);
    std::vector<engine::Event> happened;
    s.ApplyUnchecked(a, &happened);
    // The end of play (someone out, or the deal over) is the end of secrets: its settlement shows
    // who held what (the Pope's exemption, Foster's doubling), as the cards go face up (D14).
    if (s.Winner() >= 0 || s.phase() == engine::Phase::kDealOver || s.IsTerminal()) break;
    played.actions.push_back(a);
    played.after.push_back(s);
    played.events.push_back(std::move(happened));
  }
  return played;
}

// The start of `deal` with the cards hidden from `seat` until its end dealt again among the
// places that hide them. False if there is nothing to move.
bool Redeal(const PlayedDeal& deal, int seat, engine::Rng* rng, engine::State* out) {
  const engine::State& start = deal.start;
  engine::CardMask movable = engine::PublicView::HiddenFrom(start, seat) & engine::PublicView::HiddenFrom(deal.last, seat);
  movable &= ~deal.last.KnownMissing();  // a stop's missing card is known to be in the spare
  if (start.TurnUp() != engine::kNoCard) movable &= ~engine::Bit(start.TurnUp());
  std::vector<engine::Card> cards;
  for (engine::CardMask m = movable; m; m &= m - 1) cards.push_back(engine::LowestCard(m));
  if (cards.size() < 2) return false;
  rng->Shuffle(cards.data(), static_cast<int>(cards.size()));
  engine::CardMask hands[engine::kMaxSeats] = {};
  std::size_t next = 0;
  auto refill = [&](engine::CardMask held) {
    engine::CardMask placed = held & ~movable;
    for (int n = engine::PopCount(held & movable); n > 0; --n) placed |= engine::Bit(cards[next++]);
    return placed;
  };
  for (int t = 0; t < start.NumSeats(); ++t) hands[t] = refill(start.Hand(t));
  const engine::CardMask spare = refill(start.SpareCards());
  *out = start;
  return out->SetHiddenCards(seat, hands, spare).ok();
}

std::vector<bool> NobodyReady(int seats) { return std::vector<bool>(static_cast<std::size_t>(seats), false); }

// The frames `seat` is sent for `deal` as played from `start`: the deal's first view, then one
// per decision, as a whole view and as a step (docs/online.md, "Steps"): both must be the same. False if a decision is not legal there: the frames until then are still what
// the seat would have been sent (and must be the same: a world whose public course parts from
// the real one only where a hidden card decides, as a pause for a Pope in a hand and none for
// one in the spare did, shows itself in the frame where they part).
bool FramesFrom(const PlayedDeal& deal, const engine::State& start, int seat, std::vector<std::string>* frames) {
  const std::vector<bool> ready = NobodyReady(start.NumSeats());
  frames->clear();
  frames->push_back(protocol::ViewFrameText(start, seat, deal.start_step, -1, nullptr, deal.start_events, ready));
  engine::State s = start;
  for (std::size_t i = 0; i < deal.actions.size(); ++i) {
    if (!s.IsLegal(deal.actions[i])) return false;
    std::vector<engine::Event> happened;
    const engine::SeatView was = engine::PublicView::Seen(s, seat);
    s.ApplyUnchecked(deal.actions[i], &happened);
    const int step = deal.start_step + static_cast<int>(i) + 1;
    frames->push_back(protocol::ViewFrameText(s, seat, step, step - 1, nullptr, happened, ready));
    frames->push_back(protocol::StepFrameText(was, engine::PublicView::Seen(s, seat), seat,
                                              protocol::FrameNews{step, step - 1, &happened, &ready, {}}));
  }
  return true;
}

// Where two frames part, for the failure's message.
std::string Parting(const std::string& a, const std::string& b) {
  std::size_t i = 0;
  while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
  const std::size_t from = i > 80 ? i - 80 : 0;
  return "at byte " + std::to_string(i) + ":\n  " + a.substr(from, 160) + "\n  " + b.substr(from, 160);
}

// Whether a hidden Pope was moved in a deal that paused for it (so the wild Pope was put to the test).
bool MovedAPausedPope(const PlayedDeal& deal, const engine::State& redealt) {
  const engine::Card pope = deal.start.rules().pope_card;
  if (deal.start.Owner(pope) == redealt.Owner(pope)) return false;
  for (const engine::State& s : deal.after) {
    if (s.phase() == engine::Phase::kWildPope) return true;
  }
  return false;
}

TEST(NonInterference, EverySeatIsSentTheSameFramesWhereverTheCardsItCannotSeeLie) {
  engine::Rng rng(2026);
  int matches = 0, seats_checked = 0, frames_compared = 0, not_legal = 0, pope_moves = 0;
  int by_preset[engine::kNumPresets] = {};
  for (int trial = 0; trial < kMatches; ++trial) {
    const int seats = engine::kMinSeats + static_cast<int>(rng.Below(engine::kMaxSeats - engine::kMinSeats + 1));
    engine::MatchConfig config;
    config.rules = RandomRules(seats, &rng);
    config.seats = seats;
    config.rounds = 1;
    config.seed = rng.Next();
    const std::optional<PlayedDeal> played = PlayDeal(config, static_cast<int>(rng.Below(static_cast<std::uint32_t>(seats))), &rng);
    if (!played) continue;
    const PlayedDeal& deal = *played;
    ++matches;
    ++by_preset[static_cast<int>(config.rules.preset)];
    for (int seat = -1; seat < seats; ++seat) {
      std::vector<std::string> truth, other;
      ASSERT_TRUE(FramesFrom(deal, deal.start, seat, &truth));
      for (int attempt = 0; attempt < kShufflesPerSeat; ++attempt) {
        engine::State redealt = deal.start;
        if (!Redeal(deal, seat, &rng, &redealt)) break;
        const bool whole = FramesFrom(deal, redealt, seat, &other);
        ASSERT_LE(other.size(), truth.size());
        for (std::size_t f = 0; f < other.size(); ++f) {
          ASSERT_EQ(truth[f], other[f]) << "match " << trial << " (" << engine::PresetId(config.rules.preset) << ", "
                                        << seats << " seats, wild Pope " << engine::GetOption(config.rules, "wild-pope")
                                        << "), seat " << seat << ", frame " << f << " differs "
                                        << Parting(truth[f], other[f]);
        }
        frames_compared += static_cast<int>(other.size());
        if (!whole) {
          ++not_legal;  // a decision of the deal is not legal there: another deal, as far as it went
          continue;
        }
        ++seats_checked;
        pope_moves += MovedAPausedPope(deal, redealt) ? 1 : 0;
        break;
      }
    }
  }
  std::printf("non-interference: %d matches, %d seats and watchers redealt to the deal's end, %d frames "
              "compared, %d more redeals compared until a decision was not legal there, %d with a hidden Pope "
              "moved across a pause\n",
              matches, seats_checked, frames_compared, not_legal, pope_moves);
  for (int p = 0; p < engine::kNumPresets; ++p) EXPECT_GT(by_preset[p], 0) << engine::PresetId(static_cast<engine::Preset>(p));
  EXPECT_GT(seats_checked, 4 * matches);
  EXPECT_GT(pope_moves, 20) << "the wild Pope's pause must be put to the test";
}

}  // namespace
}  // namespace popejoan::server
