// Any bytes as JSON: what parses dumps (compact and indented) to text that parses back to the
// same value, and a dump is always valid JSON the reader takes.
#include "engine/json.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const popejoan::engine::Result<popejoan::engine::Json> parsed = popejoan::engine::Json::Parse(FuzzText(data, size));
  if (!parsed.ok()) {
    FUZZ_CHECK(parsed.error().rfind("JSON error", 0) == 0, "errors name themselves");
    return 0;
  }
  const std::string compact = parsed->Dump();
  const popejoan::engine::Result<popejoan::engine::Json> again = popejoan::engine::Json::Parse(compact);
  FUZZ_CHECK(again.ok(), "a dump parses");
  FUZZ_CHECK(again->Dump() == compact, "dump, parse, dump is the same text");
  const popejoan::engine::Result<popejoan::engine::Json> indented = popejoan::engine::Json::Parse(parsed->Dump(2));
  FUZZ_CHECK(indented.ok() && indented->Dump() == compact, "the indented dump is the same value");
  return 0;
}
