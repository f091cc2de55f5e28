// Deal files (docs/deal-format.md): any bytes are read, replayed or refused; a file that reads
// replays the same once re-serialised (the JSON round trip changes nothing a deal file means).
#include "engine/deal_file.h"
#include "engine/json.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = FuzzText(data, size);
  const popejoan::engine::Result<std::string> result = popejoan::engine::ReplayDealFile(text);
  const popejoan::engine::Result<popejoan::engine::DealFile> file = popejoan::engine::ParseDealFile(text);
  if (!file.ok()) {
    FUZZ_CHECK(!result.ok(), "a file that does not read does not replay");
    return 0;
  }
  const popejoan::engine::Result<popejoan::engine::Json> json = popejoan::engine::Json::Parse(text, popejoan::engine::JsonLimits{popejoan::engine::kMaxDealFileBytes, popejoan::engine::kMaxDealFileValues, 64});
  FUZZ_CHECK(json.ok(), "a deal file is JSON");
  const std::string rewritten = json->Dump(2);
  if (rewritten.size() > popejoan::engine::kMaxDealFileBytes) return 0;  // indentation can pass the limit
  const popejoan::engine::Result<std::string> again = popejoan::engine::ReplayDealFile(rewritten);
  FUZZ_CHECK(again.ok() == result.ok(), "re-serialised, the file replays alike");
  FUZZ_CHECK(again.ok() ? *again == *result : again.error() == result.error(), "to the same result");
  if (result.ok()) FUZZ_CHECK(popejoan::engine::Json::Parse(*result).ok(), "the result is JSON");
  return 0;
}
