#include "session/lesson_script.h"

#include <utility>

#include "engine/deal_file.h"

namespace popejoan::session {

void LessonScript::Load(std::vector<std::string> choices) {
  choices_ = std::move(choices);
  next_ = 0;
}

engine::Action LessonScript::Next(const engine::State& state) const {
  if (choices_.empty() || next_ >= choices_.size()) return -1;
  return engine::ParseChoice(state, choices_[next_]);
}

void LessonScript::Played(const engine::State& state, engine::Action action) {
  if (!choices_.empty() && action == Next(state)) ++next_;
}

}  // namespace popejoan::session
