// The view a connection was last told, kept so that each step (docs/online.md, "Steps") is
// applied to it: the page's, the load tool's and the tests' one way to follow a room. A step that
// does not follow the view held (a frame missed, a new connection) or whose changes do not make
// its check is refused and the view forgotten: the caller asks for the whole view (ResyncMessage)
// and shows nothing of the step.
#pragma once

#include <cstdint>
#include <optional>

#include "engine/public_view.h"
#include "protocol/server_message.h"

namespace popejoan::protocol {

class ViewTracker {
 public:
  // Forgets the view held (a new connection: its first frame is a whole view).
  void Reset() { seen_.reset(); }
  // A view is held as it is (its `seen` moved here); a step is applied to the view held. False:
  // a step that does not follow it or does not make its check (the view is forgotten).
  bool Advance(RoomView* view);
  // Advance, then the view held filled into RoomView::state (its hidden cards dealt back, and
  // every check of a loaded state made: a view that fails them is forgotten too).
  bool Apply(RoomView* view);
  // The view held, and its step and seat; nullopt until a view comes, and after a refused step.
  const std::optional<engine::SeatView>& seen() const { return seen_; }
  std::int64_t step() const { return step_; }
  int seat() const { return seat_; }

 private:
  std::optional<engine::SeatView> seen_;
  std::int64_t step_ = -1;
  int seat_ = -1;
};

}  // namespace popejoan::protocol
