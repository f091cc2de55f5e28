// The rooms of one server: which connection sits where, the path every change takes (make a
// record, store it, apply it, tell everyone concerned), the AI seats' turns, the grace a dropped
// person's seat waits before an AI plays it, and rooms left empty too long. It speaks the protocol
// of docs/online.md through an Outbox; the transport (web_server.h) calls it on one thread.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "server/client_message.h"
#include "server/connection_hub.h"
#include "server/group_commit.h"
#include "server/room.h"
#include "server/room_owners.h"
#include "server/room_store.h"
#include "server/turn_clock.h"

namespace popejoan::server {

struct HubOptions {
  double grace_seconds = 30.0;               // a dropped person's seat waits this long for them
  double idle_room_seconds = 24 * 3600.0;    // a room with no person this long is removed
  double reaction_gap_seconds = 1.0;         // one quick reaction a second a seat
  // "create"s from one address a minute (0: no limit; the server's flag sets it, 10 by default:
  // here in-process users such as the room benchmark, whose Outbox knows no addresses, are free).
  int rooms_per_address_per_minute = 0;
  std::optional<std::uint64_t> seed;         // deals from seed, seed+1, ... (tests); else `secrets`
  // The turn clock's seconds are multiplied by this (tests only: --clock-scale; a room still
  // says the clock its creator chose).
  double clock_scale = 1.0;
};

// Where codes, tokens and seeds come from (the OS's random source; tests give their own).
struct Secrets {
  std::function<Result<std::string>()> room_code;
  std::function<Result<std::string>()> seat_token;
  std::function<Result<std::uint64_t>()> deal_seed;
};

class RoomHub : public ConnectionHub {
 public:
  RoomHub(RoomStore* store, Outbox* outbox, Secrets secrets, HubOptions options,
          std::function<void(const std::string&)> log = {});
  // Opens every stored room again, as it was; rooms that do not replay are named in the log and
  // left in the store untouched. The number of rooms open.
  // With owners set (a fleet), loads nothing: rooms are adopted one by one (Adopt).
  int Resume();
  // Runs in a fleet (docs/online.md, "Scaling out"): a new room is claimed before it is stored; a
  // change the store refuses because another server runs the room now loses the room (its members
  // are told to reconnect at the next Tick, and it is forgotten); rooms removed are released.
  void SetOwners(RoomOwners* owners) { owners_ = owners; }
  // Loads `code`'s records from the store and replays them, if the room is not open here (one
  // lost is dropped first). False if there is no such room or it does not replay.
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
  bool Healthy() const override { return !resume_failed_ && !store_failing_; }

  // A batch of changes ended (group_commit.h): stored, or not kept at all. Then each room it
  // changed is reloaded from the store (as it is there), and every connection that missed frames,
  // asked for a change or sits in such a room is told where it is again (welcome, room, view from
  // the start of the deal); those who asked hear server-trouble.
  void BatchEnded(const BatchOutcome& outcome);

  int NumRooms() const { return static_cast<int>(places_.size()); }
  const Room* FindRoom(const std::string& code) const;

 private:
  struct Member {
    std::string code;  // "" until the connection opens or makes a room
    int seat = -1;     // -1: watching
    double last_reaction = -1e300;
  };
  struct Place {
    Room room;
    std::int64_t next_seq = 1;
    std::set<ConnectionId> members;
    std::vector<double> gone_since;  // per seat: when its person left (-1: here or unknown)
    std::vector<bool> ready;         // per seat: ready for the next deal
    double last_person_seen = 0.0;
    bool lost = false;  // another server runs it now: dropped at the next Tick
    TurnClock clock;    // the decision awaited now, timed (none unless the room has a clock)
  };

  // Replays `records` into a new place `code`; the problem, or "" once it is open.
  std::string Install(const std::string& code, const std::vector<std::string>& records);
  // Replaces room `code` with what the store has (members kept; gone if the store has none).
  void Reload(const std::string& code);
  // Tells `id` its room again after a failed batch.
  void Resync(ConnectionId id, bool asked);
  // Whether `status` (an Append's or Remove's) means stored; with a batch open, a success waits
  // for BatchEnded and `requester` is remembered (told if the batch fails).
  bool Kept(const Status& status, const std::string& what, ConnectionId requester);
  // Whether `place` is run by another server now (asked after a refused append); marks it lost.
  bool LostTo(Place* place);
  // Forgets a lost room; its members are told to reconnect (on no account while a caller holds a
  // pointer to it: from Tick and Adopt only).
  void Drop(const std::string& code);
  void Handle(ConnectionId id, const ClientMessage& m);
  void Create(ConnectionId id, const ClientMessage& m);
  void Hello(ConnectionId id, const ClientMessage& m);
  void TakeSeat(ConnectionId id, const ClientMessage& m);
  void Act(ConnectionId id, Place* place, int seat, const ClientMessage& m);
  void React(ConnectionId id, Place* place, int seat, const ClientMessage& m);
  // ---- The turn clock and the host (room_hub_clock.cpp).
  // The host frees another person's seat in the lobby: its connections watch from now on.
  void FreeSeat(ConnectionId id, Place* place, int seat, const ClientMessage& m);
  // A person whose seat the AI plays (away) takes it back; true if it is theirs again.
  bool ComeBack(ConnectionId id, Place* place, int seat);
  int HostOf(const Place& place) const { return place.room.Host(Connected(place)); }
  // A new place's clock, at the room's moment.
  void StartClock(Place* place);
  // After a record: the clock follows the room's moment; true if it started, stopped or restarted.
  bool FollowClock(Place* place);
  // The sweep's look at a room's clock: a decision whose time ran out is the AI's to play (a
  // deal's end: the late are counted ready).
  void CheckClock(Place* place);
  // After the AI played a decision a person's clock ran out on: late too many turns in a row,
  // the seat is away.
  void AfterLate(Place* place, const Json& record);
  // A lobby seat whose person is gone longer than the grace is free again.
  void FreeGoneSeat(Place* place, int seat);
  void Leave(ConnectionId id);
  void Attach(ConnectionId id, Place* place, int seat);
  // Whether the store took a change (`status`); the first refusal and the recovery are logged.
  bool Stored(const Status& status, const std::string& what);
  // Stores `record` and applies it; false (the requester told) if the store refused.
  bool Commit(Place* place, const Json& record, ConnectionId requester, std::vector<Event>* events = nullptr);
  // Commits `decision`'s record, or tells the requester why not.
  bool CommitDecision(Place* place, const Decision& decision, ConnectionId requester, std::vector<Event>* events);
  void AfterAction(Place* place, int from, const std::vector<Event>& events);
  void MaybeNextDeal(Place* place);
  // Tick's look, once a second, at what waits on the clock in every room.
  void Sweep();
  // Each person's seat gone longer than the grace is played by an AI from now on.
  void TimeSeatsOut(Place* place, const std::vector<bool>& connected);
  // Forgets the rooms marked lost (another server runs them now).
  void DropLost();
  // At a deal's end, whether every person here is ready for the next (and someone is here).
  bool NextDealDue(const Place& place) const;
  std::vector<bool> Connected(const Place& place) const;
  std::string InfoText(const Place& place) const;  // the room's `room` frame
  void SendInfo(const Place& place);
  void SendView(ConnectionId id, const Place& place, int from, const std::vector<Event>& events);
  void SendViews(const Place& place, int from, const std::vector<Event>& events);
  void Welcome(ConnectionId id, const Place& place, int seat);
  void Refuse(ConnectionId id, const std::string& error, const std::string& message);
  // False if the connection's address has made its rooms for this minute; else counts one.
  bool CountRoomMade(ConnectionId id);
  std::optional<std::uint64_t> NextSeed();
  Place* PlaceOf(ConnectionId id);

  RoomStore* store_;
  RoomOwners* owners_ = nullptr;
  Outbox* outbox_;
  Secrets secrets_;
  HubOptions options_;
  std::function<void(const std::string&)> log_;
  std::map<std::string, Place> places_;
  std::map<ConnectionId, Member> members_;
  double now_ = 0.0;
  static constexpr double kSweepSeconds = 1.0;
  // Rooms the tick looks at: changed (or a change refused) since it last found nothing to do in
  // them, or replayed. Leaves when neither an AI is to move nor a next deal is due.
  std::set<std::string> busy_;
  bool any_lost_ = false;  // some place is lost: dropped at the next tick
  double last_sweep_ = -1e300;  // when Sweep last ran: never
  bool resume_failed_ = false;
  bool store_failing_ = false;
  int refused_while_failing_ = 0;
  std::uint64_t seeds_used_ = 0;
  std::map<std::string, std::deque<double>> rooms_made_;
  std::set<ConnectionId> asked_in_batch_;  // who asked for a change of the open batch  // per address: when, in the last minute
};

// The OS's random source (secret_random.h) for codes, tokens and seeds.
Secrets OsSecrets();

}  // namespace popejoan::server
