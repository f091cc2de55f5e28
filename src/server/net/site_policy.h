// What the server lets a page do and who may open its rooms (docs/online.md, "Security"): the
// page origins allowed to open /rooms, the security headers sent with every response (a
// Content-Security-Policy naming the room servers the page may use, Referrer-Policy,
// X-Content-Type-Options), and /site.json, the list of other room servers the page may use.
// Pure text: worked out once when the server listens, unit-tested in site_policy_test.cpp.
#pragma once

#include <string>
#include <vector>

namespace popejoan::server {

// The CSP's frame-ancestors when no --frame-ancestors is given: any site may embed the game
// (docs/online.md, "Security", says why).
inline constexpr const char* kDefaultFrameAncestors = "*";

struct SitePolicy {
  std::vector<std::string> page_origins;  // may open /rooms (and read /healthz from elsewhere)
  std::string content_security_policy;   // sent with every response
  std::string site_json;                  // served at /site.json
};

// `origins`: --origins (normalized; empty: the listen origins); `room_servers`: --room-servers
// (normalized ws:// and wss:// origins); `frame_ancestors`: the CSP's sources for it.
SitePolicy MakeSitePolicy(const std::string& host, int port, const std::vector<std::string>& origins,
                          const std::vector<std::string>& room_servers, const std::string& frame_ancestors);

// The origins of the server's own page, as a browser names them, when it listens on `host`:
// http://HOST:PORT (http://HOST on port 80), plus http://localhost:PORT when HOST is loopback; a
// wildcard host (0.0.0.0, ::) has no name of its own: the loopback names only.
std::vector<std::string> ListenOrigins(const std::string& host, int port);
// True when `host` is a loopback address or localhost, or a wildcard (0.0.0.0, ::).
bool IsLoopbackHost(const std::string& host);
bool IsWildcardHost(const std::string& host);

// Whether a WebSocket upgrade's Origin header (as sent; "" when absent) is one of `allowed`.
// The request's Host is never looked at: a rebound DNS name would match it.
bool OriginAllowed(const std::string& origin_header, const std::vector<std::string>& allowed);

// "WSS://Rooms.Example/" -> "wss://rooms.example", or "" when it is not a ws:// or wss:// origin
// (scheme, host, optional port; no path, user or query).
std::string NormalizeRoomServer(const std::string& text);
// --frame-ancestors' comma-separated items as CSP sources ("self" -> "'self'", an origin
// normalized, "https:", "*", "none"), or "" when an item is none of them.
std::string FrameAncestorsSources(const std::string& list);

}  // namespace popejoan::server
