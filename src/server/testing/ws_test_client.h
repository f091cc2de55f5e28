// A small blocking WebSocket client for tests of popejoan-server (Boost.Beast): every call is an
// async operation run on the client's own io_context for at most a timeout (io_context::run_for),
// so a test never hangs on a server that does not answer. Frames read while waiting are kept in
// order; a read stays pending between calls, so pings are answered whenever the client is pumped.
#pragma once

#include <chrono>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/result.h"

namespace popejoan::server::testkit {

class WsTestClient {
 public:
  using Duration = std::chrono::milliseconds;
  WsTestClient();
  ~WsTestClient();
  WsTestClient(const WsTestClient&) = delete;
  WsTestClient& operator=(const WsTestClient&) = delete;

  using Headers = std::vector<std::pair<std::string, std::string>>;
  // Opens ws://127.0.0.1:port/rooms with `origin` ("" sends none) and any other `headers` (a
  // proxy's X-Forwarded-For).
  engine::Status Connect(int port, const std::string& origin, Duration timeout = Duration(3000));
  engine::Status Connect(int port, const std::string& origin, const Headers& headers, Duration timeout = Duration(3000));
  engine::Status Send(const std::string& text, Duration timeout = Duration(3000));
  engine::Status SendBinary(const std::string& bytes, Duration timeout = Duration(3000));
  // A ping frame (the server's pong is read, and dropped, by the pending read).
  engine::Status Ping(Duration timeout = Duration(3000));
  // The next frame, waiting up to `timeout`; nullopt if none came (or the connection closed).
  std::optional<std::string> Receive(Duration timeout);
  // Reads what has arrived (waiting up to `timeout` for the first) into the queue; true if any.
  bool Pump(Duration timeout);
  // The frames read so far and not yet taken.
  std::deque<std::string>& inbox() { return inbox_; }
  // Whether the server closed the connection (or it failed); its close code if it sent one.
  bool closed() const { return closed_; }
  int close_code() const { return close_code_; }
  // Closes from this side (a polite close frame, then the socket).
  void Close();

 private:
  struct Impl;
  void StartRead();
  std::unique_ptr<Impl> impl_;
  std::deque<std::string> inbox_;
  bool closed_ = false;
  int close_code_ = 0;
};

}  // namespace popejoan::server::testkit
