// The page's query string (platform/page_config.h): any text is read, bad parameters become
// errors, and what is kept is within its documented range.
#include "platform/page_config.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string query = FuzzText(data, size);
  const popejoan::platform::PageConfig config = popejoan::platform::ParsePageQuery(query);
  FUZZ_CHECK(config.seats == 0 || (config.seats >= 3 && config.seats <= 8), "seats 3..8 or unset");
  FUZZ_CHECK(!config.embed_id.empty() && config.embed_id.size() <= 40, "an embed id of 1..40");
  for (const std::string& error : config.errors) {
    for (char c : error) FUZZ_CHECK(static_cast<unsigned char>(c) >= 0x20 && c != 0x7f, "errors carry no control character");
  }
  const popejoan::platform::PageConfig with_mark = popejoan::platform::ParsePageQuery("?" + query);
  if ((query.empty() || query[0] != '?') && query.size() < popejoan::platform::kMaxPageQueryBytes) {
    FUZZ_CHECK(with_mark.errors == config.errors && with_mark.embed_id == config.embed_id, "'?' is optional");
  }
  (void)popejoan::platform::SplitCommas(query);
  (void)popejoan::platform::UrlDecode(query);
  return 0;
}
