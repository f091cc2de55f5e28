#include "session/intent.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "engine/board.h"
#include "engine/rules.h"
#include "session/match_setup.h"
#include "protocol/client_message.h"
#include "protocol/server_message.h"
#include "session/settings.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

// How a kind's value is written after its name.
enum class ValueForm : std::uint8_t {
  kNone, kCard, kCompartment, kPace, kPercent, kLanguage, kTextSize, kTheme, kSeed,
  kPlayers, kSeat, kPreset, kOption, kRounds, kSeatIndex, kReaction, kLevel, kClock, kRoomCode, kWhoJoins,
};

struct IntentName {
  IntentKind kind;
  const char* name;  // the whole id, or its prefix when the kind carries a value
  ValueForm form;
};

// One row per kind; the first row of a kind is how it is written.
constexpr IntentName kNames[] = {
    {IntentKind::kPlayCard, "card:", ValueForm::kCard},
    {IntentKind::kPope, "button:pope", ValueForm::kNone},
    {IntentKind::kPass, "button:pass", ValueForm::kNone},
    {IntentKind::kPlace, "button:place-", ValueForm::kCompartment},
    {IntentKind::kNextDeal, "button:next-deal", ValueForm::kNone},
    {IntentKind::kFinalStandings, "button:final-standings", ValueForm::kNone},
    {IntentKind::kUndo, "button:undo", ValueForm::kNone},
    {IntentKind::kMenuUndo, "menu:undo", ValueForm::kNone},
    {IntentKind::kHint, "button:hint", ValueForm::kNone},
    {IntentKind::kSkip, "button:skip", ValueForm::kNone},
    {IntentKind::kResume, "button:resume", ValueForm::kNone},
    {IntentKind::kPause, "menu:pause", ValueForm::kNone},
    {IntentKind::kNextPace, "button:pace", ValueForm::kNone},
    {IntentKind::kSetPace, "menu:pace-", ValueForm::kPace},
    {IntentKind::kReadHand, "key:read-hand", ValueForm::kNone},
    {IntentKind::kReadBoard, "key:read-board", ValueForm::kNone},
    {IntentKind::kReadPurses, "key:read-purses", ValueForm::kNone},
    {IntentKind::kTableNewMatch, "button:new-match", ValueForm::kNone},
    {IntentKind::kMenuNewMatch, "menu:new-match", ValueForm::kNone},
    {IntentKind::kMenuRules, "menu:rules", ValueForm::kNone},
    {IntentKind::kMenuLesson, "menu:tutorial", ValueForm::kNone},
    {IntentKind::kMenuStatistics, "menu:statistics", ValueForm::kNone},
    {IntentKind::kFullscreen, "menu:fullscreen", ValueForm::kNone},
    {IntentKind::kSaveReplay, "menu:save-replay", ValueForm::kNone},
    {IntentKind::kCopyDealCode, "menu:copy-deal-code", ValueForm::kNone},
    {IntentKind::kAllowUndo, "menu:allow-undo", ValueForm::kNone},
    {IntentKind::kMute, "menu:mute", ValueForm::kNone},
    {IntentKind::kReduceMotion, "menu:reduce-motion", ValueForm::kNone},
    {IntentKind::kSetVolume, "menu:volume-", ValueForm::kPercent},
    {IntentKind::kSetLanguage, "menu:language-", ValueForm::kLanguage},
    {IntentKind::kSetLanguage, "setup:language-", ValueForm::kLanguage},
    {IntentKind::kSetTextSize, "menu:text-size-", ValueForm::kTextSize},
    {IntentKind::kSetTextSize, "setup:text-size-", ValueForm::kTextSize},
    {IntentKind::kSetTheme, "menu:theme-", ValueForm::kTheme},
    {IntentKind::kSetTheme, "setup:theme-", ValueForm::kTheme},
    {IntentKind::kFourColour, "menu:four-colour", ValueForm::kNone},
    {IntentKind::kFourColour, "setup:four-colour", ValueForm::kNone},
    {IntentKind::kDeal, "button:deal", ValueForm::kNone},
    {IntentKind::kBackToTable, "button:back-to-table", ValueForm::kNone},
    {IntentKind::kLesson, "button:tutorial", ValueForm::kNone},
    {IntentKind::kDaily, "button:daily", ValueForm::kNone},
    {IntentKind::kHowToPlay, "button:how-to-play", ValueForm::kNone},
    {IntentKind::kStatistics, "button:statistics", ValueForm::kNone},
    {IntentKind::kCloseRules, "button:close-rules", ValueForm::kNone},
    {IntentKind::kSetPlayers, "setup:players-", ValueForm::kPlayers},
    {IntentKind::kSetSeat, "setup:seat-", ValueForm::kSeat},
    {IntentKind::kSetPreset, "setup:preset-", ValueForm::kPreset},
    {IntentKind::kSetOption, "setup:option-", ValueForm::kOption},
    {IntentKind::kSetRounds, "setup:rounds-", ValueForm::kRounds},
    {IntentKind::kSetSeed, "setup:seed-", ValueForm::kSeed},
    {IntentKind::kLessonNext, "button:lesson-next", ValueForm::kNone},
    {IntentKind::kLessonSkip, "button:lesson-skip", ValueForm::kNone},
    {IntentKind::kLessonPlayMatch, "button:lesson-play-match", ValueForm::kNone},
    {IntentKind::kPlayAgain, "button:play-again", ValueForm::kNone},
    {IntentKind::kStatsBack, "button:stats-back", ValueForm::kNone},
    {IntentKind::kExport, "button:export", ValueForm::kNone},
    {IntentKind::kImport, "button:import", ValueForm::kNone},
    {IntentKind::kResetStats, "button:confirm-reset", ValueForm::kNone},
    {IntentKind::kAskReset, "button:reset-stats", ValueForm::kNone},
    {IntentKind::kCancelReset, "button:cancel-reset", ValueForm::kNone},
    {IntentKind::kExportDamaged, "button:export-damaged", ValueForm::kNone},
    {IntentKind::kStartFresh, "button:start-fresh", ValueForm::kNone},
    {IntentKind::kNoticeOk, "button:notice-ok", ValueForm::kNone},
    {IntentKind::kHostNewMatch, "host:new-match", ValueForm::kNone},
    {IntentKind::kHostNewMatch, "host:new-match-", ValueForm::kSeed},
    {IntentKind::kPlayHere, "button:play-here", ValueForm::kNone},
    {IntentKind::kCopyLink, "menu:copy-link", ValueForm::kNone},
    {IntentKind::kEnterCode, "button:enter-code", ValueForm::kNone},
    {IntentKind::kPlayCode, "button:play-code", ValueForm::kNone},
    {IntentKind::kCopyResult, "button:copy-result", ValueForm::kNone},
    {IntentKind::kCopyDone, "button:copy-done", ValueForm::kNone},
    {IntentKind::kPlayWithFriends, "button:play-with-friends", ValueForm::kNone},
    {IntentKind::kSetFill, "setup:fill-", ValueForm::kLevel},
    {IntentKind::kCreateRoom, "button:create-room", ValueForm::kNone},
    {IntentKind::kStartRoom, "button:start-room", ValueForm::kNone},
    {IntentKind::kCopyInvite, "button:copy-invite", ValueForm::kNone},
    {IntentKind::kTakeSeat, "button:take-seat-", ValueForm::kSeatIndex},
    {IntentKind::kReact, "button:react-", ValueForm::kReaction},
    {IntentKind::kLeaveRoom, "button:leave-room", ValueForm::kNone},
    {IntentKind::kSetClock, "setup:clock-", ValueForm::kClock},
    {IntentKind::kSetWhoJoins, "setup:who-joins-", ValueForm::kWhoJoins},
    {IntentKind::kFreeSeat, "button:free-seat-", ValueForm::kSeatIndex},
    {IntentKind::kComeBack, "button:im-back", ValueForm::kNone},
    {IntentKind::kJoinRoom, "button:join-room", ValueForm::kNone},
    {IntentKind::kBackToRoom, "button:back-to-room", ValueForm::kNone},
    {IntentKind::kOpenCodeRoom, "button:open-room", ValueForm::kNone},
    {IntentKind::kReclaimSeat, "button:reclaim-seat", ValueForm::kNone},
    {IntentKind::kQuickPlay, "button:quick-play", ValueForm::kNone},
    {IntentKind::kOpenTables, "button:open-tables", ValueForm::kNone},
    {IntentKind::kCloseTables, "button:close-tables", ValueForm::kNone},
    {IntentKind::kJoinTable, "button:join-table-", ValueForm::kRoomCode},
    {IntentKind::kMuteSeat, "button:mute-", ValueForm::kSeatIndex},
};

// "person", "beginner", "casual", "expert": a seat's kind on the setup screen.
std::string SeatKindId(int kind) { return kind == 0 ? "person" : ai::LevelId(static_cast<ai::Level>(kind - 1)); }

// "3-expert" (seats counted from 1, as players count them).
std::string SeatText(std::uint64_t value) { return std::to_string(SeatOf(value) + 1) + "-" + SeatKindId(SeatKindOf(value)); }

// "wild-pope-on", "purse-50".
std::string OptionText(std::uint64_t value) {
  const std::vector<engine::OptionInfo>& options = engine::Options();
  const auto index = static_cast<std::size_t>(OptionOf(value));
  if (index >= options.size()) return "";
  const engine::OptionInfo& option = options[index];
  const std::uint32_t choice = ChoiceOf(value);
  if (option.values.empty()) return std::string(option.name) + "-" + std::to_string(choice);
  return choice < option.values.size() ? std::string(option.name) + "-" + option.values[choice].value : "";
}

std::string ValueText(ValueForm form, std::uint64_t value) {
  switch (form) {
    case ValueForm::kSeat: return SeatText(value);
    case ValueForm::kPreset: return value < engine::kNumPresets ? engine::PresetId(static_cast<engine::Preset>(value)) : "";
    case ValueForm::kOption: return OptionText(value);
    case ValueForm::kNone: return "";
    case ValueForm::kCard: return engine::CardName(static_cast<engine::Card>(value));
    case ValueForm::kCompartment: return engine::CompartmentId(static_cast<int>(value));
    case ValueForm::kPace: return PaceId(static_cast<int>(value));
    case ValueForm::kLanguage: return LanguageId(static_cast<Language>(value));
    case ValueForm::kTheme: return ThemeId(static_cast<ThemeKind>(value));
    case ValueForm::kPercent:
    case ValueForm::kTextSize:
    case ValueForm::kPlayers:
    case ValueForm::kRounds:
    case ValueForm::kSeatIndex:
    case ValueForm::kSeed: return std::to_string(value);
    case ValueForm::kClock: return protocol::IsRoomClock(value) ? std::to_string(value) : "";
    case ValueForm::kReaction: return value < protocol::kNumReactions ? protocol::ReactionId(static_cast<protocol::Reaction>(value)) : "";
    case ValueForm::kLevel: return value < ai::kNumPlayerLevels ? ai::LevelId(static_cast<ai::Level>(value)) : "";
    case ValueForm::kRoomCode: return UnpackRoomCode(value);
    case ValueForm::kWhoJoins: return value == 0 ? "friends" : value == 1 ? "anyone" : "";
  }
  return "";
}

// Digits only, at most `max`.
bool ReadNumber(const std::string& text, std::uint64_t max, std::uint64_t* out) {
  if (text.empty() || text.size() > 20 || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    return false;
  }
  char* end = nullptr;
  const unsigned long long n = std::strtoull(text.c_str(), &end, 10);
  if (n > max) return false;
  *out = n;
  return true;
}

bool ReadSeat(const std::string& text, std::uint64_t* out) {
  const std::size_t dash = text.find('-');
  std::uint64_t seat = 0;
  if (dash == std::string::npos || !ReadNumber(text.substr(0, dash), engine::kMaxSeats, &seat) || seat == 0) return false;
  for (int kind = 0; kind < kNumSeatKinds; ++kind) {
    if (text.substr(dash + 1) == SeatKindId(kind)) *out = SeatValue(static_cast<int>(seat) - 1, kind);
    if (text.substr(dash + 1) == SeatKindId(kind)) return true;
  }
  return false;
}

// Option names and values hold dashes ("pope-turnup-pope-joan-wins"): each option whose name
// starts the text is tried until its value reads.
bool ReadOption(const std::string& text, std::uint64_t* out) {
  const std::vector<engine::OptionInfo>& options = engine::Options();
  for (std::size_t i = 0; i < options.size(); ++i) {
    const std::string name = std::string(options[i].name) + "-";
    if (text.compare(0, name.size(), name) != 0) continue;
    const std::string value = text.substr(name.size());
    std::uint64_t n = 0;
    if (options[i].values.empty()) {
      if (ReadNumber(value, static_cast<std::uint64_t>(options[i].max_value), &n) && n >= static_cast<std::uint64_t>(options[i].min_value)) {
        *out = OptionChoice(static_cast<int>(i), static_cast<std::uint32_t>(n));
        return true;
      }
      continue;
    }
    for (std::size_t v = 0; v < options[i].values.size(); ++v) {
      if (value != options[i].values[v].value) continue;
      *out = OptionChoice(static_cast<int>(i), static_cast<std::uint32_t>(v));
      return true;
    }
  }
  return false;
}

bool ReadValue(ValueForm form, const std::string& text, std::uint64_t* out) {
  switch (form) {
    case ValueForm::kPlayers: return ReadNumber(text, engine::kMaxSeats, out) && *out >= engine::kMinSeats;
    case ValueForm::kRounds: return ReadNumber(text, kMaxRounds, out) && *out >= 1;
    case ValueForm::kSeat: return ReadSeat(text, out);
    case ValueForm::kOption: return ReadOption(text, out);
    case ValueForm::kPreset: {
      engine::Preset preset = engine::Preset::kClassic;
      if (!engine::ParsePreset(text, &preset)) return false;
      *out = static_cast<std::uint64_t>(preset);
      return true;
    }
    case ValueForm::kNone: return text.empty();
    case ValueForm::kCard: {
      const engine::Card card = engine::ParseCard(text);
      *out = static_cast<std::uint64_t>(card);
      return card != engine::kNoCard && engine::CardName(card) == text;
    }
    case ValueForm::kCompartment: {
      const int comp = engine::ParseCompartment(text);
      *out = static_cast<std::uint64_t>(comp);
      return comp >= 0;
    }
    case ValueForm::kPace:
      for (int i = 0; i < kNumPaces; ++i) {
        if (text == PaceId(i)) *out = static_cast<std::uint64_t>(i);
        if (text == PaceId(i)) return true;
      }
      return false;
    case ValueForm::kLanguage: {
      Language language = Language::kEnglish;
      *out = static_cast<std::uint64_t>(language);
      if (!ParseLanguageTag(text, &language) || text != LanguageId(language)) return false;
      *out = static_cast<std::uint64_t>(language);
      return true;
    }
    case ValueForm::kTheme: {
      ThemeKind theme = ThemeKind::kFelt;
      if (!ParseTheme(text, &theme)) return false;
      *out = static_cast<std::uint64_t>(theme);
      return true;
    }
    case ValueForm::kTextSize:
      return ReadNumber(text, 1000, out) && std::find(std::begin(kTextSizes), std::end(kTextSizes), *out) != std::end(kTextSizes);
    case ValueForm::kPercent: return ReadNumber(text, 100, out);
    case ValueForm::kSeed: return ReadNumber(text, ~0ULL, out);
    case ValueForm::kRoomCode: *out = PackRoomCode(text); return *out != 0;
    case ValueForm::kWhoJoins: *out = text == "anyone" ? 1 : 0; return text == "anyone" || text == "friends";
    case ValueForm::kSeatIndex: return ReadNumber(text, engine::kMaxSeats - 1, out) && std::to_string(*out) == text;
    case ValueForm::kClock: return ReadNumber(text, 3600, out) && protocol::IsRoomClock(*out) && std::to_string(*out) == text;
    case ValueForm::kReaction: {
      protocol::Reaction reaction = protocol::Reaction::kWellPlayed;
      if (!protocol::ParseReaction(text, &reaction)) return false;
      *out = static_cast<std::uint64_t>(reaction);
      return true;
    }
    case ValueForm::kLevel: {
      ai::Level level = ai::Level::kCasual;
      if (!ai::ParseLevel(text, &level) || static_cast<int>(level) >= ai::kNumPlayerLevels) return false;
      *out = static_cast<std::uint64_t>(level);
      return true;
    }
  }
  return false;
}

}  // namespace

// Base 37, the first character lowest: 0 ends the code, 1-10 are 0-9, 11-36 are A-Z.
std::uint64_t PackRoomCode(const std::string& code) {
  if (code.empty() || code.size() > 12) return 0;
  std::uint64_t value = 0;
  for (auto c = code.rbegin(); c != code.rend(); ++c) {
    int digit = *c >= '0' && *c <= '9' ? *c - '0' + 1 : *c >= 'A' && *c <= 'Z' ? *c - 'A' + 11 : 0;
    if (digit == 0) return 0;
    value = value * 37 + static_cast<std::uint64_t>(digit);
  }
  return value;
}

std::string UnpackRoomCode(std::uint64_t value) {
  std::string code;
  for (; value != 0 && code.size() < 12; value /= 37) {
    const int digit = static_cast<int>(value % 37);
    if (digit == 0) return "";
    code += static_cast<char>(digit <= 10 ? '0' + digit - 1 : 'A' + digit - 11);
  }
  return value == 0 ? code : "";
}

std::string IntentId(const Intent& intent) {
  for (const IntentName& row : kNames) {
    if (row.kind != intent.kind) continue;
    // A seedless new match is written without one.
    if (row.form == ValueForm::kNone && intent.kind == IntentKind::kHostNewMatch && intent.value != 0) continue;
    return row.name + ValueText(row.form, intent.value);
  }
  return "";
}

engine::Result<Intent> ParseIntent(const std::string& id) {
  for (const IntentName& row : kNames) {
    const std::size_t length = std::strlen(row.name);
    const bool whole = row.form == ValueForm::kNone;
    if (whole ? id.size() != length : id.size() <= length) continue;
    if (id.compare(0, length, row.name) != 0) continue;
    Intent intent{row.kind, 0};
    if (ReadValue(row.form, id.substr(length), &intent.value)) return intent;
  }
  return engine::Result<Intent>::Error("\"" + id + NotTranslated("\" names no action"));
}

}  // namespace popejoan::session
