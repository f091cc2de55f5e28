#include "protocol/view_frame.h"

#include <cstdint>

#include "engine/json_writer.h"
#include "engine/public_view.h"
#include "protocol/vocabulary.h"

namespace popejoan::protocol {

std::string ViewFrameText(const engine::State& state, int seat, int step, int from, const std::string* rules_json,
                          const std::vector<engine::Event>& events, const std::vector<bool>& ready,
                          const ViewExtras& extras) {
  std::string text;
  text.reserve(3072);  // a view is 2.2-2.7 KB: one allocation
  engine::JsonWriter out(&text);
  out.BeginObject();
  out.Key("v").Number(kProtocolVersion).Key("type").String("view");
  out.Key("step").Number(step).Key("seat").Number(seat).Key("from").Number(from);
  out.Key("state");
  engine::PublicView::Write(state, seat, rules_json, &out);
  out.Key("events").BeginArray();
  for (const engine::Event& e : events) {
    out.BeginArray();
    for (int64_t v : {int64_t(e.type), int64_t(e.seat), int64_t(e.other), int64_t(e.card), int64_t(e.card2),
                      int64_t(e.comp), int64_t(e.amount)}) {
      out.Number(v);
    }
    out.EndArray();
  }
  out.EndArray().Key("ready").BeginArray();
  for (bool r : ready) out.Bool(r);
  out.EndArray();
  if (extras.left_ms >= 0) out.Key("left").Number(extras.left_ms);
  if (extras.late_seat >= 0) out.Key("late").Number(extras.late_seat);
  out.EndObject();
  return text;
}

}  // namespace popejoan::protocol
