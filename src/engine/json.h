// A tiny JSON reader and writer (std only, strings in memory; I/O stays in src/cli).
// Numbers are whole (int64): nothing in a deal file or a save needs fractions.
#ifndef POPEJOAN_ENGINE_JSON_H_
#define POPEJOAN_ENGINE_JSON_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/result.h"

namespace popejoan {

class Json {
 public:
  enum class Type { kNull, kBool, kNumber, kString, kArray, kObject };

  Json() = default;
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

  bool as_bool() const { return bool_; }
  int64_t as_number() const { return number_; }
  const std::string& as_string() const { return string_; }
  const std::vector<Json>& items() const { return items_; }
  const std::vector<std::pair<std::string, Json>>& members() const { return members_; }

  // Object member or nullptr.
  const Json* Find(const std::string& key) const;
  Json& Append(Json v);                       // arrays
  Json& Set(const std::string& key, Json v);  // objects (replaces, keeps order)

  // indent < 0: one line. Objects keep insertion order, so output is deterministic.
  std::string Dump(int indent = -1) const;

  static Result<Json> Parse(const std::string& text);

 private:
  void DumpTo(std::string* out, int indent, int depth) const;
  Type type_ = Type::kNull;
  bool bool_ = false;
  int64_t number_ = 0;
  std::string string_;
  std::vector<Json> items_;
  std::vector<std::pair<std::string, Json>> members_;
};

std::string JsonTypeName(Json::Type t);

}  // namespace popejoan

#endif  // POPEJOAN_ENGINE_JSON_H_
