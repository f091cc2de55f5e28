// popejoan-load: rooms of four bot seats played against a room server on loopback, measured
// (docs/benchmarks.md, "The load tool"). The rooms are shared among forked processes (each a descriptor limit
// of its own); the parent reads the server's CPU and memory from /proc, adds the processes'
// counts together, and prints them.
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "load/load_flags.h"
#include "load/load_run.h"
#include "load/proc_stats.h"
#include "load/room_verify.h"

namespace popejoan::load {
namespace {

// Raises the descriptors' limit to its hard limit and returns it (0 when unknown).
long RaiseFileLimit() {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return 0;
  const rlim_t soft = limit.rlim_cur;
  limit.rlim_cur = limit.rlim_max;
  const rlim_t have = setrlimit(RLIMIT_NOFILE, &limit) == 0 ? limit.rlim_max : soft;
  return have == RLIM_INFINITY ? kMaxConnections + kSpareDescriptors : static_cast<long>(have);
}

void WriteAll(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = write(fd, text.data() + done, text.size() - done);
    if (n <= 0) return;
    done += static_cast<std::size_t>(n);
  }
}

std::string ReadAll(int fd) {
  std::string text;
  char chunk[65536];
  ssize_t n;
  while ((n = read(fd, chunk, sizeof chunk)) > 0) text.append(chunk, static_cast<std::size_t>(n));
  return text;
}

// The server holds its store's file while it runs (one server a file): with --server-pid it is
// stopped (SIGTERM: it finishes its writes and lets go of the file) before the file is read.
engine::Status StopServer(int pid) {
  if (pid <= 0) return engine::Status::Ok();
  if (kill(pid, SIGTERM) != 0) return engine::Status::Error("cannot stop the server (pid " + std::to_string(pid) + ") to read its store");
  for (int i = 0; i < 400; ++i) {
    if (ProcessEnded(pid)) return engine::Status::Ok();
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return engine::Status::Error("the server (pid " + std::to_string(pid) + ") did not stop within 20 s");
}

// A child: its share of the rooms, then (with --verify) the store checked; its result as JSON.
[[noreturn]] void RunChild(const LoadFlags& flags, const ShareOfRun& share, int out) {
  engine::Result<RunOutcome> outcome = RunShare(flags, share);
  LoadResult result;
  if (!outcome.ok()) {
    result.errors = 1;
    result.first_error = outcome.error();
  } else {
    result = outcome->result;
    if (!flags.verify.empty()) {
      const engine::Status stopped = StopServer(flags.server_pid);
      engine::Result<std::string> verified = stopped.ok() ? VerifyStore(flags.verify, outcome->played)
                                                          : engine::Result<std::string>::Error(stopped.message);
      result.verify = verified.ok() ? *verified : "FAILED: " + verified.error();
    }
  }
  result.client_cpu_seconds = OwnCpuSeconds();
  engine::Json json = result.ToJson();
  json.Set("verify", engine::Json::String(result.verify));
  WriteAll(out, json.Dump());
  close(out);
  _exit(0);
}

// The processes' CPU so far, read from outside while they run.
double ChildrenCpuSeconds(const std::vector<pid_t>& children) {
  double sum = 0;
  for (pid_t child : children) {
    if (std::optional<ProcSample> sample = ReadProc(child)) sum += sample->cpu_seconds;
  }
  return sum;
}

void SleepUntil(double when) {
  const double wait = when - NowSeconds();
  if (wait > 0) std::this_thread::sleep_for(std::chrono::duration<double>(wait));
}

}  // namespace

int Main(int argc, char** argv) {
  const long descriptors = RaiseFileLimit();
  engine::Result<LoadFlags> flags = ParseLoadFlags(argc, argv, ConnectionsPerProcess(descriptors));
  if (!flags.ok()) {
    std::fprintf(stderr, "popejoan-load: %s\n%s", flags.error().c_str(), LoadUsage());
    return 2;
  }
  if (flags->show_help) {
    std::fputs(LoadUsage(), stdout);
    return 0;
  }
  const int processes = ProcessesFor(*flags);
  const double start = NowSeconds();
  const double ramp_seconds = static_cast<double>(flags->rooms) * kSeatsPerRoom / flags->ramp;
  std::optional<ProcSample> server_start;
  if (flags->server_pid > 0) server_start = ReadProc(flags->server_pid);
  std::vector<int> pipes;
  std::vector<pid_t> children;
  int first_room = 0;
  for (int p = 0; p < processes; ++p) {
    ShareOfRun share;
    share.rooms = flags->rooms / processes + (p < flags->rooms % processes ? 1 : 0);
    share.first_room = first_room;
    first_room += share.rooms;
    share.start = start;
    share.ramp_seconds = ramp_seconds;
    share.connects_per_second = static_cast<double>(flags->ramp) / processes;
    int fds[2];
    if (pipe(fds) != 0) return 1;
    std::fflush(nullptr);
    const pid_t child = fork();
    if (child < 0) return 1;
    if (child == 0) {
      close(fds[0]);
      RunChild(*flags, share, fds[1]);
    }
    close(fds[1]);
    pipes.push_back(fds[0]);
    children.push_back(child);
  }
  // The server and the tool's own processes, read at the ramp's end and at the run's.
  std::optional<ProcSample> server_steady, server_end;
  SleepUntil(start + std::min(ramp_seconds, static_cast<double>(flags->seconds)));
  if (server_start) server_steady = ReadProc(flags->server_pid);
  const double tool_steady = ChildrenCpuSeconds(children);
  SleepUntil(start + flags->seconds - 0.1);
  if (server_start) server_end = ReadProc(flags->server_pid);
  const double tool_end = ChildrenCpuSeconds(children);
  LoadResult total;
  for (std::size_t p = 0; p < pipes.size(); ++p) {
    const std::string text = ReadAll(pipes[p]);
    close(pipes[p]);
    waitpid(children[p], nullptr, 0);
    engine::Result<engine::Json> json = engine::Json::Parse(text);
    engine::Result<LoadResult> part = json.ok() ? LoadResult::FromJson(*json) : engine::Result<LoadResult>::Error(json.error());
    if (!part.ok()) {
      ++total.errors;
      if (total.first_error.empty()) total.first_error = "a process's result: " + part.error();
      continue;
    }
    total.Merge(*part);
    if (const engine::Json* v = json->Find("verify"); v && !v->as_string().empty()) total.verify = v->as_string();
  }
  total.client_cpu_seconds = OwnCpuSeconds();  // the children's, waited for, and the parent's
  total.target = flags->target;
  total.pace = flags->pace == Pace::kHuman ? "human" : "flat";
  total.processes = processes;
  total.seconds = flags->seconds;
  total.steady_seconds = std::max(0.0, flags->seconds - ramp_seconds);
  total.client_cpu_seconds_steady = tool_end - tool_steady;
  if (server_start && server_steady && server_end) {
    total.server_measured = true;
    total.server_cpu_seconds = server_end->cpu_seconds - server_steady->cpu_seconds;
    total.server_cpu_seconds_run = server_end->cpu_seconds - server_start->cpu_seconds;
    total.server_wait_seconds = server_end->wait_seconds - server_steady->wait_seconds;
    total.server_rss_start_kib = server_start->rss_kib;
    total.server_rss_end_kib = server_end->rss_kib;
    total.server_peak_rss_kib = server_end->peak_rss_kib;
    total.steady_seconds = server_end->at_seconds - server_steady->at_seconds;
  }
  std::fputs(total.Text().c_str(), stdout);
  if (!flags->json.empty()) {
    std::ofstream out(flags->json);
    out << total.ToJson().Dump(2) << "\n";
    if (!out) std::fprintf(stderr, "popejoan-load: cannot write %s\n", flags->json.c_str());
  }
  const bool verified = flags->verify.empty() || total.verify.rfind("ok", 0) == 0;
  return total.errors == 0 && total.stalled == 0 && verified ? 0 : 1;
}

}  // namespace popejoan::load

int main(int argc, char** argv) { return popejoan::load::Main(argc, argv); }
