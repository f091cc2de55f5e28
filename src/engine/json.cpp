#include "engine/json.h"

namespace popejoan {

Json Json::Bool(bool b) {
  Json j;
  j.type_ = Type::kBool;
  j.bool_ = b;
  return j;
}
Json Json::Number(int64_t n) {
  Json j;
  j.type_ = Type::kNumber;
  j.number_ = n;
  return j;
}
Json Json::String(std::string s) {
  Json j;
  j.type_ = Type::kString;
  j.string_ = std::move(s);
  return j;
}
Json Json::Array() {
  Json j;
  j.type_ = Type::kArray;
  return j;
}
Json Json::Object() {
  Json j;
  j.type_ = Type::kObject;
  return j;
}

const Json* Json::Find(const std::string& key) const {
  for (const auto& m : members_) {
    if (m.first == key) return &m.second;
  }
  return nullptr;
}

Json& Json::Append(Json v) {
  items_.push_back(std::move(v));
  return items_.back();
}

Json& Json::Set(const std::string& key, Json v) {
  for (auto& m : members_) {
    if (m.first == key) {
      m.second = std::move(v);
      return m.second;
    }
  }
  members_.emplace_back(key, std::move(v));
  return members_.back().second;
}

std::string JsonTypeName(Json::Type t) {
  switch (t) {
    case Json::Type::kNull: return "null";
    case Json::Type::kBool: return "boolean";
    case Json::Type::kNumber: return "number";
    case Json::Type::kString: return "string";
    case Json::Type::kArray: return "array";
    case Json::Type::kObject: return "object";
  }
  return "?";
}

namespace {
void Escape(const std::string& s, std::string* out) {
  *out += '"';
  for (unsigned char c : s) {
    switch (c) {
      case '"': *out += "\\\""; break;
      case '\\': *out += "\\\\"; break;
      case '\n': *out += "\\n"; break;
      case '\r': *out += "\\r"; break;
      case '\t': *out += "\\t"; break;
      default:
        if (c < 0x20) {
          const char* hex = "0123456789abcdef";
          *out += "\\u00";
          *out += hex[c >> 4];
          *out += hex[c & 15];
        } else {
          *out += static_cast<char>(c);
        }
    }
  }
  *out += '"';
}

// Short arrays of scalars stay on one line so pretty output is still compact.
bool IsFlat(const Json& j) {
  if (!j.is_array()) return false;
  for (const auto& i : j.items()) {
    if (i.is_array() || i.is_object()) return false;
  }
  return true;
}
}  // namespace

void Json::DumpTo(std::string* out, int indent, int depth) const {
  auto newline = [&](int d) {
    if (indent < 0) return;
    *out += '\n';
    out->append(static_cast<size_t>(indent * d), ' ');
  };
  switch (type_) {
    case Type::kNull: *out += "null"; break;
    case Type::kBool: *out += bool_ ? "true" : "false"; break;
    case Type::kNumber: *out += std::to_string(number_); break;
    case Type::kString: Escape(string_, out); break;
    case Type::kArray: {
      *out += '[';
      const bool flat = IsFlat(*this);
      for (size_t i = 0; i < items_.size(); ++i) {
        if (i) *out += flat || indent < 0 ? ", " : ",";
        if (!flat) newline(depth + 1);
        items_[i].DumpTo(out, indent, depth + 1);
      }
      if (!flat && !items_.empty()) newline(depth);
      *out += ']';
      break;
    }
    case Type::kObject: {
      *out += '{';
      // Objects whose values are all scalars stay on one line (events, plays).
      bool flat = true;
      for (const auto& m : members_) flat = flat && !m.second.is_array() && !m.second.is_object();
      for (size_t i = 0; i < members_.size(); ++i) {
        if (i) *out += flat || indent < 0 ? ", " : ",";
        if (!flat) newline(depth + 1);
        Escape(members_[i].first, out);
        *out += ": ";
        members_[i].second.DumpTo(out, indent, depth + 1);
      }
      if (!flat && !members_.empty()) newline(depth);
      *out += '}';
      break;
    }
  }
}

std::string Json::Dump(int indent) const {
  std::string out;
  DumpTo(&out, indent, 0);
  return out;
}

namespace {
class Parser {
 public:
  explicit Parser(const std::string& t) : t_(t) {}

  bool ParseValue(Json* out, int depth) {
    if (depth > 64) return Fail("nesting too deep");
    SkipSpace();
    if (pos_ >= t_.size()) return Fail("unexpected end of input");
    const char c = t_[pos_];
    if (c == '{') return ParseObject(out, depth);
    if (c == '[') return ParseArray(out, depth);
    if (c == '"') {
      std::string s;
      if (!ParseString(&s)) return false;
      *out = Json::String(std::move(s));
      return true;
    }
    if (c == '-' || (c >= '0' && c <= '9')) return ParseNumber(out);
    if (Literal("true")) {
      *out = Json::Bool(true);
      return true;
    }
    if (Literal("false")) {
      *out = Json::Bool(false);
      return true;
    }
    if (Literal("null")) {
      *out = Json::Null();
      return true;
    }
    return Fail(std::string("unexpected character '") + c + "'");
  }

  bool AtEnd() {
    SkipSpace();
    return pos_ >= t_.size();
  }
  std::string error() const { return error_; }
  bool Fail(const std::string& m) {
    if (error_.empty()) error_ = "JSON error at line " + std::to_string(Line()) + ": " + m;
    return false;
  }

 private:
  int Line() const {
    int line = 1;
    for (size_t i = 0; i < pos_ && i < t_.size(); ++i) line += t_[i] == '\n';
    return line;
  }
  void SkipSpace() {
    while (pos_ < t_.size() && (t_[pos_] == ' ' || t_[pos_] == '\n' || t_[pos_] == '\r' || t_[pos_] == '\t')) ++pos_;
  }
  bool Literal(const char* word) {
    size_t n = 0;
    while (word[n]) ++n;
    if (t_.compare(pos_, n, word) == 0) {
      pos_ += n;
      return true;
    }
    return false;
  }
  bool ParseNumber(Json* out) {
    bool neg = false;
    if (t_[pos_] == '-') {
      neg = true;
      ++pos_;
    }
    if (pos_ >= t_.size() || t_[pos_] < '0' || t_[pos_] > '9') return Fail("bad number");
    int64_t v = 0;
    int digits = 0;
    while (pos_ < t_.size() && t_[pos_] >= '0' && t_[pos_] <= '9') {
      if (++digits > 15) return Fail("number too large");
      v = v * 10 + (t_[pos_] - '0');
      ++pos_;
    }
    if (pos_ < t_.size() && (t_[pos_] == '.' || t_[pos_] == 'e' || t_[pos_] == 'E')) {
      return Fail("numbers must be whole");
    }
    *out = Json::Number(neg ? -v : v);
    return true;
  }
  static void AppendUtf8(uint32_t cp, std::string* s) {
    if (cp < 0x80) {
      *s += static_cast<char>(cp);
    } else if (cp < 0x800) {
      *s += static_cast<char>(0xC0 | (cp >> 6));
      *s += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      *s += static_cast<char>(0xE0 | (cp >> 12));
      *s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      *s += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }
  bool ParseString(std::string* s) {
    ++pos_;  // opening quote
    while (pos_ < t_.size()) {
      const char c = t_[pos_++];
      if (c == '"') return true;
      if (static_cast<unsigned char>(c) < 0x20) return Fail("control character in string");
      if (c != '\\') {
        *s += c;
        continue;
      }
      if (pos_ >= t_.size()) break;
      const char e = t_[pos_++];
      switch (e) {
        case '"': *s += '"'; break;
        case '\\': *s += '\\'; break;
        case '/': *s += '/'; break;
        case 'b': *s += '\b'; break;
        case 'f': *s += '\f'; break;
        case 'n': *s += '\n'; break;
        case 'r': *s += '\r'; break;
        case 't': *s += '\t'; break;
        case 'u': {
          if (pos_ + 4 > t_.size()) return Fail("bad \\u escape");
          uint32_t cp = 0;
          for (int i = 0; i < 4; ++i) {
            const char h = t_[pos_++];
            cp <<= 4;
            if (h >= '0' && h <= '9') cp |= static_cast<uint32_t>(h - '0');
            else if (h >= 'a' && h <= 'f') cp |= static_cast<uint32_t>(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F') cp |= static_cast<uint32_t>(h - 'A' + 10);
            else return Fail("bad \\u escape");
          }
          AppendUtf8(cp, s);
          break;
        }
        default: return Fail("bad escape in string");
      }
    }
    return Fail("unterminated string");
  }
  bool ParseArray(Json* out, int depth) {
    ++pos_;
    *out = Json::Array();
    SkipSpace();
    if (pos_ < t_.size() && t_[pos_] == ']') {
      ++pos_;
      return true;
    }
    for (;;) {
      Json item;
      if (!ParseValue(&item, depth + 1)) return false;
      out->Append(std::move(item));
      SkipSpace();
      if (pos_ >= t_.size()) return Fail("unterminated array");
      if (t_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (t_[pos_] == ']') {
        ++pos_;
        return true;
      }
      return Fail("expected ',' or ']' in array");
    }
  }
  bool ParseObject(Json* out, int depth) {
    ++pos_;
    *out = Json::Object();
    SkipSpace();
    if (pos_ < t_.size() && t_[pos_] == '}') {
      ++pos_;
      return true;
    }
    for (;;) {
      SkipSpace();
      if (pos_ >= t_.size() || t_[pos_] != '"') return Fail("expected a key string in object");
      std::string key;
      if (!ParseString(&key)) return false;
      if (out->Find(key)) return Fail("duplicate key \"" + key + "\"");
      SkipSpace();
      if (pos_ >= t_.size() || t_[pos_] != ':') return Fail("expected ':' after key");
      ++pos_;
      Json v;
      if (!ParseValue(&v, depth + 1)) return false;
      out->Set(key, std::move(v));
      SkipSpace();
      if (pos_ >= t_.size()) return Fail("unterminated object");
      if (t_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (t_[pos_] == '}') {
        ++pos_;
        return true;
      }
      return Fail("expected ',' or '}' in object");
    }
  }

  const std::string& t_;
  size_t pos_ = 0;
  std::string error_;
};
}  // namespace

Result<Json> Json::Parse(const std::string& text) {
  Parser p(text);
  Json v;
  if (!p.ParseValue(&v, 0)) return Result<Json>::Error(p.error());
  if (!p.AtEnd()) {
    p.Fail("trailing characters after the JSON value");
    return Result<Json>::Error(p.error());
  }
  return v;
}

}  // namespace popejoan
