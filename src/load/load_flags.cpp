#include "load/load_flags.h"

#include <arpa/inet.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>

#include "engine/number_text.h"
#include "load/protocol_registry.h"

namespace popejoan::load {
namespace {

std::string SetInt(const std::string& flag, long long min, long long max, const std::string& value, int* field) {
  const std::optional<std::uint64_t> n = engine::ParseWhole(value, static_cast<std::uint64_t>(max));
  if (!n || *n < static_cast<std::uint64_t>(min)) {
    return flag + " needs a whole number from " + std::to_string(min) + " to " + std::to_string(max) + ", got '" +
           value + "'";
  }
  *field = static_cast<int>(*n);
  return "";
}

std::string SetFlag(const std::string& name, const std::string& value, LoadFlags* flags) {
  if (name == "--target") {
    if (FindProtocol(value) == nullptr) return "--target is one of " + ProtocolNames() + ", got '" + value + "'";
    flags->target = value;
  } else if (name == "--host") {
    if (!IsLoopback(value)) return "--host must be a loopback address (127.0.0.0/8 or ::1), got '" + value + "'";
    flags->host = value;
  } else if (name == "--pace") {
    if (value != "human" && value != "flat") return "--pace is human or flat, got '" + value + "'";
    flags->pace = value == "human" ? Pace::kHuman : Pace::kFlat;
  } else if (name == "--seed") {
    const std::optional<std::uint64_t> seed = engine::ParseWhole(value, std::uint64_t{1} << 62);
    if (!seed) return "--seed needs a whole number, got '" + value + "'";
    flags->seed = *seed;
  } else if (name == "--json" || name == "--verify") {
    if (value.empty()) return name + " needs a file";
    (name == "--json" ? flags->json : flags->verify) = value;
  } else if (name == "--port") {
    return SetInt(name, 1, 65535, value, &flags->port);
  } else if (name == "--second-port") {
    return SetInt(name, 1, 65535, value, &flags->second_port);
  } else if (name == "--rooms") {
    return SetInt(name, 1, kMaxRooms, value, &flags->rooms);
  } else if (name == "--seconds") {
    return SetInt(name, 1, kMaxSeconds, value, &flags->seconds);
  } else if (name == "--processes") {
    return SetInt(name, 1, kMaxProcesses, value, &flags->processes);
  } else if (name == "--ramp") {
    return SetInt(name, 1, 5000, value, &flags->ramp);
  } else if (name == "--server-pid") {
    return SetInt(name, 1, 1 << 30, value, &flags->server_pid);
  } else {
    return "unknown flag " + name;
  }
  return "";
}

}  // namespace

bool IsLoopback(const std::string& host) {
  in_addr v4{};
  if (inet_pton(AF_INET, host.c_str(), &v4) == 1) return (ntohl(v4.s_addr) >> 24) == 127;
  in6_addr v6{};
  return inet_pton(AF_INET6, host.c_str(), &v6) == 1 && std::memcmp(&v6, &in6addr_loopback, sizeof v6) == 0;
}

int ProcessesFor(const LoadFlags& flags) {
  if (flags.processes > 0) return flags.processes;
  const int connections = flags.rooms * 4;
  return (connections + flags.connections_per_process - 1) / flags.connections_per_process;
}

int ConnectionsPerProcess(long descriptors) {
  if (descriptors <= 0) return kConnectionsPerProcess;
  return static_cast<int>(std::clamp<long>(descriptors - kSpareDescriptors, 1, kMaxConnections));
}

engine::Result<LoadFlags> ParseLoadFlags(int argc, const char* const* argv, int connections_per_process) {
  LoadFlags flags;
  flags.connections_per_process = std::max(1, connections_per_process);
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      flags.show_help = true;
      continue;
    }
    std::string name = arg, value;
    const std::size_t equals = arg.find('=');
    if (equals != std::string::npos) {
      name = arg.substr(0, equals);
      value = arg.substr(equals + 1);
    } else if (i + 1 < argc) {
      value = argv[++i];
    } else {
      return engine::Result<LoadFlags>::Error(arg + " needs a value");
    }
    const std::string error = SetFlag(name, value, &flags);
    if (!error.empty()) return engine::Result<LoadFlags>::Error(error);
  }
  if (flags.show_help) return flags;
  if (flags.port == 0) return engine::Result<LoadFlags>::Error("--port is needed (the server's)");
  if (flags.rooms * 4 > kMaxConnections) return engine::Result<LoadFlags>::Error("more than 40000 connections");
  if (ProcessesFor(flags) > flags.rooms) return engine::Result<LoadFlags>::Error("more processes than rooms");
  if (flags.rooms * 4 / ProcessesFor(flags) > flags.connections_per_process) {
    return engine::Result<LoadFlags>::Error("more than " + std::to_string(flags.connections_per_process) +
                                            " connections a process (its descriptors' limit): give more --processes");
  }
  if (!flags.verify.empty() && ProcessesFor(flags) != 1) {
    return engine::Result<LoadFlags>::Error("--verify checks one process's rooms: use --processes 1");
  }
  return flags;
}

const char* LoadUsage() {
  return "usage: popejoan-load --port N [flags]\n"
         "  Plays rooms of four bot seats against a room server on this machine's loopback and\n"
         "  prints what it measured; stops by itself.\n"
         "  --target NAME      the server's protocol (popejoan; peers: see bench/peers)\n"
         "  --host ADDR        the server's address, loopback only (127.0.0.1)\n"
         "  --port N           the server's port\n"
         "  --second-port N    a second server on the same Redis: each room's odd seats connect\n"
         "                     to it (relayed to the room's owner), the even ones to --port\n"
         "  --rooms N          rooms played at once, 1..10000 (10); a finished match starts another\n"
         "  --seconds S        how long, 1..600 (20)\n"
         "  --pace human|flat  a seat acts 1-2 s after its turn (human), or at once (flat)\n"
         "  --ramp N           connections opened a second while the rooms start (1000)\n"
         "  --processes P      share the rooms among P processes (as few as the descriptors' limit\n"
         "                     allows: a process holds that many connections, less 40)\n"
         "  --seed N           the bots' choices and delays (1)\n"
         "  --server-pid PID   read the server's CPU and memory from /proc/PID\n"
         "  --json FILE        write the figures as JSON too\n"
         "  --verify DB        after the run, replay every room of the server's store and compare\n"
         "                     the actions the clients saw acknowledged (one process); the server\n"
         "                     holds its store while it runs: with --server-pid it is stopped first\n";
}

}  // namespace popejoan::load
