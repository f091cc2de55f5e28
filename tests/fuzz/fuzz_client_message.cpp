// A room client's frame (server/rooms/client_message.h), the one text a stranger on the network hands
// the server: any bytes are a message or an error. An error is short and printable (nothing of
// the frame's control characters, little of its text); a message's every field is in range, and
// written again as the page writes it, it reads as the same message.
#include <cstring>

#include "fuzz_check.h"
#include "server/rooms/client_message.h"
#include "session/player_name.h"
#include "session/room_messages.h"

namespace {

using popejoan::server::ClientMessage;
using popejoan::server::ClientMessageType;

bool Printable(const std::string& text) {
  for (unsigned char c : text) {
    if (c < 0x20 || c == 0x7f) return false;
  }
  return true;
}

void CheckInRange(const ClientMessage& m) {
  using namespace popejoan::server;
  FUZZ_CHECK(m.name.empty() || popejoan::session::CheckPlayerName(m.name).ok(), "a name keeps the names' rule");
  FUZZ_CHECK(m.name.size() <= popejoan::session::kMaxNameBytes && Printable(m.name), "a name is short and printable");
  switch (m.type) {
    case ClientMessageType::kCreate:
      FUZZ_CHECK(!m.request.seats.empty() && m.request.seats.size() >= 3 && m.request.seats.size() <= 8,
                 "a room has 3 to 8 seats");
      FUZZ_CHECK(m.request.rounds >= 1 && m.request.rounds <= 5, "rounds 1 to 5");
      FUZZ_CHECK(popejoan::ai::IsHonest(m.request.fill), "fill is a player's level");
      for (const RoomSeat& seat : m.request.seats) {
        FUZZ_CHECK(seat.kind == SeatKind::kEmpty || (seat.kind == SeatKind::kAi && popejoan::ai::IsHonest(seat.level)),
                   "a seat is a person's or an honest AI's");
      }
      FUZZ_CHECK(popejoan::engine::Validate(m.request.rules, static_cast<int>(m.request.seats.size())).ok(), "valid rules");
      break;
    case ClientMessageType::kHello:
      FUZZ_CHECK(m.room.size() <= 32 && m.token.size() <= 64, "a code and a token of bounded size");
      break;
    case ClientMessageType::kTakeSeat:
      FUZZ_CHECK(m.seat >= 0 && m.seat < 8, "a seat 0 to 7");
      break;
    case ClientMessageType::kAct:
      FUZZ_CHECK(m.step >= 0 && m.action >= 0 && m.action <= popejoan::engine::kActionNextDeal, "a step and an action");
      break;
    case ClientMessageType::kReact: {
      bool listed = false;
      for (const char* known : kReactions) listed = listed || m.reaction == known;
      FUZZ_CHECK(listed, "a reaction on the list");
      break;
    }
    case ClientMessageType::kStart:
    case ClientMessageType::kPlayAgain:
      break;
  }
}

// The message as the page writes it, for the types whose fields are all kept.
std::string Rewritten(const ClientMessage& m) {
  namespace session = popejoan::session;
  switch (m.type) {
    case ClientMessageType::kHello: return session::HelloMessage(m.room, m.token, m.name);
    case ClientMessageType::kTakeSeat: return session::TakeSeatMessage(m.seat, m.name);
    case ClientMessageType::kAct: return session::ActMessage(m.step, m.action);
    case ClientMessageType::kReact: return session::ReactMessage(m.reaction);
    case ClientMessageType::kStart: return session::StartMessage();
    case ClientMessageType::kPlayAgain: return session::PlayAgainMessage();
    case ClientMessageType::kCreate: break;
  }
  return "";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace popejoan::server;
  const popejoan::engine::Result<ClientMessage> m = ParseClientMessage(FuzzText(data, size));
  if (!m.ok()) {
    FUZZ_CHECK(!m.error().empty() && Printable(m.error()), "an error is printable");
    FUZZ_CHECK(m.error().size() <= kMaxErrorMessageBytes + 3, "an error is short");
    return 0;
  }
  FUZZ_CHECK(size <= kMaxClientFrameBytes, "a message is at most the frame limit");
  CheckInRange(*m);
  const std::string again_text = Rewritten(*m);
  if (again_text.empty()) return 0;
  const popejoan::engine::Result<ClientMessage> again = ParseClientMessage(again_text);
  FUZZ_CHECK(again.ok(), "a message written again reads");
  FUZZ_CHECK(again->type == m->type && again->room == m->room && again->token == m->token &&
                 again->name == m->name && again->seat == m->seat && again->step == m->step &&
                 again->action == m->action && again->reaction == m->reaction,
             "as the same message");
  return 0;
}
