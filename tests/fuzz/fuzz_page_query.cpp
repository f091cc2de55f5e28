// The page's query string (platform/page_query.h): any text is read, bad parameters become
// errors, and what is kept is within its documented range.
#include "platform/page_query.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string query = FuzzText(data, size);
  const popejoan::platform::PageQueryResult config = popejoan::platform::ParsePageQuery(query);
  const popejoan::platform::LaunchOptions& options = config.options;
  FUZZ_CHECK(options.seats == 0 || (options.seats >= 3 && options.seats <= 8), "seats 3..8 or unset");
  FUZZ_CHECK(!options.embed_id.empty() && options.embed_id.size() <= 40, "an embed id of 1..40");
  for (const std::string& error : config.errors) {
    for (char c : error) FUZZ_CHECK(static_cast<unsigned char>(c) >= 0x20 && c != 0x7f, "errors carry no control character");
  }
  const popejoan::platform::PageQueryResult with_mark = popejoan::platform::ParsePageQuery("?" + query);
  if ((query.empty() || query[0] != '?') && query.size() < popejoan::platform::kMaxPageQueryBytes) {
    FUZZ_CHECK(with_mark.errors == config.errors && with_mark.options.embed_id == options.embed_id, "'?' is optional");
  }
  (void)popejoan::platform::SplitCommas(query);
  (void)popejoan::platform::UrlDecode(query);
  return 0;
}
