// The rooms of one server: which connection sits where, the path every change takes (make a
// record, store it, apply it, tell everyone concerned), the AI seats' turns, the grace a dropped
// person's seat waits before an AI plays it, and rooms left empty too long. It speaks the protocol
// of docs/online.md through an Outbox; the transport (web_server.h) calls it on one thread.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "protocol/client_message.h"
#include "server/net/connection_hub.h"
#include "server/rooms/address_window.h"
#include "server/rooms/info_pacer.h"
#include "server/rooms/pope_pause.h"
#include "server/rooms/rejoin_guard.h"
#include "server/rooms/room.h"
#include "server/rooms/room_owners.h"
#include "server/rooms/room_quota.h"
#include "server/rooms/room_replay.h"
#include "server/rooms/store_guard.h"
#include "server/rooms/turn_clock.h"
#include "server/store/group_commit.h"
#include "server/store/room_store.h"

namespace popejoan::server {

// A client's frame as the protocol reads it (protocol/client_message.h).
using protocol::ClientMessage;
using protocol::ClientMessageType;
using protocol::ParseClientMessage;

struct HubOptions {
  double grace_seconds = 30.0;               // a dropped person's seat waits this long for them
  double idle_room_seconds = 24 * 3600.0;    // a room with no person this long is removed
  double reaction_gap_seconds = 1.0;         // one quick reaction a second a seat
  // "create"s from one address a minute (0: no limit; the server's flag sets it, 10 by default:
  // here in-process users such as the room benchmark, whose Outbox knows no addresses, are free).
  int rooms_per_address_per_minute = 0;
  std::optional<std::uint64_t> seed;         // deals from seed, seed+1, ... (tests); else `secrets`
  // The wild Pope's pause (pope_pause.h): this long for every seat, whoever holds the Pope.
  double pope_pause_seconds = 5.0;
  // An AI seat's decision is sent no sooner than this after its turn began, so how long it thought
  // (which depends on its cards: a forced lead is instant) shows nothing. 0: at once (in-process
  // users such as the room benchmark; the server's flag sets it).
  double ai_pace_seconds = 0.0;
  // Rooms made from one address open at once, and rooms one connection makes (room_quota.h; 0: no
  // limit, as above; the server's flags set them).
  int open_rooms_per_address = 0;
  int rooms_per_connection = 0;
  // A lobby whose only person is its creator, with nobody in it (not even watching) this long, is
  // removed (0: kept like any room, a day).
  double empty_lobby_seconds = 0;
  // Comings and goings reach a room's members as at most one `room` frame this often (info_pacer.h).
  double info_gap_seconds = 0.25;
  // The turn clock's seconds are multiplied by this (tests only: --clock-scale; a room still
  // says the clock its creator chose).
  double clock_scale = 1.0;
  // Whole views for every change instead of steps (--whole-views: the benchmarks' comparison).
  bool whole_views = false;
  // Quick-play joins from one address a minute (0: no limit; the server's flag sets it, 12 by
  // default), and how long a public table shows a match's standings before it plays the next
  // (docs/online.md, "Public tables"; times clock_scale).
  int quick_plays_per_address_per_minute = 0;
  double public_again_seconds = 15.0;
  // Public tables made from one address open at once (0: no limit; the server's flag sets it, 3 by
  // default): strangers' tables are few and full rather than many and empty.
  int public_tables_per_address = 0;
};

// Where codes, tokens and seeds come from (the OS's random source; tests give their own).
struct Secrets {
  std::function<engine::Result<std::string>()> room_code;
  std::function<engine::Result<std::string>()> seat_token;
  std::function<engine::Result<std::uint64_t>()> deal_seed;
};

class RoomHub : public ConnectionHub {
 public:
  RoomHub(RoomStore* store, Outbox* outbox, Secrets secrets, HubOptions options,
          std::function<void(const std::string&)> log = {});
  // Opens every stored room again, as it was. A room that cannot be read or replayed is set aside
  // (room_replay.h): named in the log with the reason, left in the store untouched, its hellos
  // answered `room-damaged`; the others resume. The number of rooms open.
  // With owners set (a fleet), loads nothing: rooms are adopted one by one (Adopt).
  int Resume();
  // Runs in a fleet (docs/online.md, "Scaling out"): a new room is claimed before it is stored; a
  // change the store refuses because another server runs the room now loses the room (its members
  // are told to reconnect at the next Tick, and it is forgotten); rooms removed are released.
  void SetOwners(RoomOwners* owners) { guard_.SetOwners(owners); }
  // Loads `code`'s records from the store and replays them, if the room is not open here (one
  // lost is dropped first). False if there is no such room, or it does not replay (set aside).
  bool Adopt(const std::string& code);
  // Asks the owners about every room open here and loses those another server runs now (after
  // this server's lease may have lapsed).
  void CheckOwned();
  // Loses every room open here (this server's lease lapsed while cut from the owners' table).
  void LoseAll();

  void Open(ConnectionId id) override;
  void Receive(ConnectionId id, const std::string& text) override;
  void Close(ConnectionId id) override;
  void Tick(double now_seconds, double budget_ms) override;
  // False while the store refuses to write (a full disk, a file made read-only: nothing changes
  // then, every change is refused, and the first that is stored again makes it true), and for good
  // once the stored rooms could not be read at the start.
  bool Healthy() const override { return guard_.Healthy(); }

  // A batch of changes ended (group_commit.h): stored, or not kept at all. Then each room it
  // changed is reloaded from the store (as it is there), and every connection that missed frames,
  // asked for a change or sits in such a room is told where it is again (welcome, room, view from
  // the start of the deal); those who asked hear server-trouble.
  void BatchEnded(const BatchOutcome& outcome);

  int NumRooms() const { return static_cast<int>(live_rooms_.size()); }
  int NumSetAside() const { return static_cast<int>(set_aside_.size()); }  // rooms found damaged
  bool IsSetAside(const std::string& code) const { return set_aside_.Has(code); }
  const Room* FindRoom(const std::string& code) const;
  // The public tables open here now, as the list tells them (docs/online.md, "Public tables").
  std::vector<protocol::TableSummary> OpenTables() const;
  // In a fleet, the open tables of every server (FleetHub's, read from the fleet at most once a
  // second): what the list tells instead of this server's own.
  void SetFleetTables(std::function<std::vector<protocol::TableSummary>()> tables) { fleet_tables_ = std::move(tables); }

 private:
  struct Member {
    std::string code;  // "" until the connection opens or makes a room
    int seat = -1;     // -1: watching
    double last_reaction = -1e300;
    int resent_step = -1;  // the step its whole view was last sent again at, asked (ResendView)
    int arriving = -1;     // watching a public table, to take this seat when the deal ends
    double listed_at = -1e300;  // when it was last sent the open tables' list
  };
  // A room this hub holds and runs now, with what the hub keeps about it (not where a fleet's
  // room runs: that is FleetHub::PlaceOf).
  struct LiveRoom {
    Room room;
    std::int64_t next_seq = 1;
    std::set<ConnectionId> members;
    std::vector<double> gone_since;  // per seat: when its person left (-1: here or unknown)
    std::vector<bool> ready;         // per seat: ready for the next deal
    double last_person_seen = 0.0;
    bool lost = false;  // another server runs it now: dropped at the next Tick
    PopePause pause;                // the wild Pope's pause, when the table waits for it
    double changed_at = 0.0;        // when its last change was told (an AI's turn began then)
    std::optional<engine::Json> ai_record;  // an AI's decision made early, sent once its pace allows
    // The address that made it (its AI's share of the tick is that address's: ai_shares.h); ""
    // when resumed from the store or adopted. `counted`: among that address's open rooms.
    std::string address;
    bool counted = false;
    double last_member_seen = 0.0;  // anyone here, seated or watching (looked at each Sweep)
    TurnClock clock;    // the decision awaited now, timed (none unless the room has a clock)
    // The match as its members were last told it, at `told_step`: the next frames are steps from
    // it (docs/online.md, "Steps"). None before the first view, and after a new match.
    std::optional<engine::State> told;
    int told_step = -1;
  };

  // Replays a stored room into a new live room; false (and the room set aside) if it cannot be.
  bool Install(const StoredRoom& stored);
  // Replaces room `code` with what the store has (members kept; gone if the store has none).
  void Reload(const std::string& code);
  // Tells `id` its room again after a failed batch.
  void Resync(ConnectionId id, bool asked);
  // Whether `live` is run by another server now (asked after a refused append); marks it lost.
  bool LostTo(LiveRoom* live);
  // Forgets a lost room; its members are told to reconnect (on no account while a caller holds a
  // pointer to it: from Tick and Adopt only).
  void Drop(const std::string& code);
  // The rooms by code, looked up at every message a member sends: hashed, not a walk down a tree
  // of codes (a node map: a LiveRoom stays where it is while others come and go). Codes come only
  // from the server's own random source or its store, so no client chooses what is inserted.
  using LiveRooms = std::unordered_map<std::string, LiveRoom>;
  // Forgets a live room (its address's open rooms count one less).
  void Erase(LiveRooms::iterator live);
  // ---- A client's commands: one handler per message type, routed by kCommands (command_table.cpp),
  // in a file per family (as Hanabi-Live's command_*.go). A command for anyone, or for a seat.
  using OpenCommand = void (RoomHub::*)(ConnectionId id, const ClientMessage& m);
  using SeatedCommand = void (RoomHub::*)(ConnectionId id, LiveRoom* live, int seat, const ClientMessage& m);
  struct CommandRoute {
    ClientMessageType type;
    OpenCommand open;      // for any connection
    SeatedCommand seated;  // for a connection seated in a room (else refused `not-now`)
  };
  static const CommandRoute kCommands[];
  void Handle(ConnectionId id, const ClientMessage& m);
  // Rooms (room_commands.cpp): make one, say hello to one (as a seat's holder or a watcher).
  void Create(ConnectionId id, const ClientMessage& m);
  void Hello(ConnectionId id, const ClientMessage& m);
  // A new room for `request`, stored and run here, that `id` made (not yet in it); nullptr when
  // refused (`id` told why: the limits, the random source, the store).
  LiveRoom* OpenRoom(ConnectionId id, const RoomRequest& request);
  // The public tables open here that `address` made (one pass over the rooms: only when one is made).
  int PublicTablesOf(const std::string& address) const;
  // Public tables (table_commands.cpp; docs/online.md, "Public tables"): quick play seats a
  // person at the fullest open table in their language, or opens one; a person leaves one.
  void QuickPlay(ConnectionId id, const ClientMessage& m);
  void LeaveTable(ConnectionId id, const ClientMessage& m);
  // The open tables' list (at most one asked a second a connection; built at most once a second
  // per language, whoever asks), and a seat at one of them.
  void ListTables(ConnectionId id, const ClientMessage& m);
  void JoinTable(ConnectionId id, const ClientMessage& m);
  // Whether `id` may join a table now (quick plays and joins from its address); told if not.
  bool MayJoin(ConnectionId id);
  // Whether `name` may sit at a public table (given, and no word of table_names.h); told if not.
  bool NameWelcome(ConnectionId id, const std::string& name);
  // Whether a public table takes newcomers now: started, someone there, not another server's.
  static bool Joinable(const LiveRoom& live);
  // The fullest public table in `lang` with an AI seat open; nullptr if none.
  LiveRoom* TableFor(const std::string& lang);
  // `id` takes `live`'s open AI seat: now between deals, else when the deal ends.
  void SeatNewcomer(ConnectionId id, LiveRoom* live, const std::string& name);
  // After a change at a public table between deals: its newcomers sit; with nobody left, it is
  // closed at the next Tick.
  void AfterPublicChange(LiveRoom* live);
  void SeatArrivals(LiveRoom* live);
  // The sweep's look at a public table whose match is over: the next match, once its standings
  // were shown long enough.
  void PlayOnAtTable(LiveRoom* live);
  // The public tables marked to close, closed if nobody came meanwhile.
  void CloseTables();
  // Removes room `code` from the store and from here; its members are refused `no-such-room` with
  // `told`, and the log says `why`. False if the store refused (kept, tried again later).
  bool RemoveRoom(const std::string& code, const std::string& told, const std::string& why);
  // Seats (seat_commands.cpp): a watcher takes one; the host frees another person's in the lobby
  // (its connections watch from now on); a person whose seat the AI plays takes it back.
  void TakeSeat(ConnectionId id, const ClientMessage& m);
  // A page whose copy of its view is lost (a step missed, or its check failed) is sent the whole
  // view, from the deal's start: once a step, whatever it asks.
  void ResendView(ConnectionId id, const ClientMessage& m);
  void FreeSeat(ConnectionId id, LiveRoom* live, int seat, const ClientMessage& m);
  void Back(ConnectionId id, LiveRoom* live, int seat, const ClientMessage& m);
  // A person whose seat the AI plays (away) takes it back; true if it is theirs again.
  bool ComeBack(ConnectionId id, LiveRoom* live, int seat);
  // Play (play_commands.cpp): the host starts the match or a new one; a seat acts (or is ready).
  void Start(ConnectionId id, LiveRoom* live, int seat, const ClientMessage& m);
  void PlayAgain(ConnectionId id, LiveRoom* live, int seat, const ClientMessage& m);
  void Act(ConnectionId id, LiveRoom* live, int seat, const ClientMessage& m);
  // Talk: a quick reaction to the room.
  void React(ConnectionId id, LiveRoom* live, int seat, const ClientMessage& m);
  // ---- The turn clock and the host (room_hub_clock.cpp).
  int HostOf(const LiveRoom& live) const { return live.room.Host(Connected(live)); }
  // A new live room's clock, at the room's moment.
  void StartClock(LiveRoom* live);
  // After a record: the clock follows the room's moment; true if it started, stopped or restarted.
  bool FollowClock(LiveRoom* live);
  // The sweep's look at a room's clock: a decision whose time ran out is the AI's to play (a
  // deal's end: the late are counted ready).
  void CheckClock(LiveRoom* live);
  // After the AI played a decision a person's clock ran out on: late too many turns in a row,
  // the seat is away.
  void AfterLate(LiveRoom* live, const engine::Json& record);
  // A lobby seat whose person is gone longer than the grace is free again.
  void FreeGoneSeat(LiveRoom* live, int seat);
  void Leave(ConnectionId id);
  void Attach(ConnectionId id, LiveRoom* live, int seat);
  // Stores `record` and applies it; false (the requester told) if the store refused.
  bool Commit(LiveRoom* live, const engine::Json& record, ConnectionId requester, std::vector<engine::Event>* events = nullptr);
  // Commits `decision`'s record, or tells the requester why not.
  bool CommitVerdict(LiveRoom* live, const Verdict& verdict, ConnectionId requester, std::vector<engine::Event>* events);
  void AfterAction(LiveRoom* live, int from, const std::vector<engine::Event>& events);
  // A new live room for `room` (records up to next_seq - 1 stored), its clocks from options_.
  LiveRoom NewLiveRoom(Room room, std::int64_t next_seq) const;
  // The holder's answer in the Pope's pause: the Pope played at once, a pass kept to the end.
  void AnswerPopePause(LiveRoom* live, const engine::Json& record, ConnectionId requester);
  // The Pope's pause at a tick: the table passes once it is over. False if the room is not in one.
  bool TickPopePause(LiveRoom* live);
  // An AI seat's decision made: sent now if its pace allows, else held until it does.
  void SendAiDecision(LiveRoom* live, engine::Json record);
  void MaybeNextDeal(LiveRoom* live);
  // Tick's look, once a second, at what waits on the clock in every room.
  void Sweep();
  // A lobby only its creator ever sat in, left by everyone for options_.empty_lobby_seconds.
  bool AbandonedLobby(const LiveRoom& live) const;
  // Each person's seat gone longer than the grace is played by an AI from now on.
  void TimeSeatsOut(LiveRoom* live, const std::vector<bool>& connected);
  // Forgets the rooms marked lost (another server runs them now).
  void DropLost();
  // At the first Tick: the rooms resumed before it start their clocks now.
  void StartClocks();
  // At a deal's end, whether every person here is ready for the next (and someone is here).
  bool NextDealDue(const LiveRoom& live) const;
  std::vector<bool> Connected(const LiveRoom& live) const;
  std::string InfoText(const LiveRoom& live) const;  // the room's `room` frame
  // The room's frame to every member now (what changed is more than who is here).
  void SendInfo(const LiveRoom& live);
  // Someone came or went: the frame to every member but `except`, now or at the end of the gap
  // (InfoPacer; Tick sends what is due).
  void SendInfoPaced(const LiveRoom& live, ConnectionId except = 0);
  void BroadcastInfo(const LiveRoom& live, ConnectionId except = 0);
  void SendView(ConnectionId id, const LiveRoom& live, int from, const std::vector<engine::Event>& events);
  // Every member's frame for the change since step `from`: a step when the members were told the
  // match at `from` (one text per seat, the watchers' shared), else whole views.
  void SendViews(LiveRoom& live, int from, const std::vector<engine::Event>& events);
  void Welcome(ConnectionId id, const LiveRoom& live, int seat);
  void Refuse(ConnectionId id, const std::string& error, const std::string& message, int version = protocol::kProtocolVersion);
  std::optional<std::uint64_t> NextSeed();
  LiveRoom* LiveRoomOf(ConnectionId id);

  RoomStore* store_;
  Outbox* outbox_;
  Secrets secrets_;
  HubOptions options_;
  std::function<void(const std::string&)> log_;
  StoreGuard guard_;  // the store's health, the fleet's fence, the recovery after a failed batch
  LiveRooms live_rooms_;
  std::map<ConnectionId, Member> members_;
  SetAsideRooms set_aside_{[this](const std::string& line) { log_(line); }};
  double now_ = 0.0;
  bool clock_read_ = false;           // Tick has set now_ once (StartClocks)
  std::vector<std::string> unclocked_;  // rooms resumed before that
  static constexpr double kSweepSeconds = 1.0;
  static constexpr double kListGapSeconds = 1.0;  // the open tables' list: once a second
  // Rooms the tick looks at: changed (or a change refused) since it last found nothing to do in
  // them, or replayed. Leaves when neither an AI is to move nor a next deal is due.
  std::set<std::string> busy_;
  bool any_lost_ = false;  // some live room is lost: dropped at the next tick
  double last_sweep_ = -1e300;  // when Sweep last ran: never
  std::uint64_t seeds_used_ = 0;
  RoomQuota quota_;
  RejoinGuard rejoin_guard_;  // wrong rejoin codes, per connection and per address
  std::map<ConnectionId, int> rooms_made_by_;  // per connection: rooms it made (while it lives)
  InfoPacer pacer_;
  AddressWindow quick_plays_{60.0};  // per address: quick-play joins in the last minute
  std::vector<std::string> closing_;  // public tables with nobody left, closed at the next Tick
  struct TablesCache {
    std::string text;
    double built_at = -1e300;
  };
  std::map<std::string, TablesCache> tables_cache_;  // the list's frame by language ("": all)
  std::function<std::vector<protocol::TableSummary>()> fleet_tables_;
};

// The OS's random source (secret_random.h) for codes, tokens and seeds.
Secrets OsSecrets();

}  // namespace popejoan::server
