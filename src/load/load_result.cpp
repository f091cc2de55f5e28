#include "load/load_result.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace popejoan::load {
namespace {

// The counters every process keeps, by name (one list for JSON in both directions and Merge).
template <typename F>
void VisitCounts(LoadResult* r, F&& f) {
  f("rooms", &r->rooms);
  f("connections", &r->connections);
  f("peak_connections", &r->peak_connections);
  f("matches_started", &r->matches_started);
  f("matches_finished", &r->matches_finished);
  f("matches_in_progress", &r->matches_in_progress);
  f("stalled", &r->stalled);
  f("actions", &r->actions);
  f("steady_actions", &r->steady_actions);
  f("moves_sent", &r->moves_sent);
  f("frames_received", &r->frames_received);
  f("bytes_received", &r->bytes_received);
  f("errors", &r->errors);
}

double Ms(std::int64_t micros) { return static_cast<double>(micros) / 1000.0; }

std::string Format(const char* format, double a, double b = 0, double c = 0, double d = 0) {
  char line[256];
  std::snprintf(line, sizeof line, format, a, b, c, d);
  return line;
}

// A histogram as "<name>_buckets" (sparse), "<name>_max_us" and its quantiles for scripts.
void SetLatency(engine::Json* j, const std::string& name, const LatencyHistogram& h) {
  engine::Json sparse = engine::Json::Array();
  for (std::int64_t v : h.Sparse()) sparse.Append(engine::Json::Number(v));
  j->Set(name + "_buckets", std::move(sparse));
  j->Set(name + "_max_us", engine::Json::Number(h.max()));
  j->Set(name + "_p50_us", engine::Json::Number(h.Quantile(0.50)));
  j->Set(name + "_p95_us", engine::Json::Number(h.Quantile(0.95)));
  j->Set(name + "_p99_us", engine::Json::Number(h.Quantile(0.99)));
}

LatencyHistogram ReadLatency(const engine::Json& json, const std::string& name) {
  std::vector<std::int64_t> sparse;
  if (const engine::Json* b = json.Find(name + "_buckets"); b && b->is_array()) {
    for (const engine::Json& v : b->items()) sparse.push_back(v.as_number());
  }
  const engine::Json* max = json.Find(name + "_max_us");
  LatencyHistogram h;
  h.AddSparse(sparse, max ? max->as_number() : 0);
  return h;
}

engine::Json Real(double value) { return engine::Json::Number(static_cast<std::int64_t>(value * 1000.0)); }  // thousandths

}  // namespace

void LoadResult::Merge(const LoadResult& other) {
  LoadResult copy = other;
  std::vector<std::int64_t> theirs;
  VisitCounts(&copy, [&](const char*, std::int64_t* v) { theirs.push_back(*v); });
  std::size_t i = 0;
  VisitCounts(this, [&](const char*, std::int64_t* v) { *v += theirs[i++]; });
  if (first_error.empty()) first_error = other.first_error;
  if (first_stall.empty()) first_stall = other.first_stall;
  latency.Merge(other.latency);
  steady_latency.Merge(other.steady_latency);
  client_cpu_seconds += other.client_cpu_seconds;
}

engine::Json LoadResult::ToJson() const {
  engine::Json j = engine::Json::Object();
  LoadResult copy = *this;
  VisitCounts(&copy, [&](const char* name, std::int64_t* v) { j.Set(name, engine::Json::Number(*v)); });
  j.Set("first_error", engine::Json::String(first_error));
  j.Set("first_stall", engine::Json::String(first_stall));
  SetLatency(&j, "latency", latency);
  SetLatency(&j, "steady_latency", steady_latency);
  j.Set("client_cpu_ms", Real(client_cpu_seconds));
  j.Set("client_cpu_steady_ms", Real(client_cpu_seconds_steady));
  j.Set("target", engine::Json::String(target));
  j.Set("pace", engine::Json::String(pace));
  j.Set("processes", engine::Json::Number(processes));
  j.Set("seconds_ms", Real(seconds));
  j.Set("steady_seconds_ms", Real(steady_seconds));
  if (server_measured) {
    j.Set("server_cpu_ms", Real(server_cpu_seconds));
    j.Set("server_cpu_run_ms", Real(server_cpu_seconds_run));
    j.Set("server_wait_ms", Real(server_wait_seconds));
    j.Set("server_rss_start_kib", engine::Json::Number(server_rss_start_kib));
    j.Set("server_rss_end_kib", engine::Json::Number(server_rss_end_kib));
    j.Set("server_peak_rss_kib", engine::Json::Number(server_peak_rss_kib));
  }
  j.Set("verify", engine::Json::String(verify));
  return j;
}

engine::Result<LoadResult> LoadResult::FromJson(const engine::Json& json) {
  if (!json.is_object()) return engine::Result<LoadResult>::Error("a process's result is not an object");
  LoadResult r;
  VisitCounts(&r, [&](const char* name, std::int64_t* v) {
    if (const engine::Json* field = json.Find(name)) *v = field->as_number();
  });
  if (const engine::Json* e = json.Find("first_error"); e && e->is_string()) r.first_error = e->as_string();
  if (const engine::Json* e = json.Find("first_stall"); e && e->is_string()) r.first_stall = e->as_string();
  r.latency = ReadLatency(json, "latency");
  r.steady_latency = ReadLatency(json, "steady_latency");
  if (const engine::Json* c = json.Find("client_cpu_ms")) r.client_cpu_seconds = static_cast<double>(c->as_number()) / 1000.0;
  return r;
}

std::string LoadResult::Text() const {
  std::string t = "popejoan-load: " + target + ", " + pace + " pace, " + std::to_string(processes) + " process" +
                  (processes == 1 ? "" : "es") + "\n";
  t += Format("  rooms              %.0f (of four seats), %.0f connections at most, %.0f opened\n",
              static_cast<double>(rooms), static_cast<double>(peak_connections), static_cast<double>(connections));
  t += Format("  run                %.1f s (%.1f s with every room started)\n", seconds, steady_seconds);
  t += Format("  matches            %.0f started, %.0f finished, %.0f in progress at the end (%.0f stalled)\n",
              static_cast<double>(matches_started), static_cast<double>(matches_finished),
              static_cast<double>(matches_in_progress), static_cast<double>(stalled));
  if (!first_stall.empty()) t += "                     (first stalled: " + first_stall + ")\n";
  const double rate = steady_seconds > 0 ? static_cast<double>(steady_actions) / steady_seconds : 0;
  t += Format("  actions            %.0f acknowledged, %.1f/s with every room started (%.0f moves sent)\n",
              static_cast<double>(actions), rate, static_cast<double>(moves_sent));
  t += Format("  act to all 4 views p50 %.2f ms, p95 %.2f ms, p99 %.2f ms", Ms(latency.Quantile(0.50)),
              Ms(latency.Quantile(0.95)), Ms(latency.Quantile(0.99)));
  t += Format(", max %.2f ms\n", Ms(latency.max()));
  // The ramp opens every connection at once; what a room meets once they are all open, apart.
  t += Format("    every room started p50 %.2f ms, p95 %.2f ms, p99 %.2f ms", Ms(steady_latency.Quantile(0.50)),
              Ms(steady_latency.Quantile(0.95)), Ms(steady_latency.Quantile(0.99)));
  t += Format(", max %.2f ms\n", Ms(steady_latency.max()));
  t += Format("  frames received    %.0f (%.1f MB)\n", static_cast<double>(frames_received),
              static_cast<double>(bytes_received) / 1e6);
  t += Format("  errors             %.0f", static_cast<double>(errors));
  t += first_error.empty() ? "\n" : " (first: " + first_error + ")\n";
  if (server_measured) {
    const double core = steady_seconds > 0 ? 100.0 * server_cpu_seconds / steady_seconds : 0;
    t += Format("  server CPU         %.2f s over the run; %.1f%% of one core with every room started", server_cpu_seconds_run,
                core);
    t += Format(" (%.0f actions/s per core)\n", server_cpu_seconds > 0 ? static_cast<double>(steady_actions) / server_cpu_seconds : 0);
    t += Format("                     it waited %.2f s for a CPU (%.1f%% of the time: the machine's other work)\n",
                server_wait_seconds, steady_seconds > 0 ? 100.0 * server_wait_seconds / steady_seconds : 0);
    const double per_room = rooms > 0 ? static_cast<double>(server_rss_end_kib - server_rss_start_kib) / static_cast<double>(rooms) : 0;
    t += Format("  server memory      RSS %.1f MiB at start, %.1f MiB at the end (peak %.1f MiB): %.1f KiB per room played\n",
                server_rss_start_kib / 1024.0, server_rss_end_kib / 1024.0, server_peak_rss_kib / 1024.0, per_room);
    // The server keeps a finished room (until a day idle): each match started made one.
    const double per_made = matches_started > 0 ? static_cast<double>(server_rss_end_kib - server_rss_start_kib) /
                                                      static_cast<double>(matches_started) : 0;
    t += Format("                     (%.1f KiB per room it holds: %.0f made, four connections each while played)\n",
                per_made, static_cast<double>(matches_started));
  }
  const double client_core = seconds > 0 ? 100.0 * client_cpu_seconds / seconds : 0;
  t += Format("  client CPU         %.2f s (%.1f%% of one core over the run", client_cpu_seconds, client_core);
  t += Format("; %.1f%% with every room started)\n", steady_seconds > 0 ? 100.0 * client_cpu_seconds_steady / steady_seconds : 0);
  if (!verify.empty()) t += "  verify             " + verify + "\n";
  return t;
}

}  // namespace popejoan::load
