#include "platform/page_config.h"

#include "engine/json.h"

namespace popejoan::platform {
namespace {

int HexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool ValidEmbedId(const std::string& id) {
  if (id.empty() || id.size() > 40) return false;
  for (char c : id) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                    c == '_' || c == '.';
    if (!ok) return false;
  }
  return true;
}

}  // namespace

std::vector<std::string> SplitCommas(const std::string& text) {
  std::vector<std::string> parts;
  std::string part;
  for (char c : text) {
    if (c == ',') {
      parts.push_back(part);
      part.clear();
    } else if (c != ' ') {
      part += c;
    }
  }
  if (!part.empty() || !parts.empty()) parts.push_back(part);
  return parts;
}

std::string UrlDecode(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '+') {
      out += ' ';
    } else if (c == '%' && i + 2 < text.size() && HexDigit(text[i + 1]) >= 0 && HexDigit(text[i + 2]) >= 0) {
      out += static_cast<char>(HexDigit(text[i + 1]) * 16 + HexDigit(text[i + 2]));
      i += 2;
    } else {
      out += c;
    }
  }
  return out;
}

PageConfig ParsePageQuery(const std::string& search) {
  PageConfig config;
  if (search.size() > kMaxPageQueryBytes) {
    config.errors.push_back("the page's address is longer than " + std::to_string(kMaxPageQueryBytes) +
                            " characters: its parameters are ignored");
    return config;
  }
  std::string query = search;
  if (!query.empty() && query[0] == '?') query.erase(0, 1);
  size_t start = 0;
  while (start <= query.size() && !query.empty()) {
    size_t end = query.find('&', start);
    if (end == std::string::npos) end = query.size();
    const std::string pair = query.substr(start, end - start);
    start = end + 1;
    if (pair.empty()) {
      if (end >= query.size()) break;
      continue;
    }
    const size_t eq = pair.find('=');
    const std::string name = UrlDecode(pair.substr(0, eq));
    const std::string value = eq == std::string::npos ? "" : UrlDecode(pair.substr(eq + 1));
    if (name == "embed") {
      if (ValidEmbedId(value)) {
        config.embed_id = value;
      } else {
        config.errors.push_back("embed must be 1 to 40 letters, digits, '-', '_' or '.' (got \"" + PrintableText(value, 40) + "\")");
      }
    } else if (name == "preset") {
      config.preset = value;
    } else if (name == "seats") {
      if (value.size() == 1 && value[0] >= '3' && value[0] <= '8') {
        config.seats = value[0] - '0';
      } else {
        config.errors.push_back("seats must be 3 to 8 (got \"" + PrintableText(value, 40) + "\")");
      }
    } else if (name == "ai") {
      config.ai = SplitCommas(value);
    } else if (name == "seed") {
      std::uint64_t seed = 0;
      bool ok = !value.empty() && value.size() <= 19;
      for (char c : value) {
        ok = ok && c >= '0' && c <= '9';
        if (ok) seed = seed * 10 + static_cast<std::uint64_t>(c - '0');
      }
      if (ok) {
        config.seed = seed;
      } else {
        config.errors.push_back("seed must be a whole number (got \"" + PrintableText(value, 40) + "\")");
      }
    } else if (name == "theme") {
      config.theme = value;
    } else if (name == "pace") {
      config.pace = value;
    } else if (name == "lang") {
      config.lang = value;
    } else if (name == "deal") {
      config.deal = value;
    } else if (name == "daily") {
      config.daily = value;
    } else if (name == "autostart") {
      config.autostart = value == "1" || value == "true";
    } else if (name == "debug") {
      config.debug = value == "1" || value == "true";
    }
    // Anything else (origins, the host's own parameters) is not ours to judge here.
    if (end >= query.size()) break;
  }
  return config;
}

}  // namespace popejoan::platform
