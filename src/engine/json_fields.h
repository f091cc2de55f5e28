// One typed reader of JSON fields for every text format (deal files, replays, saved states,
// saves, statistics): a reader lists the keys an object may hold, reads its fields with their
// types and ranges, and keeps the first problem as a message that names the field's path.
//
//   JsonFields root(json, "", "deal file");
//   root.AllowOnly({"seats", "hands"});
//   root.Int("seats", 3, 8, &seats);
//   root.Array("hands", seats, seats, [&](JsonFields& hand) { ... hand.GetString(&word) ... });
//   if (!root.ok()) return Result<DealFile>::Error(root.error());
//
// After a problem every read does nothing and returns false, so a reader is a straight list of
// fields with one check at the end. Names in messages: a member of the root is "seats"; deeper
// values are named by their path, `settings: "volume"`, `hands[2]`, `deals[2].actions[5]`.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <string>
#include <type_traits>

#include "engine/json.h"

namespace popejoan::engine {

// A callable borrowed for the length of one call: what the readers hand JsonFields. Unlike
// std::function it keeps no copy, so each lambda costs one small call and not a class (the page
// downloads every byte of code).
template <typename Signature>
class Borrowed;
template <typename R, typename... Args>
class Borrowed<R(Args...)> {
 public:
  template <typename F, typename = std::enable_if_t<!std::is_same_v<std::decay_t<F>, Borrowed>>>
  Borrowed(F&& f)  // NOLINT: implicit, so a lambda is passed as it is
      : object_(const_cast<void*>(static_cast<const void*>(&f))),
        call_([](void* object, Args... args) -> R { return (*static_cast<std::remove_reference_t<F>*>(object))(args...); }) {}
  R operator()(Args... args) const { return call_(object_, args...); }

 private:
  void* object_;
  R (*call_)(void*, Args...);
};

class JsonFields;
using ReadFn = Borrowed<void(JsonFields&)>;
using ParseFn = Borrowed<bool(const std::string&)>;

class JsonFields {
 public:
  // kOptional: an absent member is no problem; the read returns false and leaves *out alone.
  enum Need { kRequired, kOptional };
  static constexpr std::size_t kAnyCount = std::numeric_limits<std::size_t>::max();

  // The root of a document. `path` prefixes its members' names (empty, or "statistics" for an
  // object read on its own); `name` names the root itself ("deal file"), `path` if empty.
  JsonFields(const Json& value, std::string path, std::string name = "");
  JsonFields(const JsonFields&) = delete;  // children point at their parent
  JsonFields& operator=(const JsonFields&) = delete;

  bool ok() const { return problem_->empty(); }
  const std::string& error() const { return *problem_; }
  const Json& json() const { return value_; }
  const std::string& key() const { return key_; }  // a member's key, else empty
  std::size_t index() const { return index_; }     // an item's index
  std::string Path() const;                        // "deals[2].actions[5]"
  std::string Name() const;                        // as messages say it: "seats", `settings: "volume"`

  // This value, whatever holds it (an item of a list, a member read with Field).
  bool GetString(std::string* out);
  bool GetBool(bool* out);
  bool GetInt(int64_t min, int64_t max, int64_t* out);
  template <typename T>
  bool GetInt(int64_t min, int64_t max, T* out);  // [min, max] must fit T
  // A string that `parse` accepts (an id, a card, a hex hash); else "<name> must be <what>".
  bool GetText(ParseFn parse, const std::string& what);
  bool Items(std::size_t min_count, std::size_t max_count, ReadFn read);
  bool EachMember(ReadFn read);  // maps keyed by data
  // The one unknown-key check; also refuses a value that is not an object.
  bool AllowOnly(std::initializer_list<const char*> keys);

  // Members of this object. Each read returns true when the member was there and read without
  // a problem; Field, Object and Array hand the member (or each item) to `read`.
  bool Has(const char* key) const;
  bool String(const char* key, std::string* out, Need need = kRequired);
  bool Bool(const char* key, bool* out, Need need = kRequired);
  template <typename T>
  bool Int(const char* key, int64_t min, int64_t max, T* out, Need need = kRequired);
  bool Number(const char* key, int64_t* out, Need need = kRequired);  // any whole number
  bool Text(const char* key, ParseFn parse, const std::string& what,
            Need need = kRequired);
  bool Field(const char* key, ReadFn read, Need need = kRequired);
  bool Object(const char* key, ReadFn read, Need need = kRequired);
  bool Array(const char* key, std::size_t min_count, std::size_t max_count,
             ReadFn read, Need need = kRequired);

  // Problems the caller finds; the first one stays. All return false.
  bool Fail(const std::string& problem);                     // "<Name()> <problem>"
  bool FailAt(const char* key, const std::string& problem);  // the same for a member
  bool Refuse(const std::string& message);                   // the whole message

 private:
  static constexpr std::size_t kMember = kAnyCount;  // index_ of a member (and the root)

  JsonFields(const Json& value, const JsonFields* parent, std::string key, std::size_t index);
  // The member, or nullptr: absent (a problem when required), or after a problem.
  const Json* Find(const char* key, Need need);

  const Json& value_;
  const JsonFields* parent_ = nullptr;
  std::string key_;  // a member's key
  std::size_t index_ = kMember;
  std::string root_path_;  // the root's only
  std::string root_name_;
  std::string own_problem_;  // the root's; children write to it through problem_
  std::string* problem_;
};

template <typename T>
bool JsonFields::GetInt(int64_t min, int64_t max, T* out) {
  int64_t v = 0;
  if (!GetInt(min, max, &v)) return false;
  *out = static_cast<T>(v);
  return true;
}

template <typename T>
bool JsonFields::Int(const char* key, int64_t min, int64_t max, T* out, Need need) {
  bool read = false;
  Field(key, [&](JsonFields& v) { read = v.GetInt(min, max, out); }, need);
  return read;
}

}  // namespace popejoan::engine
