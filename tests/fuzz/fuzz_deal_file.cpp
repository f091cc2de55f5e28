// Deal files (docs/deal-format.md): any bytes are read, replayed or refused; a file that reads
// replays the same once re-serialised (the JSON round trip changes nothing a deal file means).
#include "engine/deal_file.h"
#include "engine/json.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = FuzzText(data, size);
  const popejoan::Result<std::string> result = popejoan::ReplayDealFile(text);
  const popejoan::Result<popejoan::DealFile> file = popejoan::ParseDealFile(text);
  if (!file.ok()) {
    FUZZ_CHECK(!result.ok(), "a file that does not read does not replay");
    return 0;
  }
  const popejoan::Result<popejoan::Json> json = popejoan::Json::Parse(text, popejoan::JsonLimits{popejoan::kMaxDealFileBytes, popejoan::kMaxDealFileValues, 64});
  FUZZ_CHECK(json.ok(), "a deal file is JSON");
  const std::string rewritten = json->Dump(2);
  if (rewritten.size() > popejoan::kMaxDealFileBytes) return 0;  // indentation can pass the limit
  const popejoan::Result<std::string> again = popejoan::ReplayDealFile(rewritten);
  FUZZ_CHECK(again.ok() == result.ok(), "re-serialised, the file replays alike");
  FUZZ_CHECK(again.ok() ? *again == *result : again.error() == result.error(), "to the same result");
  if (result.ok()) FUZZ_CHECK(popejoan::Json::Parse(*result).ok(), "the result is JSON");
  return 0;
}
