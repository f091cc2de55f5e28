#include "server/net/server_flags.h"

#include <cctype>
#include <cstdint>
#include <optional>

#include "engine/number_text.h"
#include "server/net/site_policy.h"

namespace popejoan::server {
namespace {

std::string SetInt(const char* flag, const char* range, long long min, long long max, const std::string& value,
                   int* field) {
  const std::optional<std::uint64_t> n = engine::ParseWhole(value, static_cast<std::uint64_t>(max));
  if (!n || *n < static_cast<std::uint64_t>(min)) {
    return std::string(flag) + " needs a whole number " + range + ", got '" + value + "'";
  }
  *field = static_cast<int>(*n);
  return "";
}

std::string SetSeed(const std::string& value, ServerFlags* flags) {
  const std::optional<std::uint64_t> seed = engine::ParseWhole(value);
  if (!seed) return "--seed needs a non-negative whole number, got '" + value + "'";
  flags->seed = *seed;
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

std::string SetProxyOrRoomFlag(const std::string& name, const std::string& value, ServerFlags* flags) {
  if (name == "--trusted-proxies") {
    engine::Result<TrustedProxies> trusted = TrustedProxies::Parse(value);
    if (!trusted.ok()) return trusted.error();
    flags->trusted_proxies = *trusted;
  }
  if (name == "--proxy-header") {
    const std::optional<ProxyHeader> header = ParseProxyHeader(value);
    if (!header) return "--proxy-header needs X-Forwarded-For or Forwarded, got '" + value + "'";
    flags->proxy_header = *header;
  }
  if (name == "--rooms-per-connection") {
    return SetInt("--rooms-per-connection", "from 0 (no limit) to 100000", 0, 100000, value, &flags->rooms_per_connection);
  }
  if (name == "--open-rooms-per-address") {
    return SetInt("--open-rooms-per-address", "from 0 (no limit) to 100000", 0, 100000, value,
                  &flags->open_rooms_per_address);
  }
  if (name == "--quick-plays-per-minute") {
    return SetInt("--quick-plays-per-minute", "from 0 (no limit) to 100000", 0, 100000, value, &flags->quick_plays_per_minute);
  }
  if (name == "--public-tables-per-address") {
    return SetInt("--public-tables-per-address", "from 0 (no limit) to 100000", 0, 100000, value,
                  &flags->public_tables_per_address);
  }
  if (name == "--empty-lobby-seconds") {
    return SetInt("--empty-lobby-seconds", "from 0 (kept a day like any room) to 86400", 0, 86400, value,
                  &flags->empty_lobby_seconds);
  }
  return "";
}

std::string SetRoomServers(const std::string& value, ServerFlags* flags) {
  flags->room_servers.clear();
  for (size_t start = 0; start <= value.size();) {
    const size_t comma = std::min(value.find(',', start), value.size());
    std::string item = value.substr(start, comma - start);
    item.erase(0, std::min(item.find_first_not_of(' '), item.size()));
    item.erase(item.find_last_not_of(' ') + 1);
    const std::string server = NormalizeRoomServer(item);
    if (server.empty()) return "--room-servers needs ws:// or wss:// origins like wss://rooms.example.org, got '" + item + "'";
    flags->room_servers.push_back(server);
    start = comma + 1;
  }
  return "";
}

std::string SetFrameAncestors(const std::string& value, ServerFlags* flags) {
  flags->frame_ancestors = FrameAncestorsSources(value);
  if (flags->frame_ancestors.empty()) {
    return "--frame-ancestors needs a comma-separated list of origins (https://cards.example), self, https:, * "
           "or none alone, got '" + value + "'";
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
  if (name == "--pope-pause-ms") {
    return SetInt("--pope-pause-ms", "from 0 to 60000", 0, 60000, value, &flags->pope_pause_ms);
  }
  if (name == "--ai-pace-ms") return SetInt("--ai-pace-ms", "from 0 to 10000", 0, 10000, value, &flags->ai_pace_ms);
  if (name == "--seed") return SetSeed(value, flags);
  if (name == "--origins") return SetOrigins(value, flags);
  if (name == "--room-servers") return SetRoomServers(value, flags);
  if (name == "--frame-ancestors") return SetFrameAncestors(value, flags);
  return SetProxyOrRoomFlag(name, value, flags);
}

bool TakesValue(const std::string& name) {
  for (const char* flag : {"--site", "--host", "--port", "--db", "--store", "--origins", "--seed", "--grace", "--clock-percent",
                           "--max-connections", "--connections-per-address", "--messages-per-second",
                           "--rooms-per-minute", "--idle-seconds", "--handshake-seconds", "--trusted-proxies",
                           "--proxy-header", "--rooms-per-connection", "--open-rooms-per-address",
                           "--empty-lobby-seconds", "--quick-plays-per-minute",
                           "--public-tables-per-address", "--pope-pause-ms", "--ai-pace-ms", "--room-servers",
                           "--frame-ancestors"}) {
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
         "                       [limits] [--room-servers LIST] [--frame-ancestors LIST]\n"
         "  --site DIR              the static page to serve (build/web-release/site)\n"
         "  --db FILE               the rooms' SQLite file; rooms resume from it after a restart\n"
         "  --store URL             the rooms in Redis instead: redis://HOST:PORT[/DB]; servers on one\n"
         "                          Redis share every room (docs/online.md, Scaling out)\n"
         "  --port N                the port (default 8080; 0: any free port)\n"
         "  --host ADDRESS          the address to listen on (default 127.0.0.1)\n"
         "  --origins LIST          comma-separated origins whose pages may open /rooms (default:\n"
         "                          http://HOST:PORT, and http://localhost:PORT on a loopback HOST;\n"
         "                          behind a proxy or on a public name give the names players use)\n"
         "  --seed N                deals come from N, N+1, ... instead of the OS's random source (tests)\n"
         "  --grace SECONDS         how long a dropped person's seat waits before an AI plays it (30)\n"
         "  --clock-percent N       tests only: the rooms' turn clocks run at N% of their length (100)\n"
         "  --max-connections N     open connections at once (1000)\n"
         "  --whole-views           benchmarks only: every change sends each seat its whole view, not\n"
         "                          a step (what changed), as servers before protocol version 2 did\n"
         "limits (the first three: 0 for none; see \"Limits\" in docs/online.md):\n"
         "  --connections-per-address N  open connections from one address (32)\n"
         "  --messages-per-second N      a connection's messages (pings too) a second; more are\n"
         "                               dropped with too-fast, and after N dropped in 10 s it is\n"
         "                               closed (20)\n"
         "  --rooms-per-minute N         rooms made from one address in a minute (10)\n"
         "  --idle-seconds N             a connection that sends nothing, not even the pong to the\n"
         "                               server's ping halfway, is closed after N s (60)\n"
         "  --handshake-seconds N        an HTTP request or WebSocket handshake must arrive in N s (10)\n"
         "  --rooms-per-connection N     rooms one connection makes (5; 0: no limit)\n"
         "  --open-rooms-per-address N   rooms made from one address open at once (100; 0: no limit)\n"
         "  --empty-lobby-seconds N      a lobby nobody but its creator sat in, left by everyone, is\n"
         "                               removed after N s (600; 0: kept a day like any room)\n"
         "  --quick-plays-per-minute N   quick-play joins from one address in a minute (12; 0: no limit)\n"
         "  --public-tables-per-address N  public tables made from one address open at once (3; 0: no\n"
         "                               limit)\n"
         "behind a reverse proxy (see \"Behind a host or a proxy\" in docs/online.md):\n"
         "  --trusted-proxies LIST       comma-separated addresses or ranges (10.0.0.0/8, ::1) of the\n"
         "                               proxies in front; from them the client is the right-most\n"
         "                               address of --proxy-header that is not one of them (none)\n"
         "  --proxy-header NAME          X-Forwarded-For (default) or Forwarded: the header those\n"
         "                               proxies set (the other is ignored)\n"
         "timing that could tell hidden cards (\"Security model\" in docs/online.md):\n"
         "  --pope-pause-ms N            the wild Pope's pause at a stop, the same for every seat\n"
         "                               whoever holds the Pope (5000; and 450 a card the stop showed)\n"
         "  --ai-pace-ms N               an AI seat's decision is sent no sooner than N ms after its\n"
         "                               turn began, forced or thought over (600)\n"
         "what the page may do (see \"Security\" in docs/online.md):\n"
         "  --room-servers LIST     comma-separated ws:// or wss:// origins of other room servers the\n"
         "                          page may use (its server= parameter); default none: only its own\n"
         "  --frame-ancestors LIST  the sites that may embed the page, for the CSP: origins, self,\n"
         "                          https:, * or none (default *: any site)\n";
}

engine::Result<ServerFlags> ParseServerFlags(const std::vector<std::string>& args) {
  ServerFlags flags;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& name = args[i];
    if (name == "--help" || name == "-h") {
      flags.show_help = true;
      continue;
    }
    if (name == "--whole-views") {
      flags.whole_views = true;
      continue;
    }
    if (!TakesValue(name)) return engine::Result<ServerFlags>::Error("unknown option '" + name + "'");
    if (i + 1 >= args.size()) return engine::Result<ServerFlags>::Error(name + " needs a value");
    const std::string error = SetFlag(name, args[++i], &flags);
    if (!error.empty()) return engine::Result<ServerFlags>::Error(error);
  }
  if (flags.show_help) return flags;
  if (flags.site.empty()) return engine::Result<ServerFlags>::Error("--site DIR is required (the page to serve)");
  if (flags.db.empty() && flags.store.empty()) {
    return engine::Result<ServerFlags>::Error("--db FILE or --store URL is required (where the rooms are kept)");
  }
  if (!flags.db.empty() && !flags.store.empty()) {
    return engine::Result<ServerFlags>::Error("--db and --store both name where the rooms are kept: give one");
  }
  return flags;
}

}  // namespace popejoan::server
