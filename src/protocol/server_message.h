// The server's frames (docs/online.md, "Server to client") as values, each with its writer (the
// server's) and the one reader (the page's and the load tool's). A hostile or broken frame is an
// error value naming the problem, never a crash: the text is read under a size and depth limit
// and every field is checked for its type and range. The view's writer is view_frame.h (the
// server's hot path writes it straight out).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/event.h"
#include "engine/json.h"
#include "engine/public_view.h"
#include "engine/result.h"
#include "engine/rules.h"
#include "engine/state.h"
#include "protocol/vocabulary.h"

namespace popejoan::protocol {

// A frame from the server is at most this long (a view is a state of about 3 KB plus a deal's
// events).
inline constexpr std::size_t kMaxServerFrameBytes = 256u << 10;
// A seat's name as read: at most this many bytes (the names' rule allows 64).
inline constexpr std::size_t kMaxReadNameBytes = 64;

struct Welcome {
  std::string room;
  bool spectator = false;
  int seat = -1;       // -1 when watching
  std::string token;   // players only
  std::string rejoin;  // players only: the seat's rejoin code, to take it back on another device
  // A public table's newcomer (docs/online.md, "Public tables") watches until the deal ends, then
  // takes this seat (an AI's now); its token comes with this welcome, to keep the claim across a
  // reconnect. -1: none.
  int arriving = -1;
};

// Who held a seat earlier in this match (it changed hands): their name, kind, and the match's
// deals dealt when they left it.
struct EarlierHolder {
  std::string name;
  SeatKind kind = SeatKind::kAi;
  int deals = 0;
};

// A seat as the "room" frame tells it to everyone (never its token).
struct SeatInfo {
  std::string name;
  SeatKind kind = SeatKind::kEmpty;
  std::string level;  // an AI level's id ("casual"): the AI that plays or would play it
  bool connected = false;
  std::string arriving;  // a public table's: the person who takes this AI seat when the deal ends
};

// Each seat's earlier holders, by seat: the room frame's "was", told only for a seat that changed
// hands in this match (oldest first). Apart from RoomInfo, with its own reader: the page shows
// none of it, and its reader (ParseServerMessage) never reads it, which keeps the page smaller.
using SeatsHistory = std::vector<std::vector<EarlierHolder>>;

// One line of the standings (docs/online.md, "The standings"): a seat's holder, deals from..to.
struct StandingsLine {
  int seat = 0;
  SeatKind kind = SeatKind::kPerson;  // kPerson, kAi or kAiForPerson
  std::string name;
  int from = 1;  // the first deal of the line, 1-based
  int to = 0;    // the deal they left in (0: held to the end)
  std::int32_t start = 0;
  std::int32_t end = 0;
  int won = 0;   // deals won
};

struct Standings {
  int deals = 0;
  std::vector<StandingsLine> lines;
};

struct RoomInfo {
  std::string room;
  RoomStage stage = RoomStage::kLobby;
  int rounds = 1;
  engine::Rules rules;
  std::string fill;  // the AI level for empty and dropped person seats
  std::vector<SeatInfo> seats;
  int spectators = 0;
  int clock = 0;  // the turn clock in seconds (0: none)
  int host = 0;   // the seat that may start and free seats (-1: nobody here; a server before hosts: 0)
  std::optional<Standings> standings;  // once the match is over (a server before them: none)
  bool public_table = false;  // listed, and open to quick play (docs/online.md, "Public tables")
  std::string lang;           // a public table's language ("en", "fr"); "" for a private room
};

// A "view" frame, or a "step" frame (docs/online.md, "Steps"): what changed since step `from`,
// to apply to the view held at that step (ViewTracker does, view_tracker.h).
struct RoomView {
  std::int64_t step = 0;  // actions so far
  int seat = -1;          // whose view (-1: a spectator's)
  std::int64_t from = -1; // the events are those since this step (-1: the deal so far, on joining)
  // As `seat` may know it (engine/public_view.h): other hands' cards dealt back in card order,
  // never to be shown face up. Set once a ViewTracker took the frame (view_tracker.h), view or
  // step, and found it sound.
  std::optional<engine::State> state;
  // A view's, as read (its hidden cards not yet dealt back, its values not yet checked).
  std::optional<engine::SeatView> seen;
  // A step's: the changes from the view at `from` (engine/view_changes.h), and the hash the view
  // they make must have (engine::SeatView::Hash).
  std::optional<engine::Json> set;
  std::uint64_t check = 0;
  std::vector<engine::Event> events;
  std::uint32_t ready = 0;  // at a deal's end, bit s: seat s is ready for the next
  std::int64_t left_ms = -1;  // the turn clock's time left for the decision awaited (-1: none runs)
  int late = -1;              // the seat whose time ran out: its AI played this view's action
};

struct RoomReaction {
  int seat = -1;
  Reaction reaction = Reaction::kWellPlayed;
};

struct RoomError {
  std::string error;  // an id (ErrorCodeId; a later server's may be one this list lacks)
  std::string message;
};

// One open public table as the list tells it (docs/online.md, "Public tables"): its rules preset,
// seats, people (seated or arriving) and AI, the deal being played of the match's, its turn
// clock and language.
struct TableSummary {
  std::string room;
  std::string preset;  // engine::PresetId
  int seats = 0;
  int people = 0;
  int ai = 0;
  int deal = 1;   // 1-based
  int deals = 1;
  int clock = 0;
  std::string lang;
  bool waiting = false;  // still in its lobby: its host has not started it (deal and deals are 1)
};
// The "tables" frame: at most kMaxListedTables of them, fullest first; `open`: how many there are.
inline constexpr int kMaxListedTables = 40;
struct TablesList {
  std::vector<TableSummary> tables;
  int open = 0;
};

using ServerMessage = std::variant<Welcome, RoomInfo, RoomView, RoomReaction, RoomError, TablesList>;

// One frame from the server, read and checked. Fields a later server adds are ignored, and so is
// a seat's "was" (SeatsHistory).
engine::Result<ServerMessage> ParseServerMessage(const std::string& text);
// As ParseServerMessage, for a reader with no use for a view's or step's events (the load tool):
// they are left out as the frame is parsed, and the view's `events` is empty. The rest is read
// and checked alike.
engine::Result<ServerMessage> ParseServerMessageWithoutEvents(const std::string& text);
// A room frame's seats' "was", read and checked (the tests of the server's frames).
engine::Result<SeatsHistory> ParseSeatsHistory(const std::string& text);

// The writers (the view's: view_frame.h). A welcome writes "token" and "rejoin" for a player only.
std::string WelcomeText(const Welcome& welcome);
// `was`: each seat's earlier holders (none past its end).
engine::Json RoomInfoJson(const RoomInfo& info, const SeatsHistory& was = {});
engine::Json StandingsJson(const Standings& standings);  // the room frame's "standings"
std::string ReactionText(const RoomReaction& reaction);
engine::Json TableSummaryJson(const TableSummary& table);
std::string TablesText(const TablesList& list);
// `message` is made fit for an error reply here (ErrorMessageText: escaped, cut). `version`: the
// protocol version to write it in (an old page's, to tell it kOldPage).
std::string ErrorText(const std::string& error, const std::string& message, int version = kProtocolVersion);
inline std::string ErrorText(ErrorCode error, const std::string& message, int version = kProtocolVersion) {
  return ErrorText(ErrorCodeId(error), message, version);
}

// An event on the wire: [type, seat, other, card, card2, compartment, amount], all numbers.
engine::Json EventToWire(const engine::Event& event);
engine::Result<engine::Event> EventFromWire(const engine::Json& json);

}  // namespace popejoan::protocol
