#include "server/net/site_policy.h"

#include <algorithm>
#include <cctype>

#include "engine/json_writer.h"
#include "server/net/server_flags.h"

namespace popejoan::server {
namespace {

// "http://a.org:80" <-> "ws://a.org:80": the same server's two schemes.
std::string SwapScheme(const std::string& origin, const char* from, const char* to) {
  const std::string prefix = from;
  return origin.rfind(prefix, 0) == 0 ? to + origin.substr(prefix.size()) : origin;
}

std::string WebSocketForm(const std::string& http_origin) {
  const std::string secure = SwapScheme(http_origin, "https://", "wss://");
  return secure != http_origin ? secure : SwapScheme(http_origin, "http://", "ws://");
}

std::string HttpForm(const std::string& ws_origin) {
  const std::string secure = SwapScheme(ws_origin, "wss://", "https://");
  return secure != ws_origin ? secure : SwapScheme(ws_origin, "ws://", "http://");
}

void AddOnce(std::vector<std::string>* list, const std::string& item) {
  if (std::find(list->begin(), list->end(), item) == list->end()) list->push_back(item);
}

std::string UrlHost(const std::string& host) { return host.find(':') != std::string::npos ? "[" + host + "]" : host; }

std::string Trimmed(std::string text) {
  while (!text.empty() && text.front() == ' ') text.erase(text.begin());
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

// One --frame-ancestors item as a CSP source, or "".
std::string FrameAncestor(const std::string& item) {
  std::string lower;
  for (char c : item) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower == "*" || lower == "https:" || lower == "http:") return lower;
  if (lower == "self" || lower == "'self'") return "'self'";
  if (lower == "none" || lower == "'none'") return "'none'";
  // https://*.cards.example: every subdomain, as CSP reads it.
  for (const char* scheme : {"http://*.", "https://*."}) {
    const std::string prefix = scheme;
    if (lower.rfind(prefix, 0) != 0) continue;
    const std::string rest = NormalizeOrigin(prefix.substr(0, prefix.size() - 2) + lower.substr(prefix.size()));
    return rest.empty() ? "" : prefix + rest.substr(prefix.size() - 2);
  }
  return NormalizeOrigin(item);
}

}  // namespace

bool IsWildcardHost(const std::string& host) { return host == "0.0.0.0" || host == "::" || host == "[::]"; }

bool IsLoopbackHost(const std::string& host) {
  std::string lower;
  for (char c : host) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return lower == "localhost" || lower == "::1" || lower == "[::1]" || lower.rfind("127.", 0) == 0;
}

std::vector<std::string> ListenOrigins(const std::string& host, int port) {
  std::vector<std::string> origins;
  const auto add = [&](const std::string& name) {
    AddOnce(&origins, "http://" + name + ":" + std::to_string(port));
    if (port == 80) AddOnce(&origins, "http://" + name);  // a browser leaves the default port out
  };
  if (IsWildcardHost(host)) {
    for (const char* name : {"localhost", "127.0.0.1", "[::1]"}) add(name);
    return origins;
  }
  std::string lower;
  for (char c : host) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower.empty()) return origins;
  add(lower.front() == '[' ? lower : UrlHost(lower));
  if (IsLoopbackHost(host)) add("localhost");
  return origins;
}

bool OriginAllowed(const std::string& origin_header, const std::vector<std::string>& allowed) {
  const std::string origin = NormalizeOrigin(origin_header);
  if (origin.empty()) return false;  // none, or "null" (a sandboxed frame or a file)
  return std::find(allowed.begin(), allowed.end(), origin) != allowed.end();
}

std::string NormalizeRoomServer(const std::string& text) {
  std::string lower;
  for (char c : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower.rfind("wss://", 0) == 0) {
    const std::string origin = NormalizeOrigin("https://" + lower.substr(6));
    return origin.empty() ? "" : WebSocketForm(origin);
  }
  if (lower.rfind("ws://", 0) == 0) {
    const std::string origin = NormalizeOrigin("http://" + lower.substr(5));
    return origin.empty() ? "" : WebSocketForm(origin);
  }
  return "";
}

std::string FrameAncestorsSources(const std::string& list) {
  std::string sources;
  bool none = false;
  int count = 0;
  size_t start = 0;
  while (start <= list.size()) {
    const size_t comma = std::min(list.find(',', start), list.size());
    const std::string source = FrameAncestor(Trimmed(list.substr(start, comma - start)));
    if (source.empty()) return "";
    none = none || source == "'none'";
    sources += (sources.empty() ? "" : " ") + source;
    ++count;
    start = comma + 1;
  }
  return none && count > 1 ? "" : sources;  // 'none' stands alone
}

SitePolicy MakeSitePolicy(const std::string& host, int port, const std::vector<std::string>& origins,
                          const std::vector<std::string>& room_servers, const std::string& frame_ancestors) {
  SitePolicy policy;
  policy.page_origins = origins.empty() ? ListenOrigins(host, port) : origins;
  // The page's own socket: 'self' covers it where browsers follow CSP 3 (ws: and wss: of the
  // page's host), and its page origins' WebSocket forms say it to the others.
  std::vector<std::string> connect = {"'self'"};
  for (const std::string& origin : policy.page_origins) AddOnce(&connect, WebSocketForm(origin));
  // Another room server: its socket, and its /healthz that the page asks first.
  for (const std::string& server : room_servers) {
    AddOnce(&connect, server);
    AddOnce(&connect, HttpForm(server));
  }
  std::string connect_src = "connect-src";
  for (const std::string& source : connect) connect_src += " " + source;
  policy.content_security_policy =
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; " +
      connect_src + "; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; " +
      "frame-ancestors " + (frame_ancestors.empty() ? std::string(kDefaultFrameAncestors) : frame_ancestors);
  engine::JsonWriter json(&policy.site_json);
  json.BeginObject().Key("room_servers").BeginArray();
  for (const std::string& server : room_servers) json.String(server);
  json.EndArray().EndObject();
  return policy;
}

}  // namespace popejoan::server
