#include "session/table_list.h"

#include <gtest/gtest.h>

#include "session/intent.h"
#include "session/words/builtin_catalogue.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

protocol::TableSummary Ann() {
  protocol::TableSummary table;
  table.room = "KM7P4RT2X";
  table.preset = "classic";
  table.seats = 4;
  table.people = 1;
  table.ai = 3;
  table.deal = 2;
  table.deals = 4;
  table.clock = 60;
  table.lang = "en";
  return table;
}

TEST(TableList, SaysATableAsAPlayerWould) {
  EXPECT_EQ(TableLineWords(Ann()), "Classic (Peel) \u00b7 4 seats: 1 person, 3 AI \u00b7 Deal 2 of 4 \u00b7 1 min a turn \u00b7 English");
  protocol::TableSummary odd = Ann();
  odd.preset = "no-such-preset";
  odd.people = 2;
  odd.ai = 1;
  odd.seats = 3;
  odd.clock = 0;
  odd.lang = "xx";
  odd.deal = 1;
  odd.deals = 1;
  EXPECT_EQ(TableLineWords(odd), "3 seats: 2 people, 1 AI \u00b7 Deal 1 of 1 \u00b7 No turn clock") << "no code, no file format";
}

// A table its host has not started yet (made from the setup with "Anyone"): waiting, no deal.
TEST(TableList, SaysATableWaitingForItsHost) {
  protocol::TableSummary waiting = Ann();
  waiting.waiting = true;
  waiting.deal = 1;
  waiting.deals = 1;
  EXPECT_EQ(TableLineWords(waiting), "Classic (Peel) \u00b7 4 seats: 1 person, 3 AI \u00b7 Waiting for its host to start \u00b7 1 min a turn \u00b7 English");
}

TEST(TableList, SaysATableInFrenchToo) {
  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  ScopedLanguage fr(Language::kFrench);
  protocol::TableSummary table = Ann();
  table.lang = "fr";
  table.clock = 30;
  const std::string line = TableLineWords(table);
  EXPECT_NE(line.find("4 places\u00a0: 1 personne, 3 IA"), std::string::npos) << line;
  EXPECT_NE(line.find("Donne 2 sur 4"), std::string::npos) << line;
  EXPECT_NE(line.find("s par tour"), std::string::npos) << line;
  EXPECT_NE(line.find("Français"), std::string::npos) << line;
  EXPECT_EQ(line.find("classic"), std::string::npos) << line;
}

// Asked at once on opening, each second until a list comes, then every five seconds; never twice
// within a second.
TEST(TableList, AsksForTheListAtMostOnceASecondAndEveryFiveWhileOpen) {
  EXPECT_TRUE(TablesAskDue(10.0, -1.0, false));
  EXPECT_FALSE(TablesAskDue(10.5, 10.0, false));
  EXPECT_TRUE(TablesAskDue(11.0, 10.0, false));
  EXPECT_FALSE(TablesAskDue(11.0, 10.0, true));
  EXPECT_FALSE(TablesAskDue(14.9, 10.0, true));
  EXPECT_TRUE(TablesAskDue(15.0, 10.0, true));
  for (double now = 10.0; now < 10.999; now += 0.1) EXPECT_FALSE(TablesAskDue(now, 10.0, false)) << now;
}

TEST(TableList, AJoinButtonCarriesTheTablesCodeExactly) {
  const Intent join = MakeIntent(IntentKind::kJoinTable, PackRoomCode("KM7P4RT2X"));
  EXPECT_EQ(IntentId(join), "button:join-table-KM7P4RT2X");
  engine::Result<Intent> back = ParseIntent("button:join-table-KM7P4RT2X");
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back.value(), join);
  EXPECT_EQ(UnpackRoomCode(PackRoomCode("ZZZZZZZZZZZZ")), "ZZZZZZZZZZZZ");
  EXPECT_EQ(UnpackRoomCode(PackRoomCode("0A0")), "0A0");
  EXPECT_EQ(PackRoomCode(""), 0u);
  EXPECT_EQ(PackRoomCode("km7"), 0u) << "the code exactly as the server sends it";
  EXPECT_EQ(PackRoomCode("ABCDEFGHJKMNP"), 0u) << "13 characters";
  EXPECT_FALSE(ParseIntent("button:join-table-").ok());
  EXPECT_FALSE(ParseIntent("button:join-table-ab").ok());
}

}  // namespace
}  // namespace popejoan::session
