#include "engine/json_fields.h"

#include <utility>

namespace popejoan::engine {
namespace {
constexpr int64_t kMinNumber = std::numeric_limits<int64_t>::min();
constexpr int64_t kMaxNumber = std::numeric_limits<int64_t>::max();

// "must be a list of 5", "... of at most 8", "... of 1 to 3", or "must be a list".
std::string ListProblem(std::size_t min, std::size_t max) {
  const std::string list = "must be a list";
  if (min == max) return list + " of " + std::to_string(min);
  if (max == JsonFields::kAnyCount) return min == 0 ? list : list + " of at least " + std::to_string(min);
  if (min == 0) return list + " of at most " + std::to_string(max);
  return list + " of " + std::to_string(min) + " to " + std::to_string(max);
}
}  // namespace

JsonFields::JsonFields(const Json& value, std::string path, std::string name)
    : value_(value), root_path_(std::move(path)), root_name_(std::move(name)), problem_(&own_problem_) {
  if (root_name_.empty()) root_name_ = root_path_;
}

JsonFields::JsonFields(const Json& value, const JsonFields* parent, std::string key, std::size_t index)
    : value_(value), parent_(parent), key_(std::move(key)), index_(index), problem_(parent->problem_) {}

// Built only when a message needs it: most reads never fail.
std::string JsonFields::Path() const {
  if (parent_ == nullptr) return root_path_;
  const std::string up = parent_->Path();
  if (index_ != kMember) return up + "[" + std::to_string(index_) + "]";
  return up.empty() ? PrintableText(key_) : up + "." + PrintableText(key_);
}

std::string JsonFields::Name() const {
  if (parent_ == nullptr) return root_name_;
  if (index_ != kMember) return Path();
  const std::string up = parent_->Path();
  const std::string quoted = "\"" + PrintableText(key_) + "\"";
  return up.empty() ? quoted : up + ": " + quoted;
}

bool JsonFields::GetString(std::string* out) {
  if (!ok()) return false;
  if (!value_.is_string()) return Fail("must be a string");
  *out = value_.as_string();
  return true;
}

bool JsonFields::GetBool(bool* out) {
  if (!ok()) return false;
  if (!value_.is_bool()) return Fail("must be true or false");
  *out = value_.as_bool();
  return true;
}

bool JsonFields::GetInt(int64_t min, int64_t max, int64_t* out) {
  if (!ok()) return false;
  if (!value_.is_number() || value_.as_number() < min || value_.as_number() > max) {
    if (min == kMinNumber && max == kMaxNumber) return Fail("must be a whole number");
    return Fail("must be a whole number from " + std::to_string(min) + " to " + std::to_string(max));
  }
  *out = value_.as_number();
  return true;
}

bool JsonFields::GetText(ParseFn parse, const std::string& what) {
  if (!ok()) return false;
  if (!value_.is_string() || !parse(value_.as_string())) return Fail("must be " + what);
  return true;
}

bool JsonFields::Items(std::size_t min_count, std::size_t max_count, ReadFn read) {
  if (!ok()) return false;
  const std::size_t count = value_.is_array() ? value_.items().size() : 0;
  if (!value_.is_array() || count < min_count || count > max_count) {
    return Fail(ListProblem(min_count, max_count));
  }
  for (std::size_t i = 0; i < count && ok(); ++i) {
    JsonFields item(value_.items()[i], this, "", i);
    read(item);
  }
  return ok();
}

bool JsonFields::EachMember(ReadFn read) {
  if (!ok()) return false;
  if (!value_.is_object()) return Fail("must be an object");
  for (const Json::Member& m : value_.members()) {
    if (!ok()) break;
    JsonFields member(m.second, this, m.first, kMember);
    read(member);
  }
  return ok();
}

bool JsonFields::AllowOnly(std::initializer_list<const char*> keys) {
  if (!ok()) return false;
  if (!value_.is_object()) return Fail("must be an object");
  for (const Json::Member& m : value_.members()) {
    bool known = false;
    for (const char* k : keys) known = known || m.first == k;
    if (!known) return Refuse("unknown key \"" + PrintableText(m.first) + "\" in " + Name());
  }
  return true;
}

bool JsonFields::Has(const char* key) const { return value_.is_object() && value_.Find(key) != nullptr; }

const Json* JsonFields::Find(const char* key, Need need) {
  if (!ok()) return nullptr;
  if (!value_.is_object()) {
    Fail("must be an object");
    return nullptr;
  }
  const Json* v = value_.Find(key);
  if (v == nullptr && need == kRequired) FailAt(key, "is missing");
  return v;
}

bool JsonFields::Field(const char* key, ReadFn read, Need need) {
  const Json* v = Find(key, need);
  if (v == nullptr) return false;
  JsonFields member(*v, this, key, kMember);
  read(member);
  return ok();
}

bool JsonFields::String(const char* key, std::string* out, Need need) {
  bool read = false;
  Field(key, [&](JsonFields& v) { read = v.GetString(out); }, need);
  return read;
}

bool JsonFields::Bool(const char* key, bool* out, Need need) {
  bool read = false;
  Field(key, [&](JsonFields& v) { read = v.GetBool(out); }, need);
  return read;
}

bool JsonFields::Number(const char* key, int64_t* out, Need need) {
  return Int(key, kMinNumber, kMaxNumber, out, need);
}

bool JsonFields::Text(const char* key, ParseFn parse, const std::string& what,
                      Need need) {
  bool read = false;
  Field(key, [&](JsonFields& v) { read = v.GetText(parse, what); }, need);
  return read;
}

bool JsonFields::Object(const char* key, ReadFn read, Need need) {
  return Field(key, [&](JsonFields& v) {
    if (v.json().is_object()) read(v);
    else v.Fail("must be an object");
  }, need);
}

bool JsonFields::Array(const char* key, std::size_t min_count, std::size_t max_count,
                       ReadFn read, Need need) {
  return Field(key, [&](JsonFields& v) { v.Items(min_count, max_count, read); }, need);
}

bool JsonFields::Fail(const std::string& problem) { return Refuse(Name() + " " + problem); }

bool JsonFields::FailAt(const char* key, const std::string& problem) {
  if (!ok()) return false;
  const Json missing;
  JsonFields member(missing, this, key, kMember);
  return member.Fail(problem);
}

bool JsonFields::Refuse(const std::string& message) {
  if (ok()) *problem_ = message;
  return false;
}

}  // namespace popejoan::engine
