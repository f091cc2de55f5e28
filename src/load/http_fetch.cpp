#include "load/http_fetch.h"

#include <boost/beast/http.hpp>

#include <chrono>
#include <memory>

namespace popejoan::load {
namespace {

namespace beast = boost::beast;
namespace http = beast::http;

struct Exchange : std::enable_shared_from_this<Exchange> {
  Exchange(boost::asio::io_context& io, HttpDone d) : stream(io), done(std::move(d)) {}
  beast::tcp_stream stream;
  beast::flat_buffer buffer;
  http::request<http::string_body> request;
  http::response<http::string_body> response;
  HttpDone done;

  void Finish(int status, const std::string& body) {
    beast::error_code ignored;
    stream.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_both, ignored);
    stream.socket().close(ignored);
    if (done) done(status, body);
    done = nullptr;
  }
};

}  // namespace

void FetchHttp(boost::asio::io_context& io, const ServerAddress& server, const Step& step, HttpDone done) {
  auto x = std::make_shared<Exchange>(io, std::move(done));
  x->request.method(step.method == "POST" ? http::verb::post : http::verb::get);
  x->request.target(step.target);
  x->request.version(11);
  x->request.set(http::field::host, server.host_header);
  x->request.set(http::field::origin, server.origin);
  x->request.set(http::field::connection, "close");
  if (!step.body.empty() || step.method == "POST") {
    x->request.set(http::field::content_type, "application/json");
    x->request.body() = step.body;
    x->request.prepare_payload();
  }
  x->stream.expires_after(std::chrono::seconds(30));
  x->stream.async_connect(server.endpoint, [x](const beast::error_code& ec) {
    if (ec) return x->Finish(-1, "connect: " + ec.message());
    http::async_write(x->stream, x->request, [x](const beast::error_code& wec, std::size_t) {
      if (wec) return x->Finish(-1, "write: " + wec.message());
      http::async_read(x->stream, x->buffer, x->response, [x](const beast::error_code& rec, std::size_t) {
        if (rec) return x->Finish(-1, "read: " + rec.message());
        x->Finish(static_cast<int>(x->response.result_int()), x->response.body());
      });
    });
  });
}

}  // namespace popejoan::load
