// The setup screen: seats (people or AI levels, names), preset and every option, match
// length, starting purse and seed. Opens on the default (you + 3 AI, Classic): one click deals.
#pragma once

#include <array>
#include <string>

#include <vector>

#include "imgui.h"
#include "session/intent.h"
#include "session/room_session.h"
#include "session/settings.h"
#include "session/setup_draft.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

// What the setup screen offers besides the draft.
struct SetupScreen {
  bool can_go_back = false;  // a match is in progress to return to
  bool daily = false;        // today's daily deal (the date is known)
  bool first_visit = false;  // "Learn to play" first of all
  bool rooms = false;        // a room server answered: "Play with friends"
  bool back_to_room = false;  // a room this page sits in: "Back to your room"
  bool code_is_room = false;  // the deal-code field holds a room's code: "Open the room"
  bool tables_open = false;   // the open public tables' list is shown
  std::vector<RoomSession::TableLine> tables;
  std::string tables_note;    // "No open tables yet: …" ("" when the list says it all)
};

class SetupView {
 public:
  // Draws the screen and returns what the player asked for: each field's change (players, a
  // seat, the rules, length, seed: the setup's intents, as the page's fields make them), deal,
  // a friend's deal code, the lesson, the rules, statistics, the look's settings. Only the seats'
  // typed names and the typed code are edited in `draft` here. Its controls are named on `probe`.
  std::vector<Intent> Draw(SetupDraft* draft, const SetupScreen& screen, const Settings& look, TestProbe* probe);

 private:
  // A new draft (the session reset it): the typed names and seed are taken from it.
  void Follow(const SetupDraft& draft);
  void RefreshShownNames(const MatchSetup& setup);
  void Button(const char* label, ImVec2 size, const Intent& intent, bool enabled = true);
  void DrawIntro(SetupDraft* draft, const SetupScreen& screen, const Settings& look);
  // A friend's deal code, typed or pasted, dealt at once.
  void DrawCodeEntry(SetupDraft* draft, const SetupScreen& screen);
  // "Join a room": a friend's room code or invite link, and what was wrong with the last one.
  void DrawRoomEntry(SetupDraft* draft);
  // The open public tables, each with its Join, and the list's Close.
  void DrawTables(const SetupScreen& screen);
  // "Play with friends": your name and the AI that plays for a friend who is away.
  void DrawFriends(SetupDraft* draft);
  void DrawSeats(MatchSetup* setup, float width, float label_w);
  void DrawRules(MatchSetup* setup, float label_w);
  void DrawSeed(MatchSetup* setup, float label_w);
  void DrawOptions(const engine::Rules& rules);
  void DrawFooter(const SetupDraft& draft, const SetupScreen& screen, const std::string& note, float deal_h);

  std::vector<Intent> intents_;  // this frame's
  bool tables_shown_ = false;    // the open tables' list was drawn last frame
  float tables_window_h_ = 0.0f; // the page's height when it was (a turned phone scrolls to it again)
  TestProbe* probe_ = nullptr;   // this frame's, while Draw runs
  int generation_seen_ = -1;
  int seats_seen_ = 0;        // seats whose names are shown
  bool seed_active_ = false;  // the seed is being typed
  std::array<std::array<char, 32>, engine::kMaxSeats> names_{};
  std::array<char, 24> seed_text_{};
  std::array<char, 256> code_text_{};  // a whole pasted link fits
  std::array<char, 64> name_text_{};
  std::string name_synced_;
  bool code_was_open_ = false;          // the code field was open last frame
  std::string code_synced_;             // the code as this field and the draft last agreed
  int code_field_id_ = 0;               // a new one when the code was typed elsewhere
  std::array<char, 256> room_text_{};   // a whole pasted invite link fits
  std::string room_synced_;             // the room's code as this field and the draft last agreed
  int room_field_id_ = 0;
  bool show_options_ = false;
};

}  // namespace popejoan::ui
