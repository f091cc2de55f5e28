// WebServer in-process on 127.0.0.1 (a free port), a temporary site and a recording hub, driven by
// Beast clients: files and their types, refusals, /healthz, the WebSocket's Origin check, frames,
// limits, and the hub hearing every Open and Close.
#include "server/net/web_server.h"

#include <gtest/gtest.h>

#include <future>
#include <unistd.h>

#include <algorithm>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <condition_variable>
#include <fstream>
#include <functional>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

namespace popejoan::server {
namespace {

namespace fs = std::filesystem;
namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

// Echoes frames; "throw" throws, "flood" answers with 2 MiB at once, "bye" with a last frame and a Disconnect.
class TestHub : public ConnectionHub {
 public:
  void Attach(Outbox* outbox) { outbox_ = outbox; }
  void Open(ConnectionId id) override { Record([&] { opened_.push_back(id); }); }
  void Receive(ConnectionId id, const std::string& text) override {
    if (text == "flood") {
      for (int i = 0; i < 128; ++i) outbox_->Send(id, std::string(16 * 1024, 'f'));
    } else if (text == "throw") {
      throw std::runtime_error("a test hub's bug");
    } else if (text == "bye") {
      outbox_->Send(id, "last");
      outbox_->Disconnect(id);
    } else if (text == "moved") {
      outbox_->Send(id, "last");
      outbox_->Reconnect(id);
    } else {
      outbox_->Send(id, text);
    }
  }
  void Close(ConnectionId id) override { Record([&] { closed_.push_back(id); }); }
  void Tick(double, double budget_ms) override {
    Record([&] {
      ++ticks_;
      budget_ms_ = budget_ms;
    });
  }
  bool Healthy() const override { return healthy_; }
  void Stopping() override { Record([&] { stopping_ = true; }); }

  void set_healthy(bool healthy) { healthy_ = healthy; }
  // Waits (up to 5 s) until `done` holds of the hub's record.
  bool WaitFor(const std::function<bool()>& done) {
    std::unique_lock<std::mutex> lock(mutex_);
    return changed_.wait_for(lock, std::chrono::seconds(5), done);
  }
  std::vector<ConnectionId> opened() {
    std::lock_guard<std::mutex> lock(mutex_);
    return opened_;
  }
  std::vector<ConnectionId> closed() {
    std::lock_guard<std::mutex> lock(mutex_);
    return closed_;
  }

  std::vector<ConnectionId> opened_;  // read under WaitFor's lock
  std::vector<ConnectionId> closed_;
  int ticks_ = 0;
  double budget_ms_ = 0;
  bool stopping_ = false;

 private:
  template <class F>
  void Record(F&& f) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      f();
    }
    changed_.notify_all();
  }
  Outbox* outbox_ = nullptr;
  std::atomic<bool> healthy_{true};
  std::mutex mutex_;
  std::condition_variable changed_;
};

bool Contains(const std::vector<ConnectionId>& ids, ConnectionId id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

using WebSocket = websocket::stream<tcp::socket>;

void SendText(WebSocket* ws, const std::string& text) {
  ws->text(true);
  ws->write(net::buffer(text));
}
std::string ReadText(WebSocket* ws) {
  beast::flat_buffer buffer;
  ws->read(buffer);
  return beast::buffers_to_string(buffer.data());
}
// The error that ends a read: closed where the server closed the socket after a close frame.
beast::error_code ReadError(WebSocket* ws) {
  beast::flat_buffer buffer;
  beast::error_code ec;
  ws->read(buffer, ec);
  return ec;
}
// The error reading one byte: eof where the server closed the connection without a word.
beast::error_code ReadByteError(tcp::socket* socket) {
  char byte = 0;
  beast::error_code ec;
  socket->read_some(net::buffer(&byte, 1), ec);
  return ec;
}
// Polls (up to 5 s) until `done` holds: the server counts its connections on its own thread.
void PollUntil(const std::function<bool()>& done) {
  for (int i = 0; i < 500 && !done(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

class WebServerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    site_ = fs::temp_directory_path() / ("web_server_test_" + std::to_string(::getpid()));
    fs::remove_all(site_);
    fs::create_directories(site_ / "site");
    std::ofstream(site_ / "site" / "index.html") << "<!doctype html><title>Pope Joan</title>";
    std::ofstream(site_ / "site" / "popejoan.wasm") << std::string("\0asm", 4);
    std::ofstream(site_ / "secret.txt") << "secret";
  }
  void TearDown() override {
    StopServer();
    fs::remove_all(site_);
  }

  void StartServer(int max_connections = 1000, std::vector<std::string> origins = {}) {
    WebServerOptions options;
    options.site = site_ / "site";
    options.port = 0;
    options.handle_signals = false;
    options.max_connections = max_connections;
    options.origins = std::move(origins);
    options.drain_seconds = drain_seconds_;
    if (tweak_) tweak_(options);
    server_ = std::make_unique<WebServer>(options);
    hub_.Attach(server_.get());
    server_->Attach(&hub_);
    const engine::Status listening = server_->Listen();
    ASSERT_TRUE(listening.ok()) << listening.message;
    port_ = server_->port();
    ASSERT_NE(port_, 0);
    thread_ = std::thread([this] { server_->Run(); });
  }
  void StopServer() {
    if (!thread_.joinable()) return;
    server_->Stop();
    thread_.join();
  }

  tcp::socket Connect() {
    tcp::socket socket(io_);
    socket.connect({net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port_)});
    return socket;
  }
  http::response<http::string_body> Request(const std::string& target, http::verb verb = http::verb::get) {
    tcp::socket socket = Connect();
    http::request<http::empty_body> request{verb, target, 11};
    request.set(http::field::host, Host());
    request.keep_alive(false);
    http::write(socket, request);
    beast::flat_buffer buffer;
    http::response_parser<http::string_body> parser;
    parser.skip(verb == http::verb::head);
    beast::error_code ec;
    http::read(socket, buffer, parser, ec);
    EXPECT_FALSE(ec) << target << ": " << ec.message();
    return parser.release();
  }
  std::string Host() const { return "127.0.0.1:" + std::to_string(port_); }
  std::string Origin() const { return "http://" + Host(); }

  // A WebSocket at /rooms sending `origin`; the handshake's error in `ec`.
  std::unique_ptr<websocket::stream<tcp::socket>> OpenSocket(const std::string& origin, beast::error_code* ec) {
    auto ws = std::make_unique<websocket::stream<tcp::socket>>(Connect());
    ws->set_option(websocket::stream_base::decorator([origin](websocket::request_type& request) {
      if (!origin.empty()) request.set(http::field::origin, origin);
    }));
    ws->handshake(Host(), "/rooms", *ec);
    return ws;
  }
  // The status answering a hand-written upgrade request (Beast's client does not return it).
  http::status UpgradeStatus(const std::string& origin, const std::string& target = "/rooms") {
    tcp::socket socket = Connect();
    http::request<http::empty_body> request{http::verb::get, target, 11};
    request.set(http::field::host, Host());
    request.set(http::field::upgrade, "websocket");
    request.set(http::field::connection, "Upgrade");
    request.set(http::field::sec_websocket_key, "dGhlIHNhbXBsZSBub25jZQ==");
    request.set(http::field::sec_websocket_version, "13");
    if (!origin.empty()) request.set(http::field::origin, origin);
    http::write(socket, request);
    beast::flat_buffer buffer;
    http::response_parser<http::empty_body> parser;
    parser.skip(true);  // a 101 has no body; a refusal's is not needed
    beast::error_code ec;
    http::read_header(socket, buffer, parser, ec);
    return parser.get().result();
  }
  std::unique_ptr<websocket::stream<tcp::socket>> OpenGoodSocket() {
    beast::error_code ec;
    auto ws = OpenSocket(Origin(), &ec);
    EXPECT_FALSE(ec) << ec.message();
    return ws;
  }
  // The newest connection the hub heard open (after `before` opens).
  ConnectionId WaitForOpen(size_t before) {
    EXPECT_TRUE(hub_.WaitFor([&] { return hub_.opened_.size() > before; }));
    return hub_.opened().back();
  }
  bool WaitForClose(ConnectionId id) { return hub_.WaitFor([&] { return Contains(hub_.closed_, id); }); }

  std::function<void(WebServerOptions&)> tweak_;  // limits a test sets before StartServer
  fs::path site_;
  TestHub hub_;
  std::unique_ptr<WebServer> server_;
  std::thread thread_;
  int port_ = 0;
  double drain_seconds_ = 2.0;
  net::io_context io_;
};

TEST_F(WebServerTest, ServesFilesWithTheirTypes) {
  StartServer();
  const auto wasm = Request("/popejoan.wasm?v=3");
  EXPECT_EQ(wasm.result(), http::status::ok);
  EXPECT_EQ(wasm[http::field::content_type], "application/wasm");
  EXPECT_EQ(wasm.body(), std::string("\0asm", 4));
  const auto index = Request("/");
  EXPECT_EQ(index.result(), http::status::ok);
  EXPECT_EQ(index[http::field::content_type], "text/html; charset=utf-8");
  EXPECT_EQ(index.body(), "<!doctype html><title>Pope Joan</title>");
  const auto head = Request("/", http::verb::head);
  EXPECT_EQ(head.result(), http::status::ok);
  EXPECT_EQ(head[http::field::content_length], std::to_string(index.body().size()));
  EXPECT_TRUE(head.body().empty());
}

TEST_F(WebServerTest, RefusesPathsOutOfTheSiteAndOtherMethods) {
  StartServer();
  for (const char* target : {"/../secret.txt", "/%2e%2e/secret.txt", "/index.html%00", "/%00", "/missing.js",
                             "/..%5csecret.txt", "/%zz"}) {
    const auto response = Request(target);
    EXPECT_EQ(response.result(), http::status::not_found) << target;
    EXPECT_EQ(response.body().find("secret"), std::string::npos) << target;
  }
  const auto post = Request("/", http::verb::post);
  EXPECT_EQ(post.result(), http::status::method_not_allowed);
  EXPECT_EQ(post[http::field::allow], "GET, HEAD");
}

TEST_F(WebServerTest, HealthzFollowsTheHub) {
  StartServer();
  const auto ok = Request("/healthz");
  EXPECT_EQ(ok.result(), http::status::ok);
  EXPECT_EQ(ok.body(), "ok");
  hub_.set_healthy(false);
  const auto unavailable = Request("/healthz");
  EXPECT_EQ(unavailable.result(), http::status::service_unavailable);
  // The security headers on a refusal too (site_security_test checks every other kind).
  EXPECT_NE(unavailable["Content-Security-Policy"].find("frame-ancestors *"), std::string::npos);
  EXPECT_EQ(unavailable["Referrer-Policy"], "no-referrer");
}

TEST_F(WebServerTest, RefusesAHugeHeader) {
  StartServer();
  tcp::socket socket = Connect();
  const std::string request = "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + std::string(20000, 'a') + "\r\n\r\n";
  beast::error_code ec;
  net::write(socket, net::buffer(request), ec);
  beast::flat_buffer buffer;
  http::response<http::string_body> response;
  http::read(socket, buffer, response, ec);
  EXPECT_EQ(response.result(), http::status::bad_request);
}

TEST_F(WebServerTest, EchoesFramesFromTheRightOrigin) {
  StartServer();
  auto ws = OpenGoodSocket();
  const ConnectionId id = WaitForOpen(0);
  for (const std::string text : {"{\"v\":2,\"type\":\"hello\"}", "second"}) {
    SendText(ws.get(), text);
    const std::string echoed = ReadText(ws.get());
    EXPECT_TRUE(ws->got_text());
    EXPECT_EQ(echoed, text);
  }
  ws->close(websocket::close_code::normal);
  EXPECT_TRUE(WaitForClose(id));
}

TEST_F(WebServerTest, EachConnectionHasItsOwnId) {
  StartServer();
  auto first = OpenGoodSocket();
  const ConnectionId a = WaitForOpen(0);
  auto second = OpenGoodSocket();
  const ConnectionId b = WaitForOpen(1);
  EXPECT_NE(a, b);
}

TEST_F(WebServerTest, RefusesOtherOriginsBeforeTheUpgrade) {
  StartServer();
  for (const std::string origin : {"http://evil.example", "null", "", "http://127.0.0.1:1"}) {
    beast::error_code ec;
    OpenSocket(origin, &ec);
    EXPECT_TRUE(ec) << origin;
    EXPECT_EQ(UpgradeStatus(origin), http::status::forbidden) << origin;
  }
  EXPECT_EQ(UpgradeStatus(Origin(), "/elsewhere"), http::status::not_found);
  EXPECT_EQ(UpgradeStatus(Origin()), http::status::switching_protocols);
  EXPECT_TRUE(hub_.WaitFor([&] { return hub_.opened_.size() == 1; }));  // only the last
}

TEST_F(WebServerTest, TheOriginsListReplacesTheHostsOwn) {
  StartServer(1000, {"https://cards.example.org"});
  beast::error_code ec;
  OpenSocket("https://Cards.Example.org", &ec);
  EXPECT_FALSE(ec) << ec.message();
  EXPECT_EQ(UpgradeStatus(Origin()), http::status::forbidden);
}

TEST_F(WebServerTest, AFrameOverTheLimitClosesTheConnection) {
  StartServer();
  auto ws = OpenGoodSocket();
  const ConnectionId id = WaitForOpen(0);
  ws->text(true);
  beast::error_code write_error;  // the server may reset the socket while the client still writes
  ws->write(net::buffer(std::string(20 * 1024, 'x')), write_error);
  const beast::error_code ec = ReadError(ws.get());
  EXPECT_TRUE(ec);  // closed (1009), or reset while the client still wrote
  if (ec == websocket::error::closed) {
    EXPECT_EQ(ws->reason().code, websocket::close_code::too_big);
  }
  EXPECT_TRUE(WaitForClose(id));
}

TEST_F(WebServerTest, ABinaryFrameClosesTheConnection) {
  StartServer();
  auto ws = OpenGoodSocket();
  const ConnectionId id = WaitForOpen(0);
  ws->binary(true);
  ws->write(net::buffer(std::string("abc")));
  EXPECT_EQ(ReadError(ws.get()), websocket::error::closed);
  EXPECT_EQ(ws->reason().code, websocket::close_code::unknown_data);
  EXPECT_TRUE(WaitForClose(id));
}

TEST_F(WebServerTest, CloseReachesTheHubWhenTheClientGoesAway) {
  StartServer();
  auto ws = OpenGoodSocket();
  const ConnectionId id = WaitForOpen(0);
  ws->next_layer().close();  // no close frame: the socket just goes
  EXPECT_TRUE(WaitForClose(id));
}

TEST_F(WebServerTest, DisconnectClosesAfterWhatIsQueued) {
  StartServer();
  auto ws = OpenGoodSocket();
  const ConnectionId id = WaitForOpen(0);
  SendText(ws.get(), "bye");
  EXPECT_EQ(ReadText(ws.get()), "last");
  EXPECT_EQ(ReadError(ws.get()), websocket::error::closed);
  EXPECT_TRUE(WaitForClose(id));
}

TEST_F(WebServerTest, ReconnectClosesAfterWhatIsQueuedWithTheCueToReconnect) {
  StartServer();
  auto ws = OpenGoodSocket();
  const ConnectionId id = WaitForOpen(0);
  SendText(ws.get(), "moved");
  EXPECT_EQ(ReadText(ws.get()), "last");
  EXPECT_EQ(ReadError(ws.get()), websocket::error::closed);
  EXPECT_EQ(ws->reason().code, websocket::close_code::service_restart);
  EXPECT_TRUE(WaitForClose(id));
}

TEST_F(WebServerTest, PostRunsATaskFromAnotherThreadOnTheIoThreadAndStopTellsTheHub) {
  StartServer();
  std::promise<std::thread::id> ran;
  std::thread([&] { server_->Post([&] { ran.set_value(std::this_thread::get_id()); }); }).join();
  auto ran_on = ran.get_future();
  ASSERT_EQ(ran_on.wait_for(std::chrono::seconds(5)), std::future_status::ready);
  EXPECT_EQ(ran_on.get(), thread_.get_id());
  StopServer();
  EXPECT_TRUE(hub_.WaitFor([&] { return hub_.stopping_; }));
}

TEST_F(WebServerTest, AHubThatThrowsLosesOnlyThatConnection) {
  StartServer();
  auto ws = OpenGoodSocket();
  const ConnectionId id = WaitForOpen(0);
  SendText(ws.get(), "throw");
  EXPECT_TRUE(WaitForClose(id));
  EXPECT_EQ(Request("/healthz").body(), "ok");  // the server goes on
  auto other = OpenGoodSocket();
  SendText(other.get(), "still here");
  EXPECT_EQ(ReadText(other.get()), "still here");
}

TEST_F(WebServerTest, AClientThatDoesNotReadIsDropped) {
  StartServer();
  auto ws = OpenGoodSocket();
  const ConnectionId id = WaitForOpen(0);
  SendText(ws.get(), "flood");  // 2 MiB queued at once, over the 1 MiB cap
  EXPECT_TRUE(WaitForClose(id));
}

TEST_F(WebServerTest, MoreConnectionsThanTheLimitAreClosed) {
  StartServer(2);
  tcp::socket a = Connect();
  tcp::socket b = Connect();
  PollUntil([&] { return server_->open_connections() >= 2; });
  ASSERT_EQ(server_->open_connections(), 2);
  tcp::socket c = Connect();
  EXPECT_EQ(ReadByteError(&c), net::error::eof);
}

TEST_F(WebServerTest, FramesPastTheRateAreDroppedWithTooFastThenTheSocketIsClosed) {
  tweak_ = [](WebServerOptions& o) { o.messages_per_second = 5; };
  StartServer();
  auto ws = OpenGoodSocket();
  const ConnectionId id = WaitForOpen(0);
  for (int i = 0; i < 12; ++i) SendText(ws.get(), "frame");
  int echoed = 0, too_fast = 0;
  beast::error_code ec;
  while (!ec) {
    beast::flat_buffer buffer;
    ws->read(buffer, ec);
    const std::string text = beast::buffers_to_string(buffer.data());
    if (text == "frame") ++echoed;
    if (text.find("\"too-fast\"") != std::string::npos) ++too_fast;
  }
  EXPECT_EQ(echoed, 5) << "a burst of the rate is read";
  EXPECT_EQ(too_fast, 5) << "then each frame is dropped with too-fast";
  EXPECT_EQ(ws->reason().code, websocket::close_code::policy_error) << "and, past as many dropped, closed";
  EXPECT_TRUE(WaitForClose(id));
}

TEST_F(WebServerTest, ConnectionsFromOneAddressAreLimited) {
  tweak_ = [](WebServerOptions& o) { o.connections_per_address = 2; };
  StartServer();
  tcp::socket a = Connect();
  tcp::socket b = Connect();
  PollUntil([&] { return server_->open_connections() >= 2; });
  tcp::socket c = Connect();
  EXPECT_EQ(ReadByteError(&c), net::error::eof) << "the third from 127.0.0.1 is closed at once";
  a.close();
  PollUntil([&] { return server_->open_connections() <= 1; });
  EXPECT_EQ(Request("/healthz").result(), http::status::ok) << "a place freed is taken again";
}

TEST_F(WebServerTest, ASocketThatAnswersNoPingIsClosedAfterTheIdleTimeAndOneThatReadsStays) {
  tweak_ = [](WebServerOptions& o) { o.idle_seconds = 1; };
  StartServer();
  auto reader = OpenGoodSocket();
  const ConnectionId reading = WaitForOpen(0);
  auto silent = OpenGoodSocket();
  const ConnectionId quiet = WaitForOpen(1);
  // The reader reads (Beast answers the server's pings while a read is pending); the other never.
  beast::flat_buffer buffer;
  beast::error_code read_error = net::error::would_block;
  reader->async_read(buffer, [&](beast::error_code ec, std::size_t) { read_error = ec; });
  const auto start = std::chrono::steady_clock::now();
  while (std::chrono::steady_clock::now() - start < std::chrono::milliseconds(2500)) {
    io_.run_for(std::chrono::milliseconds(50));
    io_.restart();
  }
  EXPECT_TRUE(Contains(hub_.closed(), quiet)) << "no pong for a whole idle time";
  EXPECT_FALSE(Contains(hub_.closed(), reading)) << "pongs are life: a page that only listens stays";
  EXPECT_EQ(read_error, net::error::would_block);
}

TEST_F(WebServerTest, AHeaderThatNeverEndsIsCutOffAfterTheHandshakeTime) {
  tweak_ = [](WebServerOptions& o) { o.handshake_seconds = 0.5; };
  StartServer();
  tcp::socket slow = Connect();
  net::write(slow, net::buffer(std::string("GET / HTTP/1.1\r\nHost: x\r\n")));
  const auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(ReadByteError(&slow));
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(3));
}

TEST_F(WebServerTest, TicksTheHub) {
  StartServer();
  EXPECT_TRUE(hub_.WaitFor([&] { return hub_.ticks_ >= 3; }));
  EXPECT_TRUE(hub_.WaitFor([&] { return hub_.budget_ms_ == 15; }));
}

TEST_F(WebServerTest, StopClosesEveryConnectionAndReturns) {
  drain_seconds_ = 0.5;  // the client here never reads, so never answers the close
  StartServer();
  auto ws = OpenGoodSocket();
  const ConnectionId id = WaitForOpen(0);
  tcp::socket idle = Connect();  // an HTTP connection that never asks
  StopServer();                  // joins Run's thread
  EXPECT_TRUE(Contains(hub_.closed(), id));
  EXPECT_EQ(server_->open_connections(), 0);
}

double SecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

TEST_F(WebServerTest, StopTellsEachSocketToReconnect) {
  drain_seconds_ = 10;  // a client that answers ends the drain long before
  StartServer();
  auto ws = OpenGoodSocket();
  const ConnectionId id = WaitForOpen(0);
  SendText(ws.get(), "before the stop");
  ReadText(ws.get());
  const auto start = std::chrono::steady_clock::now();
  server_->Stop();
  EXPECT_EQ(ReadError(ws.get()), websocket::error::closed);  // then the close, which Beast answers
  EXPECT_EQ(ws->reason().code, websocket::close_code::service_restart);
  thread_.join();
  EXPECT_LT(SecondsSince(start), 5.0);
  EXPECT_TRUE(Contains(hub_.closed(), id));
  EXPECT_EQ(server_->open_connections(), 0);
}

TEST_F(WebServerTest, StopCutsASocketThatDoesNotAnswerWhenTheDrainIsOver) {
  drain_seconds_ = 0.3;
  StartServer();
  auto ws = OpenGoodSocket();  // never reads: never answers the close
  const ConnectionId id = WaitForOpen(0);
  const auto start = std::chrono::steady_clock::now();
  StopServer();
  EXPECT_LT(SecondsSince(start), 3.0);
  EXPECT_TRUE(Contains(hub_.closed(), id));
  EXPECT_EQ(server_->open_connections(), 0);
}

}  // namespace
}  // namespace popejoan::server
