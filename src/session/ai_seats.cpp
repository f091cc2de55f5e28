#include "session/ai_seats.h"

#include "engine/rng.h"
#include "session/think_slices.h"

namespace popejoan::session {

AiSeats::AiSeats() = default;
AiSeats::~AiSeats() = default;

void AiSeats::Seat(const MatchSetup& setup, std::uint64_t seed) {
  bots_.clear();
  for (const SeatSetup& s : setup.seats) bots_.push_back(s.human ? nullptr : ai::MakeBot(s.level));
  thinking_seat_ = -1;
  seed_ = seed;
}

std::uint64_t AiSeats::DecisionSeedAt(std::size_t step) const {
  std::uint64_t x = seed_ ^ (0x9E3779B97F4A7C15ULL * (step + 1));
  return engine::SplitMix64(&x);
}

std::optional<engine::Action> AiSeats::Think(const engine::State& state, int seat, std::size_t step, double budget_ms) {
  ai::Bot* bot = bots_[static_cast<size_t>(seat)].get();
  if (bot == nullptr) return std::nullopt;
  if (thinking_seat_ != seat) {
    bot->Begin(state, seat, DecisionSeedAt(step), ai::Budget{});
    thinking_seat_ = seat;
    thinking_ms_ = 0.0;
  }
  if (!ThinkForAtMost(bot, budget_ms, &thinking_ms_)) return std::nullopt;
  thinking_seat_ = -1;
  return bot->Choice();
}

std::vector<ai::Candidate> AiSeats::Reasoning(int seat) const {
  if (seat < 0 || seat >= static_cast<int>(bots_.size()) || !bots_[static_cast<size_t>(seat)]) return {};
  return bots_[static_cast<size_t>(seat)]->Reasoning();
}

}  // namespace popejoan::session
