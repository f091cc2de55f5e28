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
// Connections one process holds at most (its descriptors' hard limit is 20,000 here).
inline constexpr int kConnectionsPerProcess = 15000;

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
};

engine::Result<LoadFlags> ParseLoadFlags(int argc, const char* const* argv);
const char* LoadUsage();
// 127.0.0.0/8 or ::1.
bool IsLoopback(const std::string& host);
// The processes a run uses: the flag's, or enough for the connections.
int ProcessesFor(const LoadFlags& flags);

}  // namespace popejoan::load
