// popejoan-server's transport: one thread (one io_context) serving the static page over HTTP/1.1
// and the rooms' WebSocket at /rooms (Boost.Beast), handing whole text frames to a ConnectionHub
// and carrying its answers back (it is the hub's Outbox). Errors are values; no exception leaves
// Run (a session that throws is logged in one line and dropped).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/result.h"
#include "server/net/client_address.h"
#include "server/net/connection_hub.h"

namespace popejoan::server {

struct WebServerOptions {
  std::filesystem::path site;        // the static page's folder
  std::string host = "127.0.0.1";
  int port = 8080;                   // 0: any free port (see WebServer::port)
  std::vector<std::string> origins;  // normalized (NormalizeOrigin); empty: the listen origins
                                     // (site_policy.h's ListenOrigins)
  int max_connections = 1000;        // TCP connections at once; more are closed on accept
  int connections_per_address = 32;  // TCP connections at once from one address (0: no limit)
  int messages_per_second = 20;      // a WebSocket's frames a second, in bursts of as many (0: no
                                     // limit); more are dropped with a too-fast error, and a
                                     // connection with that many dropped in 10 s is closed
  double idle_seconds = 60;          // a WebSocket from which nothing came (no frame, no pong to
                                     // the ping sent halfway) this long is closed
  double handshake_seconds = 10;     // an HTTP request's header, and the WebSocket handshake
  std::size_t frame_limit = 4 * 1024;          // a client's WebSocket message (kMaxClientFrameBytes);
                                               // bigger closes it
  std::size_t send_queue_limit = 1024 * 1024;  // queued for a client that does not read: dropped
  std::size_t header_limit = 8 * 1024;         // an HTTP request's header
  std::size_t body_limit = 1024;               // an HTTP request's body (only GET and HEAD are served)
  double tick_seconds = 0.020;                 // how often the hub's Tick runs (its `now` is the
                                               // steady clock's seconds: for durations, not dates)
  double tick_budget_ms = 15;
  bool handle_signals = true;  // SIGINT and SIGTERM stop Run (off in tests)
  double drain_seconds = 2.0;  // on a stop, how long sockets get to take their close (1012)
  // Peers that are reverse proxies (client_address.h): a WebSocket from one counts among the
  // connections of the client its `proxy_header` names, and the hub hears that address.
  TrustedProxies trusted_proxies;
  ProxyHeader proxy_header = ProxyHeader::kXForwardedFor;
  // ---- What the page may do (site_policy.h; docs/online.md, "Security").
  std::vector<std::string> room_servers;  // other room servers the page may use (ws:// wss:// origins)
  std::string frame_ancestors;            // the CSP's frame-ancestors sources ("": kDefaultFrameAncestors)
};

struct ServerState;

class WebServer : public Outbox {
 public:
  explicit WebServer(WebServerOptions options);
  ~WebServer() override;
  WebServer(const WebServer&) = delete;
  WebServer& operator=(const WebServer&) = delete;

  // The hub that hears of connections (before Run; it must outlive the server's Run).
  void Attach(ConnectionHub* hub);
  // Binds and listens on host:port; the site must be a folder.
  engine::Status Listen();
  // The port listened on (the OS's choice when options.port was 0).
  int port() const;
  // Serves until Stop or a signal: then stops accepting, drains (each WebSocket gets what is
  // queued for it, then a close frame 1012 "service restart", which the page takes as a cue to
  // reconnect; one that does not answer within drain_seconds is cut), closes every connection (the
  // hub hears Close for each WebSocket) and returns. Nothing needs storing on the way out: every
  // action was stored before it was acknowledged (room_hub.h).
  void Run();
  // May be called from any thread.
  void Stop();
  // Runs `task` on the io thread (with the hub's calls, so it may call the hub). May be called
  // from any thread; a task posted after Run returned never runs.
  void Post(std::function<void()> task);

  // Outbox (on the io thread only).
  void Send(ConnectionId id, const std::string& text) override;
  void Disconnect(ConnectionId id) override;
  void Reconnect(ConnectionId id) override;
  std::string PeerAddress(ConnectionId id) const override;

  // Open TCP connections (HTTP and WebSocket); for tests.
  int open_connections() const;

 private:
  std::unique_ptr<ServerState> state_;
};

}  // namespace popejoan::server
