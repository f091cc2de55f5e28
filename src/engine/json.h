// JSON values for the text formats (saves, deal files, replays, statistics, state, host
// commands), read and written through RapidJSON (Debian's rapidjson-dev, header-only, no
// exceptions): its reader checks the grammar and UTF-8, this class holds what it read. Strings
// in memory only; I/O stays in src/cli and src/platform. docs/json.md has why this library.
//
// Numbers are whole (int64): nothing in a deal file or a save needs fractions. Strings are
// valid UTF-8, always: the reader refuses anything else, and Dump writes any invalid byte a
// caller put in a string as U+FFFD rather than pass it on.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/result.h"

namespace popejoan::engine {

// What one document may hold: each format passes its own (docs/deal-format.md lists them).
// Memory is bounded by max_bytes plus max_values * sizeof(Json) plus the text of its strings.
struct JsonLimits {
  std::size_t max_bytes = 1u << 20;
  std::size_t max_values = 1u << 16;
  int max_depth = 64;
};

class Json {
 public:
  enum class Type : uint8_t { kNull, kBool, kNumber, kString, kArray, kObject };
  using Member = std::pair<std::string, Json>;

  Json() = default;
  Json(const Json& other);
  Json& operator=(const Json& other);
  Json(Json&&) noexcept = default;
  Json& operator=(Json&&) noexcept = default;
  ~Json() = default;

  static Json Null() { return Json(); }
  static Json Bool(bool b);
  static Json Number(int64_t n);
  static Json String(std::string s);
  static Json Array();
  static Json Object();

  Type type() const { return type_; }
  bool is_null() const { return type_ == Type::kNull; }
  bool is_bool() const { return type_ == Type::kBool; }
  bool is_number() const { return type_ == Type::kNumber; }
  bool is_string() const { return type_ == Type::kString; }
  bool is_array() const { return type_ == Type::kArray; }
  bool is_object() const { return type_ == Type::kObject; }

  bool as_bool() const { return type_ == Type::kBool && number_ != 0; }
  int64_t as_number() const { return type_ == Type::kNumber ? number_ : 0; }
  const std::string& as_string() const;
  const std::vector<Json>& items() const;
  const std::vector<Member>& members() const;

  // Object member or nullptr.
  const Json* Find(const std::string& key) const;
  Json& Append(Json v);                       // arrays
  Json& Set(const std::string& key, Json v);  // objects (replaces, keeps order)
  // An object member's value moved out (null left in its place), or null: a reader keeps a part
  // of a document it owns without copying it.
  Json Take(const std::string& key);

  // indent < 0: one line. Objects keep insertion order, so output is deterministic.
  std::string Dump(int indent = -1) const;

  // Errors name what is wrong and the line: "JSON error at line 3: duplicate key \"seats\"".
  static Result<Json> Parse(const std::string& text, const JsonLimits& limits = JsonLimits());
  // As Parse, leaving out the top-level object's member `skip`: its value is still read to the
  // grammar and its strings' encoding (nested at most 64 deep), but nothing is made of it (the
  // load tool has no use for a frame's events). The page never calls it, so its build leaves it out.
  static Result<Json> ParseWithout(const std::string& text, const char* skip, const JsonLimits& limits = JsonLimits());

 private:
  friend class JsonBuilder;
  // Scalars live inline (24 bytes a value: an array of numbers costs 12 times its text at
  // most); strings and containers in one heap block.
  struct Payload {
    std::string text;
    std::vector<Json> items;
    std::vector<Member> members;
  };
  Payload& payload();
  void DumpTo(std::string* out, int indent, int depth) const;

  Type type_ = Type::kNull;
  int64_t number_ = 0;  // the number, or the bool as 0/1
  std::unique_ptr<Payload> payload_;
};

std::string JsonTypeName(Json::Type t);

// `s` as a JSON string, quoted and escaped, after `out` (invalid UTF-8 bytes as U+FFFD).
void AppendJsonString(const std::string& s, std::string* out);

// Text from a document (a key, a word, a file name) made safe to print in one line of a
// message: control characters (C0, DEL, C1) and invalid UTF-8 bytes become escapes
// such as \x1b, and anything past max_bytes is cut with "...".
std::string PrintableText(const std::string& text, std::size_t max_bytes = 80);

// Texts (each with a tag: where it came from) in byte order: the reader's duplicate keys and the
// language catalogues share this one sort (each std::sort of its own cost the page 1.5 KB).
using TaggedText = std::pair<const std::string*, std::size_t>;
void SortByText(std::vector<TaggedText>* texts);

}  // namespace popejoan::engine
