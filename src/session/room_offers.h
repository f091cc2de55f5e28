// What a room offers as controls now, worked out from the room session's state alone (no mirror
// drawn, no id read back): the lobby's, and the room's part of the table's and the setup's.
// RoomSession's mirror labels these intents (room_session.cpp), so the two cannot disagree; the
// session's tests check it on every room screen they reach.
#pragma once

#include <vector>

#include "session/controller.h"
#include "session/intent.h"
#include "session/room_session.h"
#include "session/setup_draft.h"

namespace popejoan::session {

// The lobby's buttons, in the order its mirror shows them (its fields are text: none counted).
std::vector<Intent> LobbyIntents(const RoomSession& rooms);
// A watcher between deals (or at the match's end) may take an AI's seat: one intent a seat.
std::vector<Intent> WatcherSeatIntents(const RoomSession& rooms, const GameController& controller);
// Mute or unmute each other person's reactions (this page's alone): one intent a seat.
std::vector<Intent> MuteIntents(const RoomSession& rooms);
// The table (or the match's end) in a room: `intents` are the local table's; what a room never
// offers is taken out and the room's own are added.
void AddRoomToTableIntents(const RoomSession& rooms, const GameController& controller, std::vector<Intent>* intents);
// The setup while a room server answers: the room's changes to its `buttons` and `fields` (the
// fields' kinds).
void AddFriendsToSetupIntents(const RoomSession& rooms, const SetupDraft& draft, std::vector<Intent>* buttons,
                              std::vector<Intent>* fields);

}  // namespace popejoan::session
