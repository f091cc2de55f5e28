#include "engine/view_changes.h"

#include <cstring>

#include "engine/json_fields.h"
#include "engine/serialize.h"

namespace popejoan::engine {
namespace {

// The state has about 40 fields (State::VisitFields); a view's copy is walked beside it.
constexpr int kMaxFields = 64;

// A changed list field: whole when most of it changed (the pairs would be longer), else pairs.
void WriteList(const unsigned char* was, const unsigned char* now, int size, int count, JsonWriter* out) {
  int changed = 0;
  for (int i = 0; i < count; ++i) changed += std::memcmp(was + i * size, now + i * size, size) != 0;
  out->BeginArray();
  for (int i = 0; i < count; ++i) {
    if (changed * 2 > count) {
      StateSerializer::WriteFieldElement(now + i * size, size, out);
    } else if (std::memcmp(was + i * size, now + i * size, size) != 0) {
      out->BeginArray().Number(i);
      StateSerializer::WriteFieldElement(now + i * size, size, out);
      out->EndArray();
    }
  }
  out->EndArray();
}

}  // namespace

void WriteViewChanges(const SeatView& was, const SeatView& now, JsonWriter* out) {
  const void* before[kMaxFields];
  int fields = 0;
  was.state.VisitFields([&](const char*, const void* p, int, int) { before[fields++] = p; });
  int field = 0;
  out->BeginObject();
  now.state.VisitFields([&](const char* name, const void* p, int size, int count) {
    const unsigned char* old = static_cast<const unsigned char*>(before[field++]);
    const unsigned char* bytes = static_cast<const unsigned char*>(p);
    if (std::memcmp(old, bytes, static_cast<std::size_t>(size * count)) == 0) return;
    out->Key(name);
    if (StateSerializer::IsListField(name, count)) {
      WriteList(old, bytes, size, count, out);
    } else {
      StateSerializer::WriteFieldElement(bytes, size, out);
    }
  });
  if (was.hidden != now.hidden) {
    out->Key("hidden").BeginArray();
    for (int8_t n : now.hidden) out->Number(n);
    out->EndArray();
  }
  out->EndObject();
}

Status ApplyViewChanges(const Json& set, SeatView* view) {
  JsonFields fields(set, "", "the step's changes");
  if (!set.is_object()) fields.Refuse("a step's changes must be an object");
  StateSerializer::ReadStateFields(fields, &view->state, true);
  fields.Array("hidden", kMaxSeats + 1, kMaxSeats + 1,
               [&](JsonFields& n) { n.GetInt(0, kNumCards, &view->hidden[n.index()]); }, JsonFields::kOptional);
  return fields.ok() ? Status::Ok() : Status::Error(fields.error());
}

}  // namespace popejoan::engine
