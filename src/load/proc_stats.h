// A process's CPU time and memory from /proc/<pid> (Linux): the server's, measured from outside.
#pragma once

#include <optional>

namespace popejoan::load {

struct ProcSample {
  double cpu_seconds = 0;  // user + system
  long rss_kib = 0;        // resident now
  long peak_rss_kib = 0;   // VmHWM
  double at_seconds = 0;   // the steady clock when read
  double wait_seconds = 0; // runnable but waiting for a CPU (/proc/<pid>/schedstat): other work's share
};

// nullopt when the process is gone or /proc cannot be read.
std::optional<ProcSample> ReadProc(int pid);
// Whether the process has ended (gone, or a zombie its parent has not waited for yet).
bool ProcessEnded(int pid);
// This process's steady clock in seconds.
double NowSeconds();
// This process and its waited-for children: user + system seconds.
double OwnCpuSeconds();

}  // namespace popejoan::load
