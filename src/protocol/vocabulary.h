// The room protocol's words (docs/online.md, "The protocol"): its version, and each closed list of
// ids a frame may carry as an enum with its ids. One table per list (vocabulary.cpp), read and
// written by both ends: the page, the server, the load tool and the tests.
#pragma once

#include <cstdint>
#include <string>

namespace popejoan::protocol {

// Every frame carries it as "v"; a frame of another version is refused (a page older than the
// server is told so in its own version: kOldPage). 2: steps (a seat is sent what changed).
inline constexpr int kProtocolVersion = 2;

// A room's seat. kAiForPerson: a person's seat played by AI while the person is away (the seat is
// still theirs). A "create" asks only for kPerson and kAi seats.
enum class SeatKind : std::uint8_t { kPerson, kAi, kEmpty, kAiForPerson };
inline constexpr int kNumSeatKinds = 4;
const char* SeatKindId(SeatKind kind);  // "person", "ai", "empty", "ai-for-person"
bool ParseSeatKind(const std::string& id, SeatKind* out);

enum class RoomStage : std::uint8_t { kLobby, kPlaying, kOver };
inline constexpr int kNumRoomStages = 3;
const char* RoomStageId(RoomStage stage);  // "lobby", "playing", "over"
bool ParseRoomStage(const std::string& id, RoomStage* out);

// The quick reactions, in the order they are offered: a fixed list, so there is nothing to moderate.
enum class Reaction : std::uint8_t { kWellPlayed, kOops, kYourTurn, kGoodGame };
inline constexpr int kNumReactions = 4;
const char* ReactionId(Reaction reaction);  // "well-played", "oops", "your-turn", "good-game"
bool ParseReaction(const std::string& id, Reaction* out);

// An error frame's id (docs/online.md, "Errors"). A later server may send ids this list lacks: a
// client keeps the id as text (RoomError) and says something general for one it does not know.
enum class ErrorCode : std::uint8_t {
  kBadMessage, kBadName, kNoSuchRoom, kRoomDamaged, kBadToken, kBadRejoin, kRoomFull, kSeatTaken,
  kNotHost, kNotYourTurn, kStale, kIllegal, kTooFast, kNotNow, kServerTrouble, kOldPage,
};
inline constexpr int kNumErrorCodes = 16;
const char* ErrorCodeId(ErrorCode code);  // "bad-message", "bad-name", ...
bool ParseErrorCode(const std::string& id, ErrorCode* out);

// The AI levels a room's seat may be played at (create's seats and fill): the honest players'
// levels of ai/bot.h, by their ids. The server checks that each names one of its levels.
inline constexpr const char* kSeatLevelIds[] = {"beginner", "casual", "expert", "pimc"};
bool IsSeatLevelId(const std::string& id);

// The turn clocks a room's creator may choose, in seconds (0: none), in the order they are
// offered; a new room's is 2 minutes: friends at home chat, fetch a drink, help a child, and a
// turn of Pope Joan takes seconds, so it never hurries anyone who is playing yet frees the
// table from someone who walked away. 30 s suits a table of strangers.
inline constexpr int kRoomClocks[] = {0, 30, 60, 120};
inline constexpr int kNumRoomClocks = 4;
inline constexpr int kDefaultRoomClock = 120;
inline bool IsRoomClock(std::uint64_t seconds) { return seconds == 0 || seconds == 30 || seconds == 60 || seconds == 120; }

// The languages a public table is played in (its players' words: quick play seats a person at a
// table of their own language), in the order the page offers them.
inline constexpr const char* kTableLanguages[] = {"en", "fr"};
bool IsTableLanguage(const std::string& id);

// A public table (docs/online.md, "Public tables") is never waited on: it plays with a turn clock,
// 30 s unless its creator chose another, and quick play's own tables have it.
inline constexpr int kPublicTableClock = 30;

// The most rounds a "create" may ask for (at least one).
inline constexpr int kMaxRoomRounds = 5;

}  // namespace popejoan::protocol
