// popejoan-server: serves the static page and runs the online rooms (docs/online.md).
#include <sys/resource.h>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "server/fleet/fleet_hub.h"
#include "server/fleet/redis_bus.h"
#include "server/fleet/redis_fleet.h"
#include "server/net/server_flags.h"
#include "server/net/site_policy.h"
#include "server/net/web_server.h"
#include "server/rooms/room_hub.h"
#include "server/store/group_commit.h"
#include "server/store/redis_room_store.h"
#include "server/store/secret_random.h"
#include "server/store/sqlite_room_store.h"

namespace {

using popejoan::engine::Result;
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
  options.frame_limit = popejoan::protocol::kMaxClientFrameBytes;
  options.trusted_proxies = flags.trusted_proxies;
  options.proxy_header = flags.proxy_header;
  options.room_servers = flags.room_servers;
  options.frame_ancestors = flags.frame_ancestors;
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

// This server's name in a fleet: random per run, from the OS's random source.
Result<std::string> NewServerId() {
  Result<std::string> bytes = popejoan::server::SecretBytes(6);
  if (!bytes.ok()) return bytes;
  static const char kHex[] = "0123456789abcdef";
  std::string id;
  for (unsigned char b : *bytes) {
    id += kHex[b >> 4];
    id += kHex[b & 15];
  }
  return id;
}

void Log(const std::string& line) { std::fprintf(stderr, "popejoan-server: %s\n", line.c_str()); }

// A member of a fleet on the store's Redis (docs/online.md, "Scaling out"): its beat and leases,
// its bus, and the FleetHub in front of its rooms.
struct FleetMember {
  std::unique_ptr<popejoan::server::RedisFleet> fleet;
  std::unique_ptr<popejoan::server::FleetHub> front;
  std::unique_ptr<popejoan::server::RedisBus> bus;  // stopped first (it posts to the server)
  ~FleetMember() { bus.reset(); }
};

popejoan::engine::Status JoinFleet(const popejoan::server::RedisAddress& address, popejoan::server::RedisRoomStore* store,
                           popejoan::server::WebServer* server, FleetMember* member) {
  using popejoan::engine::Status;
  const Result<std::string> id = NewServerId();
  if (!id.ok()) return Status::Error("no random source for the server's id: " + id.error());
  auto fleet = popejoan::server::RedisFleet::Join(address, *id);
  if (!fleet.ok()) return Status::Error(fleet.error());
  member->fleet = std::move(*fleet);
  store->RunAs(*id);
  // Messages come on the bus's thread and are handled on the io thread, where the hubs live.
  auto bus = popejoan::server::RedisBus::Start(
      address, *id,
      [server, member](std::string message) {
        server->Post([member, message = std::move(message)] {
          if (member->front) member->front->FromBus(message);
        });
      },
      Log);
  if (!bus.ok()) return Status::Error(bus.error());
  member->bus = std::move(*bus);
  member->front = std::make_unique<popejoan::server::FleetHub>(server, member->fleet.get(), member->bus.get(), Log);
  Log("server " + *id + " joined the fleet on " + address.ToString());
  return Status::Ok();
}

// "::1" -> "[::1]" in a URL.
std::string UrlHost(const std::string& host) {
  return host.find(':') != std::string::npos ? "[" + host + "]" : host;
}

popejoan::server::HubOptions HubOptionsOf(const ServerFlags& flags) {
  popejoan::server::HubOptions hub_options;
  hub_options.seed = flags.seed;
  hub_options.grace_seconds = flags.grace_seconds;
  hub_options.clock_scale = flags.clock_percent / 100.0;
  hub_options.rooms_per_address_per_minute = flags.rooms_per_minute;
  hub_options.pope_pause_seconds = flags.pope_pause_ms / 1000.0;
  hub_options.ai_pace_seconds = flags.ai_pace_ms / 1000.0;
  hub_options.open_rooms_per_address = flags.open_rooms_per_address;
  hub_options.rooms_per_connection = flags.rooms_per_connection;
  hub_options.empty_lobby_seconds = flags.empty_lobby_seconds;
  hub_options.quick_plays_per_address_per_minute = flags.quick_plays_per_minute;
  hub_options.public_tables_per_address = flags.public_tables_per_address;
  hub_options.whole_views = flags.whole_views;
  return hub_options;
}

int Fail(const std::string& message) {
  std::fprintf(stderr, "popejoan-server: %s\n", message.c_str());
  return 1;
}

// What every mode does once its rooms are wired to the transport: resumes the stored rooms,
// says what it found and where it listens, and serves until stopped.
int Serve(const ServerFlags& flags, const RoomStore& store, popejoan::server::RoomHub* hub,
          popejoan::server::WebServer* server) {
  const std::string opening_note = store.OpeningNote();
  if (!opening_note.empty()) Log(opening_note);
  const int resumed = hub->Resume();
  if (resumed > 0) {
    std::printf("popejoan-server: %d rooms resumed from %s\n", resumed,
                (flags.store.empty() ? flags.db : flags.store).c_str());
  } else if (flags.store.empty() && opening_note.empty() && hub->NumSetAside() == 0 && hub->Healthy()) {
    Log(flags.db + " holds no rooms: none to resume");
  }
  if (hub->NumSetAside() > 0) {
    Log(std::to_string(hub->NumSetAside()) + " damaged room(s) set aside (above), left in the store as they are; " +
        "the others resumed");
  }
  if (flags.origins.empty() && !popejoan::server::IsLoopbackHost(flags.host)) {
    // Behind a proxy or on a public name the page's origin is not the listen address.
    std::string own;
    for (const std::string& origin : popejoan::server::ListenOrigins(flags.host, server->port())) {
      own += (own.empty() ? "" : ", ") + origin;
    }
    Log("no --origins: rooms open only to pages from " + own + "; give --origins with the names players use");
  }
  std::printf("popejoan-server: serving %s on http://%s:%d (rooms at /rooms)\n", flags.site.c_str(),
              UrlHost(flags.host).c_str(), server->port());
  std::fflush(stdout);
  server->Run();
  std::printf("popejoan-server: stopped\n");
  return 0;
}

// Alone on an SQLite file (--db): the changes of the frames ready together share one transaction
// and one sync, and their answers wait for it (group_commit.h).
int RunAlone(const ServerFlags& flags, const popejoan::server::HubOptions& hub_options,
             popejoan::server::WebServer* server) {
  auto sqlite = popejoan::server::SqliteRoomStore::Open(flags.db);
  if (!sqlite.ok()) return Fail(sqlite.error());
  RoomStore* store = sqlite->get();
  popejoan::server::GroupCommit group(store, server, [server](std::function<void()> task) { server->Post(std::move(task)); });
  RoomStore* hub_store = store;
  popejoan::server::Outbox* outbox = server;
  if (store->CanBatch()) {
    hub_store = &group;
    outbox = &group;
  }
  popejoan::server::RoomHub hub(hub_store, outbox, popejoan::server::OsSecrets(), hub_options, Log);
  group.OnEnded([&hub](const popejoan::server::BatchOutcome& outcome) { hub.BatchEnded(outcome); });
  server->Attach(&hub);
  return Serve(flags, *store, &hub, server);
}

// A member of a fleet on Redis (--store; docs/online.md, "Scaling out"): the rooms kept in Redis
// (whose durability is logged, since it is Redis's setting, not ours) and written only by the
// server that runs them, behind a FleetHub that relays the others' clients.
int RunInFleet(const ServerFlags& flags, const popejoan::server::HubOptions& hub_options,
               popejoan::server::WebServer* server) {
  const auto address = popejoan::server::ParseRedisUrl(flags.store);
  if (!address.ok()) return Fail(address.error());
  auto redis = popejoan::server::RedisRoomStore::Open(*address);
  if (!redis.ok()) return Fail(redis.error());
  const std::string note = (*redis)->DurabilityNote();
  if (!note.empty()) std::fprintf(stderr, "popejoan-server: %s\n", note.c_str());
  FleetMember member;
  const popejoan::engine::Status joined = JoinFleet(*address, redis->get(), server, &member);
  if (!joined.ok()) return Fail(joined.message);
  popejoan::server::RoomHub hub(redis->get(), member.front.get(), popejoan::server::OsSecrets(), hub_options, Log);
  hub.SetOwners(member.fleet.get());
  member.front->SetHub(&hub);
  server->Attach(member.front.get());
  return Serve(flags, **redis, &hub, server);
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
  const popejoan::engine::Status listening = server.Listen();
  if (!listening.ok()) {
    std::fprintf(stderr, "popejoan-server: %s\n", listening.message.c_str());
    return 1;
  }
  const popejoan::server::HubOptions hub_options = HubOptionsOf(*flags);
  // With --store, a member of a fleet on Redis; with --db, alone on an SQLite file.
  return flags->store.empty() ? RunAlone(*flags, hub_options, &server) : RunInFleet(*flags, hub_options, &server);
}
