// What a test's Outbox keeps of the frames sent to each connection, and the lookups the room tests
// share.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "engine/json.h"
#include "server/net/connection_hub.h"

namespace popejoan::server::testkit {

using SentFrames = std::map<ConnectionId, std::vector<std::string>>;

// The last frame of `type` sent to `id` (an empty object if none).
inline engine::Json LastOfType(const SentFrames& sent, ConnectionId id, const std::string& type) {
  auto it = sent.find(id);
  if (it == sent.end()) return engine::Json::Object();
  for (auto m = it->second.rbegin(); m != it->second.rend(); ++m) {
    engine::Result<engine::Json> j = engine::Json::Parse(*m);
    const engine::Json* kind = j.ok() ? j->Find("type") : nullptr;
    if (kind != nullptr && kind->is_string() && kind->as_string() == type) return *j;
  }
  return engine::Json::Object();
}

// A frame's text field (`key`), "" if it has none; its number field, -999 if none.
inline std::string TextOf(const engine::Json& j, const char* key) {
  const engine::Json* v = j.Find(key);
  return v != nullptr && v->is_string() ? v->as_string() : "";
}
inline std::int64_t NumberOf(const engine::Json& j, const char* key) {
  const engine::Json* v = j.Find(key);
  return v != nullptr && v->is_number() ? v->as_number() : -999;
}

}  // namespace popejoan::server::testkit
