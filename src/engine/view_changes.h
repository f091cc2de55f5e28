// What changed in a seat's view between two steps (docs/online.md, "Steps"): the "set" of a step
// frame. Only the state's fields that differ are written, under their names; a list field is
// written whole when most of it changed, else as [index, value] pairs; "hidden" (the counts of
// cards the seat may not see, per hand then the spare) when they changed. Applied to the view the
// page holds, the result must hash to the frame's "check"; if it does not, or the set is not one
// this writer could have written, the page asks for the whole view again.
#pragma once

#include "engine/json.h"
#include "engine/json_writer.h"
#include "engine/public_view.h"
#include "engine/result.h"

namespace popejoan::engine {

// The changes from `was` to `now`, as one object written to `out` ({} when nothing changed).
void WriteViewChanges(const SeatView& was, const SeatView& now, JsonWriter* out);
// `set` applied to *view, in place. On an error *view is part changed: the caller drops it.
Status ApplyViewChanges(const Json& set, SeatView* view);

}  // namespace popejoan::engine
