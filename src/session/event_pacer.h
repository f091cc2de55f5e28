// The pace of the table: the engine's events wait here and are shown one at a time, a pace
// apart, so forced plays and payments can be followed. Skipping shows them all at once until
// the controller says the person has something to decide.
#pragma once

#include <cstddef>
#include <deque>
#include <string>
#include <vector>

#include "engine/event.h"
#include "session/table_model.h"

namespace popejoan::session {

class EventPacer {
 public:
  // True while events are still waiting to be shown.
  bool Animating() const { return !pending_.empty(); }
  // Nothing waits and the last shown event has had its time on the table.
  bool Settled() const { return pending_.empty() && next_event_time_ <= now_; }

  // The clock moves on to `now_seconds`.
  void Tick(double now_seconds) { now_ = now_seconds; }
  // Paused: the clock moves on but what was due stays due, not all at once on resuming.
  void Hold(double now_seconds);
  // The next waiting event is due now (skipping leaves no pause between events).
  void DueNow() { next_event_time_ = now_; }

  // `events` wait their turn, the first due now.
  void Queue(const std::vector<engine::Event>& events);
  // Shows on `model` the events due now, stopping after one the table shows (it gets a pace).
  void ShowDue(TableModel* model);
  // Shows every waiting event on `model` at once; false if none waited.
  bool ShowAll(TableModel* model);
  void DropPending() { pending_.clear(); }

  // `event` was shown at the table (kept for TakeShown: sounds and sentences).
  void Shown(const engine::Event& event);
  std::vector<engine::Event> TakeShown();
  void DropShown() { shown_.clear(); }

  // What has been shown of the deal whose events so far are `deal_log`, a sentence an event.
  std::vector<std::string> WhatHappened(const TableModel& model, const std::vector<engine::Event>& deal_log) const;

  void set_pace(double seconds_per_event) { pace_ = seconds_per_event; }
  double pace() const { return pace_; }
  void StartSkipping() { skipping_ = true; }
  void StopSkipping() { skipping_ = false; }
  bool skipping() const { return skipping_; }

 private:
  std::deque<engine::Event> pending_;
  std::vector<engine::Event> shown_;  // shown since the last TakeShown (bounded)
  double next_event_time_ = 0.0;
  double now_ = 0.0;
  double pace_ = 0.45;
  bool skipping_ = false;
};

}  // namespace popejoan::session
