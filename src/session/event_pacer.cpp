#include "session/event_pacer.h"

#include <algorithm>

namespace popejoan::session {

void EventPacer::Hold(double now_seconds) {
  next_event_time_ += std::max(0.0, now_seconds - now_);
  now_ = now_seconds;
}

void EventPacer::Queue(const std::vector<engine::Event>& events) {
  pending_.insert(pending_.end(), events.begin(), events.end());
  next_event_time_ = now_;
}

void EventPacer::ShowDue(TableModel* model) {
  while (!pending_.empty() && now_ >= next_event_time_) {
    const engine::Event e = pending_.front();
    pending_.pop_front();
    Shown(e);
    if (ApplyEventToModel(model, e)) {
      next_event_time_ = now_ + pace_;
      break;
    }
  }
}

bool EventPacer::ShowAll(TableModel* model) {
  if (pending_.empty()) return false;
  for (const engine::Event& e : pending_) {
    ApplyEventToModel(model, e);
    Shown(e);
  }
  pending_.clear();
  return true;
}

void EventPacer::Shown(const engine::Event& event) {
  if (shown_.size() < 256) shown_.push_back(event);  // a frame never needs more
}

std::vector<engine::Event> EventPacer::TakeShown() {
  std::vector<engine::Event> out;
  out.swap(shown_);
  return out;
}

std::vector<std::string> EventPacer::WhatHappened(const TableModel& model, const std::vector<engine::Event>& deal_log) const {
  std::vector<std::string> lines;
  // A scratch copy of the table told the shown events in order (the pending ones are not yet
  // shown); it starts from the deal's first event so names, dealer and dressing are right.
  TableModel scratch = model;
  const size_t shown = deal_log.size() > pending_.size() ? deal_log.size() - pending_.size() : 0;
  for (size_t i = 0; i < shown; ++i) {
    const engine::Event& e = deal_log[i];
    ApplyEventToModel(&scratch, e);
    if (e.type == engine::EventType::kDress) continue;  // said once, as the whole dressing, below
    const std::string line = Caption(scratch, e);
    if (!line.empty()) lines.push_back(line);
  }
  // The dressing as one line, after the deal's first line.
  if (!scratch.dressing.empty()) {
    engine::Event dress;
    dress.type = engine::EventType::kDress;
    lines.insert(lines.begin() + (lines.empty() ? 0 : 1), Caption(scratch, dress));
  }
  return lines;
}

}  // namespace popejoan::session
