// A client's frames (docs/online.md, "Client to server") as one value type, with the one writer
// (what the page and the load tool send) and the one reader (what the server accepts): anything
// malformed, unknown, too long or out of range is refused with the reason, and nothing else is
// looked at.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/result.h"
#include "engine/rules.h"
#include "protocol/vocabulary.h"

namespace popejoan::protocol {

// A client's frame at most (the page's largest, a create with every rule written out, is under
// 1 KiB); the transport's WebSocket read limit is the same, so a bigger frame closes the socket.
inline constexpr std::size_t kMaxClientFrameBytes = 4 * 1024;
// The deepest a frame nests (a create's seats: object > array > object) and the most values it
// holds (a create with eight seats and every rule written out: about 55). Both are checked as it
// is read.
inline constexpr int kMaxClientFrameDepth = 4;
inline constexpr std::size_t kMaxClientFrameValues = 160;
// An error's message: at most this many bytes, control characters escaped (PrintableText).
inline constexpr std::size_t kMaxErrorMessageBytes = 160;

// New types go at the end (their order is the reader's and the writer's tables').
// kResync: the page's copy of its view is lost (a step missing, or its check failed): it asks for
// the whole view again. kQuickPlay: a seat at a public table now (docs/online.md, "Public
// tables"); kLeave: a person leaves a public table, their seat the AI's at once; kTables: the open
// tables' list; kJoinTable: a seat at one of them.
enum class ClientMessageType {
  kCreate, kHello, kTakeSeat, kStart, kAct, kReact, kPlayAgain, kFreeSeat, kBack, kResync, kQuickPlay, kLeave,
  kTables, kJoinTable
};
inline constexpr int kNumClientMessageTypes = 14;
const char* ClientMessageTypeId(ClientMessageType type);  // "create", "hello", "take-seat", ...

// A seat "create" asks for: a person's (to come; seat 0 is the creator's) or an AI's at `level`.
struct SeatRequest {
  SeatKind kind = SeatKind::kPerson;  // kPerson or kAi
  std::string level;                  // kAi's: one of kSeatLevelIds
  bool operator==(const SeatRequest& o) const { return kind == o.kind && level == o.level; }
};

// What "create" asks for besides the creator's name.
struct CreateRequest {
  engine::Rules rules;
  int rounds = 1;
  std::vector<SeatRequest> seats;
  std::string fill = "casual";  // the AI level for empty seats at the start and seats of people away
  int clock = 0;                // the turn clock in seconds (IsRoomClock; 0: none)
  // A public table: listed, and open to quick play (a rules preset and a turn clock); else a
  // private room, opened only by its code.
  bool public_table = false;
  std::string lang = "en";      // a public table's language (IsTableLanguage)
};

struct ClientMessage {
  ClientMessageType type = ClientMessageType::kHello;
  std::string room;   // hello, join-table: the room's code, as typed (normalised by the hub)
  std::string token;  // hello: a seat's token, if the client has one
  std::string rejoin; // hello: a seat's rejoin code as typed, instead of a token
  std::string name;   // create, hello, take-seat (as read: cleaned by the names' rule)
  int seat = -1;      // take-seat, free-seat
  int step = -1;      // act
  engine::Action action = -1;
  Reaction reaction = Reaction::kWellPlayed;  // react
  CreateRequest create;                       // create
  std::string lang;  // quick-play: the player's language; tables: only this language's ("": all)
};

// The frame's text, with the fields of its type (an empty token, rejoin code or hello's name is
// left out).
std::string ClientMessageText(const ClientMessage& message);

// Each frame as the page writes it.
std::string CreateMessage(const std::string& name, const CreateRequest& request);
// `rejoin`: a seat's rejoin code typed on another device, instead of its token.
std::string HelloMessage(const std::string& room, const std::string& token, const std::string& name,
                         const std::string& rejoin = "");
std::string TakeSeatMessage(int seat, const std::string& name);
std::string StartMessage();
std::string ActMessage(std::int64_t step, engine::Action action);
std::string ReactMessage(Reaction reaction);
std::string PlayAgainMessage();
std::string FreeSeatMessage(int seat);
std::string BackMessage();
std::string ResyncMessage();
std::string QuickPlayMessage(const std::string& name, const std::string& lang);
std::string LeaveMessage();
// `lang` "": every language's tables.
std::string TablesMessage(const std::string& lang);
std::string JoinTableMessage(const std::string& room, const std::string& name);

// Refuses anything over kMaxClientFrameBytes, nested deeper or wider than the limits above, with
// a field its type does not have, or a value out of range; the error names what was wrong in at
// most kMaxErrorMessageBytes printable bytes, and quotes at most a few bytes of the client's text.
// `error_code`, if given, is set to the id to answer with: kBadName when the name was what was
// refused, kOldPage for a frame of an earlier version, else kBadMessage. `version`, if given, is
// set to the version to answer in: the frame's own when it is an earlier one, else this one.
engine::Result<ClientMessage> ParseClientMessage(const std::string& text, ErrorCode* error_code = nullptr,
                                                 int* version = nullptr);

// `message` made fit for an error reply: control characters escaped, cut at kMaxErrorMessageBytes.
std::string ErrorMessageText(const std::string& message);

// A name as received, by the names' rule (player_name.h, the page's too): cleaned (spaces
// trimmed, runs of them one space), or refused with the reason; "" if it was only spaces.
engine::Result<std::string> CleanName(const std::string& name);

}  // namespace popejoan::protocol
