// What a page makes of the frames a test's Outbox is sent (docs/online.md, "Steps"): each step
// applied to the view the connection holds (protocol::ViewTracker, with its check) and written
// back as the whole view it gives, so the room tests read one kind of frame whichever was sent.
// A step that does not follow, or fails its check, is kept as it came and counted.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/json.h"
#include "protocol/server_message.h"
#include "protocol/view_frame.h"
#include "protocol/view_tracker.h"
#include "server/net/connection_hub.h"

namespace popejoan::server::testkit {

class PageViews {
 public:
  std::string Read(ConnectionId id, const std::string& text) {
    const bool step = text.find("\"type\":\"step\"") != std::string::npos;
    const bool view = text.find("\"type\":\"view\"") != std::string::npos;
    if (!step && !view) return text;
    engine::Result<protocol::ServerMessage> read = protocol::ParseServerMessage(text);
    protocol::RoomView* frame = read.ok() ? std::get_if<protocol::RoomView>(&read.value()) : nullptr;
    protocol::ViewTracker& tracker = trackers_[id];
    if (frame == nullptr || !tracker.Advance(frame)) {
      gaps_ += step;
      return text;
    }
    if (!step) return text;
    ++steps_;
    engine::Result<engine::Json> json = engine::Json::Parse(text);
    std::vector<bool> ready;
    for (const engine::Json& r : json->Find("ready")->items()) ready.push_back(r.as_bool());
    protocol::FrameNews news{static_cast<int>(frame->step), static_cast<int>(frame->from), &frame->events, &ready, {}};
    news.extras.left_ms = frame->left_ms;
    news.extras.late_seat = frame->late;
    return protocol::ViewFrameText(*tracker.seen(), frame->seat, nullptr, news);
  }
  int gaps() const { return gaps_; }
  int steps() const { return steps_; }

 private:
  std::map<ConnectionId, protocol::ViewTracker> trackers_;
  int gaps_ = 0;
  int steps_ = 0;
};

}  // namespace popejoan::server::testkit
