#include "session/lesson_script.h"

#include <utility>

#include "engine/deal_file.h"

namespace popejoan::session {

void LessonScript::Load(std::vector<std::string> choices) {
  choices_ = std::move(choices);
  next_ = 0;
}

Action LessonScript::Next(const State& state) const {
  if (choices_.empty() || next_ >= choices_.size()) return -1;
  return ParseChoice(state, choices_[next_]);
}

void LessonScript::Played(const State& state, Action action) {
  if (!choices_.empty() && action == Next(state)) ++next_;
}

}  // namespace popejoan::session
