// Saves (session/save_game.h): what loads saves back (SaveToJson) to text that loads to the same
// save; anything else is refused with a message.
#include "session/save_game.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const popejoan::session::LoadedSave loaded = popejoan::session::ParseSave(FuzzText(data, size));
  if (!loaded.ok()) {
    FUZZ_CHECK(!loaded.message.empty(), "a refused save says why");
    return 0;
  }
  const std::string text = popejoan::session::SaveToJson(loaded.save);
  const popejoan::session::LoadedSave again = popejoan::session::ParseSave(text);
  FUZZ_CHECK(again.ok(), "a written save loads");
  FUZZ_CHECK(popejoan::session::SaveToJson(again.save) == text, "write, load, write is the same text");
  return 0;
}
