// The real popejoan-server on loopback (docs/online.md, "Security"): every kind of response it
// sends carries the security headers (the CSP made from its flags, Referrer-Policy,
// X-Content-Type-Options); /site.json lists --room-servers; the WebSocket's Origin must be one the
// server is configured with (--origins, else its own listen origins), whatever Host the request
// names; /healthz answers a page on an allowed origin across origins.
#include <gtest/gtest.h>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <string>
#include <vector>

#include "server/testing/server_process.h"

namespace popejoan::server {
namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = net::ip::tcp;
using testkit::ServerProcess;

// A request written as is; the answer's header (and body unless it switched protocols).
http::response<http::string_body> Exchange(int port, const std::string& request) {
  net::io_context io;
  tcp::socket socket(io);
  socket.connect({net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port)});
  net::write(socket, net::buffer(request));
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.skip(request.rfind("HEAD ", 0) == 0);
  beast::error_code ec;
  http::read_header(socket, buffer, parser, ec);
  EXPECT_FALSE(ec) << request << ": " << ec.message();
  if (!ec && parser.get().result() != http::status::switching_protocols && !parser.is_done()) {
    http::read(socket, buffer, parser, ec);
    EXPECT_FALSE(ec) << request << ": " << ec.message();
  }
  return parser.release();
}

std::string Get(const std::string& target, const std::string& host, const std::string& more = "") {
  return "GET " + target + " HTTP/1.1\r\nHost: " + host + "\r\n" + more + "Connection: close\r\n\r\n";
}

std::string Upgrade(const std::string& host, const std::string& origin, const std::string& target = "/rooms") {
  return "GET " + target + " HTTP/1.1\r\nHost: " + host +
         "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
         "Sec-WebSocket-Version: 13\r\n" +
         (origin.empty() ? "" : "Origin: " + origin + "\r\n") + "\r\n";
}

class SiteSecurityTest : public ::testing::Test {
 protected:
  void Start(const std::vector<std::string>& flags) {
    const engine::Status started = server_.Start(testkit::ServerBinary(), flags);
    ASSERT_TRUE(started.ok()) << started.message;
    host_ = "127.0.0.1:" + std::to_string(server_.port());
  }
  std::string Csp(const std::string& connect, const std::string& frame_ancestors) const {
    return "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; "
           "connect-src " + connect + "; worker-src 'self'; manifest-src 'self'; object-src 'none'; "
           "base-uri 'none'; form-action 'none'; frame-ancestors " + frame_ancestors;
  }
  ServerProcess server_;
  std::string host_;
};

TEST_F(SiteSecurityTest, EveryResponseCarriesTheSecurityHeaders) {
  Start({"--room-servers", "ws://127.0.0.1:1,wss://rooms.example", "--frame-ancestors", "self,https://cards.example"});
  const std::string port = std::to_string(server_.port());
  const std::string csp = Csp("'self' ws://127.0.0.1:" + port + " ws://localhost:" + port +
                                  " ws://127.0.0.1:1 http://127.0.0.1:1 wss://rooms.example https://rooms.example",
                              "'self' https://cards.example");
  struct Case {
    const char* what;
    std::string request;
    http::status status;
  };
  const std::vector<Case> cases = {
      {"a file", Get("/", host_), http::status::ok},
      {"a file's HEAD", "HEAD /index.html HTTP/1.1\r\nHost: " + host_ + "\r\nConnection: close\r\n\r\n", http::status::ok},
      {"a missing file", Get("/missing.js", host_), http::status::not_found},
      {"a path out of the site", Get("/../rooms.sqlite", host_), http::status::not_found},
      {"another method", "POST / HTTP/1.1\r\nHost: " + host_ + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
       http::status::method_not_allowed},
      {"a malformed request", "GET / HTTP/1.1\r\nHost " + host_ + "\r\n\r\n", http::status::bad_request},
      {"/healthz", Get("/healthz", host_), http::status::ok},
      {"/rooms without an upgrade", Get("/rooms", host_), http::status::upgrade_required},
      {"/site.json", Get("/site.json", host_), http::status::ok},
      {"an upgrade from another origin", Upgrade(host_, "http://evil.example"), http::status::forbidden},
      {"an upgrade elsewhere", Upgrade(host_, server_.origin(), "/elsewhere"), http::status::not_found},
  };
  for (const Case& c : cases) {
    const auto response = Exchange(server_.port(), c.request);
    EXPECT_EQ(response.result(), c.status) << c.what;
    EXPECT_EQ(response["Content-Security-Policy"], csp) << c.what;
    EXPECT_EQ(response["Referrer-Policy"], "no-referrer") << c.what;
    EXPECT_EQ(response["X-Content-Type-Options"], "nosniff") << c.what;
  }
  const auto listed = Exchange(server_.port(), Get("/site.json", host_));
  EXPECT_EQ(listed[http::field::content_type], "application/json");
  EXPECT_EQ(listed.body(), R"({"room_servers":["ws://127.0.0.1:1","wss://rooms.example"]})");
}

TEST_F(SiteSecurityTest, TheDefaultsLetAnySiteEmbedThePageAndListNoOtherServer) {
  Start({});
  const std::string port = std::to_string(server_.port());
  const auto page = Exchange(server_.port(), Get("/", host_));
  EXPECT_EQ(page["Content-Security-Policy"],
            Csp("'self' ws://127.0.0.1:" + port + " ws://localhost:" + port, "*"));
  EXPECT_EQ(Exchange(server_.port(), Get("/site.json", host_)).body(), R"({"room_servers":[]})");
}

TEST_F(SiteSecurityTest, TheOriginMustBeTheServersOwnWhateverTheHostSays) {
  Start({});
  const std::string port = std::to_string(server_.port());
  // DNS rebinding: evil.example resolves to this server; the page there names itself in both.
  const std::string forged_host = "evil.example:" + port;
  EXPECT_EQ(Exchange(server_.port(), Upgrade(forged_host, "http://" + forged_host)).result(), http::status::forbidden);
  EXPECT_EQ(Exchange(server_.port(), Upgrade(forged_host, "https://" + forged_host)).result(), http::status::forbidden);
  for (const std::string origin : {"", "null", "http://127.0.0.1:1", "http://localhost:1"}) {
    EXPECT_EQ(Exchange(server_.port(), Upgrade(host_, origin)).result(), http::status::forbidden) << origin;
  }
  // Its listen origins, whichever Host the request names.
  EXPECT_EQ(Exchange(server_.port(), Upgrade(host_, server_.origin())).result(), http::status::switching_protocols);
  EXPECT_EQ(Exchange(server_.port(), Upgrade("localhost:" + port, "http://localhost:" + port)).result(),
            http::status::switching_protocols);
  EXPECT_EQ(Exchange(server_.port(), Upgrade(forged_host, server_.origin())).result(), http::status::switching_protocols);
}

TEST_F(SiteSecurityTest, TheOriginsFlagReplacesTheListenOrigins) {
  Start({"--origins", "https://games.example,http://cards.example:8000"});
  EXPECT_EQ(Exchange(server_.port(), Upgrade("games.example", "https://games.example")).result(),
            http::status::switching_protocols);
  EXPECT_EQ(Exchange(server_.port(), Upgrade(host_, "http://cards.example:8000")).result(),
            http::status::switching_protocols);
  EXPECT_EQ(Exchange(server_.port(), Upgrade(host_, server_.origin())).result(), http::status::forbidden);
  EXPECT_EQ(Exchange(server_.port(), Upgrade("evil.example", "https://evil.example")).result(), http::status::forbidden);
  EXPECT_NE(Exchange(server_.port(), Get("/", host_))["Content-Security-Policy"].find(
                "connect-src 'self' wss://games.example ws://cards.example:8000;"),
            std::string::npos);
}

TEST_F(SiteSecurityTest, HealthzAnswersAPageOnAnAllowedOriginAcrossOrigins) {
  Start({"--origins", "https://games.example"});
  const auto allowed = Exchange(server_.port(), Get("/healthz", host_, "Origin: https://games.example\r\n"));
  EXPECT_EQ(allowed.body(), "ok");
  EXPECT_EQ(allowed[http::field::access_control_allow_origin], "https://games.example");
  EXPECT_EQ(allowed[http::field::vary], "Origin");
  const auto other = Exchange(server_.port(), Get("/healthz", host_, "Origin: https://evil.example\r\n"));
  EXPECT_EQ(other.body(), "ok");
  EXPECT_EQ(other.count(http::field::access_control_allow_origin), 0u);
}

}  // namespace
}  // namespace popejoan::server
