#include "server/testing/ws_test_client.h"

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

namespace popejoan::server::testkit {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

struct WsTestClient::Impl {
  net::io_context io;
  websocket::stream<beast::tcp_stream> ws{io};
  beast::flat_buffer buffer;
  bool reading = false;
  bool open = false;

  // Runs the io_context until `done` or the timeout.
  template <class Done>
  bool RunUntil(Done done, Duration timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    io.restart();
    while (!done()) {
      const auto now = std::chrono::steady_clock::now();
      if (now >= deadline) return false;
      if (io.run_one_for(deadline - now) == 0 && io.stopped()) io.restart();
    }
    return true;
  }
};

WsTestClient::WsTestClient() : impl_(std::make_unique<Impl>()) {}
WsTestClient::~WsTestClient() {
  beast::error_code ignored;
  beast::get_lowest_layer(impl_->ws).socket().close(ignored);
}

engine::Status WsTestClient::Connect(int port, const std::string& origin, Duration timeout) {
  return Connect(port, origin, Headers{}, timeout);
}

engine::Status WsTestClient::Connect(int port, const std::string& origin, const Headers& headers, Duration timeout) {
  Impl& m = *impl_;
  bool done = false;
  beast::error_code result;
  const tcp::endpoint endpoint(net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port));
  m.ws.set_option(websocket::stream_base::decorator([origin, headers](websocket::request_type& request) {
    if (!origin.empty()) request.set(http::field::origin, origin);
    for (const auto& [name, value] : headers) request.insert(name, value);
  }));
  m.ws.read_message_max(1 << 20);
  beast::get_lowest_layer(m.ws).async_connect(endpoint, [&](beast::error_code ec) {
    if (ec) {
      result = ec;
      done = true;
      return;
    }
    m.ws.async_handshake("127.0.0.1:" + std::to_string(port), "/rooms", [&](beast::error_code hs) {
      result = hs;
      done = true;
    });
  });
  if (!m.RunUntil([&] { return done; }, timeout)) {
    closed_ = true;
    return engine::Status::Error("the handshake took too long");
  }
  if (result) {
    closed_ = true;
    return engine::Status::Error("no WebSocket: " + result.message());
  }
  m.open = true;
  StartRead();
  return engine::Status::Ok();
}

void WsTestClient::StartRead() {
  Impl& m = *impl_;
  if (m.reading || closed_) return;
  m.reading = true;
  m.ws.async_read(m.buffer, [this](beast::error_code ec, std::size_t) {
    Impl& mm = *impl_;
    mm.reading = false;
    if (ec) {
      closed_ = true;
      if (ec == websocket::error::closed) close_code_ = mm.ws.reason().code;
      return;
    }
    inbox_.push_back(beast::buffers_to_string(mm.buffer.data()));
    mm.buffer.consume(mm.buffer.size());
    StartRead();
  });
}

engine::Status WsTestClient::Send(const std::string& text, Duration timeout) {
  Impl& m = *impl_;
  if (closed_) return engine::Status::Error("closed");
  bool done = false;
  beast::error_code result;
  m.ws.text(true);
  m.ws.async_write(net::buffer(text), [&](beast::error_code ec, std::size_t) {
    result = ec;
    done = true;
  });
  if (!m.RunUntil([&] { return done; }, timeout)) return engine::Status::Error("the write took too long");
  if (result) return engine::Status::Error("write: " + result.message());
  return engine::Status::Ok();
}

engine::Status WsTestClient::SendBinary(const std::string& bytes, Duration timeout) {
  Impl& m = *impl_;
  if (closed_) return engine::Status::Error("closed");
  bool done = false;
  beast::error_code result;
  m.ws.binary(true);
  m.ws.async_write(net::buffer(bytes), [&](beast::error_code ec, std::size_t) {
    result = ec;
    done = true;
  });
  const bool finished = m.RunUntil([&] { return done; }, timeout);
  m.ws.text(true);
  if (!finished) return engine::Status::Error("the write took too long");
  if (result) return engine::Status::Error("write: " + result.message());
  return engine::Status::Ok();
}

engine::Status WsTestClient::Ping(Duration timeout) {
  Impl& m = *impl_;
  if (closed_) return engine::Status::Error("closed");
  bool done = false;
  beast::error_code result;
  m.ws.async_ping({}, [&](beast::error_code ec) {
    result = ec;
    done = true;
  });
  if (!m.RunUntil([&] { return done; }, timeout)) return engine::Status::Error("the ping took too long");
  if (result) return engine::Status::Error("ping: " + result.message());
  return engine::Status::Ok();
}

bool WsTestClient::Pump(Duration timeout) {
  const std::size_t before = inbox_.size();
  impl_->RunUntil([&] { return inbox_.size() > before || closed_; }, timeout);
  // Then whatever else is already there, without waiting.
  impl_->io.restart();
  impl_->io.poll();
  return inbox_.size() > before;
}

std::optional<std::string> WsTestClient::Receive(Duration timeout) {
  if (inbox_.empty()) impl_->RunUntil([&] { return !inbox_.empty() || closed_; }, timeout);
  if (inbox_.empty()) return std::nullopt;
  std::string front = std::move(inbox_.front());
  inbox_.pop_front();
  return front;
}

void WsTestClient::Close() {
  Impl& m = *impl_;
  if (closed_ || !m.open) return;
  bool done = false;
  m.ws.async_close(websocket::close_code::normal, [&](beast::error_code) { done = true; });
  m.RunUntil([&] { return done && !m.reading; }, Duration(1000));
  closed_ = true;
  beast::error_code ignored;
  beast::get_lowest_layer(m.ws).socket().close(ignored);
}

}  // namespace popejoan::server::testkit
