#include "protocol/view_tracker.h"

#include <utility>

#include "engine/view_changes.h"

namespace popejoan::protocol {

bool ViewTracker::Advance(RoomView* view) {
  if (!view->set) {
    if (!view->seen) return false;
    seen_ = std::move(view->seen);
    view->seen.reset();
  } else {
    const bool follows = seen_ && view->from == step_ && view->seat == seat_;
    if (!follows || !engine::ApplyViewChanges(*view->set, &*seen_).ok() || seen_->Hash() != view->check) {
      seen_.reset();
      return false;
    }
  }
  step_ = view->step;
  seat_ = view->seat;
  return true;
}

bool ViewTracker::Apply(RoomView* view) {
  if (!Advance(view)) return false;
  engine::Result<engine::State> filled = engine::PublicView::Filled(*seen_);
  if (!filled.ok()) {
    seen_.reset();
    return false;
  }
  view->state = std::move(*filled);
  return true;
}

}  // namespace popejoan::protocol
