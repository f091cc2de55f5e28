// Who a connection is for the limits per address (docs/online.md, "Behind a host or a proxy").
// The TCP peer, unless the peer is a proxy the operator named (--trusted-proxies): then the client
// that proxy names in its forwarding header (--proxy-header), read from the right, as each proxy
// appends the address it saw: the right-most address that is not itself a trusted proxy. What a
// client writes into the header stands left of its proxy's entry and is never reached. A header
// missing or malformed where it is read leaves the peer's address (the proxy's own share).
// No sockets here: the transport (web_server.cpp) gives the peer and the header's lines.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/result.h"

namespace popejoan::server {

// Addresses and CIDR ranges: "203.0.113.7", "10.0.0.0/8", "::1", "fd00::/8".
class TrustedProxies {
 public:
  // A comma-separated list (spaces allowed); "" trusts nobody. An entry that is neither an address
  // nor a range (a host name, a prefix too long for its family) is an error naming it.
  static engine::Result<TrustedProxies> Parse(const std::string& list);
  // Whether `address` (any form NormalizeAddress reads) is in one of the ranges.
  bool Contains(const std::string& address) const;
  bool empty() const { return ranges_.empty(); }

 private:
  struct Range {
    std::array<unsigned char, 16> bytes{};
    int bits = 0;
    bool v6 = false;
  };
  std::vector<Range> ranges_;
};

// The header a trusted proxy names its client in.
enum class ProxyHeader { kXForwardedFor, kForwarded };
// "x-forwarded-for" or "forwarded" (any case); nullopt for anything else.
std::optional<ProxyHeader> ParseProxyHeader(const std::string& name);
const char* ProxyHeaderName(ProxyHeader header);  // "X-Forwarded-For", "Forwarded"

// One address in its usual form ("::ffff:10.1.2.3" -> "10.1.2.3", "2001:DB8::1" -> "2001:db8::1",
// a zone dropped); "" if `text` is not an address.
std::string NormalizeAddress(std::string_view text);

// The client's address for a connection from `peer`: the peer itself (normalized) unless it is
// trusted; then the one `header` names. `lines`: the header's values in the order they came
// (several lines make one list, as RFC 7230 joins them).
std::string ClientAddress(const TrustedProxies& trusted, const std::string& peer, ProxyHeader header,
                          const std::vector<std::string>& lines);

// What the limits per address count under: an IPv4 address itself; an IPv6 address its /64
// ("2001:db8:1:2::/64"), as one home's or phone's network holds a whole /64 and may use any
// address in it. "" (unknown) stays "".
std::string LimitKey(const std::string& address);

}  // namespace popejoan::server
