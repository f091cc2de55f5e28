// The match being drafted on the setup screen: seats, rules, length and seed, edited by the
// setup view as a form, dealt by the "button:deal" intent. A line above Deal says why the cards
// cannot be dealt, the last message (a refused start), or who will play.
#pragma once

#include <string>

#include "engine/result.h"
#include "session/intent.h"
#include "session/match_setup.h"
#include "protocol/client_message.h"
#include "protocol/server_message.h"

namespace popejoan::session {

class SetupDraft {
 public:
  // Starts editing from `setup` (the last match's, or the default).
  void Reset(const MatchSetup& setup);
  // Bumped by each Reset: a view keeping typed text refreshes it from the draft.
  int generation() const { return generation_; }
  const MatchSetup& setup() const { return setup_; }
  MatchSetup* mutable_setup() { return &setup_; }
  // One field changed (players, a seat, the preset, an option, rounds, the seed): the setup
  // screen's intents, from the canvas's form and the page's controls alike. A value the draft
  // cannot take (a seat it has not) is refused.
  engine::Status Change(const Intent& intent);
  // The cards can be dealt for the draft's players and rules (for a room: and the name typed
  // keeps the names' rule, player_name.h).
  bool Playable() const;
  // The line above Deal: why the cards cannot be dealt (or the name not sent), the last message,
  // or who will play.
  std::string Note() const;
  // The match to deal: every seat named (an empty name takes the seat's default).
  MatchSetup Finish();
  void SetMessage(const std::string& message) { message_ = message; }
  const std::string& message() const { return message_; }

  // The field for a friend's deal code ("button:enter-code" opens and closes it); the view
  // keeps what is typed there, as it keeps the names and the seed.
  bool code_open() const { return code_open_; }
  void ToggleCode() { code_open_ = !code_open_; }
  const std::string& code_text() const { return code_text_; }
  void SetCodeText(const std::string& text) { code_text_ = text; }
  // A room's watcher: the rejoin code typed to take their seat back.
  const std::string& rejoin_text() const { return rejoin_text_; }
  void SetRejoinText(const std::string& text) { rejoin_text_ = text; }

  // "Play with friends": the draft makes an online room (each person seat a friend, seat 0
  // yours) instead of dealing here; `fill` is the AI that plays for a friend who is away.
  bool friends() const { return friends_; }
  void ToggleFriends() { friends_ = !friends_; }
  ai::Level fill() const { return fill_; }
  void set_fill(ai::Level level) { fill_ = level; }
  // The room's turn clock in seconds (protocol::kRoomClocks; 0: none). A table anyone may join
  // always has one (no stalls among strangers): choosing it sets one, and "none" is refused.
  int clock() const { return clock_; }
  void set_clock(int seconds);
  // Who may join the room: friends with its link (a private room), or anyone (a public table,
  // listed in the open tables; it plays a preset's rules as they are).
  bool anyone_joins() const { return anyone_joins_; }
  void SetAnyoneJoins(bool anyone);
  // The name this player goes by in a room (typed in "setup:name").
  const std::string& name_text() const { return name_text_; }
  void SetNameText(const std::string& text) { name_text_ = text; }
  // "Join a room": a room's code or invite link as typed (field:room-code), and what is wrong
  // with the last one tried ("" if nothing).
  const std::string& room_text() const { return room_text_; }
  void SetRoomText(const std::string& text) { room_text_ = text; room_note_.clear(); }
  const std::string& room_note() const { return room_note_; }
  void SetRoomNote(const std::string& note) { room_note_ = note; }

 private:
  // A table anyone may join, with rules changed from its preset's (the server refuses it).
  bool PublicRulesChanged() const;

  MatchSetup setup_;
  std::string message_;
  bool code_open_ = false;
  std::string code_text_;
  std::string rejoin_text_;
  bool friends_ = false;
  ai::Level fill_ = ai::Level::kCasual;
  int clock_ = protocol::kDefaultRoomClock;
  bool anyone_joins_ = false;
  std::string name_text_;
  std::string room_text_;
  std::string room_note_;
  int generation_ = 0;
};

}  // namespace popejoan::session
