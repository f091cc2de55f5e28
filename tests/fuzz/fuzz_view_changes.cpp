// A step's changes (engine/view_changes.h), what a server hands the page to apply to the view it
// holds: any bytes are refused with a reason, or applied; a view they make either passes every
// check of a loaded state or is refused, and a state that passes can be played on.
#include "engine/json.h"
#include "engine/public_view.h"
#include "engine/rng.h"
#include "engine/serialize.h"
#include "engine/view_changes.h"
#include "fuzz_check.h"

namespace {

using namespace popejoan::engine;

// The view seat 1 holds in the seeded match the seeds step from, a few actions in.
const SeatView& HeldView() {
  static const SeatView view = [] {
    MatchConfig config;
    config.seats = 4;
    config.seed = 40;
    State state = State::NewMatch(config).value();
    Rng choices(0);
    for (int i = 0; i < 9 && !state.IsTerminal(); ++i) {
      const ActionList legal = state.LegalActions();
      state.Apply(legal[choices.Below(static_cast<std::uint32_t>(legal.size()))]);
    }
    return PublicView::Seen(state, 1);
  }();
  return view;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  JsonLimits limits;
  limits.max_bytes = 1u << 16;
  limits.max_depth = 8;
  const Result<Json> set = Json::Parse(FuzzText(data, size), limits);
  if (!set.ok()) return 0;
  SeatView view = HeldView();
  const Status applied = ApplyViewChanges(*set, &view);
  if (!applied.ok()) {
    FUZZ_CHECK(!applied.message.empty(), "a refusal names its reason");
    return 0;
  }
  const Result<State> filled = PublicView::Filled(view);
  if (!filled.ok()) return 0;
  FUZZ_CHECK(filled->CheckInvariants().ok(), "a view that reads back is consistent");
  if (!filled->IsTerminal()) {
    const ActionList legal = filled->LegalActions();
    if (!legal.empty()) {
      State next = *filled;
      FUZZ_CHECK(next.Apply(legal[0]).ok(), "a legal action of a view that reads back applies");
    }
  }
  return 0;
}
