// A room client's frame (protocol/client_message.h), the one text a stranger on the network hands
// the server: any bytes are a message or an error. An error is short and printable (nothing of
// the frame's control characters, little of its text) and says which id answers it; a message's
// every field is in range, and written again by the protocol's one writer, it reads as the same
// message.
#include <cstring>

#include "fuzz_check.h"
#include "protocol/client_message.h"
#include "protocol/player_name.h"

namespace {

using popejoan::protocol::ClientMessage;
using popejoan::protocol::ClientMessageType;

bool Printable(const std::string& text) {
  for (unsigned char c : text) {
    if (c < 0x20 || c == 0x7f) return false;
  }
  return true;
}

void CheckInRange(const ClientMessage& m) {
  using namespace popejoan::protocol;
  FUZZ_CHECK(m.name.empty() || CheckPlayerName(m.name).ok(), "a name keeps the names' rule");
  FUZZ_CHECK(m.name.size() <= kMaxNameBytes && Printable(m.name), "a name is short and printable");
  switch (m.type) {
    case ClientMessageType::kCreate:
      FUZZ_CHECK(m.create.seats.size() >= 3 && m.create.seats.size() <= 8, "a room has 3 to 8 seats");
      FUZZ_CHECK(m.create.rounds >= 1 && m.create.rounds <= kMaxRoomRounds, "rounds 1 to 5");
      FUZZ_CHECK(IsSeatLevelId(m.create.fill), "fill is a player's level");
      FUZZ_CHECK(IsRoomClock(static_cast<std::uint64_t>(m.create.clock)), "a clock on the list");
      for (const SeatRequest& seat : m.create.seats) {
        FUZZ_CHECK((seat.kind == SeatKind::kPerson && seat.level.empty()) ||
                       (seat.kind == SeatKind::kAi && IsSeatLevelId(seat.level)),
                   "a seat is a person's or an honest AI's");
      }
      FUZZ_CHECK(popejoan::engine::Validate(m.create.rules, static_cast<int>(m.create.seats.size())).ok(), "valid rules");
      break;
    case ClientMessageType::kHello:
      FUZZ_CHECK(m.room.size() <= 32 && m.token.size() <= 64 && m.rejoin.size() <= 32, "a code and a token of bounded size");
      FUZZ_CHECK(m.token.empty() || m.rejoin.empty(), "a token or a rejoin code, not both");
      break;
    case ClientMessageType::kTakeSeat:
    case ClientMessageType::kFreeSeat:
      FUZZ_CHECK(m.seat >= 0 && m.seat < 8, "a seat 0 to 7");
      break;
    case ClientMessageType::kAct:
      FUZZ_CHECK(m.step >= 0 && m.action >= 0 && m.action <= popejoan::engine::kActionNextDeal, "a step and an action");
      break;
    case ClientMessageType::kReact:
      FUZZ_CHECK(static_cast<int>(m.reaction) < kNumReactions, "a reaction on the list");
      break;
    case ClientMessageType::kStart:
    case ClientMessageType::kPlayAgain:
    case ClientMessageType::kBack:
    case ClientMessageType::kResync:
      break;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace popejoan::protocol;
  ErrorCode code = ErrorCode::kServerTrouble;
  int version = 0;
  const popejoan::engine::Result<ClientMessage> m = ParseClientMessage(FuzzText(data, size), &code, &version);
  if (!m.ok()) {
    FUZZ_CHECK(!m.error().empty() && Printable(m.error()), "an error is printable");
    FUZZ_CHECK(m.error().size() <= kMaxErrorMessageBytes + 3, "an error is short");
    FUZZ_CHECK(code == ErrorCode::kBadMessage || code == ErrorCode::kBadName || code == ErrorCode::kOldPage,
               "bad-message, bad-name or old-page");
    FUZZ_CHECK(version >= 1 && version <= kProtocolVersion && (version < kProtocolVersion) == (code == ErrorCode::kOldPage),
               "answered in an earlier version only when it is an old page");
    return 0;
  }
  FUZZ_CHECK(version == kProtocolVersion, "a message of this version");
  FUZZ_CHECK(size <= kMaxClientFrameBytes, "a message is at most the frame limit");
  CheckInRange(*m);
  // Every type is written again (the names are kept as cleaned, so they read the same).
  const popejoan::engine::Result<ClientMessage> again = ParseClientMessage(ClientMessageText(*m));
  FUZZ_CHECK(again.ok(), "a message written again reads");
  FUZZ_CHECK(again->type == m->type && again->room == m->room && again->token == m->token &&
                 again->rejoin == m->rejoin && again->name == m->name && again->seat == m->seat &&
                 again->step == m->step && again->action == m->action && again->reaction == m->reaction &&
                 again->create.rules == m->create.rules && again->create.rounds == m->create.rounds &&
                 again->create.seats == m->create.seats && again->create.fill == m->create.fill &&
                 again->create.clock == m->create.clock,
             "as the same message");
  return 0;
}
