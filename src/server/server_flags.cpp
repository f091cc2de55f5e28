#include "server/server_flags.h"

#include <cctype>
#include <cerrno>
#include <cstdlib>

namespace popejoan::server {
namespace {

bool ParseWhole(const std::string& text, long long min, long long max, long long* out) {
  if (text.empty() || !std::isdigit(static_cast<unsigned char>(text[0]))) return false;
  errno = 0;
  char* end = nullptr;
  const long long value = std::strtoll(text.c_str(), &end, 10);
  if (errno != 0 || *end != '\0' || value < min || value > max) return false;
  *out = value;
  return true;
}

std::string SetInt(const char* flag, const char* range, long long min, long long max, const std::string& value,
                   int* field) {
  long long n = 0;
  if (!ParseWhole(value, min, max, &n)) {
    return std::string(flag) + " needs a whole number " + range + ", got '" + value + "'";
  }
  *field = static_cast<int>(n);
  return "";
}

std::string SetSeed(const std::string& value, ServerFlags* flags) {
  if (value.empty() || !std::isdigit(static_cast<unsigned char>(value[0]))) {
    return "--seed needs a non-negative whole number, got '" + value + "'";
  }
  errno = 0;
  char* end = nullptr;
  const unsigned long long seed = std::strtoull(value.c_str(), &end, 10);
  if (errno != 0 || *end != '\0') return "--seed needs a non-negative whole number, got '" + value + "'";
  flags->seed = seed;
  return "";
}

std::string SetOrigins(const std::string& value, ServerFlags* flags) {
  flags->origins.clear();
  size_t start = 0;
  while (start <= value.size()) {
    const size_t comma = std::min(value.find(',', start), value.size());
    std::string item = value.substr(start, comma - start);
    while (!item.empty() && item.front() == ' ') item.erase(item.begin());
    while (!item.empty() && item.back() == ' ') item.pop_back();
    const std::string origin = NormalizeOrigin(item);
    if (origin.empty()) return "--origins needs origins like https://example.org:8443, got '" + item + "'";
    flags->origins.push_back(origin);
    start = comma + 1;
  }
  return "";
}

std::string SetFlag(const std::string& name, const std::string& value, ServerFlags* flags) {
  if (name == "--site") flags->site = value;
  if (name == "--host") flags->host = value;
  if (name == "--db") flags->db = value;
  if (name == "--store") flags->store = value;
  if ((name == "--site" || name == "--host" || name == "--db" || name == "--store") && value.empty()) {
    return name + " needs a value";
  }
  if (name == "--port") return SetInt("--port", "from 0 to 65535", 0, 65535, value, &flags->port);
  if (name == "--grace") return SetInt("--grace", "of seconds from 0 to 86400", 0, 86400, value, &flags->grace_seconds);
  if (name == "--clock-percent") {
    return SetInt("--clock-percent", "from 1 to 100", 1, 100, value, &flags->clock_percent);
  }
  if (name == "--max-connections") {
    return SetInt("--max-connections", "from 1 to 100000", 1, 100000, value, &flags->max_connections);
  }
  if (name == "--connections-per-address") {
    return SetInt("--connections-per-address", "from 0 (no limit) to 100000", 0, 100000, value,
                  &flags->connections_per_address);
  }
  if (name == "--messages-per-second") {
    return SetInt("--messages-per-second", "from 0 (no limit) to 100000", 0, 100000, value, &flags->messages_per_second);
  }
  if (name == "--rooms-per-minute") {
    return SetInt("--rooms-per-minute", "from 0 (no limit) to 100000", 0, 100000, value, &flags->rooms_per_minute);
  }
  if (name == "--idle-seconds") {
    return SetInt("--idle-seconds", "from 2 to 86400", 2, 86400, value, &flags->idle_seconds);
  }
  if (name == "--handshake-seconds") {
    return SetInt("--handshake-seconds", "from 1 to 600", 1, 600, value, &flags->handshake_seconds);
  }
  if (name == "--seed") return SetSeed(value, flags);
  if (name == "--origins") return SetOrigins(value, flags);
  return "";
}

bool TakesValue(const std::string& name) {
  for (const char* flag : {"--site", "--host", "--port", "--db", "--store", "--origins", "--seed", "--grace", "--clock-percent",
                           "--max-connections", "--connections-per-address", "--messages-per-second",
                           "--rooms-per-minute", "--idle-seconds", "--handshake-seconds"}) {
    if (name == flag) return true;
  }
  return false;
}

bool IsHostChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.' || c == '[' || c == ']' || c == ':';
}

}  // namespace

std::string NormalizeOrigin(const std::string& text) {
  std::string lower;
  for (char c : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  size_t start = 0;
  if (lower.rfind("http://", 0) == 0) start = 7;
  else if (lower.rfind("https://", 0) == 0) start = 8;
  else return "";
  if (lower.size() > start + 1 && lower.back() == '/') lower.pop_back();  // "https://a.org/" as typed
  if (start == lower.size()) return "";
  for (size_t i = start; i < lower.size(); ++i) {
    if (!IsHostChar(lower[i])) return "";
  }
  return lower;
}

const char* ServerUsage() {
  return "usage: popejoan-server --site DIR (--db FILE | --store URL) [--port N] [--host ADDRESS]\n"
         "                       [--origins LIST] [--seed N] [--grace SECONDS] [--max-connections N]\n"
         "                       [limits]\n"
         "  --site DIR              the static page to serve (build/web-release/site)\n"
         "  --db FILE               the rooms' SQLite file; rooms resume from it after a restart\n"
         "  --store URL             the rooms in Redis instead: redis://HOST:PORT[/DB]; servers on one\n"
         "                          Redis share every room (docs/online.md, Scaling out)\n"
         "  --port N                the port (default 8080; 0: any free port)\n"
         "  --host ADDRESS          the address to listen on (default 127.0.0.1)\n"
         "  --origins LIST          comma-separated origins allowed to open /rooms\n"
         "                          (default: the server's own, as the page's Host names it)\n"
         "  --seed N                deals come from N, N+1, ... instead of the OS's random source (tests)\n"
         "  --grace SECONDS         how long a dropped person's seat waits before an AI plays it (30)\n"
         "  --clock-percent N       tests only: the rooms' turn clocks run at N% of their length (100)\n"
         "  --max-connections N     open connections at once (1000)\n"
         "limits (the first three: 0 for none; see \"Limits\" in docs/online.md):\n"
         "  --connections-per-address N  open connections from one address (32)\n"
         "  --messages-per-second N      a connection's messages a second; more are dropped with\n"
         "                               too-fast, and after N dropped in 10 s it is closed (20)\n"
         "  --rooms-per-minute N         rooms made from one address in a minute (10)\n"
         "  --idle-seconds N             a connection that sends nothing, not even the pong to the\n"
         "                               server's ping halfway, is closed after N s (60)\n"
         "  --handshake-seconds N        an HTTP request or WebSocket handshake must arrive in N s (10)\n";
}

Result<ServerFlags> ParseServerFlags(const std::vector<std::string>& args) {
  ServerFlags flags;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& name = args[i];
    if (name == "--help" || name == "-h") {
      flags.show_help = true;
      continue;
    }
    if (!TakesValue(name)) return Result<ServerFlags>::Error("unknown option '" + name + "'");
    if (i + 1 >= args.size()) return Result<ServerFlags>::Error(name + " needs a value");
    const std::string error = SetFlag(name, args[++i], &flags);
    if (!error.empty()) return Result<ServerFlags>::Error(error);
  }
  if (flags.show_help) return flags;
  if (flags.site.empty()) return Result<ServerFlags>::Error("--site DIR is required (the page to serve)");
  if (flags.db.empty() && flags.store.empty()) {
    return Result<ServerFlags>::Error("--db FILE or --store URL is required (where the rooms are kept)");
  }
  if (!flags.db.empty() && !flags.store.empty()) {
    return Result<ServerFlags>::Error("--db and --store both name where the rooms are kept: give one");
  }
  return flags;
}

}  // namespace popejoan::server
