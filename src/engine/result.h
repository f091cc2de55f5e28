// Errors are values: the web build has exceptions off, and bad input must never crash.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace popejoan::engine {

// Empty message = success.
struct Status {
  std::string message;
  bool ok() const { return message.empty(); }
  static Status Ok() { return Status{}; }
  static Status Error(std::string m) { return Status{std::move(m)}; }
};

template <typename T>
class Result {
 public:
  Result(T value) : value_(std::move(value)) {}  // NOLINT: implicit success
  static Result Error(std::string message) {
    Result r;
    r.error_ = std::move(message);
    return r;
  }
  bool ok() const { return value_.has_value(); }
  const std::string& error() const { return error_; }
  const T& value() const { return *value_; }
  T& value() { return *value_; }
  const T& operator*() const { return *value_; }
  T& operator*() { return *value_; }
  const T* operator->() const { return &*value_; }
  T* operator->() { return &*value_; }

 private:
  Result() = default;
  std::optional<T> value_;
  std::string error_;
};

}  // namespace popejoan::engine
