#include "engine/json_writer.h"

#include <charconv>

namespace popejoan::engine {

namespace {

// Names and words of our own need no escapes: quoted as they are, with no copy.
void AppendText(const char* text, std::size_t size, std::string* out) {
  for (std::size_t i = 0; i < size; ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c >= 0x7F || c == '"' || c == '\\') {
      AppendJsonString(std::string(text, size), out);
      return;
    }
  }
  *out += '"';
  out->append(text, size);
  *out += '"';
}

}  // namespace

void JsonWriter::BeforeValue() {
  if (after_key_) {
    after_key_ = false;
  } else if (!first_) {
    *out_ += ',';
  }
  first_ = false;
}

JsonWriter& JsonWriter::BeginObject() {
  BeforeValue();
  *out_ += '{';
  first_ = true;
  return *this;
}

JsonWriter& JsonWriter::EndObject() {
  *out_ += '}';
  first_ = false;
  return *this;
}

JsonWriter& JsonWriter::BeginArray() {
  BeforeValue();
  *out_ += '[';
  first_ = true;
  return *this;
}

JsonWriter& JsonWriter::EndArray() {
  *out_ += ']';
  first_ = false;
  return *this;
}

JsonWriter& JsonWriter::Key(std::string_view key) {
  BeforeValue();
  AppendText(key.data(), key.size(), out_);
  *out_ += ':';
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::Number(int64_t n) {
  BeforeValue();
  char buffer[24];
  const std::to_chars_result end = std::to_chars(buffer, buffer + sizeof buffer, n);
  out_->append(buffer, end.ptr);
  return *this;
}

JsonWriter& JsonWriter::Bool(bool b) {
  BeforeValue();
  *out_ += b ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::String(std::string_view s) {
  BeforeValue();
  AppendText(s.data(), s.size(), out_);
  return *this;
}

JsonWriter& JsonWriter::HexWord(uint64_t word) {
  BeforeValue();
  char buffer[18];
  buffer[0] = buffer[17] = '"';
  for (int i = 16; i >= 1; --i, word >>= 4) buffer[i] = "0123456789abcdef"[word & 0xF];
  out_->append(buffer, sizeof buffer);
  return *this;
}

JsonWriter& JsonWriter::Raw(std::string_view json) {
  BeforeValue();
  out_->append(json.data(), json.size());
  return *this;
}

JsonWriter& JsonWriter::Value(const Json& json) {
  switch (json.type()) {
    case Json::Type::kNull:
      BeforeValue();
      *out_ += "null";
      return *this;
    case Json::Type::kBool: return Bool(json.as_bool());
    case Json::Type::kNumber: return Number(json.as_number());
    case Json::Type::kString: return String(json.as_string());
    case Json::Type::kArray:
      BeginArray();
      for (const Json& item : json.items()) Value(item);
      return EndArray();
    case Json::Type::kObject:
      BeginObject();
      for (const Json::Member& m : json.members()) Key(m.first).Value(m.second);
      return EndObject();
  }
  return *this;
}

}  // namespace popejoan::engine
