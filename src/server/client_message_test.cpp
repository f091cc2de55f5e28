// The one parser of a client's frame (client_message.h): what the page sends reads; anything too
// long, too deep, too wide, with a field its type has not, or of the wrong kind is refused with
// a short printable reason that quotes little of the client's text.
#include "server/client_message.h"

#include <gtest/gtest.h>

#include <string>

#include "engine/rules.h"
#include "session/room_messages.h"

namespace popejoan::server {
namespace {

std::string ErrorOf(const std::string& text) {
  const Result<ClientMessage> m = ParseClientMessage(text);
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
  std::vector<session::RoomSeatRequest> seats(8);
  for (int i = 1; i < 8; ++i) seats[static_cast<std::size_t>(i)] = {false, ai::Level::kExpert};
  const std::string create =
      session::CreateRoomMessage("Zoë Ångström-Lévy Dubois", RulesForPreset(Preset::kClassic), 5, seats,
                                 ai::Level::kCasual);  // the longest name: 24 characters
  EXPECT_LT(create.size(), kMaxClientFrameBytes / 2) << "the largest frame the page sends fits with room to spare";
  const Result<ClientMessage> made = ParseClientMessage(create);
  ASSERT_TRUE(made.ok()) << made.error();
  EXPECT_EQ(made->type, ClientMessageType::kCreate);
  EXPECT_EQ(made->request.seats.size(), 8u);
  for (const std::string& text :
       {session::HelloMessage("ABCDEFGHJ", "token", "Ann"), session::TakeSeatMessage(2, "Bo"),
        session::StartMessage(), session::ActMessage(12, 3), session::ReactMessage("oops"),
        session::PlayAgainMessage()}) {
    const Result<ClientMessage> m = ParseClientMessage(text);
    EXPECT_TRUE(m.ok()) << text << ": " << (m.ok() ? "" : m.error());
  }
}

TEST(ClientMessage, AFrameOver4KiBIsRefusedBeforeItIsRead) {
  const std::string big = R"({"v":1,"type":"hello","room":"ABCDEFGHJ","name":")" + std::string(5000, 'a') + "\"}";
  EXPECT_NE(ErrorOf(big).find("more than 4096"), std::string::npos);
  EXPECT_EQ(kMaxClientFrameBytes, 4096u);
}

TEST(ClientMessage, DeepOrWideFramesStopAtTheLimit) {
  std::string deep = R"({"v":1,"type":"start","x":)";
  for (int i = 0; i < 1000; ++i) deep += "[";
  EXPECT_NE(ErrorOf(deep).find("nesting deeper than"), std::string::npos);
  std::string wide = R"({"v":1,"type":"start","x":[)";
  for (int i = 0; i < 1000; ++i) wide += "0,";
  wide += "0]}";
  EXPECT_NE(ErrorOf(wide).find("values in one document"), std::string::npos);
}

TEST(ClientMessage, UnknownFieldsAreRefusedAndNamed) {
  EXPECT_EQ(ErrorOf(R"({"v":1,"type":"act","step":1,"action":2,"seat":3})"), "act has no field \"seat\"");
  EXPECT_EQ(ErrorOf(R"({"v":1,"type":"start","force":true})"), "start has no field \"force\"");
  EXPECT_EQ(ErrorOf(R"({"v":1,"type":"hello","room":"A","admin":1})"), "hello has no field \"admin\"");
  const std::string seat_extra =
      R"({"v":1,"type":"create","name":"A","rules":{"preset":"classic"},"rounds":1,"fill":"casual",)"
      R"("seats":[{"kind":"person"},{"kind":"ai","level":"casual","peek":true},{"kind":"person"}]})";
  EXPECT_EQ(ErrorOf(seat_extra), "a seat has only a kind and a level");
}

TEST(ClientMessage, FieldsOfTheWrongKindAreRefused) {
  EXPECT_EQ(ErrorOf(R"({"v":1,"type":"hello","room":"ABC","token":7})"), "token must be text");
  EXPECT_EQ(ErrorOf(R"({"v":1,"type":"take-seat","seat":1,"name":["x"]})"), "name must be text");
  EXPECT_EQ(ErrorOf(R"({"v":"1","type":"start"})"), "not a version 1 message");
  EXPECT_EQ(ErrorOf(R"({"v":1,"type":"act","step":-1,"action":2})"), "act needs a step and an action");
  EXPECT_EQ(ErrorOf(R"({"v":1,"type":"hello","room":"ABC","token":")" + std::string(65, 't') + "\"}"),
            "the token is too long");
}

TEST(ClientMessage, ErrorsEscapeControlCharactersAndQuoteLittle) {
  const std::string key = "\\u001b[31m" + std::string(300, 'k');
  const std::string error = ErrorOf(R"({"v":1,"type":"start",")" + key + "\":1}");
  EXPECT_TRUE(Printable(error)) << error;
  EXPECT_NE(error.find("\\x1b"), std::string::npos);
  EXPECT_LE(error.size(), kMaxErrorMessageBytes + 3);
  EXPECT_EQ(error.find(std::string(40, 'k')), std::string::npos) << "a few bytes of the key at most";
  const std::string rules_error = ErrorOf(
      R"({"v":1,"type":"create","name":"A","rules":{"\u001b)" + std::string(500, 'r') +
      R"(":"x"},"rounds":1,"fill":"casual","seats":[{"kind":"person"},{"kind":"person"},{"kind":"person"}]})");
  EXPECT_TRUE(Printable(rules_error)) << rules_error;
  EXPECT_LE(rules_error.size(), kMaxErrorMessageBytes + 3);
  EXPECT_TRUE(Printable(ErrorOf("\x01\x02garbage")));
  EXPECT_TRUE(Printable(ErrorOf(std::string("{\"v\":1,\"type\":\"x\x7f\"}"))));
}

}  // namespace
}  // namespace popejoan::server
