// popejoan-server: serves the static page and runs the online rooms (docs/online.md).
#include <sys/resource.h>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "server/redis_room_store.h"
#include "server/room_hub.h"
#include "server/server_flags.h"
#include "server/sqlite_room_store.h"
#include "server/web_server.h"

namespace {

using popejoan::Result;
using popejoan::server::RoomStore;
using popejoan::server::ServerFlags;
using popejoan::server::WebServerOptions;

WebServerOptions OptionsOf(const ServerFlags& flags) {
  WebServerOptions options;
  options.site = flags.site;
  options.host = flags.host;
  options.port = flags.port;
  options.origins = flags.origins;
  options.max_connections = flags.max_connections;
  options.connections_per_address = flags.connections_per_address;
  options.messages_per_second = flags.messages_per_second;
  options.idle_seconds = flags.idle_seconds;
  options.handshake_seconds = flags.handshake_seconds;
  options.frame_limit = popejoan::server::kMaxClientFrameBytes;
  return options;
}

// Room for every connection's socket (the usual soft limit, 1024, is about --max-connections).
void RaiseFileLimit(int max_connections) {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return;
  const rlim_t wanted = static_cast<rlim_t>(max_connections) + 64;
  if (limit.rlim_cur >= wanted) return;
  limit.rlim_cur = limit.rlim_max == RLIM_INFINITY ? wanted : std::min(wanted, limit.rlim_max);
  setrlimit(RLIMIT_NOFILE, &limit);
}

// The rooms' store the flags name: the SQLite file (--db), or Redis (--store), whose durability
// is logged since it is Redis's setting, not ours.
Result<std::unique_ptr<RoomStore>> OpenStore(const ServerFlags& flags) {
  using Opened = Result<std::unique_ptr<RoomStore>>;
  if (flags.store.empty()) {
    auto sqlite = popejoan::server::SqliteRoomStore::Open(flags.db);
    if (!sqlite.ok()) return Opened::Error(sqlite.error());
    return Opened(std::move(*sqlite));
  }
  const auto address = popejoan::server::ParseRedisUrl(flags.store);
  if (!address.ok()) return Opened::Error(address.error());
  auto redis = popejoan::server::RedisRoomStore::Open(*address);
  if (!redis.ok()) return Opened::Error(redis.error());
  const std::string note = (*redis)->DurabilityNote();
  if (!note.empty()) std::fprintf(stderr, "popejoan-server: %s\n", note.c_str());
  return Opened(std::move(*redis));
}

// "::1" -> "[::1]" in a URL.
std::string UrlHost(const std::string& host) {
  return host.find(':') != std::string::npos ? "[" + host + "]" : host;
}

}  // namespace

int main(int argc, char** argv) {
  const auto flags = popejoan::server::ParseServerFlags(std::vector<std::string>(argv + 1, argv + argc));
  if (!flags.ok()) {
    std::fprintf(stderr, "popejoan-server: %s\n%s", flags.error().c_str(), popejoan::server::ServerUsage());
    return 2;
  }
  if (flags->show_help) {
    std::fputs(popejoan::server::ServerUsage(), stdout);
    return 0;
  }
  RaiseFileLimit(flags->max_connections);
  // Over a file-size limit a write then fails (the store refuses the change, docs/online.md
  // "Faults") instead of the signal killing every room at once.
  std::signal(SIGXFSZ, SIG_IGN);
  popejoan::server::WebServer server(OptionsOf(*flags));
  const popejoan::Status listening = server.Listen();
  if (!listening.ok()) {
    std::fprintf(stderr, "popejoan-server: %s\n", listening.message.c_str());
    return 1;
  }
  auto store = OpenStore(*flags);
  if (!store.ok()) {
    std::fprintf(stderr, "popejoan-server: %s\n", store.error().c_str());
    return 1;
  }
  popejoan::server::HubOptions hub_options;
  hub_options.seed = flags->seed;
  hub_options.grace_seconds = flags->grace_seconds;
  hub_options.rooms_per_address_per_minute = flags->rooms_per_minute;
  popejoan::server::RoomHub hub(store->get(), &server, popejoan::server::OsSecrets(), hub_options,
                                [](const std::string& line) { std::fprintf(stderr, "popejoan-server: %s\n", line.c_str()); });
  const int resumed = hub.Resume();
  server.Attach(&hub);
  if (resumed > 0) {
    std::printf("popejoan-server: %d rooms resumed from %s\n", resumed,
                (flags->store.empty() ? flags->db : flags->store).c_str());
  }
  std::printf("popejoan-server: serving %s on http://%s:%d (rooms at /rooms)\n", flags->site.c_str(),
              UrlHost(flags->host).c_str(), server.port());
  std::fflush(stdout);
  server.Run();
  std::printf("popejoan-server: stopped\n");
  return 0;
}
