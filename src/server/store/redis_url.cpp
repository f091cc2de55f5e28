#include "server/store/redis_url.h"

#include <cctype>
#include <cstdint>
#include <optional>

#include "engine/number_text.h"

namespace popejoan::server {
namespace {

constexpr char kScheme[] = "redis://";

// A whole decimal number within [low, high], or -1.
int ReadNumber(const std::string& text, int low, int high) {
  const std::optional<std::uint64_t> value =
      text.size() <= 6 ? engine::ParseWhole(text, static_cast<std::uint64_t>(high)) : std::nullopt;
  return value && *value >= static_cast<std::uint64_t>(low) ? static_cast<int>(*value) : -1;
}

bool HostCharactersOk(const std::string& host) {
  if (host.empty() || host.size() > 253) return false;
  for (char c : host) {
    const bool ok = std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == ':';
    if (!ok) return false;
  }
  return true;
}

}  // namespace

std::string RedisAddress::ToString() const {
  const bool v6 = host.find(':') != std::string::npos;
  return std::string(kScheme) + (v6 ? "[" + host + "]" : host) + ":" + std::to_string(port) + "/" +
         std::to_string(db);
}

engine::Result<RedisAddress> ParseRedisUrl(const std::string& text) {
  const auto wrong = [&](const std::string& why) {
    return engine::Result<RedisAddress>::Error("--store: " + why + " (expected redis://HOST:PORT[/DB])");
  };
  if (text.rfind(kScheme, 0) != 0) return wrong("not a redis:// address");
  std::string rest = text.substr(sizeof(kScheme) - 1);
  RedisAddress address;
  if (const auto slash = rest.find('/'); slash != std::string::npos) {
    address.db = ReadNumber(rest.substr(slash + 1), 0, 15);
    if (address.db < 0) return wrong("the database must be a number from 0 to 15");
    rest.resize(slash);
  }
  if (rest.find('@') != std::string::npos) return wrong("a user or password is not taken here");
  std::string port_text;
  if (!rest.empty() && rest[0] == '[') {  // [v6]:port
    const auto close = rest.find(']');
    if (close == std::string::npos) return wrong("an IPv6 host has no closing ]");
    address.host = rest.substr(1, close - 1);
    const std::string after = rest.substr(close + 1);
    if (!after.empty() && after[0] != ':') return wrong("unexpected text after the host");
    if (!after.empty()) port_text = after.substr(1);
    if (!after.empty() && port_text.empty()) return wrong("the port is missing after ':'");
  } else {
    const auto colon = rest.find(':');
    address.host = rest.substr(0, colon);
    if (colon != std::string::npos) {
      port_text = rest.substr(colon + 1);
      if (port_text.empty()) return wrong("the port is missing after ':'");
    }
  }
  if (!HostCharactersOk(address.host)) return wrong("the host is missing or not a host name");
  if (!port_text.empty()) {
    address.port = ReadNumber(port_text, 1, 65535);
    if (address.port < 0) return wrong("the port must be a number from 1 to 65535");
  }
  return address;
}

}  // namespace popejoan::server
