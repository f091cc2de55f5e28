// What one popejoan-load process counted, what the parent adds together, and how it is printed
// (a block of plain text, and JSON for scripts).
#pragma once

#include <cstdint>
#include <string>

#include "engine/json.h"
#include "engine/result.h"
#include "load/latency_histogram.h"

namespace popejoan::load {

struct LoadResult {
  // Counted by the processes (added together).
  std::int64_t rooms = 0;             // rooms played at once
  std::int64_t connections = 0;       // WebSocket connections opened over the run
  std::int64_t peak_connections = 0;  // open at once
  std::int64_t matches_started = 0;
  std::int64_t matches_finished = 0;
  std::int64_t matches_in_progress = 0;  // at the end: started, not finished, not failed
  std::int64_t stalled = 0;           // of those, rooms that heard nothing for 10 s at the end
  std::int64_t actions = 0;           // measured actions acknowledged by all four views
  std::int64_t moves_sent = 0;        // every act sent (ready included)
  std::int64_t frames_received = 0;
  std::int64_t bytes_received = 0;
  std::int64_t errors = 0;            // rooms failed: refusals, broken sockets, unreadable frames
  std::string first_error;            // the first of them, for the reader
  std::string first_stall;            // what the first stalled room was waiting for
  LatencyHistogram latency;           // an act's send until all four seats see a later step (µs)
  LatencyHistogram steady_latency;    // the same, for acts sent once every room had started
  double client_cpu_seconds = 0;
  double client_cpu_seconds_steady = 0;  // once every room had started (set by the parent)
  // Set by the parent.
  std::string target;
  std::string pace;
  int processes = 1;
  double seconds = 0;          // the run's length
  double steady_seconds = 0;   // after every room had started
  std::int64_t steady_actions = 0;  // acknowledged in that time (counted by the processes)
  bool server_measured = false;
  double server_cpu_seconds = 0;       // over the steady time
  double server_cpu_seconds_run = 0;   // over the whole run
  double server_wait_seconds = 0;      // over the steady time: ready to run, but no CPU free
  long server_rss_start_kib = 0;
  long server_rss_end_kib = 0;
  long server_peak_rss_kib = 0;
  std::string verify;  // "" when not asked; else "ok: ..." or what failed

  void Merge(const LoadResult& other);
  engine::Json ToJson() const;
  static engine::Result<LoadResult> FromJson(const engine::Json& json);
  std::string Text() const;
};

}  // namespace popejoan::load
