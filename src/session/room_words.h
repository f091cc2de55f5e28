// An online room in player words: its code as it is read out, each seat, the socket's state,
// a reaction, and what the server refused. Pure: the lobby, the table's plates and the
// accessible mirror all say a room this way.
#pragma once

#include <string>
#include <vector>

#include "protocol/player_name.h"
#include "session/room_client.h"
#include "protocol/client_message.h"
#include "protocol/server_message.h"

namespace popejoan::session {

// "KM7 P4R T2X": in threes, to read out over the phone (the code's letters are never confused).
std::string RoomCodeWords(const std::string& code);
// "Your rejoin code: ABCD EFGH" (the seat's own code, in fours, to read off and type elsewhere).
std::string RejoinCodeWords(const std::string& code);
// "Ann", "AI (casual)", "Empty seat", "AI playing for Ann".
std::string RoomSeatWords(const protocol::SeatInfo& seat);
// A seat in the lobby's list: its words, and whether its person is here ("Ann, connected"); at a
// public table, who takes it when the deal ends ("The Vicar (AI: Casual): Zoë arrives next deal").
std::string RoomSeatLine(const protocol::SeatInfo& seat);
// A public table's newcomer, at the plate of the AI seat they take when the deal ends: "Zoë
// arrives next deal" ("" for nobody).
std::string ArrivingWords(const std::string& name);
// A watcher's word for the banner: "Watching", or for the newcomer who takes a seat when this
// deal ends, "Watching: you play from the next deal".
std::string WatchingWords(bool arriving);
// "Connecting…", "Reconnecting…", "" when open or not in a room, "Disconnected".
std::string RoomLinkWords(RoomLink link);
// "Well played!", "Oops!", "Your turn!", "Good game!".
std::string ReactionWords(protocol::Reaction reaction);
// What the seats set to Person are, over the room's form: friends invited, or anyone who joins.
std::string PersonSeatsWords(bool anyone_joins);
// A person's reactions muted on this page or not: "Mute Zoë", "Unmute Zoë".
std::string MuteWords(const protocol::SeatInfo& seat, bool muted);
// What a refusal means for the player ("This room is no longer there").
std::string RoomErrorWords(const std::string& error);
// What is wrong with a typed name, in player words ("" when it can be sent: fine, or empty).
std::string NameProblemWords(protocol::NameProblem problem);

// A link naming a room server this site does not use, not opened (Session::RefuseRoomServer).
std::string LinkRefusedWords();
// "Waiting for Ann and Bo…" ("" when nobody is awaited).
std::string WaitingForWords(const std::vector<std::string>& names);
// The turn clock, as the lobby says it: "Turn clock: 2 minutes", "No turn clock".
std::string RoomClockWords(int seconds);
// A clock choice on the setup screen: "No limit", "30 s", "1 min", "2 min".
std::string ClockChoiceWords(int seconds);
// Time left on the turn clock: "1:42" (whole seconds, rounded up); as a plate shows it,
// "1:42 left"; at a deal's end, "Next deal in 0:42".
std::string ClockTimeText(double seconds);
std::string TimeLeftWords(double seconds);
std::string NextDealInWords(double seconds);
// The clock ran out on a person's turn: "Time ran out: the AI played for Ann".
std::string LateWords(const std::string& name);

}  // namespace popejoan::session
