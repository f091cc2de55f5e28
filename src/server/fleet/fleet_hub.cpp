#include "server/fleet/fleet_hub.h"

#include <utility>

#include "protocol/client_message.h"
#include "protocol/server_message.h"
#include "server/rooms/public_tables.h"
#include "server/store/secret_random.h"

namespace popejoan::server {
namespace {

// A server whose beat has not been stored this long may have lost its lease (RedisFleet keeps it
// 3 s): every room it runs is checked once it beats again.
constexpr double kLeaseCheckSeconds = 2.5;
constexpr double kLeaseSeconds = 3.0;

engine::Json Frame(const char* kind) {
  engine::Json j = engine::Json::Object();
  j.Set("k", engine::Json::String(kind));
  return j;
}

std::string Text(const engine::Json& m, const char* key) {
  const engine::Json* v = m.Find(key);
  return v == nullptr ? "" : v->as_string();
}

ConnectionId Id(const engine::Json& m, const char* key) {
  const engine::Json* v = m.Find(key);
  return v == nullptr || v->as_number() <= 0 ? 0 : static_cast<ConnectionId>(v->as_number());
}

}  // namespace

FleetHub::FleetHub(Outbox* transport, Fleet* fleet, FleetBus* bus, std::function<void(const std::string&)> log)
    : transport_(transport), fleet_(fleet), bus_(bus), log_(std::move(log)) {
  if (!log_) log_ = [](const std::string&) {};
}

void FleetHub::SetHub(RoomHub* hub) {
  hub_ = hub;
  hub_->SetFleetTables([this] { return FleetTables(); });
}

int FleetHub::relayed() const {
  int n = 0;
  for (const auto& [id, local] : local_) n += !local.relay_to.empty();
  return n;
}

// ---- The transport's connections ---------------------------------------------------------------

void FleetHub::Open(ConnectionId id) {
  local_[id] = Local{};
  hub_->Open(id);
}

void FleetHub::Receive(ConnectionId id, const std::string& text) {
  auto found = local_.find(id);
  if (found == local_.end() || found->second.moving) return;
  Local& local = found->second;
  engine::Result<ClientMessage> m = ParseClientMessage(text);
  const ClientMessageType type = m.ok() ? m->type : ClientMessageType::kResync;
  // A hello or a join goes where its room runs; so does a quick play whose fullest table in the
  // fleet another server runs (as a join of that table). A create, and a quick play that stays,
  // are always here.
  bool routed = m.ok() && (type == ClientMessageType::kHello || type == ClientMessageType::kJoinTable);
  std::string code = routed ? NormalizeRoomCode(m->room) : "";
  std::string said = text;
  if (m.ok() && type == ClientMessageType::kQuickPlay) {
    code = RemoteTableFor(m->lang);
    routed = !code.empty();
    if (routed) said = protocol::JoinTableMessage(code, m->name);
  }
  if (routed) {
    engine::Result<std::string> owner = PlaceOf(code);
    if (!owner.ok()) {
      log_("cannot tell who runs room " + engine::PrintableText(code) + ": " + owner.error());
      return Refuse(id, "server-trouble", "the room cannot be reached now; try again");
    }
    local.room = code;
    local.hello = said;
    if (!owner->empty()) {
      if (local.relay_to == *owner) return ToOwner(id, "frame", said);
      StopRelay(id);
      if (local.in_hub) hub_->Close(id);
      local.in_hub = false;
      local.relay_to = *owner;
      return ToOwner(id, "open", said);
    }
  }
  const bool here = routed || type == ClientMessageType::kCreate || type == ClientMessageType::kQuickPlay;
  if (!local.relay_to.empty() && !here) return ToOwner(id, "frame", text);
  // Here: a hello to a room this server runs, a create (always here), or anything not relayed.
  StopRelay(id);
  if (!local.in_hub) hub_->Open(id);
  local.in_hub = true;
  hub_->Receive(id, said);
}

void FleetHub::Close(ConnectionId id) {
  auto found = local_.find(id);
  if (found == local_.end()) return;
  StopRelay(id);
  if (found->second.in_hub) hub_->Close(id);
  local_.erase(found);
}

engine::Result<std::string> FleetHub::PlaceOf(const std::string& code) {
  engine::Result<std::string> owner = fleet_->Claim(code);
  if (!owner.ok() || !owner->empty()) return owner;
  // Ours now: opened from the store if it is not open here (no such room: given back, and the
  // hub says so).
  if (!hub_->Adopt(code)) fleet_->Release(code);
  return std::string();
}

void FleetHub::ToOwner(ConnectionId id, const char* kind, const std::string& text) {
  Local& local = local_[id];
  engine::Json m = Frame(kind);
  m.Set("from", engine::Json::String(fleet_->server_id()));
  m.Set("c", engine::Json::Number(static_cast<std::int64_t>(id)));
  if (std::string(kind) == "open") m.Set("addr", engine::Json::String(transport_->PeerAddress(id)));
  if (!text.empty()) m.Set("t", engine::Json::String(text));
  const engine::Status sent = bus_->Send(local.relay_to, m.Dump());
  if (sent.ok() || std::string(kind) == "close") return;
  log_("cannot relay to server " + local.relay_to + ": " + sent.message + "; the client is told to reconnect");
  local.moving = true;
  transport_->Reconnect(id);
}

void FleetHub::StopRelay(ConnectionId id) {
  Local& local = local_[id];
  if (local.relay_to.empty()) return;
  ToOwner(id, "close", "");
  local.relay_to.clear();
}

void FleetHub::Refuse(ConnectionId id, const std::string& error, const std::string& message) {
  transport_->Send(id, protocol::ErrorText(error, message));
}

// ---- Public tables across the fleet --------------------------------------------------------------

std::vector<protocol::TableSummary> FleetHub::FleetTables() {
  if (now_ - fleet_tables_at_ < 1.0) return fleet_tables_;
  fleet_tables_at_ = now_;
  fleet_tables_ = hub_->OpenTables();
  engine::Result<std::map<std::string, std::string>> published = fleet_->FleetTables();
  if (!published.ok()) {
    if (!tables_failing_) log_("cannot read the fleet's public tables: " + published.error());
    tables_failing_ = true;
    return fleet_tables_;
  }
  tables_failing_ = false;
  for (const auto& [server, text] : *published) {
    if (server == fleet_->server_id()) continue;  // ours are as they are now, above
    for (protocol::TableSummary& table : SummariesFrom(text)) fleet_tables_.push_back(std::move(table));
  }
  return fleet_tables_;
}

std::string FleetHub::RemoteTableFor(const std::string& lang) {
  const std::string fullest = FullestOpenTable(FleetTables(), lang);
  if (fullest.empty() || hub_->FindRoom(fullest) != nullptr) return "";
  engine::Result<std::string> owner = fleet_->Owner(fullest);
  return owner.ok() && !owner->empty() && *owner != fleet_->server_id() ? fullest : "";
}

// ---- The bus -----------------------------------------------------------------------------------

void FleetHub::FromBus(const std::string& message) {
  engine::Result<engine::Json> m = engine::Json::Parse(message);
  if (!m.ok() || !m->is_object()) return log_("a bad message on the bus: " + engine::PrintableText(message.substr(0, 80)));
  if (m->Find("from") != nullptr) return FromRelay(*m);
  FromOwner(*m);
}

// From a server that relays one of its clients to a room run here.
void FleetHub::FromRelay(const engine::Json& m) {
  const std::string kind = Text(m, "k");
  const std::string from = Text(m, "from");
  const ConnectionId c = Id(m, "c");
  if (from.empty() || c == 0) return;
  auto key = std::make_pair(from, c);
  auto found = remote_ids_.find(key);
  if (kind == "close") {
    if (found != remote_ids_.end()) EndRemote(found->second, false, false);
    return;
  }
  if (kind != "open" && kind != "frame") return;
  ConnectionId rid = 0;
  if (found != remote_ids_.end()) {
    rid = found->second;
  } else {
    rid = next_remote_++;
    remote_[rid] = Remote{from, c, Text(m, "addr")};
    remote_ids_[key] = rid;
    hub_->Open(rid);
    if (kind == "frame") return EndRemote(rid, true, true);  // its opening was lost: start again
  }
  const std::string text = Text(m, "t");
  engine::Result<ClientMessage> parsed = ParseClientMessage(text);
  if (parsed.ok() && (parsed->type == ClientMessageType::kHello || parsed->type == ClientMessageType::kJoinTable)) {
    engine::Result<std::string> owner = PlaceOf(NormalizeRoomCode(parsed->room));
    if (!owner.ok() || !owner->empty()) return EndRemote(rid, true, true);  // not ours: ask again
  }
  hub_->Receive(rid, text);
}

// From the server that runs the room of a client relayed from here.
void FleetHub::FromOwner(const engine::Json& m) {
  const std::string kind = Text(m, "k");
  const ConnectionId c = Id(m, "c");
  auto found = local_.find(c);
  if (found == local_.end() || found->second.relay_to != Text(m, "by")) return;  // gone, or stale
  if (kind == "send") {
    Remember(c, Text(m, "t"));
    return transport_->Send(c, Text(m, "t"));
  }
  if (kind != "shut") return;
  found->second.relay_to.clear();
  const engine::Json* reconnect = m.Find("r");
  if (reconnect != nullptr && reconnect->as_bool()) return Redecide(c);
  found->second.moving = true;
  transport_->Disconnect(c);
}

void FleetHub::Redecide(ConnectionId id) {
  auto found = local_.find(id);
  if (found == local_.end()) return;
  Local& local = found->second;
  StopRelay(id);
  // Cut from the owners' table, nothing can be decided here: another server may do better.
  if (local.hello.empty() || beat_failing_ || ++local.moves > 20) {
    local.moving = true;
    return transport_->Reconnect(id);
  }
  local.moving = false;
  Receive(id, local.hello);
}

void FleetHub::EndRemote(ConnectionId rid, bool tell, bool reconnect) {
  auto found = remote_.find(rid);
  if (found == remote_.end()) return;
  const Remote remote = found->second;
  remote_.erase(found);
  remote_ids_.erase(std::make_pair(remote.server, remote.c));
  if (tell) {
    engine::Json m = Frame("shut");
    m.Set("by", engine::Json::String(fleet_->server_id()));
    m.Set("c", engine::Json::Number(static_cast<std::int64_t>(remote.c)));
    m.Set("r", engine::Json::Bool(reconnect));
    bus_->Send(remote.server, m.Dump());
  }
  hub_->Close(rid);
}

// ---- The inner hub's answers --------------------------------------------------------------------

void FleetHub::Remember(ConnectionId id, const std::string& text) {
  if (text.find("\"welcome\"") == std::string::npos) return;
  auto found = local_.find(id);
  const engine::Result<protocol::ServerMessage> read = protocol::ParseServerMessage(text);
  const protocol::Welcome* welcome = read.ok() ? std::get_if<protocol::Welcome>(&read.value()) : nullptr;
  if (found == local_.end() || welcome == nullptr) return;
  found->second.hello = protocol::HelloMessage(welcome->room, welcome->token, "");
}

void FleetHub::Send(ConnectionId id, const std::string& text) {
  if (id < kRemoteBase) {
    Remember(id, text);
    return transport_->Send(id, text);
  }
  auto found = remote_.find(id);
  if (found == remote_.end()) return;
  engine::Json m = Frame("send");
  m.Set("by", engine::Json::String(fleet_->server_id()));
  m.Set("c", engine::Json::Number(static_cast<std::int64_t>(found->second.c)));
  m.Set("t", engine::Json::String(text));
  bus_->Send(found->second.server, m.Dump());  // lost with the bus: the relaying server notices
}

void FleetHub::Disconnect(ConnectionId id) {
  if (id < kRemoteBase) return transport_->Disconnect(id);
  auto found = remote_.find(id);
  if (found == remote_.end()) return;
  engine::Json m = Frame("shut");
  m.Set("by", engine::Json::String(fleet_->server_id()));
  m.Set("c", engine::Json::Number(static_cast<std::int64_t>(found->second.c)));
  bus_->Send(found->second.server, m.Dump());
  to_close_.push_back(id);  // not now: the hub is in the middle of a call
}

void FleetHub::Reconnect(ConnectionId id) {
  if (id < kRemoteBase) {
    to_redecide_.push_back(id);  // its room was lost here: not now, the hub is in a call
    return;
  }
  auto found = remote_.find(id);
  if (found == remote_.end()) return;
  engine::Json m = Frame("shut");
  m.Set("by", engine::Json::String(fleet_->server_id()));
  m.Set("c", engine::Json::Number(static_cast<std::int64_t>(found->second.c)));
  m.Set("r", engine::Json::Bool(true));
  bus_->Send(found->second.server, m.Dump());
  to_close_.push_back(id);
}

std::string FleetHub::PeerAddress(ConnectionId id) const {
  if (id < kRemoteBase) return transport_->PeerAddress(id);
  auto found = remote_.find(id);
  return found == remote_.end() ? "" : found->second.address;
}

// ---- Time ----------------------------------------------------------------------------------------

void FleetHub::Tick(double now_seconds, double budget_ms) {
  now_ = now_seconds;
  if (last_beat_ok_ < 0) last_beat_ok_ = now_;  // joining the fleet beat just before
  if (next_orphans_ < 0) next_orphans_ = now_ + kOrphanSweepSeconds;
  std::vector<ConnectionId> closing;
  closing.swap(to_close_);
  for (ConnectionId rid : closing) EndRemote(rid, false, false);
  std::vector<ConnectionId> redeciding;
  redeciding.swap(to_redecide_);
  for (ConnectionId id : redeciding) Redecide(id);
  if (now_ >= next_beat_) {
    next_beat_ = now_ + 1.0;
    const engine::Status beat = fleet_->Beat();
    if (beat.ok()) {
      if (beat_failing_) log_("the fleet's Redis answers again");
      // Stalled past the lease (or cut from Redis): another server may have claimed our rooms.
      if (now_ - last_beat_ok_ > kLeaseCheckSeconds) hub_->CheckOwned();
      last_beat_ok_ = now_;
      beat_failing_ = false;
      const engine::Status published = fleet_->PublishTables(SummariesText(hub_->OpenTables()));
      if (!published.ok()) log_("cannot publish the public tables: " + published.message);
      CheckRelays();
      CheckRemotes();
      if (now_ >= next_orphans_) {
        next_orphans_ = now_ + kOrphanSweepSeconds;
        AdoptOrphans();
      }
    } else {
      if (!beat_failing_) log_("cannot beat in the fleet: " + beat.message);
      beat_failing_ = true;
      // The lease has lapsed: another server may run our rooms, and no relay can reach its owner.
      if (now_ - last_beat_ok_ > kLeaseSeconds) LoseEverything();
    }
  }
  hub_->Tick(now_seconds, budget_ms);
}

// Rooms whose owner died and whom nobody came back to would stay in Redis for ever: a few at a
// time, each server adopts them, so the rule for a room empty for a day removes them in the end.
void FleetHub::AdoptOrphans() {
  engine::Result<std::vector<std::string>> orphans = fleet_->Orphans(&orphans_cursor_, kOrphansPerSweep);
  if (!orphans.ok()) return log_("cannot look for rooms nobody runs: " + orphans.error());
  int adopted = 0;
  for (const std::string& code : *orphans) {
    if (hub_->FindRoom(code) != nullptr || hub_->IsSetAside(code)) continue;
    engine::Result<std::string> place = PlaceOf(code);
    adopted += place.ok() && place->empty() && hub_->FindRoom(code) != nullptr;
  }
  if (adopted > 0) log_("adopted " + std::to_string(adopted) + " room(s) nobody ran (their server is gone)");
}

void FleetHub::LoseEverything() {
  hub_->LoseAll();
  for (auto& [id, local] : local_) {
    if (local.relay_to.empty() || local.moving) continue;
    local.moving = true;
    local.relay_to.clear();
    transport_->Reconnect(id);
  }
}

// Clients relayed to a server that no longer runs their room (it died, or left) say their hello
// again: here (the room claimed and replayed from the store) or to the room's new owner.
void FleetHub::CheckRelays() {
  std::map<std::pair<std::string, std::string>, std::string> owners;  // (room, relay) -> owner now
  std::vector<ConnectionId> moved;
  for (auto& [id, local] : local_) {
    if (local.relay_to.empty() || local.moving) continue;
    auto key = std::make_pair(local.room, local.relay_to);
    if (owners.count(key) == 0) {
      engine::Result<std::string> owner = fleet_->Owner(local.room);
      owners[key] = owner.ok() ? *owner : local.relay_to;  // unknown: left as it is
    }
    if (owners[key] != local.relay_to) moved.push_back(id);
  }
  for (ConnectionId id : moved) Redecide(id);
}

// Connections relayed from a server that died are closed here (their seats' grace starts).
void FleetHub::CheckRemotes() {
  std::set<std::string> dead;
  std::set<std::string> asked;
  for (const auto& [rid, remote] : remote_) {
    if (!asked.insert(remote.server).second) continue;
    engine::Result<bool> alive = fleet_->Alive(remote.server);
    if (alive.ok() && !*alive) dead.insert(remote.server);
  }
  if (dead.empty()) return;
  std::vector<ConnectionId> gone;
  for (const auto& [rid, remote] : remote_) {
    if (dead.count(remote.server) != 0) gone.push_back(rid);
  }
  for (ConnectionId rid : gone) EndRemote(rid, false, false);
}

void FleetHub::Stopping() {
  // Others claim our rooms at once; clients relayed here are sent back to reconnect.
  if (engine::Status left = fleet_->Leave(); !left.ok()) log_("cannot leave the fleet: " + left.message);
  std::vector<ConnectionId> remotes;
  for (const auto& [rid, remote] : remote_) remotes.push_back(rid);
  for (ConnectionId rid : remotes) EndRemote(rid, true, true);
}

}  // namespace popejoan::server
