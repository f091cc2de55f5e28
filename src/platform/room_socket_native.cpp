// The native room socket: Boost.Beast's WebSocket client on a thread of its own. What arrives
// waits in a queue the shell empties each frame (PumpRoomSocket), so the session hears it on the
// frame's thread; what is sent is handed to the socket's thread. `--server ws://HOST:PORT/rooms`
// is taken at its word (no /healthz asked natively); `--room CODE` opens that room.
#include <boost/asio/connect.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "platform/room_socket.h"
#include "platform/shell.h"
#include "session/room_servers.h"
#include "session/session_config.h"
#include "ui/app.h"

namespace popejoan::platform {
namespace {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = boost::asio::ip::tcp;

// What the socket's thread tells the frame's: opened, a message, closed.
struct SocketNews {
  enum Kind { kOpened, kMessage, kClosed } kind;
  std::string text;
};

// Every operation on the stream runs on the socket's thread (its io_context): one read and one
// write in flight at most, as Beast asks; Send and Close post to it.
class NativeSocket {
 public:
  ~NativeSocket() { Close(); }

  void Connect(const std::string& url) {
    Close();
    std::string port = "80", path = "/";
    const std::string rest = url.rfind("ws://", 0) == 0 ? url.substr(5) : "";
    const std::size_t slash = rest.find('/');
    const std::string authority = rest.substr(0, slash);
    if (slash != std::string::npos) path = rest.substr(slash);
    const std::size_t colon = authority.rfind(':');
    const std::string host = authority.substr(0, colon);
    if (colon != std::string::npos) port = authority.substr(colon + 1);
    io_.restart();
    ws_ = std::make_unique<websocket::stream<beast::tcp_stream>>(io_);
    thread_ = std::thread([this, host, port, path] { Run(host, port, path); });
  }

  void Send(const std::string& text) {
    if (!thread_.joinable()) return;
    boost::asio::post(io_, [this, text] {
      if (!open_) return;
      outbox_.push_back(text);
      if (outbox_.size() == 1) WriteNext();
    });
  }

  void Close() {
    if (!thread_.joinable()) return;
    boost::asio::post(io_, [this] {
      closing_ = true;
      beast::error_code ec;
      beast::get_lowest_layer(*ws_).socket().shutdown(tcp::socket::shutdown_both, ec);
      beast::get_lowest_layer(*ws_).socket().close(ec);
    });
    thread_.join();
    ws_.reset();
    outbox_.clear();
    open_ = false;
    closing_ = false;
    std::lock_guard<std::mutex> lock(mutex_);
    news_.clear();
  }

  std::deque<SocketNews> TakeNews() {
    std::lock_guard<std::mutex> lock(mutex_);
    std::deque<SocketNews> out;
    out.swap(news_);
    return out;
  }

 private:
  void Tell(SocketNews::Kind kind, std::string text = "") {
    if (closing_) return;  // closed from here: the session knows
    std::lock_guard<std::mutex> lock(mutex_);
    news_.push_back({kind, std::move(text)});
  }

  void Run(const std::string& host, const std::string& port, const std::string& path) {
    beast::error_code ec;
    tcp::resolver resolver(io_);
    const auto found = resolver.resolve(host, port, ec);
    if (!ec) beast::get_lowest_layer(*ws_).connect(found, ec);
    // The server takes sockets from its own page's origin (docs/online.md): natively there is no
    // page, so the app says it comes from the server's own address, as that page would.
    const std::string origin = "http://" + host + ":" + port;
    ws_->set_option(websocket::stream_base::decorator(
        [origin](websocket::request_type& request) { request.set(beast::http::field::origin, origin); }));
    if (!ec) ws_->handshake(host + ":" + port, path, ec);
    if (ec) {
      Tell(SocketNews::kClosed);
      return;
    }
    open_ = true;
    Tell(SocketNews::kOpened);
    ReadNext();
    io_.run();
    open_ = false;
    Tell(SocketNews::kClosed);
  }

  void ReadNext() {
    ws_->async_read(in_, [this](beast::error_code ec, std::size_t) {
      if (ec) return;  // closed: io_.run() returns once nothing is left
      Tell(SocketNews::kMessage, beast::buffers_to_string(in_.data()));
      in_.consume(in_.size());
      ReadNext();
    });
  }

  void WriteNext() {
    ws_->text(true);
    ws_->async_write(boost::asio::buffer(outbox_.front()), [this](beast::error_code ec, std::size_t) {
      outbox_.pop_front();
      if (!ec && !outbox_.empty()) WriteNext();
    });
  }

  boost::asio::io_context io_;
  std::unique_ptr<websocket::stream<beast::tcp_stream>> ws_;
  std::thread thread_;
  beast::flat_buffer in_;
  std::deque<std::string> outbox_;  // the socket's thread's only
  bool open_ = false;               // the socket's thread's only
  bool closing_ = false;
  std::mutex mutex_;
  std::deque<SocketNews> news_;
};

NativeSocket& Socket() {
  static NativeSocket socket;
  return socket;
}

// Natively kept for the run only, by room server and room code as on the page (room_servers.h).
std::map<std::string, std::string>& Tokens() {
  static std::map<std::string, std::string> tokens;
  return tokens;
}

}  // namespace

void ConnectRoomServices(Shell&, session::SessionServices* services) {
  services->room_connect = [](const std::string& url) { Socket().Connect(url); };
  services->room_send = [](const std::string& text) { Socket().Send(text); };
  services->room_disconnect = [] { Socket().Close(); };
  services->keep_room_token = [](const std::string& server, const std::string& room, const std::string& token) {
    Tokens()[session::RoomTokenKey(server, room)] = token;
  };
  services->room_token = [](const std::string& server, const std::string& room) {
    const auto kept = Tokens().find(session::RoomTokenKey(server, room));
    return kept != Tokens().end() ? kept->second : std::string();
  };
}

void FindRoomServer(Shell& shell, const LaunchOptions& options) {
  if (!options.room_server.empty() && shell.app() != nullptr) shell.app()->SetRoomServer(options.room_server);
}

void PumpRoomSocket(Shell& shell) {
  ui::App* app = shell.app();
  if (app == nullptr) return;
  for (const SocketNews& news : Socket().TakeNews()) {
    if (news.kind == SocketNews::kOpened) app->RoomSocketOpened();
    if (news.kind == SocketNews::kMessage) app->RoomSocketMessage(news.text);
    if (news.kind == SocketNews::kClosed) app->RoomSocketClosed();
  }
}

}  // namespace popejoan::platform
