// One HTTP/1.1 connection (web_sessions.h): GET and HEAD of the site's files, /healthz,
// /site.json, and the WebSocket upgrade at /rooms after the Origin check. Every response carries
// the site's security headers (site_policy.h). Keep-alive; a request that breaks the limits or
// cannot be parsed gets a 400 and the connection closes.
#include <chrono>
#include <exception>

#include "server/net/site_files.h"
#include "server/net/web_sessions.h"

namespace popejoan::server {
namespace {

constexpr std::chrono::seconds kWriteTimeout{120};

// On every response, whatever it is: a file, a refusal, /healthz. The page's CSP; no Referer
// leaves the page (the invite link's room code rides in its address); no type is guessed.
template <class Body>
void AddCommonHeaders(const SitePolicy& policy, http::response<Body>& response, bool keep_alive) {
  response.set(http::field::server, "popejoan-server");
  response.set(http::field::cache_control, "no-cache");
  response.set("Content-Security-Policy", policy.content_security_policy);
  response.set("Referrer-Policy", "no-referrer");
  response.set("X-Content-Type-Options", "nosniff");
  response.keep_alive(keep_alive);
}

http::response<http::string_body> TextResponse(const SitePolicy& policy, http::status status, const std::string& text,
                                               unsigned version, bool keep_alive, bool head = false,
                                               const char* type = "text/plain; charset=utf-8") {
  http::response<http::string_body> response{status, version};
  response.set(http::field::content_type, type);
  AddCommonHeaders(policy, response, keep_alive);
  response.body() = text;
  response.prepare_payload();
  if (head) response.body().clear();  // HEAD: the length of the body, not the body
  return response;
}

// The request's Origin header, "" when it has none.
std::string OriginOf(const http::request<http::string_body>& request) {
  const auto field = request.find(http::field::origin);
  return field == request.end() ? "" : std::string(View(field->value()));
}

}  // namespace

HttpSession::HttpSession(ServerState& state, tcp::socket socket, ConnectionId id, ConnectionSlot slot)
    : state_(state), id_(id), slot_(std::move(slot)), stream_(std::move(socket)) {}

void HttpSession::Start() {
  state_.http_sessions[id_] = weak_from_this();
  Read();
}

void HttpSession::Shutdown() { stream_.close(); }

void HttpSession::Read() {
  parser_.emplace();
  parser_->header_limit(static_cast<std::uint32_t>(state_.options.header_limit));
  parser_->body_limit(state_.options.body_limit);
  // The whole request, header and body, within --handshake-seconds (a slow sender is cut off).
  stream_.expires_after(std::chrono::duration_cast<std::chrono::steady_clock::duration>(
      std::chrono::duration<double>(state_.options.handshake_seconds)));
  http::async_read(stream_, buffer_, *parser_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
    try {
      self->OnRead(ec);
    } catch (const std::exception& e) {
      LogLine("connection " + std::to_string(self->id_) + ": an HTTP request threw: " + e.what());
      self->Finish();
    }
  });
}

void HttpSession::OnRead(beast::error_code ec) {
  if (ec == http::error::end_of_stream || ec == net::error::operation_aborted || ec == beast::error::timeout ||
      state_.stopping) {
    return Finish();
  }
  if (ec) return Reply(TextResponse(state_.policy, http::status::bad_request, "bad request\n", 11, false));
  http::request<http::string_body> request = parser_->release();
  if (websocket::is_upgrade(request)) return Upgrade(std::move(request));
  Handle(request);
}

void HttpSession::Handle(const http::request<http::string_body>& request) {
  const unsigned version = request.version();
  const bool keep = request.keep_alive();
  const bool head = request.method() == http::verb::head;
  const SitePolicy& policy = state_.policy;
  if (request.method() != http::verb::get && !head) {
    auto response = TextResponse(policy, http::status::method_not_allowed, "method not allowed\n", version, keep);
    response.set(http::field::allow, "GET, HEAD");
    return Reply(std::move(response));
  }
  const std::optional<std::string> path = DecodeTargetPath(View(request.target()));
  if (path == "/healthz") {
    const bool healthy = state_.hub == nullptr || state_.hub->Healthy();
    auto response = TextResponse(policy, healthy ? http::status::ok : http::status::service_unavailable,
                                 healthy ? "ok" : "unavailable", version, keep, head);
    // A page on another allowed origin asks here before it opens /rooms (a cross-origin fetch).
    const std::string origin = OriginOf(request);
    if (OriginAllowed(origin, policy.page_origins)) response.set(http::field::access_control_allow_origin, origin);
    response.set(http::field::vary, "Origin");
    return Reply(std::move(response));
  }
  if (path == "/rooms") {
    return Reply(TextResponse(policy, http::status::upgrade_required, "a WebSocket only\n", version, keep, head));
  }
  if (path == "/site.json") {  // the flags', whatever the site folder holds
    return Reply(TextResponse(policy, http::status::ok, policy.site_json, version, keep, head, "application/json"));
  }
  ServeFile(path ? ResolveSiteFile(state_.site_root, *path) : std::nullopt, version, keep, head);
}

void HttpSession::ServeFile(const std::optional<std::filesystem::path>& file, unsigned version, bool keep,
                            bool head) {
  http::file_body::value_type body;
  beast::error_code ec;
  if (file) body.open(file->c_str(), beast::file_mode::scan, ec);
  if (!file || ec) return Reply(TextResponse(state_.policy, http::status::not_found, "not found\n", version, keep, head));
  const std::uint64_t size = body.size();
  if (head) {
    http::response<http::empty_body> response{http::status::ok, version};
    response.set(http::field::content_type, ContentTypeOf(*file));
    AddCommonHeaders(state_.policy, response, keep);
    response.content_length(size);
    return Reply(std::move(response));
  }
  http::response<http::file_body> response{std::piecewise_construct, std::make_tuple(std::move(body)),
                                           std::make_tuple(http::status::ok, version)};
  response.set(http::field::content_type, ContentTypeOf(*file));
  AddCommonHeaders(state_.policy, response, keep);
  response.content_length(size);
  Reply(std::move(response));
}

void HttpSession::Upgrade(http::request<http::string_body> request) {
  const std::optional<std::string> path = DecodeTargetPath(View(request.target()));
  if (path != "/rooms") {
    return Reply(TextResponse(state_.policy, http::status::not_found, "not found\n", request.version(), false));
  }
  // Only the origins the server is configured with (--origins, else its own listen origins),
  // never the request's Host: a rebound DNS name would match that (docs/online.md, "Security").
  if (!OriginAllowed(OriginOf(request), state_.policy.page_origins)) {
    return Reply(TextResponse(state_.policy, http::status::forbidden, "origin not allowed\n", request.version(), false));
  }
  if (!AdmitClient(state_, &slot_, stream_.socket(), request)) {  // behind a proxy (client_address.h)
    return Reply(TextResponse(state_.policy, http::status::too_many_requests, "too many connections\n", request.version(), false));
  }
  stream_.expires_never();  // the WebSocket keeps its own timeouts
  auto socket = std::make_shared<WsSession>(state_, stream_.release_socket(), id_, std::move(slot_));
  Finish();
  socket->Accept(std::move(request));
}

template <class Body>
void HttpSession::Reply(http::response<Body>&& response) {
  auto kept = std::make_shared<http::response<Body>>(std::move(response));
  response_ = kept;
  const bool close = kept->need_eof();
  stream_.expires_after(kWriteTimeout);
  http::async_write(stream_, *kept, [self = shared_from_this(), close](beast::error_code ec, std::size_t) {
    self->OnWrite(close, ec);
  });
}

void HttpSession::OnWrite(bool close, beast::error_code ec) {
  response_.reset();
  if (ec || close || state_.stopping) {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
    return Finish();
  }
  Read();
}

void HttpSession::Finish() { state_.http_sessions.erase(id_); }

}  // namespace popejoan::server
