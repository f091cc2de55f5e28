#include "engine/json_fields.h"

#include <gtest/gtest.h>

#include <vector>

namespace popejoan::engine {
namespace {

Json Parsed(const std::string& text) {
  Result<Json> j = Json::Parse(text);
  EXPECT_TRUE(j.ok()) << j.error();
  return j.ok() ? *j : Json();
}

// A small format read the way every reader in the tree reads: a document of deals, each with
// a name, a count, a flag and a list of actions.
struct Deal {
  std::string name;
  int count = 0;
  bool open = false;
  std::vector<int> actions;
};

std::string ReadDeals(const std::string& text, std::vector<Deal>* out) {
  const Json j = Parsed(text);
  JsonFields root(j, "", "deal list");
  root.AllowOnly({"deals", "note"});
  std::string note;
  root.String("note", &note, JsonFields::kOptional);
  root.Array("deals", 1, 3, [&](JsonFields& deal) {
    Deal d;
    deal.AllowOnly({"name", "count", "open", "actions"});
    deal.String("name", &d.name);
    deal.Int("count", 0, 10, &d.count);
    deal.Bool("open", &d.open, JsonFields::kOptional);
    deal.Array("actions", 0, JsonFields::kAnyCount, [&](JsonFields& action) {
      int a = 0;
      if (action.GetInt(0, 99, &a)) d.actions.push_back(a);
    });
    out->push_back(d);
  });
  return root.error();
}

TEST(JsonFields, ReadsTypedFieldsAndOptionalOnes) {
  std::vector<Deal> deals;
  EXPECT_EQ(ReadDeals(R"({"deals": [{"name": "a", "count": 3, "actions": [1, 2]},
                                    {"name": "b", "count": 0, "open": true, "actions": []}]})", &deals), "");
  ASSERT_EQ(deals.size(), 2u);
  EXPECT_EQ(deals[0].name, "a");
  EXPECT_EQ(deals[0].count, 3);
  EXPECT_FALSE(deals[0].open);  // absent: left as it was
  EXPECT_EQ(deals[0].actions, (std::vector<int>{1, 2}));
  EXPECT_TRUE(deals[1].open);
}

TEST(JsonFields, EveryMessageNamesThePath) {
  const std::pair<const char*, const char*> cases[] = {
      {R"({"deals": [{"name": "a", "count": 1, "actions": [1, 2, 3, 4, 5, "x"]}]})",
       "deals[0].actions[5] must be a whole number from 0 to 99"},
      {R"({"deals": [{"name": "a", "count": 1, "actions": []}, {"name": 7}]})", "deals[1]: \"name\" must be a string"},
      {R"({"deals": [{"name": "a", "count": 11, "actions": []}]})", "deals[0]: \"count\" must be a whole number from 0 to 10"},
      {R"({"deals": [{"name": "a", "count": 1, "open": 1, "actions": []}]})", "deals[0]: \"open\" must be true or false"},
      {R"({"deals": [{"name": "a", "actions": []}]})", "deals[0]: \"count\" is missing"},
      {R"({"deals": [{"name": "a", "count": 1, "actions": {}}]})", "deals[0]: \"actions\" must be a list"},
      {R"({"deals": [3]})", "deals[0] must be an object"},
      {R"({"deals": []})", "\"deals\" must be a list of 1 to 3"},
      {R"({"note": "n"})", "\"deals\" is missing"},
      {R"({"note": 1, "deals": []})", "\"note\" must be a string"},
      {R"([])", "deal list must be an object"},
  };
  for (const auto& [text, message] : cases) {
    std::vector<Deal> deals;
    EXPECT_EQ(ReadDeals(text, &deals), message) << text;
  }
}

TEST(JsonFields, OneUnknownKeyCheckEscapesTheKey) {
  std::vector<Deal> deals;
  EXPECT_EQ(ReadDeals(R"({"deals": [], "nots": 1})", &deals), "unknown key \"nots\" in deal list");
  EXPECT_EQ(ReadDeals(R"({"deals": [{"name": "a", "count": 1, "actions": [], "\u001b[2J": 0}]})", &deals),
            "unknown key \"\\x1b[2J\" in deals[0]");
}

TEST(JsonFields, TheFirstProblemStaysAndLaterReadsDoNothing) {
  const Json j = Parsed(R"({"a": "x", "b": 2, "c": [1]})");
  JsonFields root(j, "settings");
  int a = 0;
  EXPECT_FALSE(root.Int("a", 0, 9, &a));
  EXPECT_EQ(root.error(), "settings: \"a\" must be a whole number from 0 to 9");
  int b = 0;
  EXPECT_FALSE(root.Int("b", 0, 9, &b));
  EXPECT_EQ(b, 0);
  bool called = false;
  EXPECT_FALSE(root.Array("c", 0, 9, [&](JsonFields&) { called = true; }));
  EXPECT_FALSE(called);
  EXPECT_FALSE(root.Refuse("something else"));
  EXPECT_EQ(root.error(), "settings: \"a\" must be a whole number from 0 to 9");
}

TEST(JsonFields, CallersProblemsAreNamedLikeTheReaders) {
  const Json j = Parsed(R"({"board": {"ace": 1, "joker": 2}, "hash": "xyz", "list": [[1], [2, 3]]})");
  JsonFields root(j, "", "file");
  EXPECT_TRUE(root.Has("board"));
  EXPECT_FALSE(root.Has("nothing"));
  std::vector<std::string> keys;
  EXPECT_TRUE(root.Object("board", [&](JsonFields& board) {
    board.EachMember([&](JsonFields& count) { keys.push_back(count.key()); });
  }));
  EXPECT_EQ(keys, (std::vector<std::string>{"ace", "joker"}));
  EXPECT_FALSE(root.Array("list", 2, 2, [&](JsonFields& inner) {
    inner.Items(1, 1, [](JsonFields& item) { EXPECT_EQ(item.Path(), "list[0][0]"); });
  }));
  EXPECT_EQ(root.error(), "list[1] must be a list of 1");

  JsonFields again(j, "", "file");
  again.Object("board", [&](JsonFields& board) {
    board.EachMember([&](JsonFields& count) {
      if (count.key() == "joker") count.Fail("is not a compartment");
    });
  });
  EXPECT_EQ(again.error(), "board: \"joker\" is not a compartment");

  JsonFields hash(j, "progress");
  std::string text;
  EXPECT_TRUE(hash.String("hash", &text));
  hash.FailAt("hash", "must be 16 hex digits");
  EXPECT_EQ(hash.error(), "progress: \"hash\" must be 16 hex digits");
}

TEST(JsonFields, ANonObjectHasNoMembers) {
  const Json j = Parsed(R"({"s": "text"})");
  JsonFields root(j, "", "file");
  EXPECT_FALSE(root.Object("s", [](JsonFields&) { ADD_FAILURE(); }));
  EXPECT_EQ(root.error(), "\"s\" must be an object");
  JsonFields field(j, "", "file");
  std::string word;
  field.Field("s", [&](JsonFields& s) { s.String("inner", &word); });
  EXPECT_EQ(field.error(), "\"s\" must be an object");
}

TEST(JsonFields, OptionalAbsentIsNoProblem) {
  const Json j = Parsed(R"({})");
  JsonFields root(j, "", "file");
  int volume = 70;
  bool on = true;
  std::string id = "keep";
  EXPECT_FALSE(root.Int("volume", 0, 100, &volume, JsonFields::kOptional));
  EXPECT_FALSE(root.Bool("on", &on, JsonFields::kOptional));
  EXPECT_FALSE(root.String("id", &id, JsonFields::kOptional));
  EXPECT_FALSE(root.Array("list", 0, 1, [](JsonFields&) {}, JsonFields::kOptional));
  EXPECT_TRUE(root.ok());
  EXPECT_EQ(volume, 70);
  EXPECT_TRUE(on);
  EXPECT_EQ(id, "keep");
}

// Ids, cards and hashes: a string the caller's parser accepts, or a message saying what it may be.
TEST(JsonFields, TextIsWhatTheParserAccepts) {
  const Json j = Parsed(R"({"theme": "neon", "version": "1", "hashes": ["00ff", "zz"]})");
  auto is_theme = [](const std::string& id) { return id == "felt" || id == "dark"; };
  JsonFields theme(j, "settings");
  EXPECT_FALSE(theme.Text("theme", is_theme, "felt or dark"));
  EXPECT_EQ(theme.error(), "settings: \"theme\" must be felt or dark");
  JsonFields version(j, "", "file");
  int64_t v = 0;
  EXPECT_FALSE(version.Number("version", &v));
  EXPECT_EQ(version.error(), "\"version\" must be a whole number");
  JsonFields hashes(j, "", "file");
  std::vector<std::string> read;
  hashes.Array("hashes", 0, 8, [&](JsonFields& hash) {
    if (hash.GetText([](const std::string& t) { return t.find_first_not_of("0123456789abcdef") == std::string::npos; },
                     "hex digits")) {
      read.push_back(hash.json().as_string());
    }
  });
  EXPECT_EQ(read, std::vector<std::string>{"00ff"});
  EXPECT_EQ(hashes.error(), "hashes[1] must be hex digits");
}

}  // namespace
}  // namespace popejoan::engine
