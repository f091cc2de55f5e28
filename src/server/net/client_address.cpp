#include "server/net/client_address.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <optional>

#include <boost/asio/ip/address.hpp>

#include "engine/number_text.h"

namespace popejoan::server {
namespace {

namespace ip = boost::asio::ip;

// A header entry longer than this is not an address (the longest IPv6 with a port is 47).
constexpr std::size_t kMaxEntry = 64;

std::string_view Trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

std::string Lower(std::string_view text) {
  std::string lower(text);
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return lower;
}

// `text` split at `separator`, except inside a quoted string (Forwarded's values may be quoted).
std::vector<std::string_view> Split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  bool quoted = false;
  std::size_t start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (quoted && text[i] == '\\') {
      ++i;
    } else if (text[i] == '"') {
      quoted = !quoted;
    } else if (!quoted && text[i] == separator) {
      parts.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  parts.push_back(text.substr(start));
  return parts;
}

std::optional<ip::address> ParseAddress(std::string_view text) {
  if (text.empty() || text.size() > kMaxEntry) return std::nullopt;
  boost::system::error_code ec;
  ip::address address = ip::make_address(std::string(text), ec);
  if (ec) return std::nullopt;
  if (address.is_v6()) {
    ip::address_v6 v6 = address.to_v6();
    if (v6.is_v4_mapped()) return ip::address(ip::make_address_v4(ip::v4_mapped, v6));
    v6.scope_id(0);
    return ip::address(v6);
  }
  return address;
}

bool AllDigits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// One entry of a forwarding header as an address: "203.0.113.7", "203.0.113.7:4711",
// "2001:db8::7", "[2001:db8::7]", "[2001:db8::7]:4711", quoted or not. "" if it is none
// ("unknown", an obfuscated "_name", garbage).
std::string EntryAddress(std::string_view entry) {
  entry = Trim(entry);
  std::string unquoted;
  if (entry.size() >= 2 && entry.front() == '"' && entry.back() == '"') {
    for (std::size_t i = 1; i + 1 < entry.size(); ++i) {
      if (entry[i] == '\\' && i + 2 < entry.size()) ++i;
      unquoted += entry[i];
    }
    entry = unquoted;
  }
  if (entry.empty() || entry.size() > kMaxEntry) return "";
  if (entry.front() == '[') {
    const std::size_t close = entry.find(']');
    if (close == std::string_view::npos) return "";
    const std::string_view rest = entry.substr(close + 1);
    if (!rest.empty() && !(rest.front() == ':' && AllDigits(rest.substr(1)))) return "";
    entry = entry.substr(1, close - 1);
  } else if (std::count(entry.begin(), entry.end(), ':') == 1) {
    const std::size_t colon = entry.find(':');
    if (!AllDigits(entry.substr(colon + 1))) return "";
    entry = entry.substr(0, colon);
  }
  return NormalizeAddress(entry);
}

// The addresses a header names, oldest hop first; an entry that names none is "".
std::vector<std::string> Hops(ProxyHeader header, const std::vector<std::string>& lines) {
  std::vector<std::string> hops;
  for (const std::string& line : lines) {
    for (std::string_view element : Split(line, ',')) {
      if (header == ProxyHeader::kXForwardedFor) {
        hops.push_back(EntryAddress(element));
        continue;
      }
      // Forwarded: "for=192.0.2.60;proto=https;by=203.0.113.43": the for= pair (one, or none).
      std::string found;
      int fors = 0;
      for (std::string_view pair : Split(element, ';')) {
        const std::size_t equals = pair.find('=');
        if (equals == std::string_view::npos || Lower(Trim(pair.substr(0, equals))) != "for") continue;
        ++fors;
        found = EntryAddress(pair.substr(equals + 1));
      }
      hops.push_back(fors == 1 ? found : "");
    }
  }
  return hops;
}

}  // namespace

engine::Result<TrustedProxies> TrustedProxies::Parse(const std::string& list) {
  TrustedProxies trusted;
  if (Trim(list).empty()) return trusted;
  for (std::string_view item : Split(list, ',')) {
    item = Trim(item);
    const std::size_t slash = item.find('/');
    const std::optional<ip::address> address = ParseAddress(item.substr(0, slash));
    Range range;
    const bool whole = slash == std::string_view::npos;
    if (address) {
      range.v6 = address->is_v6();
      const int most = range.v6 ? 128 : 32;
      range.bits = most;
      if (!whole) {
        const std::string_view bits = item.substr(slash + 1);
        const std::optional<std::uint64_t> n = bits.size() <= 3 ? engine::ParseWhole(bits) : std::nullopt;
        range.bits = n ? static_cast<int>(*n) : -1;
      }
      if (range.bits >= 0 && range.bits <= most) {
        if (range.v6) {
          const auto bytes = address->to_v6().to_bytes();
          std::copy(bytes.begin(), bytes.end(), range.bytes.begin());
        } else {
          const auto bytes = address->to_v4().to_bytes();
          std::copy(bytes.begin(), bytes.end(), range.bytes.begin());
        }
        trusted.ranges_.push_back(range);
        continue;
      }
    }
    return engine::Result<TrustedProxies>::Error("--trusted-proxies needs addresses or ranges like 10.0.0.0/8 or ::1, got '" +
                                         std::string(item) + "'");
  }
  return trusted;
}

bool TrustedProxies::Contains(const std::string& text) const {
  const std::optional<ip::address> address = ParseAddress(text);
  if (!address) return false;
  std::array<unsigned char, 16> bytes{};
  if (address->is_v6()) {
    const auto b = address->to_v6().to_bytes();
    std::copy(b.begin(), b.end(), bytes.begin());
  } else {
    const auto b = address->to_v4().to_bytes();
    std::copy(b.begin(), b.end(), bytes.begin());
  }
  for (const Range& range : ranges_) {
    if (range.v6 != address->is_v6()) continue;
    bool same = true;
    for (int bit = 0; bit < range.bits && same; bit += 8) {
      const int left = std::min(8, range.bits - bit);
      const unsigned mask = (0xffu << (8 - left)) & 0xffu;
      same = ((bytes[static_cast<std::size_t>(bit / 8)] ^ range.bytes[static_cast<std::size_t>(bit / 8)]) & mask) == 0;
    }
    if (same) return true;
  }
  return false;
}

std::optional<ProxyHeader> ParseProxyHeader(const std::string& name) {
  const std::string lower = Lower(name);
  if (lower == "x-forwarded-for") return ProxyHeader::kXForwardedFor;
  if (lower == "forwarded") return ProxyHeader::kForwarded;
  return std::nullopt;
}

const char* ProxyHeaderName(ProxyHeader header) {
  return header == ProxyHeader::kForwarded ? "Forwarded" : "X-Forwarded-For";
}

std::string NormalizeAddress(std::string_view text) {
  const std::optional<ip::address> address = ParseAddress(Trim(text));
  return address ? address->to_string() : "";
}

std::string ClientAddress(const TrustedProxies& trusted, const std::string& peer, ProxyHeader header,
                          const std::vector<std::string>& lines) {
  const std::string from = NormalizeAddress(peer);
  if (from.empty() || !trusted.Contains(from) || lines.empty()) return from;
  const std::vector<std::string> hops = Hops(header, lines);
  for (auto hop = hops.rbegin(); hop != hops.rend(); ++hop) {
    if (hop->empty()) return from;  // malformed where it is read: the proxy's own share
    if (!trusted.Contains(*hop)) return *hop;
  }
  // Every hop a trusted proxy: the first of them is the client (a machine of the operator's own).
  return hops.empty() || hops.front().empty() ? from : hops.front();
}

std::string LimitKey(const std::string& address) {
  const std::optional<ip::address> parsed = ParseAddress(address);
  if (!parsed) return address;
  if (parsed->is_v4()) return parsed->to_string();
  ip::address_v6::bytes_type bytes = parsed->to_v6().to_bytes();
  std::fill(bytes.begin() + 8, bytes.end(), 0);
  return ip::address_v6(bytes).to_string() + "/64";
}

}  // namespace popejoan::server
