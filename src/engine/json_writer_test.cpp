// The writer's text is JSON our reader takes back as the same document: every kind of value,
// nesting and empty containers, escapes, int64's ends, 64-bit words as HashHex writes them.
#include "engine/json_writer.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <string>

#include "engine/number_text.h"

namespace popejoan::engine {
namespace {

TEST(JsonWriter, WritesCompactTextWithCommasOnlyBetweenValues) {
  std::string text;
  JsonWriter out(&text);
  out.BeginObject();
  out.Key("empty").BeginArray().EndArray();
  out.Key("none").BeginObject().EndObject();
  out.Key("list").BeginArray().Number(1).Number(-2).Bool(true).Bool(false).String("x").EndArray();
  out.Key("nested").BeginArray().BeginArray().Number(3).EndArray().BeginObject().Key("a").Number(4).EndObject().EndArray();
  out.Key("last").Raw(R"({"k":[1,2]})");
  out.EndObject();
  EXPECT_EQ(text, R"({"empty":[],"none":{},"list":[1,-2,true,false,"x"],"nested":[[3],{"a":4}],"last":{"k":[1,2]}})");
}

TEST(JsonWriter, AnyDocumentComesBackTheSame) {
  const std::string source =
      R"({"quote": "a \"b\" \\ c", "control": "\u0001\u001f\t\n", "accents": "Pâques, é, 中", "min": -9223372036854775808,)"
      R"( "max": 9223372036854775807, "zero": 0, "deep": [[[], {}], {"x": [null, true, false]}], "key \"quoted\"": 1})";
  Result<Json> doc = Json::Parse(source);
  ASSERT_TRUE(doc.ok()) << doc.error();
  std::string text;
  JsonWriter(&text).Value(*doc);
  Result<Json> back = Json::Parse(text);
  ASSERT_TRUE(back.ok()) << back.error() << " in " << text;
  EXPECT_EQ(back->Dump(), doc->Dump());
  EXPECT_EQ(text.find(": "), std::string::npos);
}

TEST(JsonWriter, AKeyWithANulCharacterIsWrittenWhole) {
  Result<Json> doc = Json::Parse(R"({"a\u0000b": 1})");
  ASSERT_TRUE(doc.ok());
  std::string text;
  JsonWriter(&text).Value(*doc);
  EXPECT_EQ(text, R"({"a\u0000b":1})");
}

TEST(JsonWriter, BadUtf8IsWrittenAsTheReplacementCharacter) {
  std::string text;
  JsonWriter(&text).String(std::string("a\xff" "b"));
  EXPECT_EQ(text, "\"a\xEF\xBF\xBD" "b\"");
  EXPECT_TRUE(Json::Parse(text).ok());
}

TEST(JsonWriter, AWordIsItsSixteenHexDigits) {
  for (uint64_t word : {uint64_t{0}, uint64_t{1}, uint64_t{0xDEADBEEF}, std::numeric_limits<uint64_t>::max(),
                        uint64_t{0x0123456789ABCDEF}}) {
    std::string text;
    JsonWriter(&text).HexWord(word);
    EXPECT_EQ(text, "\"" + HashHex(word) + "\"");
  }
}

}  // namespace
}  // namespace popejoan::engine
