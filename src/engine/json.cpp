#include "engine/json.h"

#include <algorithm>
#include <cstring>
#include <string_view>
#include <vector>

#include "rapidjson/error/error.h"
#include "rapidjson/reader.h"
#include "rapidjson/writer.h"

namespace popejoan::engine {

// ---- Values --------------------------------------------------------------------------------

Json::Json(const Json& other) : type_(other.type_), number_(other.number_) {
  if (other.payload_) payload_ = std::make_unique<Payload>(*other.payload_);
}

Json& Json::operator=(const Json& other) {
  if (this != &other) *this = Json(other);
  return *this;
}

Json::Payload& Json::payload() {
  if (!payload_) payload_ = std::make_unique<Payload>();
  return *payload_;
}

Json Json::Bool(bool b) {
  Json j;
  j.type_ = Type::kBool;
  j.number_ = b ? 1 : 0;
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
  if (!s.empty()) j.payload().text = std::move(s);
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

namespace {
const std::string& EmptyText() {
  static const std::string* const kEmpty = new std::string();
  return *kEmpty;
}
const std::vector<Json>& NoItems() {
  static const std::vector<Json>* const kNone = new std::vector<Json>();
  return *kNone;
}
const std::vector<Json::Member>& NoMembers() {
  static const std::vector<Json::Member>* const kNone = new std::vector<Json::Member>();
  return *kNone;
}
}  // namespace

const std::string& Json::as_string() const {
  return type_ == Type::kString && payload_ ? payload_->text : EmptyText();
}
const std::vector<Json>& Json::items() const {
  return type_ == Type::kArray && payload_ ? payload_->items : NoItems();
}
const std::vector<Json::Member>& Json::members() const {
  return type_ == Type::kObject && payload_ ? payload_->members : NoMembers();
}

const Json* Json::Find(const std::string& key) const {
  for (const auto& m : members()) {
    if (m.first == key) return &m.second;
  }
  return nullptr;
}

Json Json::Take(const std::string& key) {
  if (!payload_) return Json();
  for (auto& m : payload_->members) {
    if (m.first == key) return std::exchange(m.second, Json());
  }
  return Json();
}

Json& Json::Append(Json v) {
  std::vector<Json>& items = payload().items;
  items.push_back(std::move(v));
  return items.back();
}

Json& Json::Set(const std::string& key, Json v) {
  std::vector<Member>& members = payload().members;
  for (auto& m : members) {
    if (m.first == key) {
      m.second = std::move(v);
      return m.second;
    }
  }
  members.emplace_back(key, std::move(v));
  return members.back().second;
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

// ---- UTF-8 ---------------------------------------------------------------------------------

namespace {

// Length of the well-formed UTF-8 sequence at s[i] (RFC 3629: no overlongs, no surrogates,
// nothing past U+10FFFF), or 0 if there is none.
size_t Utf8SequenceAt(const std::string& s, size_t i) {
  const auto byte = [&s](size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char b = byte(i);
  if (b < 0x80) return 1;
  size_t n;
  unsigned char lo = 0x80, hi = 0xBF;  // the second byte's range
  if (b >= 0xC2 && b <= 0xDF) {
    n = 2;
  } else if (b >= 0xE0 && b <= 0xEF) {
    n = 3;
    if (b == 0xE0) lo = 0xA0;  // overlong
    if (b == 0xED) hi = 0x9F;  // surrogates
  } else if (b >= 0xF0 && b <= 0xF4) {
    n = 4;
    if (b == 0xF0) lo = 0x90;  // overlong
    if (b == 0xF4) hi = 0x8F;  // past U+10FFFF
  } else {
    return 0;
  }
  if (i + n > s.size() || byte(i + 1) < lo || byte(i + 1) > hi) return 0;
  for (size_t k = 2; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  }
  return n;
}

bool IsValidUtf8(const std::string& s) {
  for (size_t i = 0; i < s.size();) {
    const size_t n = Utf8SequenceAt(s, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

// Invalid bytes become U+FFFD, so what Dump writes is always valid UTF-8.
std::string ValidUtf8(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    const size_t n = Utf8SequenceAt(s, i);
    if (n == 0) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else {
      out.append(s, i, n);
      i += n;
    }
  }
  return out;
}

}  // namespace

void SortByText(std::vector<TaggedText>* texts) {
  std::sort(texts->begin(), texts->end(), [](const TaggedText& a, const TaggedText& b) { return *a.first < *b.first; });
}

std::string PrintableText(const std::string& text, size_t max_bytes) {
  static const char kHex[] = "0123456789abcdef";
  std::string out;
  for (size_t i = 0; i < text.size();) {
    if (out.size() >= max_bytes) {
      out += "...";
      break;
    }
    const size_t n = Utf8SequenceAt(text, i);
    const unsigned char b = static_cast<unsigned char>(text[i]);
    // C1 controls (U+0080..U+009F) are C2 80..C2 9F: some terminals act on them too.
    const bool c1 = n == 2 && b == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0;
    if (n == 0 || b < 0x20 || b == 0x7F || c1) {
      const size_t escaped = c1 ? 2 : 1;
      for (size_t k = 0; k < escaped; ++k) {
        const unsigned char e = static_cast<unsigned char>(text[i + k]);
        out += "\\x";
        out += kHex[e >> 4];
        out += kHex[e & 15];
      }
      i += escaped;
    } else {
      out.append(text, i, n);
      i += n;
    }
  }
  return out;
}

// ---- Writing -------------------------------------------------------------------------------

namespace {

// RapidJSON's output stream concept over our string. (Its StringBuffer is not used: in 1.1.0
// its first push does arithmetic on a null pointer, which UBSan stops.)
class AppendStream {
 public:
  using Ch = char;
  explicit AppendStream(std::string* out) : out_(out) {}
  void Put(char c) { *out_ += c; }
  void Flush() {}

 private:
  std::string* out_;
};

// Short arrays of scalars stay on one line so pretty output is still compact.
bool IsFlat(const Json& j) {
  if (!j.is_array()) return false;
  for (const auto& i : j.items()) {
    if (i.is_array() || i.is_object()) return false;
  }
  return true;
}

}  // namespace

// RapidJSON escapes the string (quotes, backslash, control characters); the layout around it
// is ours, so saves and golden outputs keep their shape.
void AppendJsonString(const std::string& s, std::string* out) {
  AppendStream stream(out);
  rapidjson::Writer<AppendStream> writer(stream);
  if (IsValidUtf8(s)) {
    writer.String(s.data(), static_cast<rapidjson::SizeType>(s.size()));
  } else {
    const std::string valid = ValidUtf8(s);
    writer.String(valid.data(), static_cast<rapidjson::SizeType>(valid.size()));
  }
}

void Json::DumpTo(std::string* out, int indent, int depth) const {
  auto newline = [&](int d) {
    if (indent < 0) return;
    *out += '\n';
    out->append(static_cast<size_t>(indent * d), ' ');
  };
  switch (type_) {
    case Type::kNull: *out += "null"; break;
    case Type::kBool: *out += as_bool() ? "true" : "false"; break;
    case Type::kNumber: *out += std::to_string(number_); break;
    case Type::kString: AppendJsonString(as_string(), out); break;
    case Type::kArray: {
      *out += '[';
      const bool flat = IsFlat(*this);
      const std::vector<Json>& list = items();
      for (size_t i = 0; i < list.size(); ++i) {
        if (i) *out += flat || indent < 0 ? ", " : ",";
        if (!flat) newline(depth + 1);
        list[i].DumpTo(out, indent, depth + 1);
      }
      if (!flat && !list.empty()) newline(depth);
      *out += ']';
      break;
    }
    case Type::kObject: {
      *out += '{';
      // Objects whose values are all scalars stay on one line (events, plays).
      const std::vector<Member>& list = members();
      bool flat = true;
      for (const auto& m : list) flat = flat && !m.second.is_array() && !m.second.is_object();
      for (size_t i = 0; i < list.size(); ++i) {
        if (i) *out += flat || indent < 0 ? ", " : ",";
        if (!flat) newline(depth + 1);
        AppendJsonString(list[i].first, out);
        *out += ": ";
        list[i].second.DumpTo(out, indent, depth + 1);
      }
      if (!flat && !list.empty()) newline(depth);
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

// ---- Reading -------------------------------------------------------------------------------

// RapidJSON's SAX reader checks the grammar, escapes and UTF-8 and calls this handler, which
// builds the Json and enforces what RapidJSON does not: whole int64 numbers, unique keys,
// depth and value limits. A handler that returns false stops the reader at once.
class JsonBuilder {
 public:
  // The shared stacks are sized once for a frame's document (a view's widest list is 52 cards).
  explicit JsonBuilder(const JsonLimits& limits) : limits_(limits) {
    items_.reserve(128);
    members_.reserve(64);
  }

  bool Null() { return Add(Json()); }
  bool Bool(bool b) { return Add(Json::Bool(b)); }
  // Numbers arrive as their text (kParseNumbersAsStringsFlag), already checked against the
  // JSON grammar: all that is left is whole and within int64.
  bool RawNumber(const char* text, rapidjson::SizeType length, bool) {
    const bool negative = text[0] == '-';
    uint64_t magnitude = 0;
    for (size_t i = negative ? 1 : 0; i < length; ++i) {
      if (text[i] < '0' || text[i] > '9') return Fail("numbers must be whole");  // '.', 'e' or 'E'
      const uint64_t digit = static_cast<uint64_t>(text[i] - '0');
      if (magnitude > (UINT64_MAX - digit) / 10) return Fail("number too large: " + PrintableText(std::string(text, length), 24));
      magnitude = magnitude * 10 + digit;
    }
    const uint64_t limit = negative ? uint64_t{1} << 63 : (uint64_t{1} << 63) - 1;
    if (magnitude > limit) return Fail("number too large: " + PrintableText(std::string(text, length), 24));
    const int64_t value = negative ? static_cast<int64_t>(0 - magnitude) : static_cast<int64_t>(magnitude);
    return Add(Json::Number(value));
  }
  bool Int(int) { return false; }  // never called: numbers come as text
  bool Uint(unsigned) { return false; }
  bool Int64(int64_t) { return false; }
  bool Uint64(uint64_t) { return false; }
  bool Double(double) { return false; }
  bool String(const char* text, rapidjson::SizeType length, bool) {
    if (HasEscapedSurrogate(text, length)) return Fail("lone surrogate in a \\u escape");
    return Add(Json::String(std::string(text, length)));
  }
  bool Key(const char* text, rapidjson::SizeType length, bool) {
    if (HasEscapedSurrogate(text, length)) return Fail("lone surrogate in a \\u escape");
    pending_key_.assign(text, length);
    return true;
  }
  bool StartObject() { return Open(Json::Object()); }
  bool EndObject(rapidjson::SizeType) {
    if (const std::string* dup = DuplicateKey(members_.data() + starts_.back(), members_.size() - starts_.back())) {
      return Fail("duplicate key \"" + PrintableText(*dup) + "\" in the object ending on this line");
    }
    return Close();
  }
  bool StartArray() { return Open(Json::Array()); }
  bool EndArray(rapidjson::SizeType) { return Close(); }

  Json TakeRoot() { return std::move(root_); }
  const std::string& error() const { return error_; }

 private:
  bool Fail(std::string message) {
    if (error_.empty()) error_ = std::move(message);
    return false;
  }
  bool Count() {
    if (++values_ > limits_.max_values) {
      return Fail("more than " + std::to_string(limits_.max_values) + " values in one document");
    }
    return true;
  }
  // An open container's values wait on one shared stack (items_ or members_) until it closes,
  // then move into a vector of exactly their number: one allocation a container, where growing
  // each vector item by item cost several (a step frame's lists were most of a parse's time).
  bool Add(Json v) {
    if (!Count()) return false;
    if (stack_.empty()) {
      root_ = std::move(v);
    } else if (stack_.back().is_array()) {
      items_.push_back(std::move(v));
    } else {
      members_.emplace_back(std::move(pending_key_), std::move(v));
    }
    return true;
  }
  bool Open(Json container) {
    if (!Count()) return false;
    if (static_cast<int>(stack_.size()) >= limits_.max_depth) {
      return Fail("nesting deeper than " + std::to_string(limits_.max_depth));
    }
    starts_.push_back(container.is_array() ? items_.size() : members_.size());
    keys_.push_back(std::move(pending_key_));
    stack_.push_back(std::move(container));
    return true;
  }
  bool Close() {
    Json done = std::move(stack_.back());
    stack_.pop_back();
    if (done.is_array()) {
      MoveTail(&items_, starts_.back(), &done.payload().items);
    } else {
      MoveTail(&members_, starts_.back(), &done.payload().members);
    }
    starts_.pop_back();
    pending_key_ = std::move(keys_.back());
    keys_.pop_back();
    --values_;  // counted when opened
    return Add(std::move(done));
  }
  // push_back and pop_back only: the page has them already (a range insert added half a kilobyte).
  template <typename T>
  static void MoveTail(std::vector<T>* from, std::size_t start, std::vector<T>* to) {
    to->reserve(from->size() - start);
    for (std::size_t i = start; i < from->size(); ++i) to->push_back(std::move((*from)[i]));
    while (from->size() > start) from->pop_back();
  }
  // A small object (a frame's, a record's) is compared pair by pair, with nothing allocated.
  static const std::string* DuplicateKey(const Json::Member* members, std::size_t count) {
    if (count < 2) return nullptr;
    if (count <= 16) {
      for (std::size_t i = 1; i < count; ++i) {
        for (std::size_t j = 0; j < i; ++j) {
          if (members[i].first == members[j].first) return &members[i].first;
        }
      }
      return nullptr;
    }
    std::vector<TaggedText> keys;
    keys.reserve(count);
    for (std::size_t i = 0; i < count; ++i) keys.emplace_back(&members[i].first, i);
    SortByText(&keys);
    for (size_t i = 1; i < keys.size(); ++i) {
      if (*keys[i].first == *keys[i - 1].first) return keys[i].first;
    }
    return nullptr;
  }

  // RapidJSON validated the raw UTF-8 but turns a lone low surrogate escape (\udc00) into the
  // bytes ED B0 80 (CESU-8); valid UTF-8 never has ED followed by A0..BF.
  static bool HasEscapedSurrogate(const char* text, size_t length) {
    for (const char* p = static_cast<const char*>(std::memchr(text, '\xED', length)); p != nullptr;
         p = static_cast<const char*>(std::memchr(p + 1, '\xED', length - static_cast<size_t>(p + 1 - text)))) {
      if (p + 1 < text + length && static_cast<unsigned char>(p[1]) >= 0xA0) return true;
    }
    return false;
  }

  const JsonLimits& limits_;
  Json root_;
  std::vector<Json> stack_;            // open arrays and objects, innermost last
  std::vector<std::string> keys_;      // the key each open container will be stored under
  std::vector<std::size_t> starts_;    // where each one's values begin on items_ or members_
  std::vector<Json> items_;            // the open arrays' items
  std::vector<Json::Member> members_;  // the open objects' members
  std::string pending_key_;
  size_t values_ = 0;
  std::string error_;
};

namespace {

// Our words for RapidJSON's error codes (its English is built for a programmer's log).
std::string SyntaxError(rapidjson::ParseErrorCode code, const std::string& text, size_t offset) {
  switch (code) {
    case rapidjson::kParseErrorDocumentEmpty: return "unexpected end of input";
    case rapidjson::kParseErrorDocumentRootNotSingular: return "trailing characters after the JSON value";
    case rapidjson::kParseErrorValueInvalid:
      if (offset >= text.size()) return "unexpected end of input";
      return "unexpected character '" + PrintableText(text.substr(offset, 1)) + "'";
    case rapidjson::kParseErrorObjectMissName: return "expected a key string in object";
    case rapidjson::kParseErrorObjectMissColon: return "expected ':' after key";
    case rapidjson::kParseErrorObjectMissCommaOrCurlyBracket: return "expected ',' or '}' in object";
    case rapidjson::kParseErrorArrayMissCommaOrSquareBracket: return "expected ',' or ']' in array";
    case rapidjson::kParseErrorStringUnicodeEscapeInvalidHex: return "bad \\u escape";
    case rapidjson::kParseErrorStringUnicodeSurrogateInvalid: return "lone surrogate in a \\u escape";
    case rapidjson::kParseErrorStringEscapeInvalid:
      if (offset < text.size() && static_cast<unsigned char>(text[offset]) < 0x20) return "control character in string";
      return "bad escape in string";
    case rapidjson::kParseErrorStringMissQuotationMark: return "unterminated string";
    case rapidjson::kParseErrorStringInvalidEncoding: return "invalid UTF-8 in string";
    case rapidjson::kParseErrorNumberTooBig:
    case rapidjson::kParseErrorNumberMissFraction:
    case rapidjson::kParseErrorNumberMissExponent: return "bad number";
    default: return "not JSON";
  }
}

int LineAt(const std::string& text, size_t offset) {
  const size_t end = std::min(offset, text.size());
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(end), '\n'));
}

Result<Json> ParseError(const std::string& text, size_t offset, const std::string& message) {
  return Result<Json>::Error("JSON error at line " + std::to_string(LineAt(text, offset)) + ": " + message);
}

bool IsSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

}  // namespace

namespace {

// A builder that makes nothing of the top-level object's member `skip` (Json::ParseWithout).
class SkippingBuilder {
 public:
  SkippingBuilder(const JsonLimits& limits, const char* skip) : builder_(limits), skip_(skip) {}

  bool Null() { return Keep() ? builder_.Null() : true; }
  bool Bool(bool b) { return Keep() ? builder_.Bool(b) : true; }
  bool RawNumber(const char* text, rapidjson::SizeType length, bool copy) {
    return Keep() ? builder_.RawNumber(text, length, copy) : true;
  }
  bool Int(int) { return false; }  // never called: numbers come as text
  bool Uint(unsigned) { return false; }
  bool Int64(int64_t) { return false; }
  bool Uint64(uint64_t) { return false; }
  bool Double(double) { return false; }
  bool String(const char* text, rapidjson::SizeType length, bool copy) {
    return Keep() ? builder_.String(text, length, copy) : true;
  }
  bool Key(const char* text, rapidjson::SizeType length, bool copy) {
    if (!Keep()) return true;
    if (depth_ == 1 && skip_ == std::string_view(text, length)) skipping_ = 1;
    return skipping_ > 0 || builder_.Key(text, length, copy);
  }
  bool StartObject() { return Open(&JsonBuilder::StartObject); }
  bool EndObject(rapidjson::SizeType n) { return Close(n, &JsonBuilder::EndObject); }
  bool StartArray() { return Open(&JsonBuilder::StartArray); }
  bool EndArray(rapidjson::SizeType n) { return Close(n, &JsonBuilder::EndArray); }

  JsonBuilder& builder() { return builder_; }

 private:
  // A skipped value ends with its last scalar, or when its container closes.
  bool Keep() {
    if (skipping_ == 1) {  // the member's value, a scalar: skipped, and the skip is over
      skipping_ = 0;
      return false;
    }
    return skipping_ == 0;
  }
  bool Open(bool (JsonBuilder::*open)()) {
    if (skipping_ > 0) return ++skipping_ <= kMaxSkippedDepth;
    ++depth_;
    return (builder_.*open)();
  }
  bool Close(rapidjson::SizeType n, bool (JsonBuilder::*close)(rapidjson::SizeType)) {
    if (skipping_ > 0) {
      if (--skipping_ == 1) skipping_ = 0;
      return true;
    }
    --depth_;
    return (builder_.*close)(n);
  }

  static constexpr int kMaxSkippedDepth = 64;
  JsonBuilder builder_;
  std::string_view skip_;  // its length known once, not measured at every key
  int depth_ = 0;     // open containers kept (1: inside the top-level object)
  int skipping_ = 0;  // 0: keeping; 1: the skipped member's value is next; 2+: inside it
};

// Parses `text` with `handler` (a JsonBuilder, or one that wraps it), as Json::Parse says.
template <typename Handler>
Result<Json> ParseWith(const std::string& text, Handler& handler, JsonBuilder& builder, const JsonLimits& limits) {
  // Checked before anything is read: a 100 MB input costs nothing.
  if (text.size() > limits.max_bytes) {
    return Result<Json>::Error("JSON error: the text is " + std::to_string(text.size()) + " bytes, more than the " +
                               std::to_string(limits.max_bytes) + " this document may have");
  }
  // In situ: strings and numbers are read from a copy of the text, never through RapidJSON's
  // own stack (whose first push does arithmetic on a null pointer in 1.1.0, which UBSan stops).
  // The copy ends in NUL, so a raw NUL byte (never valid JSON) is refused first, not taken for
  // the end of the text.
  const size_t nul = text.find('\0');
  if (nul != std::string::npos) return ParseError(text, nul, "NUL byte (a NUL in a string is written \\u0000)");
  // Four NULs, not one: RapidJSON 1.1.0's UTF-8 check takes a whole sequence's continuation
  // bytes before judging them, so a lead byte at the very end (the text "\"\xF0") reads three
  // bytes on. Found by tests/fuzz/fuzz_host_command.cpp (a heap overflow under ASan with one NUL).
  std::vector<char> buffer(text.begin(), text.end());
  buffer.insert(buffer.end(), 4, '\0');
  constexpr unsigned kFlags = rapidjson::kParseInsituFlag | rapidjson::kParseValidateEncodingFlag |
                              rapidjson::kParseNumbersAsStringsFlag | rapidjson::kParseStopWhenDoneFlag;
  rapidjson::InsituStringStream stream(buffer.data());
  rapidjson::Reader reader;
  const rapidjson::ParseResult ok = reader.Parse<kFlags>(stream, handler);
  if (!ok) {
    const std::string message = ok.Code() == rapidjson::kParseErrorTermination && !builder.error().empty()
                                    ? builder.error()
                                    : SyntaxError(ok.Code(), text, ok.Offset());
    return ParseError(text, ok.Offset(), message);
  }
  size_t end = stream.Tell();
  while (end < text.size() && IsSpace(text[end])) ++end;
  if (end != text.size()) return ParseError(text, end, "trailing characters after the JSON value");
  return builder.TakeRoot();
}

}  // namespace

Result<Json> Json::Parse(const std::string& text, const JsonLimits& limits) {
  JsonBuilder builder(limits);
  return ParseWith(text, builder, builder, limits);
}

Result<Json> Json::ParseWithout(const std::string& text, const char* skip, const JsonLimits& limits) {
  SkippingBuilder skipping(limits, skip);
  return ParseWith(text, skipping, skipping.builder(), limits);
}

}  // namespace popejoan::engine
