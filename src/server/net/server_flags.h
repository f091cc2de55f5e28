// popejoan-server's command line (docs/online.md, "Running the server"). Unknown or malformed flags
// are an error value with a message for the person who typed them, never an exception.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/result.h"
#include "server/net/client_address.h"

namespace popejoan::server {

struct ServerFlags {
  std::string site;                  // --site DIR: the static page (required)
  std::string host = "127.0.0.1";    // --host: the address to listen on
  int port = 8080;                   // --port: 0 asks the OS for a free one
  std::string db;                    // --db FILE: the rooms' SQLite file (this or --store)
  std::string store;                 // --store redis://HOST:PORT[/DB]: the rooms in Redis instead
  std::vector<std::string> origins;  // --origins: allowed page origins (empty: the server's own)
  std::optional<std::uint64_t> seed;  // --seed N: deals from N, N+1, ... (tests)
  int grace_seconds = 30;            // --grace: a dropped seat's wait before an AI plays it
  int clock_percent = 100;           // --clock-percent: the turn clock at N% of its length (tests)
  int max_connections = 1000;        // --max-connections: open TCP connections at once
  // Limits per address and per connection (0: none; the tests and the load tool, all on
  // 127.0.0.1, lift them). docs/online.md, "Limits".
  int connections_per_address = 32;  // --connections-per-address
  int messages_per_second = 20;      // --messages-per-second: a connection's frames
  int rooms_per_minute = 10;         // --rooms-per-minute: rooms made from one address
  int idle_seconds = 60;             // --idle-seconds: a socket silent this long (no pong either)
  int handshake_seconds = 10;        // --handshake-seconds: an HTTP request or WebSocket handshake
  bool show_help = false;            // --help
  bool whole_views = false;          // --whole-views: no steps (the benchmarks' comparison)
  // Behind a reverse proxy, and rooms per connection and per address (docs/online.md, "Behind a
  // host or a proxy" and "Limits"; 0 lifts the limits, as above).
  TrustedProxies trusted_proxies;    // --trusted-proxies LIST: peers whose header names the client
  ProxyHeader proxy_header = ProxyHeader::kXForwardedFor;  // --proxy-header NAME: that header
  int rooms_per_connection = 5;      // --rooms-per-connection: rooms one connection makes
  int open_rooms_per_address = 100;  // --open-rooms-per-address: rooms from one address open at once
  int empty_lobby_seconds = 600;     // --empty-lobby-seconds: a lobby nobody joined, left this long
  int quick_plays_per_minute = 12;   // --quick-plays-per-minute: quick-play joins from one address
  int public_tables_per_address = 3; // --public-tables-per-address: public tables from one address open at once
  // Hidden cards' timing (docs/online.md, "Security model"): the wild Pope's pause, and the pace
  // of an AI seat's decisions.
  int pope_pause_ms = 5000;          // --pope-pause-ms
  int ai_pace_ms = 600;              // --ai-pace-ms
  // ---- What the page may do (site_policy.h; docs/online.md, "Security").
  std::vector<std::string> room_servers;  // --room-servers: other room servers the page may use
  std::string frame_ancestors;            // --frame-ancestors, as CSP sources ("": any site)
};

// The flags of `args` (the arguments after the program's name), or what is wrong with them.
engine::Result<ServerFlags> ParseServerFlags(const std::vector<std::string>& args);
const char* ServerUsage();

// "http://Example.org:8080" -> "http://example.org:8080", or "" when it is not an http(s) origin
// (scheme, host, optional port; no path).
std::string NormalizeOrigin(const std::string& text);

}  // namespace popejoan::server
