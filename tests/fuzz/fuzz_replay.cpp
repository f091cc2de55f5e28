// Match replays: what reads writes back (ReplayToJson) to text that reads to the same replay,
// and playing it back never crashes.
#include "engine/replay.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const popejoan::Result<popejoan::Replay> replay = popejoan::ParseReplay(FuzzText(data, size));
  if (!replay.ok()) return 0;
  const std::string text = popejoan::ReplayToJson(*replay);
  const popejoan::Result<popejoan::Replay> again = popejoan::ParseReplay(text);
  FUZZ_CHECK(again.ok(), "a written replay reads");
  FUZZ_CHECK(popejoan::ReplayToJson(*again) == text, "write, read, write is the same text");
  FUZZ_CHECK(again->actions == replay->actions && again->hashes == replay->hashes, "the same actions and hashes");
  const popejoan::Result<std::vector<popejoan::State>> states = popejoan::PlayReplay(*replay);
  if (states.ok()) {
    FUZZ_CHECK(states->size() == replay->actions.size() + 1, "a state per action");
    FUZZ_CHECK(states->back().CheckInvariants().ok(), "the last state is consistent");
  }
  return 0;
}
