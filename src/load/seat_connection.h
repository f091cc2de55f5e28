// One seat's WebSocket to the server under load (Boost.Beast client on the tool's io_context):
// connects, upgrades with the server's own origin (the server checks it), reads frames until
// closed, and writes what it is given in order (frames given before it opens wait). Once Close is
// called, or a handler reported a failure, no handler runs again.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <utility>

namespace popejoan::load {

// Where the server is, as each connection needs it.
struct ServerAddress {
  boost::asio::ip::tcp::endpoint endpoint;
  std::string host_header;  // "127.0.0.1:8080"
  std::string origin;       // "http://127.0.0.1:8080"
};

struct SeatHandlers {
  std::function<void()> opened;
  std::function<void(const std::string& data, bool binary)> frame;
  std::function<void(const std::string& what)> failed;
};

class SeatConnection : public std::enable_shared_from_this<SeatConnection> {
 public:
  SeatConnection(boost::asio::io_context& io, const ServerAddress& server, std::string target, SeatHandlers handlers);
  void Start();
  void Send(std::string data, bool binary);
  void Close();
  bool open() const { return open_; }

 private:
  void OnConnect(const boost::beast::error_code& ec);
  void OnHandshake(const boost::beast::error_code& ec);
  void Read();
  void OnRead(const boost::beast::error_code& ec, std::size_t bytes);
  void WriteNext();
  void OnWrite(const boost::beast::error_code& ec);
  void Fail(const std::string& what, const boost::beast::error_code& ec);

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  const ServerAddress& server_;
  std::string target_;
  SeatHandlers handlers_;
  boost::beast::flat_buffer buffer_;
  std::deque<std::pair<std::string, bool>> outbox_;
  bool open_ = false;
  bool done_ = false;
};

}  // namespace popejoan::load
