// Compact JSON text written straight into a string, with no document in between: the room
// server writes every seat's view of every action this way, where building a Json and dumping
// it cost most of its time (docs/benchmarks.md). Members come out in the order written; the
// caller keeps objects and arrays balanced and puts a Key before each member's value.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/json.h"

namespace popejoan::engine {

class JsonWriter {
 public:
  // Appends to `out`, which must outlive the writer.
  explicit JsonWriter(std::string* out) : out_(out) {}

  JsonWriter& BeginObject();
  JsonWriter& EndObject();
  JsonWriter& BeginArray();
  JsonWriter& EndArray();
  JsonWriter& Key(std::string_view key);
  JsonWriter& Number(int64_t n);
  JsonWriter& Bool(bool b);
  JsonWriter& String(std::string_view s);
  // A 64-bit word as the 16 hex digits HashHex writes, quoted.
  JsonWriter& HexWord(uint64_t word);
  // A value already written as JSON text (a room's rules, made once).
  JsonWriter& Raw(std::string_view json);
  // Any document, compactly.
  JsonWriter& Value(const Json& json);

 private:
  // The comma before a value or a key that is not its container's first.
  void BeforeValue();

  std::string* out_;
  bool first_ = true;       // nothing written yet in the open container
  bool after_key_ = false;  // a key was written: its value comes next, no comma
};

}  // namespace popejoan::engine
