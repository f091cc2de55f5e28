#include "session/room_servers.h"

#include <algorithm>

#include "engine/json.h"

namespace popejoan::session {
namespace {

char Lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool StartsWithFolded(const std::string& text, const char* prefix) {
  for (size_t i = 0; prefix[i] != '\0'; ++i) {
    if (i >= text.size() || Lower(text[i]) != prefix[i]) return false;
  }
  return true;
}

bool IsNameChar(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.'; }
bool IsAddressChar(char c) { return (c >= 'a' && c <= 'f') || (c >= '0' && c <= '9') || c == ':' || c == '.'; }

}  // namespace

std::string RoomServerOrigin(const std::string& url) {
  const bool secure = StartsWithFolded(url, "wss://");
  if (!secure && !StartsWithFolded(url, "ws://")) return "";
  // Anything a browser's URL parser reads otherwise (a space, a control, a backslash) refuses it.
  for (char c : url) {
    if (c <= ' ' || c == '\\' || c == 0x7f) return "";
  }
  // The authority, a character at a time: a name or an IPv6 address in brackets, then a port.
  std::string host;
  bool in_port = false;
  int port = 0, digits = 0;
  int brackets = 0;  // 1: inside [ ], 2: after them
  for (size_t i = secure ? 6 : 5; i < url.size(); ++i) {
    const char c = Lower(url[i]);
    if (c == '/' || c == '?' || c == '#') break;
    if (in_port) {
      if (c < '0' || c > '9' || ++digits > 5) return "";
      port = port * 10 + (c - '0');
    } else if (c == ':' && brackets != 1) {
      in_port = true;
    } else {
      const bool ok = brackets == 1 ? IsAddressChar(c) || c == ']' : brackets == 0 && (IsNameChar(c) || (c == '[' && host.empty()));
      if (!ok) return "";
      if (c == '[' || c == ']') ++brackets;
      host += c;
    }
  }
  const int default_port = secure ? 443 : 80;
  if (digits == 0) port = default_port;  // "ws://a:" is the default port too
  if (host.empty() || host == "[]" || brackets == 1 || port < 1 || port > 65535) return "";
  std::string origin = secure ? "wss://" : "ws://";
  origin += host;
  if (port != default_port) origin += ":" + std::to_string(port);
  return origin;
}

std::vector<std::string> ListedRoomServers(const std::string& site_json) {
  std::vector<std::string> servers;
  engine::JsonLimits limits;
  limits.max_bytes = 16 * 1024;
  const engine::Result<engine::Json> read = engine::Json::Parse(site_json, limits);
  const engine::Json* list = read.ok() ? read.value().Find("room_servers") : nullptr;
  if (list == nullptr || !list->is_array()) return servers;
  for (const engine::Json& item : list->items()) {
    const std::string origin = item.is_string() ? RoomServerOrigin(item.as_string()) : "";
    if (!origin.empty()) servers.push_back(origin);
  }
  return servers;
}

bool RoomServerAllowed(const std::string& page_server, const std::string& url, const std::vector<std::string>& listed) {
  const std::string origin = RoomServerOrigin(url);
  if (origin.empty()) return false;
  return origin == page_server || std::find(listed.begin(), listed.end(), origin) != listed.end();
}

std::string RoomTokenKey(const std::string& server, const std::string& code) { return "popejoan-room-" + code + "@" + server; }

std::string OldRoomTokenKey(const std::string& server, const std::string& code, const std::string& page_server) {
  return !server.empty() && server == page_server ? "popejoan-room-" + code : "";
}

}  // namespace popejoan::session
