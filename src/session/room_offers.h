// What a room offers as controls now, worked out from the room session's state alone (no mirror
// drawn, no id read back): the lobby's, and the room's part of the table's and the setup's.
// RoomSession's mirror labels the same intents (room_session.cpp); the session's tests check that
// the two agree on every room screen they reach.
#pragma once

#include <vector>

#include "session/controller.h"
#include "session/intent.h"
#include "session/room_session.h"
#include "session/setup_draft.h"

namespace popejoan::session {

// The lobby's buttons, in the order its mirror shows them (its fields are text: none counted).
std::vector<Intent> LobbyIntents(const RoomSession& rooms);
// The table (or the match's end) in a room: `intents` are the local table's; what a room never
// offers is taken out and the room's own are added, as RoomSession::AddRoomToTable does.
void AddRoomToTableIntents(const RoomSession& rooms, const GameController& controller, std::vector<Intent>* intents);
// The setup while a room server answers: `buttons` and `fields` (the fields' kinds) as
// RoomSession::AddFriendsToSetup changes them.
void AddFriendsToSetupIntents(const RoomSession& rooms, const SetupDraft& draft, std::vector<Intent>* buttons,
                              std::vector<Intent>* fields);

}  // namespace popejoan::session
