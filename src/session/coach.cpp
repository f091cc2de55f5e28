#include "session/coach.h"

#include "engine/observation.h"
#include "session/words/hint_words.h"
#include "session/think_slices.h"

namespace popejoan::session {

Coach::Coach() = default;
Coach::~Coach() = default;

void Coach::Request(const engine::State& state, int seat, std::uint64_t seed) {
  if ((thinking_ || ready_) && state.Hash() == hash_ && seat == seat_) return;
  bot_ = ai::MakeBot(ai::Level::kExpert);
  state_ = state;
  seat_ = seat;
  hash_ = state.Hash();
  ready_ = false;
  thinking_ = true;
  thinking_ms_ = 0.0;
  bot_->Begin(*state_, seat, seed, ai::Budget{});
}

void Coach::Update(double budget_ms) {
  if (!thinking_ || !ThinkForAtMost(bot_.get(), budget_ms, &thinking_ms_)) return;
  thinking_ = false;
  ready_ = true;
  hint_.action = bot_->Choice();
  hint_.candidates = bot_->Reasoning();
  Retell();
}

void Coach::Retell() {
  if (!ready_) return;
  hint_.reason = HintReason(state_->rules(), engine::ObservationFor(*state_, seat_), hint_.action, hint_.candidates);
  hint_.choices = HintChoices(hint_.candidates, 3);
}

void Coach::Forget() {
  thinking_ = false;
  ready_ = false;
}

const Hint* Coach::HintFor(const engine::State& state) const {
  return ready_ && state.Hash() == hash_ ? &hint_ : nullptr;
}

}  // namespace popejoan::session
