// Every player action as one value. The canvas, the keyboard, the accessible mirror, the host
// page's commands and the tests all produce Intents; Session::Do carries them out. Each has one
// text form, the test probe's name for the control that makes it ("card:5D", "button:undo",
// "menu:pace-fast"): browser tests and host pages use these names, so they never change.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/result.h"

namespace popejoan::session {

enum class IntentKind : std::uint8_t {
  kNone,
  // ---- The table: the person's decisions.
  kPlayCard,        // card:<card>       lead or follow with a card of your hand
  kPope,            // button:pope       play the wild Pope where the run stopped
  kPass,            // button:pass       keep it
  kPlace,           // button:place-<compartment>
  kNextDeal,        // button:next-deal
  kFinalStandings,  // button:final-standings (the last deal's settlement)
  kUndo,            // button:undo       (the top bar's)
  kMenuUndo,        // menu:undo         (the menu's "Undo my last lead")
  // ---- The table: helpers and pace.
  kHint,            // button:hint
  kSkip,            // button:skip       show everything until your next decision
  kResume,          // button:resume     play on after a pause
  kPause,           // menu:pause
  kNextPace,        // button:pace       the next pace in turn
  kSetPace,         // menu:pace-<id>
  kReadHand,        // key:read-hand     the read-out keys, said in the live log
  kReadBoard,       // key:read-board
  kReadPurses,      // key:read-purses
  // ---- The table's menu.
  kTableNewMatch,   // button:new-match  (the last settlement's, and the match-over screen's)
  kMenuNewMatch,    // menu:new-match
  kMenuRules,       // menu:rules
  kMenuLesson,      // menu:tutorial
  kMenuStatistics,  // menu:statistics
  kFullscreen,      // menu:fullscreen
  kSaveReplay,      // menu:save-replay
  kCopyDealCode,    // menu:copy-deal-code
  kAllowUndo,       // menu:allow-undo   turns undo on or off
  kMute,            // menu:mute         sounds off or on
  kReduceMotion,    // menu:reduce-motion
  kSetVolume,       // menu:volume-<0..100>
  // ---- The look (on the setup screen and in the menu alike).
  // Named "menu:..." in the menu and "setup:..." on the setup screen; both read back alike.
  kSetLanguage,     // menu:language-<id>
  kSetTextSize,     // menu:text-size-<100|125|150>
  kSetTheme,        // menu:theme-<id>
  kFourColour,      // menu:four-colour  turns the four-colour deck on or off
  // ---- The setup screen.
  kDeal,            // button:deal       deal the match drafted on the setup screen
  kBackToTable,     // button:back-to-table
  kLesson,          // button:tutorial
  kDaily,           // button:daily
  kHowToPlay,       // button:how-to-play
  kStatistics,      // button:statistics
  kCloseRules,      // button:close-rules
  // The draft's fields, one change each (the canvas's form and the page's controls alike).
  kSetPlayers,      // setup:players-<3..8>
  kSetSeat,         // setup:seat-<1..8>-<person|beginner|casual|expert>
  kSetPreset,       // setup:preset-<preset id>
  kSetOption,       // setup:option-<option>-<value>  ("setup:option-wild-pope-on", "setup:option-purse-50")
  kSetRounds,       // setup:rounds-<1..5>
  kSetSeed,         // setup:seed-<n>
  // ---- The lesson.
  kLessonNext,       // button:lesson-next
  kLessonSkip,       // button:lesson-skip
  kLessonPlayMatch,  // button:lesson-play-match
  // ---- The match-over screen.
  kPlayAgain,  // button:play-again
  // ---- The statistics screen.
  kStatsBack,   // button:stats-back
  kExport,      // button:export
  kImport,      // button:import
  kResetStats,  // button:confirm-reset (the reset, once confirmed)
  kAskReset,    // button:reset-stats   asks before resetting
  kCancelReset, // button:cancel-reset  keeps them
  // ---- Dialogs.
  kExportDamaged,  // button:export-damaged
  kStartFresh,     // button:start-fresh
  kNoticeOk,       // button:notice-ok
  // ---- The host page.
  kHostNewMatch,  // host:new-match, host:new-match-<seed>: a new match dealt at once
  // ---- Sharing, and one tab at a time.
  kPlayHere,    // button:play-here    take the game back from another tab, with the latest save
  kCopyLink,    // menu:copy-link      a link to this deal (the share sheet on phones)
  kEnterCode,   // button:enter-code   the setup's field for a friend's deal code, open or closed
  kPlayCode,    // button:play-code    deal the code typed in that field
  kCopyResult,  // button:copy-result  a shared or daily match's result, as a line to paste
  kCopyDone,    // button:copy-done    close the text shown to copy by hand
  // ---- Playing with friends in an online room (docs/online.md).
  kPlayWithFriends,  // button:play-with-friends  the setup makes a room instead of dealing
  kSetFill,          // setup:fill-<level>        the AI that plays for a friend who is away
  kCreateRoom,       // button:create-room
  kStartRoom,        // button:start-room         the creator, in the lobby
  kCopyInvite,       // button:copy-invite        the invite link (the share sheet on phones)
  kTakeSeat,         // button:take-seat-<0..7>   a visitor takes a free seat
  kReact,            // button:react-<well-played|oops|your-turn|good-game>
  kLeaveRoom,        // button:leave-room         back to the setup (the seat's token is kept)
  kSetClock,         // setup:clock-<0|30|60|120> the room's turn clock, in seconds (0: none)
  kFreeSeat,         // button:free-seat-<0..7>   the host frees a person's seat in the lobby
  kComeBack,         // button:im-back            take back the seat the AI plays for you
  kJoinRoom,         // button:join-room          open the room whose code or link is typed (field:room-code)
  kBackToRoom,       // button:back-to-room       open the room this page last sat in
  kOpenCodeRoom,     // button:open-room          the deal-code field holds a room's code: open that room
  kReclaimSeat,      // button:reclaim-seat       a watcher takes their seat back with its rejoin code
  kQuickPlay,        // button:quick-play         a seat at a public table now, in the page's language
  kOpenTables,       // button:open-tables        the list of open public tables
  kCloseTables,      // button:close-tables       the list closed
  kJoinTable,        // button:join-table-<code>  a seat at that public table (the code as the server sends it)
  kSetWhoJoins,      // setup:who-joins-<friends|anyone> a room for friends with its link, or a public table
  kMuteSeat,         // button:mute-<0..7>        this page stops (or again starts) showing that person's reactions
};
inline constexpr int kNumIntentKinds = static_cast<int>(IntentKind::kMuteSeat) + 1;

struct Intent {
  IntentKind kind = IntentKind::kNone;
  // What the kind needs: a card (kPlayCard), a compartment (kPlace), a pace's index (kSetPace),
  // a volume, a language, a text size or a theme's index, or a seed (kHostNewMatch; 0: the next);
  // on the setup screen a count, a preset's index, a seed, SeatValue or OptionChoice.
  std::uint64_t value = 0;

  bool operator==(const Intent& o) const { return kind == o.kind && value == o.value; }
  bool operator!=(const Intent& o) const { return !(*this == o); }
};

inline Intent MakeIntent(IntentKind kind, std::uint64_t value = 0) { return Intent{kind, value}; }
inline Intent PlayCard(engine::Card card) { return Intent{IntentKind::kPlayCard, static_cast<std::uint64_t>(card)}; }
inline Intent PlaceCounter(int compartment) { return Intent{IntentKind::kPlace, static_cast<std::uint64_t>(compartment)}; }

// A seat's kind on the setup screen: 0 a person, 1 + the AI level; and an option's value: its
// index in the option's values, or the number for a numeric option.
inline constexpr int kNumSeatKinds = 4;
inline std::uint64_t SeatValue(int seat, int kind) { return static_cast<std::uint64_t>(seat) * 16 + static_cast<std::uint64_t>(kind); }
inline int SeatOf(std::uint64_t value) { return static_cast<int>(value / 16); }
inline int SeatKindOf(std::uint64_t value) { return static_cast<int>(value % 16); }
inline std::uint64_t OptionChoice(int option, std::uint32_t value) { return (static_cast<std::uint64_t>(option) << 32) | value; }
inline int OptionOf(std::uint64_t value) { return static_cast<int>(value >> 32); }
inline std::uint32_t ChoiceOf(std::uint64_t value) { return static_cast<std::uint32_t>(value); }

// A room's code (1 to 12 of 0-9 and A-Z) as an intent's value, and back ("" for a value that is
// none): kJoinTable carries the code itself, so its text form reads back without the list.
std::uint64_t PackRoomCode(const std::string& code);
std::string UnpackRoomCode(std::uint64_t value);

// The intent's text form: the probe's name for its control.
std::string IntentId(const Intent& intent);
// Reads a text form back; an unknown name or a bad value is refused, naming it.
engine::Result<Intent> ParseIntent(const std::string& id);

}  // namespace popejoan::session
