// The insides of WebServer (web_server.h): the state its sessions share, one HTTP connection
// (http_session.cpp) and one WebSocket (ws_session.cpp). Everything runs on the io thread.
#pragma once

#include <atomic>
#include <deque>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include "server/net/connection_hub.h"
#include "server/net/site_policy.h"
#include "server/net/web_server.h"

namespace popejoan::server {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

// Beast 1.74's string_view is Boost's.
inline std::string_view View(beast::string_view text) { return {text.data(), text.size()}; }

// One line on stderr: "popejoan-server: <line>".
void LogLine(const std::string& line);

// Open TCP connections per peer address (for --connections-per-address).
using AddressCounts = std::unordered_map<std::string, int>;

// Counts one open TCP connection while it lives, in all and for its address (moved from the HTTP
// session to its WebSocket).
class ConnectionSlot {
 public:
  // With no `per_address` (a trusted proxy's connection), counted per address only once CountUnder.
  ConnectionSlot(std::shared_ptr<std::atomic<int>> count, std::shared_ptr<AddressCounts> per_address,
                 std::string address)
      : count_(std::move(count)), per_address_(std::move(per_address)), address_(std::move(address)) {
    ++*count_;
    if (per_address_) ++(*per_address_)[address_];
  }
  ConnectionSlot(ConnectionSlot&& other) noexcept = default;
  ConnectionSlot& operator=(ConnectionSlot&&) = delete;
  ~ConnectionSlot() {
    if (count_) --*count_;
    if (per_address_ && --(*per_address_)[address_] <= 0) per_address_->erase(address_);
  }
  const std::string& address() const { return address_; }
  // Counts it under `address` from now on (a proxied client's, read from its request).
  void CountUnder(std::shared_ptr<AddressCounts> per_address, std::string address) {
    if (per_address_ && --(*per_address_)[address_] <= 0) per_address_->erase(address_);
    per_address_ = std::move(per_address);
    address_ = std::move(address);
    if (per_address_) ++(*per_address_)[address_];
  }

 private:
  std::shared_ptr<std::atomic<int>> count_;
  std::shared_ptr<AddressCounts> per_address_;
  std::string address_;
};

class HttpSession;
class WsSession;

struct ServerState {
  explicit ServerState(WebServerOptions o)
      : options(std::move(o)), acceptor(io), signals(io), tick(io), drain(io) {}
  WebServerOptions options;
  std::filesystem::path site_root;  // canonical, set by Listen
  ConnectionHub* hub = nullptr;
  net::io_context io;
  tcp::acceptor acceptor;
  net::signal_set signals;
  net::steady_timer tick;
  net::steady_timer drain;  // a stop's deadline for the sockets' close handshakes
  bool stopping = false;
  ConnectionId next_id = 1;
  std::uint64_t refused_by_address = 0;  // connections closed by --connections-per-address
  std::shared_ptr<std::atomic<int>> open_count = std::make_shared<std::atomic<int>>(0);
  std::shared_ptr<AddressCounts> per_address = std::make_shared<AddressCounts>();
  std::unordered_map<ConnectionId, std::weak_ptr<HttpSession>> http_sessions;
  std::unordered_map<ConnectionId, std::weak_ptr<WsSession>> sockets;  // the hub's connections
  SitePolicy policy;  // set by Listen, once the port is known
};

// One HTTP/1.1 connection: static files, /healthz, and the upgrade to a WebSocket at /rooms.
class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(ServerState& state, tcp::socket socket, ConnectionId id, ConnectionSlot slot);
  void Start();
  void Shutdown();

 private:
  void Read();
  void OnRead(beast::error_code ec);
  void Handle(const http::request<http::string_body>& request);
  void ServeFile(const std::optional<std::filesystem::path>& file, unsigned version, bool keep, bool head);
  void Upgrade(http::request<http::string_body> request);
  template <class Body>
  void Reply(http::response<Body>&& response);
  void OnWrite(bool close, beast::error_code ec);
  void Finish();

  ServerState& state_;
  ConnectionId id_;
  ConnectionSlot slot_;
  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  std::shared_ptr<void> response_;  // alive while it is written
};

// One WebSocket at /rooms: whole text frames in to the hub, a capped queue of frames out.
class WsSession : public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(ServerState& state, tcp::socket socket, ConnectionId id, ConnectionSlot slot);
  void Accept(http::request<http::string_body> request);
  void Queue(const std::string& text);  // Outbox::Send
  void CloseAfterQueue();               // Outbox::Disconnect
  void Drain();                         // the server stops: close (1012) after the queue
  void Shutdown();                      // the drain is over: close the socket now
  const std::string& address() const { return slot_.address(); }

 private:
  void OnAccept(beast::error_code ec);
  void Read();
  void OnRead(beast::error_code ec);
  // Whether a frame arriving now is within --messages-per-second; if not, it is answered with
  // too-fast (a message; a control frame is only counted), and the connection closed once too
  // many have been dropped.
  bool WithinRate(bool control_frame = false);
  // A ping, pong or close frame read (Beast's control callback).
  void OnControl(websocket::frame_type kind);
  void WriteNext();
  void OnWrite(beast::error_code ec);
  void StartClose(websocket::close_code code);
  void BeginClose();
  void Drop(const char* why);
  void Finish();
  template <class F>
  void Guard(const char* what, F&& f);

  ServerState& state_;
  ConnectionId id_;
  ConnectionSlot slot_;
  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer in_;
  std::deque<std::string> out_;
  std::size_t queued_bytes_ = 0;
  bool writing_ = false;
  bool closing_ = false;        // nothing more is queued or handed to the hub
  bool close_pending_ = false;  // send the close frame once the queue is written
  bool close_started_ = false;
  websocket::close_code close_code_ = websocket::close_code::normal;
  bool opened_ = false;  // the hub heard Open
  double rate_tokens_ = 0;          // frames that may come now (refilled messages_per_second a second)
  double rate_last_ = 0;            // when rate_tokens_ was last refilled (steady seconds)
  double drops_since_ = 0;          // the start of the current 10 s window of dropped frames
  int drops_ = 0;                   // frames dropped in that window
  bool finished_ = false;
};

// Whether the upgrade on `socket` may go on. A trusted proxy's connection is counted from now on
// under the client its header names (client_address.h), if that client is within
// --connections-per-address; any other was counted at accept.
bool AdmitClient(ServerState& state, ConnectionSlot* slot, const tcp::socket& socket,
                 const http::request<http::string_body>& request);

}  // namespace popejoan::server
