// Figures for docs/benchmarks.md ("Steps on the wire"): the bytes of the frames one act sends a
// room of four, as whole views and as steps, over whole matches of every preset (random legal
// play, seeded), with the distribution per act; and what writing and reading one frame costs here.
//   popejoan-frame-bytes [matches per preset, default 20]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/rng.h"
#include "engine/serialize.h"
#include "protocol/view_frame.h"
#include "protocol/view_tracker.h"

namespace {

using namespace popejoan;
using Clock = std::chrono::steady_clock;

constexpr int kSeats = 4;

struct Sample {
  std::vector<double> views, steps;  // bytes per act, all four seats
  double write_view_us = 0, write_step_us = 0, read_view_us = 0, read_step_us = 0, tool_step_us = 0;
  long frames = 0;
};

double Percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(p * static_cast<double>(v.size() - 1))];
}

double Micros(Clock::duration d) { return std::chrono::duration<double, std::micro>(d).count(); }

// One match: every act's four views and four steps, written, then read as the page reads them.
void PlayMatch(engine::Preset preset, std::uint64_t seed, Sample* out) {
  engine::MatchConfig config;
  config.rules = engine::RulesForPreset(preset);
  config.seats = kSeats;
  config.seed = seed;
  engine::State state = engine::State::NewMatch(config).value();
  const std::string rules = engine::RulesToJson(state.rules()).Dump();
  const std::vector<bool> ready(kSeats, false);
  engine::Rng choices(seed);
  std::vector<protocol::ViewTracker> trackers(kSeats);
  std::vector<protocol::ViewTracker> tool_trackers(kSeats);  // as the load tool follows a seat
  std::vector<engine::Event> events;
  for (int seat = 0; seat < kSeats; ++seat) {
    protocol::RoomView view = std::get<protocol::RoomView>(protocol::ParseServerMessage(protocol::ViewFrameText(
        state, seat, 0, -1, &rules, events, ready)).value());
    protocol::RoomView copy = view;
    trackers[static_cast<std::size_t>(seat)].Apply(&view);
    tool_trackers[static_cast<std::size_t>(seat)].Advance(&copy);
  }
  for (int step = 1; !state.IsTerminal(); ++step) {
    const engine::State before = state;
    const engine::ActionList legal = state.LegalActions();
    events.clear();
    state.Apply(legal[choices.Below(static_cast<std::uint32_t>(legal.size()))], &events);
    const protocol::FrameNews news{step, step - 1, &events, &ready, {}};
    double view_bytes = 0, step_bytes = 0;
    for (int seat = 0; seat < kSeats; ++seat) {
      const Clock::time_point t0 = Clock::now();
      const engine::SeatView now = engine::PublicView::Seen(state, seat);
      const std::string view = protocol::ViewFrameText(now, seat, &rules, news);
      const Clock::time_point t1 = Clock::now();
      // As the server writes it: the view told and the view now, both redacted, then the changes.
      const std::string step_text = protocol::StepFrameText(engine::PublicView::Seen(before, seat),
                                                            engine::PublicView::Seen(state, seat), seat, news);
      const Clock::time_point t2 = Clock::now();
      engine::Result<protocol::ServerMessage> whole = protocol::ParseServerMessage(view);
      const Clock::time_point t3 = Clock::now();
      engine::Result<protocol::ServerMessage> read = protocol::ParseServerMessage(step_text);
      const bool applied = read.ok() && trackers[static_cast<std::size_t>(seat)].Apply(&std::get<protocol::RoomView>(read.value()));
      const Clock::time_point t4 = Clock::now();
      engine::Result<protocol::ServerMessage> lean = protocol::ParseServerMessageWithoutEvents(step_text);
      const bool followed = lean.ok() && tool_trackers[static_cast<std::size_t>(seat)].Advance(&std::get<protocol::RoomView>(lean.value()));
      const Clock::time_point t5 = Clock::now();
      if (!whole.ok() || !applied || !followed) {
        std::fprintf(stderr, "a frame did not read back at step %d\n", step);
        std::exit(1);
      }
      out->write_view_us += Micros(t1 - t0);
      out->write_step_us += Micros(t2 - t1);
      out->read_view_us += Micros(t3 - t2);
      out->read_step_us += Micros(t4 - t3);
      out->tool_step_us += Micros(t5 - t4);
      ++out->frames;
      view_bytes += static_cast<double>(view.size());
      step_bytes += static_cast<double>(step_text.size());
    }
    out->views.push_back(view_bytes);
    out->steps.push_back(step_bytes);
  }
}

void Print(const char* name, const Sample& s) {
  const double v50 = Percentile(s.views, 0.5), v95 = Percentile(s.views, 0.95);
  const double s50 = Percentile(s.steps, 0.5), s95 = Percentile(s.steps, 0.95);
  std::printf("%-12s %7zu acts  views p50 %6.0f p95 %6.0f B  steps p50 %5.0f p95 %5.0f B  (%4.1f%% at p50, %4.1f%% at p95)\n",
              name, s.views.size(), v50, v95, s50, s95, 100.0 * s50 / v50, 100.0 * s95 / v95);
}

}  // namespace

int main(int argc, char** argv) {
  const int matches = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
  std::printf("bytes of the frames one act sends a room of four (every seat), %d matches a preset\n", matches);
  Sample all;
  for (int p = 0; p < engine::kNumPresets; ++p) {
    const auto preset = static_cast<engine::Preset>(p);
    Sample one;
    for (int m = 0; m < matches; ++m) PlayMatch(preset, 1000 + static_cast<std::uint64_t>(p * 100 + m), &one);
    Print(engine::PresetId(preset), one);
    all.views.insert(all.views.end(), one.views.begin(), one.views.end());
    all.steps.insert(all.steps.end(), one.steps.begin(), one.steps.end());
    all.write_view_us += one.write_view_us;
    all.write_step_us += one.write_step_us;
    all.read_view_us += one.read_view_us;
    all.read_step_us += one.read_step_us;
    all.tool_step_us += one.tool_step_us;
    all.frames += one.frames;
  }
  Print("all", all);
  const double n = static_cast<double>(all.frames);
  std::printf("per frame, native: write a view %.1f us, a step %.1f us; read a view %.1f us, a step (applied) %.1f us\n",
              all.write_view_us / n, all.write_step_us / n, all.read_view_us / n, all.read_step_us / n);
  std::printf("the load tool's read of a step (its events left out, followed without dealing back): %.1f us\n",
              all.tool_step_us / n);
  return 0;
}
