#include "load/seat_connection.h"

#include <chrono>

namespace popejoan::load {

namespace beast = boost::beast;
namespace websocket = beast::websocket;

SeatConnection::SeatConnection(boost::asio::io_context& io, const ServerAddress& server, std::string target,
                               SeatHandlers handlers)
    : ws_(io), server_(server), target_(std::move(target)), handlers_(std::move(handlers)) {}

void SeatConnection::Start() {
  beast::get_lowest_layer(ws_).expires_after(std::chrono::seconds(30));
  beast::get_lowest_layer(ws_).async_connect(
      server_.endpoint, [self = shared_from_this()](const beast::error_code& ec) { self->OnConnect(ec); });
}

void SeatConnection::OnConnect(const beast::error_code& ec) {
  if (done_) return;
  if (ec) return Fail("connect", ec);
  beast::get_lowest_layer(ws_).socket().set_option(boost::asio::ip::tcp::no_delay(true));
  ws_.set_option(websocket::stream_base::decorator([origin = server_.origin](websocket::request_type& request) {
    request.set(beast::http::field::origin, origin);
  }));
  ws_.async_handshake(server_.host_header, target_,
                      [self = shared_from_this()](const beast::error_code& e) { self->OnHandshake(e); });
}

void SeatConnection::OnHandshake(const beast::error_code& ec) {
  if (done_) return;
  if (ec) return Fail("WebSocket upgrade", ec);
  beast::get_lowest_layer(ws_).expires_never();
  ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
  open_ = true;
  Read();
  if (!outbox_.empty()) WriteNext();
  if (handlers_.opened) handlers_.opened();
}

void SeatConnection::Read() {
  ws_.async_read(buffer_, [self = shared_from_this()](const beast::error_code& ec, std::size_t bytes) {
    self->OnRead(ec, bytes);
  });
}

void SeatConnection::OnRead(const beast::error_code& ec, std::size_t) {
  if (done_) return;
  if (ec) return Fail("read", ec);
  const std::string data = beast::buffers_to_string(buffer_.data());
  buffer_.consume(buffer_.size());
  const bool binary = ws_.got_binary();
  Read();
  if (handlers_.frame) handlers_.frame(data, binary);
}

void SeatConnection::Send(std::string data, bool binary) {
  if (done_) return;
  outbox_.emplace_back(std::move(data), binary);
  if (open_ && outbox_.size() == 1) WriteNext();
}

void SeatConnection::WriteNext() {
  ws_.binary(outbox_.front().second);
  ws_.async_write(boost::asio::buffer(outbox_.front().first),
                  [self = shared_from_this()](const beast::error_code& ec, std::size_t) { self->OnWrite(ec); });
}

void SeatConnection::OnWrite(const beast::error_code& ec) {
  if (done_) return;
  if (ec) return Fail("write", ec);
  outbox_.pop_front();
  if (!outbox_.empty()) WriteNext();
}

void SeatConnection::Fail(const std::string& what, const beast::error_code& ec) {
  done_ = true;
  open_ = false;
  beast::error_code ignored;
  beast::get_lowest_layer(ws_).socket().close(ignored);
  if (handlers_.failed) handlers_.failed(what + ": " + ec.message());
}

void SeatConnection::Close() {
  if (done_) return;
  done_ = true;
  open_ = false;
  beast::error_code ignored;
  beast::get_lowest_layer(ws_).socket().shutdown(boost::asio::ip::tcp::socket::shutdown_both, ignored);
  beast::get_lowest_layer(ws_).socket().close(ignored);
}

}  // namespace popejoan::load
