// The room protocol's frames (docs/online.md, version 1) as values: the client's messages built
// as JSON text, the server's parsed into structs. A hostile or broken frame is an error value
// naming the problem, never a crash: the text is read under a size and depth limit and every
// field is checked for its type and range.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "ai/bot.h"
#include "engine/action.h"
#include "engine/event.h"
#include "engine/json.h"
#include "engine/result.h"
#include "engine/rules.h"
#include "engine/state.h"
#include "session/match_report.h"

namespace popejoan::session {

// A frame from the server is at most this long (a view is a state of about 3 KB plus a deal's
// events).
inline constexpr std::size_t kMaxRoomFrameBytes = 256u << 10;

struct RoomSeat {
  std::string name;
  std::string kind;   // "person", "ai", "empty", "ai-for-person"
  std::string level;  // an AI level's id ("casual"), "" for a person
  bool connected = false;
};

struct RoomInfo {
  std::string room;
  std::string stage;  // "lobby", "playing", "over"
  int rounds = 1;
  engine::Rules rules;
  std::string fill;  // the AI level for empty and dropped person seats
  std::vector<RoomSeat> seats;
  int spectators = 0;
  int clock = 0;  // the turn clock in seconds (0: none)
  int host = 0;   // the seat that may start and free seats (-1: nobody here; a server before hosts: 0)
  std::optional<RoomStandings> standings;  // once the match is over (a server before them: none)
};

struct Welcome {
  std::string room;
  bool spectator = false;
  int seat = -1;
  std::string token;  // players only
  std::string rejoin; // players only: the seat's rejoin code, to take it back on another device
};

struct RoomView {
  std::int64_t step = 0;  // actions so far
  int seat = -1;          // whose view (-1: a spectator's)
  std::int64_t from = -1; // the events are those since this step (-1: the deal so far, on joining)
  // As `seat` may know it (engine/public_view.h): other hands' cards dealt back in card order,
  // never to be shown face up. Always set once parsed.
  std::optional<engine::State> state;
  std::vector<engine::Event> events;
  std::uint32_t ready = 0;  // at a deal's end, bit s: seat s is ready for the next
  std::int64_t left_ms = -1;  // the turn clock's time left for the decision awaited (-1: none runs)
  int late = -1;              // the seat whose time ran out: its AI played this view's action
};

struct RoomReaction {
  int seat = -1;
  std::string reaction;  // "well-played", "oops", "your-turn", "good-game"
};

struct RoomError {
  std::string error;  // an id of docs/online.md ("no-such-room", ...)
  std::string message;
};

using ServerMessage = std::variant<Welcome, RoomInfo, RoomView, RoomReaction, RoomError>;

// One frame from the server, read and checked.
engine::Result<ServerMessage> ParseServerMessage(const std::string& text);

// An event on the wire: [type, seat, other, card, card2, compartment, amount], all numbers.
engine::Json EventToWire(const engine::Event& event);
engine::Result<engine::Event> EventFromWire(const engine::Json& json);

// ---- The client's messages.
struct RoomSeatRequest {
  bool person = true;
  ai::Level level = ai::Level::kCasual;
};
// `clock`: the turn clock in seconds (0, 30, 60 or 120).
std::string CreateRoomMessage(const std::string& name, const engine::Rules& rules, int rounds,
                              const std::vector<RoomSeatRequest>& seats, ai::Level fill, int clock = 0);
// `rejoin`: a seat's rejoin code typed on another device, instead of its token.
std::string HelloMessage(const std::string& room, const std::string& token, const std::string& name,
                         const std::string& rejoin = "");
std::string TakeSeatMessage(int seat, const std::string& name);
std::string StartMessage();
std::string ActMessage(std::int64_t step, engine::Action action);
std::string ReactMessage(const std::string& reaction);
std::string PlayAgainMessage();
std::string FreeSeatMessage(int seat);
std::string BackMessage();

// The turn clocks a room's creator may choose, in seconds (0: none), in the order they are
// offered; a new room's is 2 minutes: friends at home chat, fetch a drink, help a child, and a
// turn of Pope Joan takes seconds, so it never hurries anyone who is playing yet frees the
// table from someone who walked away. 30 s suits a table of strangers.
inline constexpr int kRoomClocks[] = {0, 30, 60, 120};
inline constexpr int kNumRoomClocks = 4;
inline constexpr int kDefaultRoomClock = 120;
inline bool IsRoomClock(std::uint64_t seconds) { return seconds == 0 || seconds == 30 || seconds == 60 || seconds == 120; }

// The reactions a person may send, in the order they are offered.
inline constexpr const char* kReactions[] = {"well-played", "oops", "your-turn", "good-game"};
inline constexpr int kNumReactions = 4;

}  // namespace popejoan::session
