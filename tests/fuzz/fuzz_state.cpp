// Serialised states (engine/serialize.h): what loads is consistent, serialises back to text
// that loads to the same state, and plays on without overflow or a broken invariant.
#include "engine/rng.h"
#include "engine/serialize.h"
#include "engine/sim.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  popejoan::engine::Result<popejoan::engine::State> state = popejoan::engine::Deserialize(FuzzText(data, size));
  if (!state.ok()) return 0;
  FUZZ_CHECK(state->CheckInvariants().ok(), "a loaded state is consistent");
  const std::string text = popejoan::engine::Serialize(*state);
  const popejoan::engine::Result<popejoan::engine::State> again = popejoan::engine::Deserialize(text);
  FUZZ_CHECK(again.ok(), "a serialised state loads");
  FUZZ_CHECK(*again == *state && again->Hash() == state->Hash(), "to the same state");
  popejoan::engine::Rng rng(size);
  for (int step = 0; step < 300 && !state->IsTerminal(); ++step) {
    FUZZ_CHECK(!state->LegalActions().empty(), "a state in play has a legal action");
    state->ApplyUnchecked(popejoan::engine::RandomAction(*state, &rng));
  }
  FUZZ_CHECK(state->CheckInvariants().ok(), "play keeps the invariants");
  return 0;
}
