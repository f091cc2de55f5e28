#include "protocol/view_frame.h"

#include <cstdint>

#include "engine/json_writer.h"
#include "engine/view_changes.h"
#include "protocol/vocabulary.h"

namespace popejoan::protocol {
namespace {

void WriteHead(const char* type, int seat, const FrameNews& news, engine::JsonWriter* out) {
  out->BeginObject();
  out->Key("v").Number(kProtocolVersion).Key("type").String(type);
  out->Key("step").Number(news.step).Key("seat").Number(seat).Key("from").Number(news.from);
}

void WriteTail(const FrameNews& news, engine::JsonWriter* out) {
  out->Key("events").BeginArray();
  for (const engine::Event& e : *news.events) {
    out->BeginArray();
    for (int64_t v : {int64_t(e.type), int64_t(e.seat), int64_t(e.other), int64_t(e.card), int64_t(e.card2),
                      int64_t(e.comp), int64_t(e.amount)}) {
      out->Number(v);
    }
    out->EndArray();
  }
  out->EndArray().Key("ready").BeginArray();
  for (bool r : *news.ready) out->Bool(r);
  out->EndArray();
  if (news.extras.left_ms >= 0) out->Key("left").Number(news.extras.left_ms);
  if (news.extras.late_seat >= 0) out->Key("late").Number(news.extras.late_seat);
  out->EndObject();
}

}  // namespace

std::string ViewFrameText(const engine::SeatView& view, int seat, const std::string* rules_json, const FrameNews& news) {
  std::string text;
  text.reserve(3072);  // a view is 2.2-2.7 KB: one allocation
  engine::JsonWriter out(&text);
  WriteHead("view", seat, news, &out);
  out.Key("state");
  engine::PublicView::Write(view, rules_json, &out);
  WriteTail(news, &out);
  return text;
}

std::string ViewFrameText(const engine::State& state, int seat, int step, int from, const std::string* rules_json,
                          const std::vector<engine::Event>& events, const std::vector<bool>& ready,
                          const ViewExtras& extras) {
  return ViewFrameText(engine::PublicView::Seen(state, seat), seat, rules_json, FrameNews{step, from, &events, &ready, extras});
}

std::string StepFrameText(const engine::SeatView& was, const engine::SeatView& now, int seat, const FrameNews& news) {
  std::string text;
  text.reserve(512);
  engine::JsonWriter out(&text);
  WriteHead("step", seat, news, &out);
  out.Key("set");
  engine::WriteViewChanges(was, now, &out);
  out.Key("check").HexWord(now.Hash());
  WriteTail(news, &out);
  return text;
}

}  // namespace popejoan::protocol
