// One server of a fleet on one Redis (docs/online.md, "Scaling out"). It stands between the
// transport and this server's RoomHub: a connection whose room this server runs goes to the hub;
// one whose room another server runs is relayed there over the bus (its frames go to the owner,
// the owner's answers come back), so a client may connect to any server (no sticky sessions).
// Frames relayed from other servers become the hub's "remote" connections. A room whose owner
// died is claimed by the next server a client of it says hello to, and replayed from the store.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "protocol/server_message.h"
#include "server/fleet/fleet_bus.h"
#include "server/net/connection_hub.h"
#include "server/rooms/room_hub.h"
#include "server/rooms/room_owners.h"

namespace popejoan::server {

class FleetHub : public ConnectionHub, public Outbox {
 public:
  // The ids of connections relayed from other servers start here (the transport's are smaller).
  static constexpr ConnectionId kRemoteBase = ConnectionId{1} << 48;

  FleetHub(Outbox* transport, Fleet* fleet, FleetBus* bus, std::function<void(const std::string&)> log = {});
  // The rooms of this server (made with this FleetHub as its Outbox, and `fleet` as its owners).
  void SetHub(RoomHub* hub);

  // ConnectionHub (the transport's calls).
  void Open(ConnectionId id) override;
  void Receive(ConnectionId id, const std::string& text) override;
  void Close(ConnectionId id) override;
  void Tick(double now_seconds, double budget_ms) override;
  bool Healthy() const override { return hub_->Healthy(); }
  void Stopping() override;

  // A message from another server of the fleet.
  void FromBus(const std::string& message);

  // Outbox (the inner hub's calls).
  void Send(ConnectionId id, const std::string& text) override;
  void Disconnect(ConnectionId id) override;
  void Reconnect(ConnectionId id) override;
  std::string PeerAddress(ConnectionId id) const override;

  int relayed() const;             // local connections relayed to another server now
  int remote() const { return static_cast<int>(remote_.size()); }

 private:
  struct Local {
    bool in_hub = true;    // opened in the inner hub (not relayed)
    std::string relay_to;  // the server its frames go to ("" : this one)
    std::string room;      // the room of its last hello
    bool moving = false;   // told to reconnect: frames are dropped until it closes
    std::string hello;     // its last hello, said again when its room moves (Redecide)
    int moves = 0;         // rooms moved under it (a bound: then it is told to reconnect)
  };
  struct Remote {
    std::string server;
    ConnectionId c = 0;
    std::string address;
  };

  // Decides where a hello to `code` goes: "" here (the room adopted), else the owner's id.
  engine::Result<std::string> PlaceOf(const std::string& code);
  void ToOwner(ConnectionId id, const char* kind, const std::string& text);
  void StopRelay(ConnectionId id);
  void FromRelay(const engine::Json& m);
  void FromOwner(const engine::Json& m);
  void EndRemote(ConnectionId rid, bool tell, bool reconnect);
  // The lease lapsed (cut from Redis): every room here is lost, every relayed client reconnects.
  void LoseEverything();
  // The room of a relayed connection moved (its owner died, left or gave it up): its hello is
  // said again, so it lands where the room runs now (here, adopted from the store, or relayed to
  // the new owner) on the same socket. The page sees a welcome and a view, as after a reconnect.
  void Redecide(ConnectionId id);
  // A welcome to a local connection: its hello from now on is that room with that seat's token
  // (a create or a take-seat gives one).
  void Remember(ConnectionId id, const std::string& text);
  void CheckRelays();
  void CheckRemotes();
  // Adopts some of the stored rooms no live server runs (Fleet::Orphans).
  void AdoptOrphans();
  void Refuse(ConnectionId id, const std::string& error, const std::string& message);
  // Every server's open public tables (ours as they are now, the others' as they published them),
  // read from the fleet at most once a second.
  std::vector<protocol::TableSummary> FleetTables();
  // Where a quick play goes: the fullest open table of the fleet in its language, when another
  // server runs it (its code), else "" (this server seats the player or opens a table).
  std::string RemoteTableFor(const std::string& lang);

  Outbox* transport_;
  Fleet* fleet_;
  FleetBus* bus_;
  RoomHub* hub_ = nullptr;
  std::function<void(const std::string&)> log_;
  std::map<ConnectionId, Local> local_;
  std::map<ConnectionId, Remote> remote_;
  std::map<std::pair<std::string, ConnectionId>, ConnectionId> remote_ids_;
  ConnectionId next_remote_ = kRemoteBase;
  std::vector<ConnectionId> to_redecide_;  // local members of a room the hub lost (next Tick)
  std::vector<ConnectionId> to_close_;  // remote connections the hub dropped: Closed at the next Tick
  double now_ = 0.0;
  double next_beat_ = 0.0;
  double last_beat_ok_ = -1.0;
  static constexpr double kOrphanSweepSeconds = 10.0;
  static constexpr int kOrphansPerSweep = 200;  // rooms looked at a sweep: 100,000 in under 90 minutes
  double next_orphans_ = -1.0;  // the first sweep a sweep's time after the first tick
  std::string orphans_cursor_;
  bool beat_failing_ = false;
  std::vector<protocol::TableSummary> fleet_tables_;
  double fleet_tables_at_ = -1e300;
  bool tables_failing_ = false;  // said once in the log until the fleet's tables read again
};

}  // namespace popejoan::server
