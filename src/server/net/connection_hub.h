// What the network hands the rooms, and how the rooms answer: the transport (HTTP and WebSocket,
// src/server/net/web_server.*) knows sockets and frames; a ConnectionHub knows rooms and seats. All
// calls come on the transport's one thread, so a hub needs no locks.
#pragma once

#include <cstdint>
#include <string>

namespace popejoan::server {

using ConnectionId = std::uint64_t;

// The transport's side: what a hub may ask of it.
class Outbox {
 public:
  virtual ~Outbox() = default;
  // Queues a text frame for the connection (dropped quietly if it has closed).
  virtual void Send(ConnectionId id, const std::string& text) = 0;
  // Closes the connection after what is queued (a hostile or broken client).
  virtual void Disconnect(ConnectionId id) = 0;
  // Closes the connection after what is queued with the cue to reconnect (1012, as at a drain):
  // its room moved to another server of the fleet (docs/online.md, "Scaling out").
  virtual void Reconnect(ConnectionId id) { Disconnect(id); }
  // The connection's peer address ("127.0.0.1"), for limits per address; "" if unknown.
  virtual std::string PeerAddress(ConnectionId /*id*/) const { return ""; }
};

// The rooms' side: what the transport tells it.
class ConnectionHub {
 public:
  virtual ~ConnectionHub() = default;
  // A WebSocket at /rooms was opened (its Origin already checked).
  virtual void Open(ConnectionId id) = 0;
  // A whole text frame arrived (at most the transport's frame limit).
  virtual void Receive(ConnectionId id, const std::string& text) = 0;
  // The connection is gone (closed by either side, or failed).
  virtual void Close(ConnectionId id) = 0;
  // Called about every 20 ms: AI seats think for at most `budget_ms`, grace periods run out.
  virtual void Tick(double now_seconds, double budget_ms) = 0;
  // False once the hub cannot take rooms (its store failed): /healthz then answers 503.
  virtual bool Healthy() const = 0;
  // The server begins to stop (SIGTERM): before its sockets are told to reconnect.
  virtual void Stopping() {}
};

}  // namespace popejoan::server
