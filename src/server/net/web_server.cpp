#include "server/net/web_server.h"

#include <cctype>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <exception>

#include "server/net/server_flags.h"
#include "server/net/web_sessions.h"

namespace popejoan::server {
namespace {

double SteadySeconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void StartAccept(ServerState& state);

void OnAccept(ServerState& state, beast::error_code ec, tcp::socket socket) {
  if (state.stopping) return;
  if (ec) {
    // Out of file descriptors and the like: try again shortly rather than spin.
    LogLine("accept failed: " + ec.message());
    auto retry = std::make_shared<net::steady_timer>(state.io, std::chrono::milliseconds(100));
    retry->async_wait([&state, retry](beast::error_code) {
      if (!state.stopping) StartAccept(state);
    });
    return;
  }
  const tcp::endpoint peer = socket.remote_endpoint(ec);
  const std::string peer_address = ec ? std::string() : NormalizeAddress(peer.address().to_string());
  // A trusted proxy's connection is counted per address once its request names the client.
  const bool proxied = state.options.trusted_proxies.Contains(peer_address);
  const std::string address = LimitKey(peer_address);
  const auto from_address = state.per_address->find(address);
  const int open_from_address = from_address == state.per_address->end() ? 0 : from_address->second;
  const int per_address = state.options.connections_per_address;
  if (ec) {
    // Gone before it was accepted: nothing to serve.
  } else if (*state.open_count >= state.options.max_connections) {
    // The socket closes as it goes out of scope.
  } else if (per_address > 0 && !proxied && open_from_address >= per_address) {
    // One address holds its share: closed at once, and said once in a while in the log.
    if (state.refused_by_address++ % 1000 == 0) {
      LogLine("connections refused: an address already has " + std::to_string(per_address) + " open (" +
              std::to_string(state.refused_by_address) + " so far)");
    }
  } else {
    socket.set_option(tcp::no_delay(true), ec);
    const ConnectionId id = state.next_id++;
    std::make_shared<HttpSession>(state, std::move(socket), id,
                                  ConnectionSlot(state.open_count, proxied ? nullptr : state.per_address, address))
        ->Start();
  }
  StartAccept(state);
}

void StartAccept(ServerState& state) {
  state.acceptor.async_accept(state.io, [&state](beast::error_code ec, tcp::socket socket) {
    try {
      OnAccept(state, ec, std::move(socket));
    } catch (const std::exception& e) {
      LogLine(std::string("a new connection threw: ") + e.what());
      StartAccept(state);
    }
  });
}

void StartTick(ServerState& state) {
  const auto period = std::chrono::duration_cast<net::steady_timer::duration>(
      std::chrono::duration<double>(state.options.tick_seconds));
  const auto now = net::steady_timer::clock_type::now();
  // On time without drift; after a stall, the next tick is a period from now (no burst).
  const auto next = state.tick.expiry() + period;
  state.tick.expires_at(next > now ? next : now + period);
  state.tick.async_wait([&state](beast::error_code ec) {
    if (ec || state.stopping) return;
    try {
      if (state.hub != nullptr) state.hub->Tick(SteadySeconds(), state.options.tick_budget_ms);
    } catch (const std::exception& e) {
      LogLine(std::string("the hub's Tick threw: ") + e.what());
    } catch (...) {
      LogLine("the hub's Tick threw");
    }
    StartTick(state);
  });
}

void StopNow(ServerState& state) {
  if (state.stopping) return;
  state.stopping = true;
  beast::error_code ignored;
  state.acceptor.close(ignored);
  state.signals.cancel(ignored);
  state.tick.cancel();
  if (state.hub != nullptr) state.hub->Stopping();
  // Copies: a session leaves the maps as it finishes.
  const auto http_sessions = state.http_sessions;
  for (const auto& [id, session] : http_sessions) {
    if (auto alive = session.lock()) alive->Shutdown();
  }
  const auto sockets = state.sockets;
  if (!sockets.empty()) {
    LogLine("stopping: " + std::to_string(sockets.size()) + " connections told to reconnect");
  }
  for (const auto& [id, socket] : sockets) {
    if (auto alive = socket.lock()) alive->Drain();
  }
  if (state.sockets.empty()) return;
  // Clients that do not answer the close (or do not read at all) are cut when the drain is over.
  state.drain.expires_after(std::chrono::duration_cast<net::steady_timer::duration>(
      std::chrono::duration<double>(state.options.drain_seconds)));
  state.drain.async_wait([&state](beast::error_code ec) {
    if (ec) return;  // every socket closed in time
    const auto left = state.sockets;
    if (!left.empty()) LogLine(std::to_string(left.size()) + " connections cut at the end of the drain");
    for (const auto& [id, socket] : left) {
      if (auto alive = socket.lock()) alive->Shutdown();
    }
  });
}

}  // namespace

void LogLine(const std::string& line) { std::fprintf(stderr, "popejoan-server: %s\n", line.c_str()); }

bool AdmitClient(ServerState& state, ConnectionSlot* slot, const tcp::socket& socket,
                 const http::request<http::string_body>& request) {
  beast::error_code ec;
  const tcp::endpoint peer = socket.remote_endpoint(ec);
  const WebServerOptions& options = state.options;
  if (ec || !options.trusted_proxies.Contains(peer.address().to_string())) return true;
  std::vector<std::string> lines;
  const auto fields = request.equal_range(ProxyHeaderName(options.proxy_header));
  for (auto field = fields.first; field != fields.second; ++field) lines.emplace_back(View(field->value()));
  const std::string client =
      LimitKey(ClientAddress(options.trusted_proxies, peer.address().to_string(), options.proxy_header, lines));
  const auto open = state.per_address->find(client);
  if (options.connections_per_address > 0 && open != state.per_address->end() &&
      open->second >= options.connections_per_address) {
    if (state.refused_by_address++ % 1000 == 0) {
      LogLine("connections refused: an address already has " + std::to_string(options.connections_per_address) +
              " open (" + std::to_string(state.refused_by_address) + " so far)");
    }
    return false;
  }
  slot->CountUnder(state.per_address, client);
  return true;
}

WebServer::WebServer(WebServerOptions options) : state_(std::make_unique<ServerState>(std::move(options))) {}

WebServer::~WebServer() = default;

void WebServer::Attach(ConnectionHub* hub) { state_->hub = hub; }

engine::Status WebServer::Listen() {
  std::error_code fs_error;
  state_->site_root = std::filesystem::canonical(state_->options.site, fs_error);
  if (fs_error || !std::filesystem::is_directory(state_->site_root, fs_error)) {
    return engine::Status::Error("no site folder " + state_->options.site.string());
  }
  beast::error_code ec;
  tcp::resolver resolver(state_->io);
  const auto endpoints = resolver.resolve(state_->options.host, std::to_string(state_->options.port),
                                          tcp::resolver::passive | tcp::resolver::numeric_service, ec);
  if (ec || endpoints.empty()) return engine::Status::Error("cannot resolve " + state_->options.host + ": " + ec.message());
  const tcp::endpoint endpoint = endpoints.begin()->endpoint();
  tcp::acceptor& acceptor = state_->acceptor;
  acceptor.open(endpoint.protocol(), ec);
  if (!ec) acceptor.set_option(net::socket_base::reuse_address(true), ec);
  if (!ec) acceptor.bind(endpoint, ec);
  if (!ec) acceptor.listen(net::socket_base::max_listen_connections, ec);
  if (ec) {
    return engine::Status::Error("cannot listen on " + state_->options.host + ":" + std::to_string(state_->options.port) +
                         ": " + ec.message());
  }
  const WebServerOptions& o = state_->options;
  state_->policy = MakeSitePolicy(o.host, port(), o.origins, o.room_servers, o.frame_ancestors);
  // Caught from now on, before anyone is told the server serves: a SIGTERM that comes before Run
  // waits for it and drains, rather than killing the process.
  if (o.handle_signals) {
    ServerState& state = *state_;
    state.signals.add(SIGINT, ec);
    state.signals.add(SIGTERM, ec);
    state.signals.async_wait([&state](beast::error_code wait_error, int) {
      if (!wait_error) StopNow(state);
    });
  }
  return engine::Status::Ok();
}

int WebServer::port() const {
  beast::error_code ec;
  const tcp::endpoint endpoint = state_->acceptor.local_endpoint(ec);
  return ec ? 0 : endpoint.port();
}

void WebServer::Run() {
  ServerState& state = *state_;
  // The hub's clock is set before the first connection is heard (the first timed tick is a
  // period away, and a client on the same machine makes a room within it).
  if (state.hub != nullptr) {
    try {
      state.hub->Tick(SteadySeconds(), state.options.tick_budget_ms);
    } catch (const std::exception& e) {
      LogLine(std::string("the hub's Tick threw: ") + e.what());
    }
  }
  StartAccept(state);
  state.tick.expires_at(net::steady_timer::clock_type::now());
  StartTick(state);
  for (;;) {
    try {
      state.io.run();
      return;
    } catch (const std::exception& e) {  // the last net: sessions catch their own
      LogLine(std::string("a handler threw: ") + e.what());
    } catch (...) {
      LogLine("a handler threw");
    }
  }
}

void WebServer::Stop() {
  ServerState& state = *state_;
  net::post(state.io, [&state] { StopNow(state); });
}

void WebServer::Post(std::function<void()> task) {
  net::post(state_->io, [task = std::move(task)] {
    try {
      task();
    } catch (const std::exception& e) {
      LogLine(std::string("a posted task threw: ") + e.what());
    }
  });
}

void WebServer::Send(ConnectionId id, const std::string& text) {
  const auto found = state_->sockets.find(id);
  if (found == state_->sockets.end()) return;
  if (auto socket = found->second.lock()) socket->Queue(text);
}

void WebServer::Disconnect(ConnectionId id) {
  const auto found = state_->sockets.find(id);
  if (found == state_->sockets.end()) return;
  if (auto socket = found->second.lock()) socket->CloseAfterQueue();
}

void WebServer::Reconnect(ConnectionId id) {
  const auto found = state_->sockets.find(id);
  if (found == state_->sockets.end()) return;
  if (auto socket = found->second.lock()) socket->Drain();
}

std::string WebServer::PeerAddress(ConnectionId id) const {
  const auto found = state_->sockets.find(id);
  if (found == state_->sockets.end()) return "";
  auto socket = found->second.lock();
  return socket ? socket->address() : "";
}

int WebServer::open_connections() const { return *state_->open_count; }

}  // namespace popejoan::server
