// The one parser of a client's frame (client_message.h): what the page sends reads; anything too
// long, too deep, too wide, with a field its type has not, or of the wrong kind is refused with
// a short printable reason that quotes little of the client's text.
#include "protocol/client_message.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "engine/rules.h"
#include "engine/serialize.h"
#include "protocol/server_message.h"

namespace popejoan::protocol {
namespace {

std::string ErrorOf(const std::string& text) {
  const engine::Result<ClientMessage> m = ParseClientMessage(text);
  EXPECT_FALSE(m.ok()) << text;
  return m.ok() ? "" : m.error();
}

bool Printable(const std::string& text) {
  for (unsigned char c : text) {
    if (c < 0x20 || c == 0x7f) return false;
  }
  return true;
}

TEST(ClientMessage, ThePagesOwnMessagesRead) {
  CreateRequest request;
  request.rules = engine::RulesForPreset(engine::Preset::kClassic);
  request.rounds = 5;
  request.seats.resize(8);
  for (int i = 1; i < 8; ++i) request.seats[static_cast<std::size_t>(i)] = {SeatKind::kAi, "expert"};
  request.fill = "casual";
  const std::string create = CreateMessage("Zoë Ångström-Lévy Dubois", request);  // the longest name: 24 characters
  EXPECT_LT(create.size(), kMaxClientFrameBytes / 2) << "the largest frame the page sends fits with room to spare";
  const engine::Result<ClientMessage> made = ParseClientMessage(create);
  ASSERT_TRUE(made.ok()) << made.error();
  EXPECT_EQ(made->type, ClientMessageType::kCreate);
  EXPECT_EQ(made->create.seats.size(), 8u);
  for (const std::string& text :
       {HelloMessage("ABCDEFGHJ", "token", "Ann"), TakeSeatMessage(2, "Bo"),
        StartMessage(), ActMessage(12, 3), ReactMessage(Reaction::kOops),
        PlayAgainMessage()}) {
    const engine::Result<ClientMessage> m = ParseClientMessage(text);
    EXPECT_TRUE(m.ok()) << text << ": " << (m.ok() ? "" : m.error());
  }
}

TEST(ClientMessage, AFrameOver4KiBIsRefusedBeforeItIsRead) {
  const std::string big = R"({"v":2,"type":"hello","room":"ABCDEFGHJ","name":")" + std::string(5000, 'a') + "\"}";
  EXPECT_NE(ErrorOf(big).find("more than 4096"), std::string::npos);
  EXPECT_EQ(kMaxClientFrameBytes, 4096u);
}

TEST(ClientMessage, DeepOrWideFramesStopAtTheLimit) {
  std::string deep = R"({"v":2,"type":"start","x":)";
  for (int i = 0; i < 1000; ++i) deep += "[";
  EXPECT_NE(ErrorOf(deep).find("nesting deeper than"), std::string::npos);
  std::string wide = R"({"v":2,"type":"start","x":[)";
  for (int i = 0; i < 1000; ++i) wide += "0,";
  wide += "0]}";
  EXPECT_NE(ErrorOf(wide).find("values in one document"), std::string::npos);
}

TEST(ClientMessage, UnknownFieldsAreRefusedAndNamed) {
  EXPECT_EQ(ErrorOf(R"({"v":2,"type":"act","step":1,"action":2,"seat":3})"), "act has no field \"seat\"");
  EXPECT_EQ(ErrorOf(R"({"v":2,"type":"start","force":true})"), "start has no field \"force\"");
  EXPECT_EQ(ErrorOf(R"({"v":2,"type":"hello","room":"A","admin":1})"), "hello has no field \"admin\"");
  const std::string seat_extra =
      R"({"v":2,"type":"create","name":"A","rules":{"preset":"classic"},"rounds":1,"fill":"casual",)"
      R"("seats":[{"kind":"person"},{"kind":"ai","level":"casual","peek":true},{"kind":"person"}]})";
  EXPECT_EQ(ErrorOf(seat_extra), "a seat has only a kind and a level");
}

TEST(ClientMessage, FieldsOfTheWrongKindAreRefused) {
  EXPECT_EQ(ErrorOf(R"({"v":2,"type":"hello","room":"ABC","token":7})"), "token must be text");
  EXPECT_EQ(ErrorOf(R"({"v":2,"type":"take-seat","seat":1,"name":["x"]})"), "name must be text");
  EXPECT_EQ(ErrorOf(R"({"v":"2","type":"start"})"), "not a version 2 message");
  EXPECT_EQ(ErrorOf(R"({"v":2,"type":"act","step":-1,"action":2})"), "act needs a step and an action");
  EXPECT_EQ(ErrorOf(R"({"v":2,"type":"hello","room":"ABC","token":")" + std::string(65, 't') + "\"}"),
            "the token is too long");
}

TEST(ClientMessage, ErrorsEscapeControlCharactersAndQuoteLittle) {
  const std::string key = "\\u001b[31m" + std::string(300, 'k');
  const std::string error = ErrorOf(R"({"v":2,"type":"start",")" + key + "\":1}");
  EXPECT_TRUE(Printable(error)) << error;
  EXPECT_NE(error.find("\\x1b"), std::string::npos);
  EXPECT_LE(error.size(), kMaxErrorMessageBytes + 3);
  EXPECT_EQ(error.find(std::string(40, 'k')), std::string::npos) << "a few bytes of the key at most";
  const std::string rules_error = ErrorOf(
      R"({"v":2,"type":"create","name":"A","rules":{"\u001b)" + std::string(500, 'r') +
      R"(":"x"},"rounds":1,"fill":"casual","seats":[{"kind":"person"},{"kind":"person"},{"kind":"person"}]})");
  EXPECT_TRUE(Printable(rules_error)) << rules_error;
  EXPECT_LE(rules_error.size(), kMaxErrorMessageBytes + 3);
  EXPECT_TRUE(Printable(ErrorOf("\x01\x02garbage")));
  EXPECT_TRUE(Printable(ErrorOf(std::string("{\"v\":2,\"type\":\"x\x7f\"}"))));
}

// Names keep the rule the page keeps (player_name.h): each class of bad name is refused
// with bad-name and a reason naming the character, in every message that has a name; a good
// name is cleaned as the page cleans it.
TEST(ClientMessage, BadNamesAreRefusedWithBadNameAndGoodOnesCleaned) {
  const std::vector<std::pair<std::string, std::string>> bad = {
      {R"(Ann\u0007)", "the name has a control character (U+0007)"},
      {R"(Ann\u0085)", "the name has a control character (U+0085)"},
      {R"(\u202Eevil)", "the name has a direction control (U+202E)"},
      {R"(Ann\u2066)", "the name has a direction control (U+2066)"},
      {R"(\u200B)", "the name has an invisible character (U+200B)"},
      {R"(Ann\uFEFF)", "the name has an invisible character (U+FEFF)"},
      {R"(\u200D\uFE0F)", "the name has nothing visible"},
      {R"(Ann \ud83d\ude00)", "the name has a symbol or emoji (U+1F600)"},
      {R"(\u0301\u0301)", "the name has an accent on no letter, or over four on one (U+0301)"},
      {std::string(25, 'a'), "the name is over 24 characters or 64 bytes"},
  };
  for (const auto& [name, reason] : bad) {
    for (const std::string& text :
         {R"({"v":2,"type":"hello","room":"ABCDEFGHJ","name":")" + name + "\"}",
          R"({"v":2,"type":"take-seat","seat":1,"name":")" + name + "\"}",
          R"({"v":2,"type":"create","name":")" + name +
              R"(","rules":{"preset":"classic"},"rounds":1,"fill":"casual","seats":[{"kind":"person"},{"kind":"person"},{"kind":"person"}]})"}) {
      ErrorCode id = ErrorCode::kBadMessage;
      const engine::Result<ClientMessage> m = ParseClientMessage(text, &id);
      ASSERT_FALSE(m.ok()) << text;
      EXPECT_STREQ(ErrorCodeId(id), "bad-name") << text;
      EXPECT_EQ(m.error(), reason) << text;
      EXPECT_TRUE(Printable(m.error()));
    }
  }
  // Not a name: bad-message as before.
  ErrorCode id = ErrorCode::kBadName;
  EXPECT_FALSE(ParseClientMessage(R"({"v":2,"type":"take-seat","seat":1,"name":7})", &id).ok());
  EXPECT_STREQ(ErrorCodeId(id), "bad-message");
  // Good names of several scripts, cleaned.
  const engine::Result<ClientMessage> cleaned = ParseClientMessage(R"({"v":2,"type":"take-seat","seat":1,"name":"  Zoë\u00A0\u00A0Ἀθηνᾶ "})");
  ASSERT_TRUE(cleaned.ok()) << cleaned.error();
  EXPECT_EQ(cleaned->name, "Zoë Ἀθηνᾶ");
  for (const char* name : {"李小龙", "محمد", "Дмитрий", "Jose\u0301", "می\u200Cخواهم"}) {
    const engine::Result<ClientMessage> m =
        ParseClientMessage(std::string(R"({"v":2,"type":"take-seat","seat":1,"name":")") + name + "\"}");
    EXPECT_TRUE(m.ok()) << name << ": " << (m.ok() ? "" : m.error());
  }
  // Only spaces: no name (a hello may have none; the hub refuses a create or a seat without).
  const engine::Result<ClientMessage> blank = ParseClientMessage(R"({"v":2,"type":"hello","room":"ABCDEFGHJ","name":"   "})");
  ASSERT_TRUE(blank.ok());
  EXPECT_EQ(blank->name, "");
}

// ---- Every client message, written by the one writer, reads back as the same value; cut short
// or with a field of the wrong kind, it is refused with a reason.

std::vector<ClientMessage> OneOfEachType() {
  std::vector<ClientMessage> all;
  for (int t = 0; t < kNumClientMessageTypes; ++t) {
    ClientMessage m;
    m.type = static_cast<ClientMessageType>(t);
    switch (m.type) {
      case ClientMessageType::kCreate:
        m.name = "Ann";
        m.create.rules = engine::RulesForPreset(engine::Preset::kClassic);
        m.create.rounds = 3;
        m.create.seats = {{SeatKind::kPerson, ""}, {SeatKind::kAi, "beginner"}, {SeatKind::kPerson, ""}, {SeatKind::kAi, "pimc"}};
        m.create.fill = "expert";
        m.create.clock = 30;
        break;
      case ClientMessageType::kHello:
        m.room = "ABCDEFGHJ";
        m.token = "0123456789abcdef";
        m.name = "Bo";
        break;
      case ClientMessageType::kTakeSeat:
        m.seat = 7;
        m.name = "Zoë";
        break;
      case ClientMessageType::kAct:
        m.step = 123;
        m.action = engine::kActionNextDeal;
        break;
      case ClientMessageType::kReact: m.reaction = Reaction::kYourTurn; break;
      case ClientMessageType::kFreeSeat: m.seat = 2; break;
      case ClientMessageType::kQuickPlay:
        m.name = "Zoë";
        m.lang = "fr";
        break;
      case ClientMessageType::kTables: m.lang = "en"; break;
      case ClientMessageType::kJoinTable:
        m.room = "ABCDEFGHJ";
        m.name = "Bo";
        break;
      case ClientMessageType::kStart:
      case ClientMessageType::kPlayAgain:
      case ClientMessageType::kBack:
      case ClientMessageType::kResync:
      case ClientMessageType::kLeave: break;
    }
    all.push_back(m);
  }
  ClientMessage table;  // a public table: a preset's rules, a clock, a language
  table.type = ClientMessageType::kCreate;
  table.name = "Ann";
  table.create.rules = engine::RulesForPreset(engine::Preset::kClassic);
  table.create.seats = {{SeatKind::kPerson, ""}, {SeatKind::kAi, "casual"}, {SeatKind::kAi, "casual"}};
  table.create.clock = 60;
  table.create.public_table = true;
  table.create.lang = "fr";
  all.push_back(table);
  ClientMessage rejoin;
  rejoin.room = "abcdefghj";
  rejoin.rejoin = "KMNP-QRST";
  all.push_back(rejoin);
  return all;
}

void ExpectSame(const ClientMessage& a, const ClientMessage& b) {
  EXPECT_EQ(a.type, b.type);
  EXPECT_EQ(a.room, b.room);
  EXPECT_EQ(a.token, b.token);
  EXPECT_EQ(a.rejoin, b.rejoin);
  EXPECT_EQ(a.name, b.name);
  EXPECT_EQ(a.seat, b.seat);
  EXPECT_EQ(a.step, b.step);
  EXPECT_EQ(a.action, b.action);
  EXPECT_EQ(a.reaction, b.reaction);
  EXPECT_TRUE(a.create.rules == b.create.rules);
  EXPECT_EQ(a.create.rounds, b.create.rounds);
  EXPECT_EQ(a.create.seats, b.create.seats);
  EXPECT_EQ(a.create.fill, b.create.fill);
  EXPECT_EQ(a.create.clock, b.create.clock);
  EXPECT_EQ(a.create.public_table, b.create.public_table);
  EXPECT_EQ(a.create.lang, b.create.lang);
  EXPECT_EQ(a.lang, b.lang);
}

TEST(ClientMessage, EveryTypeGoesThereAndBack) {
  for (const ClientMessage& m : OneOfEachType()) {
    const std::string text = ClientMessageText(m);
    EXPECT_NE(text.find(std::string("\"type\": \"") + ClientMessageTypeId(m.type) + "\""), std::string::npos) << text;
    const engine::Result<ClientMessage> back = ParseClientMessage(text);
    ASSERT_TRUE(back.ok()) << text << ": " << back.error();
    ExpectSame(*back, m);
    for (int r = 0; r < kNumReactions; ++r) {
      if (m.type != ClientMessageType::kReact) break;
      const engine::Result<ClientMessage> reaction = ParseClientMessage(ReactMessage(static_cast<Reaction>(r)));
      ASSERT_TRUE(reaction.ok());
      EXPECT_EQ(reaction->reaction, static_cast<Reaction>(r));
    }
  }
}

TEST(ClientMessage, EveryTypeCutShortOrBentIsRefused) {
  for (const ClientMessage& m : OneOfEachType()) {
    const std::string text = ClientMessageText(m);
    for (std::size_t n = 0; n < text.size(); n += 1 + n / 32) {
      const engine::Result<ClientMessage> cut = ParseClientMessage(text.substr(0, n));
      EXPECT_FALSE(cut.ok()) << text.substr(0, n);
      if (!cut.ok()) {
        EXPECT_TRUE(Printable(cut.error())) << cut.error();
      }
    }
    // Each field turned into a list: refused, never read as something else.
    const engine::Result<engine::Json> json = engine::Json::Parse(text);
    ASSERT_TRUE(json.ok());
    for (const engine::Json::Member& member : json->members()) {
      if (member.first == "v" || member.first == "type") continue;
      engine::Json bent = *json;
      bent.Set(member.first, engine::Json::Array());
      EXPECT_FALSE(ParseClientMessage(bent.Dump()).ok()) << bent.Dump();
    }
  }
}

// A page from before this version is told old-page, in its own version (which it reads); a
// frame of a later or unknown version is a bad message, answered in this one.
TEST(ClientMessage, AnEarlierVersionIsAnOldPageAnsweredInItsOwnVersion) {
  ErrorCode id = ErrorCode::kBadMessage;
  int version = 0;
  EXPECT_FALSE(ParseClientMessage(R"({"v":1,"type":"start"})", &id, &version).ok());
  EXPECT_EQ(id, ErrorCode::kOldPage);
  EXPECT_EQ(version, 1);
  const engine::Result<ServerMessage> told = ParseServerMessage(ErrorText(id, "reload", version));
  ASSERT_TRUE(told.ok());
  EXPECT_EQ(std::get<RoomError>(told.value()).error, "old-page");
  for (const char* text : {R"({"v":3,"type":"start"})", R"({"v":0,"type":"start"})", R"({"v":-1,"type":"start"})",
                           R"({"type":"start"})"}) {
    EXPECT_FALSE(ParseClientMessage(text, &id, &version).ok()) << text;
    EXPECT_EQ(id, ErrorCode::kBadMessage) << text;
    EXPECT_EQ(version, kProtocolVersion) << text;
  }
}

TEST(ClientMessage, AResyncHasNoFields) {
  const engine::Result<ClientMessage> m = ParseClientMessage(ResyncMessage());
  ASSERT_TRUE(m.ok()) << m.error();
  EXPECT_EQ(m->type, ClientMessageType::kResync);
  EXPECT_EQ(ClientMessageText(*m), ResyncMessage());
  EXPECT_FALSE(ParseClientMessage(R"({"v":2,"type":"resync","step":3})").ok());
}

// docs/online.md, "Public tables": quick play names its language; a public table plays a preset's
// rules with a turn clock in one of the tables' languages; a leave has no fields.
TEST(ClientMessage, PublicTablesAskForWhatStrangersNeed) {
  const engine::Result<ClientMessage> quick = ParseClientMessage(QuickPlayMessage("Ann", "en"));
  ASSERT_TRUE(quick.ok()) << quick.error();
  EXPECT_EQ(quick->type, ClientMessageType::kQuickPlay);
  EXPECT_EQ(quick->lang, "en");
  for (const char* bad : {R"({"v":2,"type":"quick-play","name":"Ann"})", R"({"v":2,"type":"quick-play","name":"Ann","lang":"de"})",
                          R"({"v":2,"type":"quick-play","name":"Ann","lang":7})", R"({"v":2,"type":"quick-play","name":"Ann","lang":"en","room":"X"})",
                          R"({"v":2,"type":"leave","seat":1})"}) {
    EXPECT_FALSE(ParseClientMessage(bad).ok()) << bad;
  }
  ErrorCode id = ErrorCode::kBadMessage;
  EXPECT_FALSE(ParseClientMessage(QuickPlayMessage("Ann\u202e", "en"), &id).ok());
  const engine::Result<ClientMessage> every = ParseClientMessage(TablesMessage(""));
  ASSERT_TRUE(every.ok()) << every.error();
  EXPECT_EQ(every->lang, "") << "every language's tables";
  for (const char* bad : {R"({"v":2,"type":"tables","lang":"xx"})", R"({"v":2,"type":"join-table","name":"Bo"})",
                          R"({"v":2,"type":"join-table","room":7,"name":"Bo"})", R"({"v":2,"type":"tables","room":"A"})"}) {
    EXPECT_FALSE(ParseClientMessage(bad).ok()) << bad;
  }
  const engine::Result<ClientMessage> leave = ParseClientMessage(LeaveMessage());
  ASSERT_TRUE(leave.ok()) << leave.error();
  EXPECT_EQ(leave->type, ClientMessageType::kLeave);

  CreateRequest table;
  table.rules = engine::RulesForPreset(engine::Preset::kClassic);
  table.seats = {{SeatKind::kPerson, ""}, {SeatKind::kAi, "casual"}, {SeatKind::kAi, "casual"}};
  table.clock = 30;
  table.public_table = true;
  table.lang = "fr";
  ASSERT_TRUE(ParseClientMessage(CreateMessage("Ann", table)).ok());
  CreateRequest no_clock = table;
  no_clock.clock = 0;
  EXPECT_FALSE(ParseClientMessage(CreateMessage("Ann", no_clock)).ok()) << "strangers are never waited on";
  CreateRequest own_rules = table;
  own_rules.rules.purse += 1;
  EXPECT_FALSE(ParseClientMessage(CreateMessage("Ann", own_rules)).ok()) << "a public table plays a preset";
  CreateRequest private_room = own_rules;
  private_room.public_table = false;
  private_room.clock = 0;
  EXPECT_TRUE(ParseClientMessage(CreateMessage("Ann", private_room)).ok()) << "a private room plays what its creator likes";
  std::string klingon = CreateMessage("Ann", table);
  klingon.replace(klingon.find("\"fr\""), 4, "\"tlh\"");
  EXPECT_FALSE(ParseClientMessage(klingon).ok()) << klingon;
}

}  // namespace
}  // namespace popejoan::protocol
