#include "engine/json.h"

#include <gtest/gtest.h>

namespace popejoan {
namespace {

TEST(Json, ParsesAndDumps) {
  Result<Json> j = Json::Parse(R"({"a": [1, -2, "x\n\u00e9"], "b": {"c": true, "d": null}})");
  ASSERT_TRUE(j.ok()) << j.error();
  EXPECT_EQ(j->Find("a")->items()[1].as_number(), -2);
  EXPECT_EQ(j->Find("a")->items()[2].as_string(), "x\n\xc3\xa9");
  EXPECT_TRUE(j->Find("b")->Find("c")->as_bool());
  Result<Json> again = Json::Parse(j->Dump(2));
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again->Dump(), j->Dump());
}

TEST(Json, ErrorsAreValues) {
  for (const char* bad : {"", "{", "[1,]", "{\"a\" 1}", "1.5", "\"abc", "[1] x", "{\"a\":1,\"a\":2}",
                          "tru", "99999999999999999999"}) {
    Result<Json> j = Json::Parse(bad);
    EXPECT_FALSE(j.ok()) << bad;
    EXPECT_NE(j.error().find("JSON error"), std::string::npos);
  }
  std::string deep(10000, '[');
  EXPECT_FALSE(Json::Parse(deep).ok());
}

}  // namespace
}  // namespace popejoan
