// popejoan-server's command line (docs/online.md, "Running the server"). Unknown or malformed flags
// are an error value with a message for the person who typed them, never an exception.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/result.h"

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
};

// The flags of `args` (the arguments after the program's name), or what is wrong with them.
Result<ServerFlags> ParseServerFlags(const std::vector<std::string>& args);
const char* ServerUsage();

// "http://Example.org:8080" -> "http://example.org:8080", or "" when it is not an http(s) origin
// (scheme, host, optional port; no path).
std::string NormalizeOrigin(const std::string& text);

}  // namespace popejoan::server
