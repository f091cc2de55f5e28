// popejoan-load's command line. Every limit is bounded (rooms, connections, seconds, processes)
// and the server must be on this machine's loopback: the tool is a benchmark, never a flood.
#pragma once

#include <cstdint>
#include <string>

#include "engine/result.h"

namespace popejoan::load {

inline constexpr int kMaxRooms = 10000;
inline constexpr int kMaxConnections = 40000;
inline constexpr int kMaxSeconds = 600;
inline constexpr int kMaxProcesses = 16;
// Connections one process holds at most when the descriptors' limit is not known; a run is given
// the limit it has (ConnectionsPerProcess).
inline constexpr int kConnectionsPerProcess = 15000;
// Descriptors a process keeps for itself besides its connections (epoll, timers, pipes, stdio).
inline constexpr int kSpareDescriptors = 40;

enum class Pace { kHuman, kFlat };

struct LoadFlags {
  std::string target = "popejoan";  // --target: the registry's name (protocol_registry.h)
  std::string host = "127.0.0.1";   // --host: loopback only
  int port = 0;                     // --port (required)
  int second_port = 0;              // --second-port: a second server of the same fleet (0: none)
  int rooms = 10;                   // --rooms
  int seconds = 20;                 // --seconds: the run stops by itself after this
  Pace pace = Pace::kHuman;         // --pace human|flat
  int processes = 0;                // --processes: 0 = as many as the connections need
  int ramp = 1000;                  // --ramp: connections opened per second while rooms start
  std::uint64_t seed = 1;           // --seed: the bots' choices and the human pace's delays
  int server_pid = 0;               // --server-pid: read its CPU and memory from /proc
  std::string json;                 // --json FILE: the figures for scripts
  std::string verify;               // --verify DB: the server's store, checked after the run
  bool show_help = false;
  int connections_per_process = kConnectionsPerProcess;  // from the descriptors' limit, not a flag
};

// `connections_per_process`: what one process may hold (ConnectionsPerProcess).
engine::Result<LoadFlags> ParseLoadFlags(int argc, const char* const* argv,
                                         int connections_per_process = kConnectionsPerProcess);
const char* LoadUsage();
// 127.0.0.0/8 or ::1.
bool IsLoopback(const std::string& host);
// The processes a run uses: the flag's, or as few as hold the connections (one process on one
// core wakes less often than two sharing it: at 4,990 rooms its CPU fell from 65-78% to about 56%).
int ProcessesFor(const LoadFlags& flags);
// The connections a process may hold under a descriptors' hard limit of `descriptors`.
int ConnectionsPerProcess(long descriptors);

}  // namespace popejoan::load
