#include "session/typed_room.h"

#include <cstring>

#include "engine/number_text.h"
#include "session/room_servers.h"

namespace popejoan::session {
namespace {

char Upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }

std::string Decoded(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size() && engine::HexDigit(text[i + 1]) >= 0 && engine::HexDigit(text[i + 2]) >= 0) {
      out += static_cast<char>(engine::HexDigit(text[i + 1]) * 16 + engine::HexDigit(text[i + 2]));
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

// A code as read aloud: its letters, any case, spaces and dashes anywhere; "" if not one.
std::string CodeOf(const std::string& text) {
  std::string code;
  for (char c : text) {
    if (c == ' ' || c == '-' || c == '\t') continue;
    c = Upper(c);
    if (c == '\0' || std::strchr(kRoomCodeLetters, c) == nullptr) return "";
    code += c;
  }
  return code.size() == kRoomCodeSize ? code : "";
}

// The value of `name` in a link's query ("" if absent): between "?name=" or "&name=" and the next
// '&' or '#'.
std::string QueryValue(const std::string& link, const std::string& name) {
  for (const char* lead : {"?", "&"}) {
    const size_t at = link.find(lead + name + "=");
    if (at == std::string::npos) continue;
    const size_t start = at + name.size() + 2;
    return Decoded(link.substr(start, link.find_first_of("&#", start) - start));
  }
  return "";
}

std::string Trimmed(const std::string& text) {
  const size_t first = text.find_first_not_of(" \t\r\n");
  return first == std::string::npos ? "" : text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

}  // namespace

TypedRoom ReadTypedRoom(const std::string& typed) {
  TypedRoom room;
  const std::string text = Trimmed(typed);
  const size_t scheme = text.find("://");
  if (scheme == std::string::npos) {
    room.code = CodeOf(text);
    return room;
  }
  room.code = CodeOf(QueryValue(text, "room"));
  if (room.code.empty()) return room;
  // The room's server: the link's server=, else the page's own (its origin, as ws:// or wss://).
  const std::string server = QueryValue(text, "server");
  const std::string page = text.compare(0, 4, "http") == 0 ? "ws" + text.substr(4) : "";
  room.server = RoomServerOrigin(server.empty() ? page : server);
  room.bad_server = room.server.empty();
  return room;
}

}  // namespace popejoan::session
