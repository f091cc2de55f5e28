// The view frame's writer (view_frame.h) read back by the page's reader (server_message.h): the
// same step, seat, events, ready seats and clock; the state as that seat may know it; its fields
// in the order the load tool's scan expects; cut short, an error.
#include "protocol/view_frame.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/public_view.h"
#include "engine/serialize.h"
#include "engine/test_util.h"
#include "protocol/server_message.h"
#include "protocol/view_tracker.h"

namespace popejoan::protocol {
namespace {

using engine::testing_util::NewClassicMatch;

TEST(ViewFrame, GoesThereAndBackForEverySeatAndAWatcher) {
  std::vector<engine::Event> events;
  const engine::State state = NewClassicMatch(11, &events);
  const std::string rules = engine::RulesToJson(state.rules()).Dump();
  for (int seat = -1; seat < 4; ++seat) {
    ViewExtras extras;
    extras.left_ms = seat >= 0 ? 1000 * seat : -1;
    extras.late_seat = seat >= 1 ? seat - 1 : -1;
    const std::vector<bool> ready = {seat == 0, true, false, seat == 3};
    for (const std::string* rules_json : {static_cast<const std::string*>(nullptr), &rules}) {
      const std::string text = ViewFrameText(state, seat, 0, -1, rules_json, events, ready, extras);
      engine::Result<ServerMessage> read = ParseServerMessage(text);
      ASSERT_TRUE(read.ok()) << read.error();
      RoomView& view = std::get<RoomView>(read.value());
      ViewTracker tracker;
      ASSERT_TRUE(tracker.Apply(&view));
      EXPECT_EQ(view.step, 0);
      EXPECT_EQ(view.seat, seat);
      EXPECT_EQ(view.from, -1);
      ASSERT_TRUE(view.state.has_value());
      EXPECT_EQ(view.state->Hash(), engine::PublicView::FromJson(engine::PublicView::ToJson(state, seat)).value().Hash());
      ASSERT_EQ(view.events.size(), events.size());
      for (std::size_t i = 0; i < events.size(); ++i) {
        EXPECT_EQ(EventToWire(view.events[i]).Dump(), EventToWire(events[i]).Dump()) << i;
      }
      std::uint32_t bits = 0;
      for (std::size_t s = 0; s < ready.size(); ++s) bits |= ready[s] ? 1u << s : 0u;
      EXPECT_EQ(view.ready, bits);
      EXPECT_EQ(view.left_ms, extras.left_ms);
      EXPECT_EQ(view.late, extras.late_seat);
    }
  }
}

TEST(ViewFrame, ItsFieldsComeInTheirOrder) {
  std::vector<engine::Event> events;
  const engine::State state = NewClassicMatch(5, &events);
  ViewExtras extras;
  extras.left_ms = 500;
  extras.late_seat = 1;
  const std::string text = ViewFrameText(state, 2, 0, -1, nullptr, events, {false, false, false, false}, extras);
  std::size_t at = 0;
  for (const char* key : {"{\"v\":2,\"type\":\"view\",\"step\":", "\"seat\":", "\"from\":", "\"state\":", "\"events\":",
                          "\"ready\":", "\"left\":", "\"late\":"}) {
    const std::size_t found = text.find(key, at);
    ASSERT_NE(found, std::string::npos) << key;
    at = found;
  }
  EXPECT_EQ(text.rfind("{\"v\":2,\"type\":\"view\"", 0), 0u) << "the type within its first bytes";
}

TEST(ViewFrame, CutShortItIsAnErrorNeverACrash) {
  std::vector<engine::Event> events;
  const engine::State state = NewClassicMatch(3, &events);
  const std::string text = ViewFrameText(state, 0, 0, -1, nullptr, events, {}, {});
  for (std::size_t n = 0; n < text.size(); n += 7) EXPECT_FALSE(ParseServerMessage(text.substr(0, n)).ok()) << n;
  EXPECT_TRUE(ParseServerMessage(text).ok());
}

}  // namespace
}  // namespace popejoan::protocol
