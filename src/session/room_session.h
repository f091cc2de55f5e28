// The session's online side (docs/online.md): making and joining a room, its lobby, following
// the server's views at the table, what a room lets this connection do, and the room's words
// for the views. The socket and the room's state are the RoomClient's; the match is the
// controller's remote mode. Session owns one and routes the room's intents to it.
#pragma once

#include <string>
#include <vector>

#include "engine/result.h"
#include "session/access_mirror.h"
#include "session/announcer.h"
#include "session/controller.h"
#include "session/host_link.h"
#include "session/intent.h"
#include "session/match_report.h"
#include "session/reaction_mutes.h"
#include "session/room_client.h"
#include "session/screens.h"
#include "session/session_config.h"
#include "session/setup_draft.h"
#include "session/words/language.h"

namespace popejoan::session {

class RoomSession {
 public:
  // The session's parts it works with (owned by the session, which outlives it).
  RoomSession(const SessionConfig& config, GameController& controller, SetupDraft& draft, Screens& screens,
              Announcer& announcer, HostLink& host);
  RoomSession(const RoomSession&) = delete;
  RoomSession& operator=(const RoomSession&) = delete;

  // ---- From the platform.
  // The room server's WebSocket URL once it answered ("" when none does: rooms are not offered).
  // A room asked for at launch (?room=) is opened then.
  void SetRoomServer(const std::string& url);
  void RoomSocketOpened();
  void RoomSocketMessage(const std::string& text);
  void RoomSocketClosed();
  // The launch's server= names a room server this site does not use (room_servers.h): nothing
  // is connected, the link's room is not opened, and a notice says so until OK.
  void RefuseRoomServer();

  // ---- Each frame (from the session's Update and Finish).
  void UpdateRoom(double now_seconds);
  // A decision made at the table goes to the room; a message to it. One that cannot be sent
  // (the server unreachable) is said so, and the seat may choose again.
  void SendRoomChoice();
  // Each frame: the page's address shows the room (?room=), and the room sat in is remembered
  // (forgotten when the server says it is gone).
  void FollowRoom();
  // The host page hears of a room this page made: its code and invite link, once.
  void TellHostInvite();
  // What a room does with `intent` (false: not the room's to do).
  bool DoInRoom(const Intent& intent);

  // ---- What the views show.
  const RoomClient& client() const { return room_; }
  bool RoomsOffered() const { return room_.ServerAnswers(); }
  // In a room (its lobby, its table or its match's end).
  bool InRoom() const { return room_.InRoom(); }
  // The invite link to the room ("" when not in one, or where there is no page).
  std::string InviteLink() const;
  // The room this page last sat in on this room server, while one answers ("" if none): the
  // setup's "Back to your room".
  std::string LastRoom() const { return RoomsOffered() && !InRoom() ? last_room_ : ""; }
  // The deal-code field holds a room's code or invite link instead: the setup offers to open it.
  bool CodeIsRoom() const;
  // "Copy invite link" was pressed a moment ago: it says "Copied" meanwhile.
  bool InviteCopied() const { return room_now_ < invite_copied_until_; }
  // The name this player goes by in rooms.
  std::string PlayerName() const;
  // What is wrong with the name typed, in player words ("" if it can be sent).
  std::string TypedNameProblem() const;
  // The seats of the room's match, for the table's plates ("" kinds when not in a room).
  const protocol::SeatInfo* RoomSeatAt(int seat) const;
  // The reaction on show at `seat`'s plate ("" if none, or its person is muted).
  std::string ReactionAt(int seat) const;
  // Another person's seat (not an AI's, not this page's own): its reactions may be muted here.
  bool MuteOffered(int seat) const;
  bool Muted(int seat) const { return mutes_.Muted(seat, RoomSeatAt(seat)); }
  // The table's menu: Mute or Unmute for each person whose reactions may be muted.
  std::vector<MirrorButton> MuteOffers() const;
  // Everything a room shows at `seat`'s plate: a reaction and, for another's seat, "Time ran out"
  // a while after ("" if nothing). Your own is said in the banner instead.
  std::string RoomNoteAt(int seat) const;
  // The share of the turn clock left when the decision is `seat`'s (1 down to 0; -1 if none
  // runs): a thin bar along its plate.
  double ClockShareAt(int seat) const;
  // The AI plays this connection's seat (its time ran out turns in a row): "I'm back" is offered.
  bool BackOffered() const;
  // The turn clock's time left for this connection's own decision ("1:42 left"; "" if none runs).
  std::string OwnClockWords() const;
  // At a deal's end in a room: who the next deal waits for, in words ("" if nobody).
  std::string RoomWaitingWords() const;
  // The line over a room's table: the socket's state, "Watching", who is awaited, a refusal.
  std::string RoomBanner() const;
  // The lobby in words: what the lobby's page draws and the accessible mirror reads.
  Mirror LobbyMirror() const;
  // A watcher between deals (or at the match's end): the AI seats it may take, as buttons.
  std::vector<MirrorButton> SeatOffers() const;
  // A watcher of a room where people sit may take their own seat back with its rejoin code.
  bool RejoinOffered() const;
  // The room's match at its end: its standings as the room told them (or the final state's).
  engine::Result<MatchReport> Report() const;

  // ---- The open public tables' list on the setup (table_list.h).
  struct TableLine {
    std::string code;   // as the server sent it
    std::string words;  // TableLineWords
  };
  bool TablesOpen() const { return tables_open_; }
  // The listed tables whose join the page can name, fullest first (none while the list is closed).
  const std::vector<TableLine>& TableLines() const;
  // Said above the list: "Looking for open tables…" until it comes, "No open tables yet: Play
  // online now opens one" when there are none, else "".
  std::string TablesNote() const;

  // ---- The room's part of the session's mirror and offers.
  void AddRoomToTable(Mirror* mirror) const;
  // The setup's "Play with friends", and in its room form Create room, the name and the fill.
  void AddFriendsToSetup(Mirror* mirror) const;
  // What a room lets this connection do now, from what the screen's mirror offers.
  void FilterForRoom(std::vector<Intent>* offered) const;

 private:
  bool SendToRoom(const std::string& message);
  void CreateRoom();
  void LeaveRoom();
  // Play online now (`code` ""): a seat at a public table in the page's language (a new one if
  // none has a seat); or a seat at the listed table `code`, on the list's socket. Under the name
  // typed for rooms (a name the server would refuse is said, never sent), into the room.
  void TakePublicSeat(const std::string& code);
  // The list's lines, built again when a new list came or the language changed (not each frame:
  // the mirror, the offers and the canvas all read them).
  void RefreshTableLines();
  // Opens room `code` on this server (its kept token retakes the seat; else watching).
  void OpenRoom(const std::string& code);
  // What was typed in "Join a room" (or the deal-code field): its room opened, or why not.
  void JoinTypedRoom(const std::string& typed);
  // What a screen reader hears for each of the room's intents ("" for the others).
  std::string ControlLabel(const Intent& intent) const;
  // The mirror's buttons as `intents` lists them, in its order: a button the screen already
  // labelled keeps its words; the room's own are labelled here.
  void LabelButtons(const std::vector<Intent>& intents, std::vector<MirrorButton>* buttons) const;
  // The field of "Join a room" (a code or a link), and why a code the setup was given is a room's.
  void AddJoinToSetup(Mirror* m) const;
  MatchSetup RoomMatchSetup() const;

  const SessionConfig& config_;
  std::string launch_room_;  // ?room= / --room: opened once a room server answers
  GameController& controller_;
  SetupDraft& draft_;
  Screens& screens_;
  Announcer& announcer_;
  HostLink& host_;
  RoomClient room_;
  std::string invite_posted_;  // the room whose invite the host page has heard of
  std::string address_room_;   // the room the page's address shows (?room=)
  std::string last_room_;      // the room this page last sat in on this server ("" none)
  double room_now_ = 0.0;
  double invite_copied_until_ = -1.0;
  bool quick_play_ = false;  // Play online now was pressed, and no table has welcomed this page yet
  bool tables_open_ = false;  // the setup shows the open tables' list
  std::vector<TableLine> table_lines_;  // the last list received, in words
  int table_lines_serial_ = -1;         // RoomClient::tables_serial() they were built from
  Language table_lines_language_ = Language::kEnglish;
  ReactionMutes mutes_;  // whose reactions this page does not show
};

}  // namespace popejoan::session
