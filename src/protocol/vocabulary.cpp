#include "protocol/vocabulary.h"

namespace popejoan::protocol {
namespace {

constexpr const char* kSeatKindIds[kNumSeatKinds] = {"person", "ai", "empty", "ai-for-person"};
constexpr const char* kStageIds[kNumRoomStages] = {"lobby", "playing", "over"};
constexpr const char* kReactionIds[kNumReactions] = {"well-played", "oops", "your-turn", "good-game"};
constexpr const char* kErrorIds[kNumErrorCodes] = {
    "bad-message", "bad-name", "no-such-room", "room-damaged", "bad-token", "bad-rejoin", "room-full", "seat-taken",
    "not-host", "not-your-turn", "stale", "illegal", "too-fast", "not-now", "server-trouble", "old-page"};

// The index of `id` in `ids`, or -1.
int IndexOf(const std::string& id, const char* const* ids, int n) {
  for (int i = 0; i < n; ++i) {
    if (id == ids[i]) return i;
  }
  return -1;
}

template <typename E>
bool Parse(const std::string& id, const char* const* ids, int n, E* out) {
  const int i = IndexOf(id, ids, n);
  if (i < 0) return false;
  *out = static_cast<E>(i);
  return true;
}

}  // namespace

const char* SeatKindId(SeatKind kind) { return kSeatKindIds[static_cast<int>(kind)]; }
bool ParseSeatKind(const std::string& id, SeatKind* out) { return Parse(id, kSeatKindIds, kNumSeatKinds, out); }

const char* RoomStageId(RoomStage stage) { return kStageIds[static_cast<int>(stage)]; }
bool ParseRoomStage(const std::string& id, RoomStage* out) { return Parse(id, kStageIds, kNumRoomStages, out); }

const char* ReactionId(Reaction reaction) { return kReactionIds[static_cast<int>(reaction)]; }
bool ParseReaction(const std::string& id, Reaction* out) { return Parse(id, kReactionIds, kNumReactions, out); }

const char* ErrorCodeId(ErrorCode code) { return kErrorIds[static_cast<int>(code)]; }
bool ParseErrorCode(const std::string& id, ErrorCode* out) { return Parse(id, kErrorIds, kNumErrorCodes, out); }

bool IsSeatLevelId(const std::string& id) {
  return IndexOf(id, kSeatLevelIds, static_cast<int>(sizeof(kSeatLevelIds) / sizeof(kSeatLevelIds[0]))) >= 0;
}

bool IsTableLanguage(const std::string& id) {
  return IndexOf(id, kTableLanguages, static_cast<int>(sizeof(kTableLanguages) / sizeof(kTableLanguages[0]))) >= 0;
}

}  // namespace popejoan::protocol
