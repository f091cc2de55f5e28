// The client's address behind trusted proxies, and the key the limits per address count under
// (client_address.h): no sockets, the peer and the header's lines as the transport reads them.
#include "server/net/client_address.h"

#include <gtest/gtest.h>

namespace popejoan::server {
namespace {

TrustedProxies Trust(const std::string& list) {
  engine::Result<TrustedProxies> trusted = TrustedProxies::Parse(list);
  EXPECT_TRUE(trusted.ok()) << trusted.error();
  return trusted.ok() ? *trusted : *TrustedProxies::Parse("");
}

std::string Xff(const TrustedProxies& trusted, const std::string& peer, std::vector<std::string> lines) {
  return ClientAddress(trusted, peer, ProxyHeader::kXForwardedFor, lines);
}

std::string Fwd(const TrustedProxies& trusted, const std::string& peer, std::vector<std::string> lines) {
  return ClientAddress(trusted, peer, ProxyHeader::kForwarded, lines);
}

TEST(ClientAddress, AddressesAndRangesAreTrusted) {
  const TrustedProxies trusted = Trust(" 127.0.0.1, 10.0.0.0/8,fd00::/8 , ::1, 192.168.1.0/23");
  EXPECT_TRUE(trusted.Contains("127.0.0.1"));
  EXPECT_FALSE(trusted.Contains("127.0.0.2"));
  EXPECT_TRUE(trusted.Contains("10.255.3.4"));
  EXPECT_FALSE(trusted.Contains("11.0.0.1"));
  EXPECT_TRUE(trusted.Contains("fd12:3456::9"));
  EXPECT_FALSE(trusted.Contains("fe80::1"));
  EXPECT_TRUE(trusted.Contains("::1"));
  EXPECT_TRUE(trusted.Contains("::ffff:10.1.2.3")) << "an IPv4 peer on a dual-stack socket";
  EXPECT_TRUE(trusted.Contains("192.168.0.200")) << "a /23 spans two /24s";
  EXPECT_TRUE(trusted.Contains("192.168.1.7"));
  EXPECT_FALSE(trusted.Contains("192.168.2.1"));
  EXPECT_FALSE(trusted.Contains(""));
  EXPECT_FALSE(trusted.Contains("not an address"));
  EXPECT_TRUE(Trust("0.0.0.0/0").Contains("203.0.113.9"));
  EXPECT_FALSE(Trust("0.0.0.0/0").Contains("2001:db8::1")) << "a range holds one family";
  EXPECT_TRUE(Trust("").empty());
}

TEST(ClientAddress, AListThatNamesNoAddressIsRefusedWithTheEntry) {
  for (const char* bad : {"proxy.example", "10.0.0.0/33", "::1/129", "10.0.0.0/", "10.0.0.0/8/8", "10.0.0.1,,10.0.0.2",
                          "1.2.3", "10.0.0.0/-1", "10.0.0.0/ 8"}) {
    engine::Result<TrustedProxies> parsed = TrustedProxies::Parse(bad);
    EXPECT_FALSE(parsed.ok()) << bad;
    if (!parsed.ok()) {
      EXPECT_NE(parsed.error().find("--trusted-proxies"), std::string::npos) << parsed.error();
    }
  }
}

TEST(ClientAddress, FromATrustedPeerTheRightMostUntrustedHopIsTheClient) {
  const TrustedProxies trusted = Trust("127.0.0.1, 10.0.0.0/8");
  EXPECT_EQ(Xff(trusted, "127.0.0.1", {"203.0.113.7"}), "203.0.113.7");
  // What the client wrote itself stands left of what its proxy appended: never reached.
  EXPECT_EQ(Xff(trusted, "127.0.0.1", {"6.6.6.6, 203.0.113.7"}), "203.0.113.7");
  // A chain of trusted proxies is walked through.
  EXPECT_EQ(Xff(trusted, "127.0.0.1", {"6.6.6.6, 203.0.113.7, 10.1.1.1, 10.2.2.2"}), "203.0.113.7");
  // Several lines make one list, in order.
  EXPECT_EQ(Xff(trusted, "127.0.0.1", {"6.6.6.6", "203.0.113.7 , 10.1.1.1"}), "203.0.113.7");
  // Ports and brackets as some proxies write them; IPv6 normalized.
  EXPECT_EQ(Xff(trusted, "127.0.0.1", {"203.0.113.7:4711"}), "203.0.113.7");
  EXPECT_EQ(Xff(trusted, "127.0.0.1", {"[2001:DB8::7]:4711"}), "2001:db8::7");
  EXPECT_EQ(Xff(trusted, "127.0.0.1", {"2001:db8:0:0::7"}), "2001:db8::7");
  EXPECT_EQ(Xff(trusted, "::ffff:127.0.0.1", {"203.0.113.7"}), "203.0.113.7");
  // Every hop trusted: the first is the client (a machine of the operator's own).
  EXPECT_EQ(Xff(trusted, "127.0.0.1", {"10.9.9.9, 10.1.1.1"}), "10.9.9.9");
}

TEST(ClientAddress, AnUntrustedPeerIsItselfWhateverItWrites) {
  const TrustedProxies trusted = Trust("10.0.0.0/8");
  EXPECT_EQ(Xff(trusted, "127.0.0.1", {"203.0.113.7"}), "127.0.0.1");
  EXPECT_EQ(Fwd(trusted, "198.51.100.4", {"for=203.0.113.7"}), "198.51.100.4");
  EXPECT_EQ(Xff(Trust(""), "198.51.100.4", {"203.0.113.7"}), "198.51.100.4");
  EXPECT_EQ(Xff(trusted, "::ffff:198.51.100.4", {}), "198.51.100.4");
}

TEST(ClientAddress, AMissingOrMalformedHeaderLeavesThePeer) {
  const TrustedProxies trusted = Trust("127.0.0.1");
  EXPECT_EQ(Xff(trusted, "127.0.0.1", {}), "127.0.0.1");
  for (const char* bad : {"", " ", "garbage", "203.0.113.7, garbage", "203.0.113.7,", "unknown", "203.0.113.7:http",
                          "[2001:db8::7", "[2001:db8::7]x", "999.1.1.1", "203.0.113.7 6.6.6.6", "\"203.0.113.7\"x"}) {
    EXPECT_EQ(Xff(trusted, "127.0.0.1", {bad}), "127.0.0.1") << bad;
  }
  EXPECT_EQ(Xff(trusted, "127.0.0.1", {std::string(5000, '1')}), "127.0.0.1");
  // Garbage left of the client is never read.
  EXPECT_EQ(Xff(trusted, "127.0.0.1", {"garbage, 203.0.113.7"}), "203.0.113.7");
}

TEST(ClientAddress, ForwardedNamesTheClientInForPairs) {
  const TrustedProxies trusted = Trust("127.0.0.1, 10.0.0.0/8");
  EXPECT_EQ(Fwd(trusted, "127.0.0.1", {"for=203.0.113.7"}), "203.0.113.7");
  EXPECT_EQ(Fwd(trusted, "127.0.0.1", {"For=\"[2001:db8:cafe::17]:4711\";proto=https;by=10.0.0.1"}), "2001:db8:cafe::17");
  EXPECT_EQ(Fwd(trusted, "127.0.0.1", {"for=6.6.6.6, for=203.0.113.7;proto=http, for=10.1.1.1"}), "203.0.113.7");
  EXPECT_EQ(Fwd(trusted, "127.0.0.1", {"for=6.6.6.6", "for=\"203.0.113.7:80\""}), "203.0.113.7");
  // Quoted commas and semicolons do not split.
  EXPECT_EQ(Fwd(trusted, "127.0.0.1", {"for=203.0.113.7;x=\"a,b;c\""}), "203.0.113.7");
  for (const char* bad : {"for=unknown", "for=_hidden", "proto=https", "for=203.0.113.7;for=6.6.6.6", "for=",
                          "for=\"[2001:db8::1]:x\"", "by=10.0.0.1"}) {
    EXPECT_EQ(Fwd(trusted, "127.0.0.1", {bad}), "127.0.0.1") << bad;
  }
  // X-Forwarded-For's plain list is not Forwarded's.
  EXPECT_EQ(Fwd(trusted, "127.0.0.1", {"203.0.113.7"}), "127.0.0.1");
}

TEST(ClientAddress, TheHeaderIsNamedInAnyCase) {
  EXPECT_EQ(ParseProxyHeader("X-Forwarded-For"), ProxyHeader::kXForwardedFor);
  EXPECT_EQ(ParseProxyHeader("forwarded"), ProxyHeader::kForwarded);
  EXPECT_FALSE(ParseProxyHeader("x-real-ip").has_value());
  EXPECT_STREQ(ProxyHeaderName(ProxyHeader::kForwarded), "Forwarded");
}

TEST(ClientAddress, IPv6CountsByItsSlash64AndIPv4ByItself) {
  EXPECT_EQ(LimitKey("203.0.113.7"), "203.0.113.7");
  EXPECT_EQ(LimitKey("::ffff:203.0.113.7"), "203.0.113.7");
  EXPECT_EQ(LimitKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd"), "2001:db8:1:2::/64");
  EXPECT_EQ(LimitKey("2001:db8:1:2::1"), LimitKey("2001:db8:1:2:ffff::9"));
  EXPECT_NE(LimitKey("2001:db8:1:2::1"), LimitKey("2001:db8:1:3::1"));
  EXPECT_EQ(LimitKey(""), "");
}

}  // namespace
}  // namespace popejoan::server
