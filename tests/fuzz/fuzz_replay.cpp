// Match replays: what reads writes back (ReplayToJson) to text that reads to the same replay,
// and playing it back never crashes.
#include "engine/replay.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const popejoan::engine::Result<popejoan::engine::Replay> replay = popejoan::engine::ParseReplay(FuzzText(data, size));
  if (!replay.ok()) return 0;
  const std::string text = popejoan::engine::ReplayToJson(*replay);
  const popejoan::engine::Result<popejoan::engine::Replay> again = popejoan::engine::ParseReplay(text);
  FUZZ_CHECK(again.ok(), "a written replay reads");
  FUZZ_CHECK(popejoan::engine::ReplayToJson(*again) == text, "write, read, write is the same text");
  FUZZ_CHECK(again->actions == replay->actions && again->hashes == replay->hashes, "the same actions and hashes");
  const popejoan::engine::Result<std::vector<popejoan::engine::State>> states = popejoan::engine::PlayReplay(*replay);
  if (states.ok()) {
    FUZZ_CHECK(states->size() == replay->actions.size() + 1, "a state per action");
    FUZZ_CHECK(states->back().CheckInvariants().ok(), "the last state is consistent");
  }
  return 0;
}
