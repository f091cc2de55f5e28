#include "server/rooms/room_hub.h"

#include <utility>

#include "server/rooms/ai_shares.h"
#include "server/rooms/rejoin_code.h"
#include "server/store/secret_random.h"

namespace popejoan::server {

namespace {

engine::Json Message(const char* type) {
  engine::Json j = engine::Json::Object();
  j.Set("v", engine::Json::Number(kProtocolVersion));
  j.Set("type", engine::Json::String(type));
  return j;
}

}  // namespace

Secrets OsSecrets() {
  return Secrets{NewRoomCode, NewSeatToken, []() -> engine::Result<std::uint64_t> {
                   engine::Result<std::string> bytes = SecretBytes(8);
                   if (!bytes.ok()) return engine::Result<std::uint64_t>::Error(bytes.error());
                   std::uint64_t seed = 0;
                   for (unsigned char b : *bytes) seed = (seed << 8) | b;
                   return seed;
                 }};
}

RoomHub::RoomHub(RoomStore* store, Outbox* outbox, Secrets secrets, HubOptions options,
                 std::function<void(const std::string&)> log)
    : store_(store),
      outbox_(outbox),
      secrets_(std::move(secrets)),
      options_(options),
      log_(std::move(log)),
      guard_(store, [this](const std::string& line) { log_(line); }),
      quota_(RoomLimits{options.rooms_per_address_per_minute, options.open_rooms_per_address,
                        options.rooms_per_connection}),
      pacer_(options.info_gap_seconds) {
  if (!log_) log_ = [](const std::string&) {};
}

int RoomHub::Resume() {
  if (guard_.InFleet()) return 0;  // a fleet's rooms are adopted as clients come (Adopt)
  engine::Result<std::vector<StoredRoom>> stored = store_->LoadAll();
  if (!stored.ok()) {
    guard_.ResumeFailed(stored.error());
    return 0;
  }
  for (const StoredRoom& s : *stored) Install(s);
  return NumRooms();
}

bool RoomHub::Install(const StoredRoom& stored) {
  engine::Result<Room> room = ReplayRoom(stored);
  if (!room.ok()) {
    set_aside_.Add(stored.code, room.error());
    return false;
  }
  const std::string& code = stored.code;
  StartClock(&places_.emplace(code, NewPlace(std::move(*room), static_cast<std::int64_t>(stored.records.size())))
                  .first->second);
  if (!clock_read_) unclocked_.push_back(code);
  busy_.insert(code);  // replayed: an AI may be to move
  return true;
}

bool RoomHub::Adopt(const std::string& code) {
  auto open = places_.find(code);
  if (open != places_.end() && !open->second.lost) return true;
  if (open != places_.end()) Drop(code);
  if (set_aside_.Has(code)) return false;
  engine::Result<StoredRoom> stored = store_->LoadRoom(code);
  if (!stored.ok()) {
    log_("cannot read room " + engine::PrintableText(code) + ": " + stored.error());
    return false;
  }
  if (stored->records.empty() && stored->damage.empty()) return false;
  if (!Install(*stored)) return false;
  log_("room " + code + " adopted at record " + std::to_string(stored->records.size()));
  return true;
}

void RoomHub::CheckOwned() {
  if (!guard_.InFleet()) return;
  for (auto& [code, place] : places_) {
    if (place.lost) continue;
    const std::optional<std::string> owner = guard_.RunElsewhere(code);
    if (owner) {
      place.lost = any_lost_ = true;
      log_("room " + code + " is run by server " + *owner + " now; its clients are told to reconnect");
    }
  }
}

void RoomHub::LoseAll() {
  for (auto& [code, place] : places_) place.lost = any_lost_ = true;
  if (!places_.empty()) log_("this server's lease lapsed: its " + std::to_string(places_.size()) + " rooms are given up");
}

bool RoomHub::LostTo(Place* place) {
  if (!guard_.LostTo(place->room.code(), place->next_seq)) return false;
  place->lost = any_lost_ = true;
  return true;
}

void RoomHub::Drop(const std::string& code) {
  auto it = places_.find(code);
  if (it == places_.end()) return;
  for (ConnectionId id : it->second.members) {
    members_[id] = Member{};
    outbox_->Reconnect(id);
  }
  Erase(it);
}

void RoomHub::Erase(std::map<std::string, Place>::iterator place) {
  if (place->second.counted) quota_.Removed(place->second.address);
  places_.erase(place);
}

RoomHub::Place RoomHub::NewPlace(Room room, std::int64_t next_seq) const {
  Place place{std::move(room), next_seq, {}, {}, {}, now_};
  place.gone_since.assign(static_cast<std::size_t>(place.room.NumSeats()), -1.0);
  place.ready.assign(static_cast<std::size_t>(place.room.NumSeats()), false);
  place.pause = PopePause(options_.pope_pause_seconds);
  place.changed_at = now_;
  place.last_member_seen = now_;
  return place;
}

const Room* RoomHub::FindRoom(const std::string& code) const {
  auto it = places_.find(code);
  return it == places_.end() ? nullptr : &it->second.room;
}

// ---- Connections ----------------------------------------------------------------------------

void RoomHub::Open(ConnectionId id) { members_[id] = Member{}; }

void RoomHub::Receive(ConnectionId id, const std::string& text) {
  if (members_.count(id) == 0) return;
  const char* error_id = "bad-message";
  engine::Result<ClientMessage> m = ParseClientMessage(text, &error_id);
  if (!m.ok()) {
    Refuse(id, error_id, m.error());
    return;
  }
  Handle(id, *m);
}

void RoomHub::Close(ConnectionId id) {
  Leave(id);
  members_.erase(id);
  rooms_made_by_.erase(id);
  rejoin_guard_.Forget(id);
}

RoomHub::Place* RoomHub::PlaceOf(ConnectionId id) {
  auto member = members_.find(id);
  if (member == members_.end()) return nullptr;
  auto place = places_.find(member->second.code);
  return place == places_.end() ? nullptr : &place->second;
}

// Keeping the Pope is told to nobody (not even by an answer to its holder): the table passes
// when the pause is over, as it does when no hand holds the Pope.
void RoomHub::AnswerPopePause(Place* place, const engine::Json& record, ConnectionId requester) {
  const engine::Json* action = record.Find("action");
  if (action != nullptr && action->is_number() && action->as_number() == engine::kActionPass) {
    place->pause.Keep();
    return;
  }
  const int from = place->room.step();
  std::vector<engine::Event> events;
  if (Commit(place, record, requester, &events)) AfterAction(place, from, events);
}

bool RoomHub::TickPopePause(Place* place) {
  Room& room = place->room;
  if (!room.InPopePause()) return false;
  place->pause.Follow(true, room.step(), 0, now_);  // a room resumed mid-pause waits it again
  if (!place->pause.Due(now_)) return true;
  const int from = room.step();
  std::vector<engine::Event> events;
  if (CommitDecision(place, room.PassPopePause(), 0, &events)) AfterAction(place, from, events);
  return true;
}

void RoomHub::SendAiDecision(Place* place, engine::Json record) {
  if (now_ < place->changed_at + options_.ai_pace_seconds) {
    place->ai_record = std::move(record);
    return;
  }
  place->ai_record.reset();
  if (place->room.InPopePause()) return AnswerPopePause(place, record, 0);
  const int from = place->room.step();
  std::vector<engine::Event> events;
  if (!Commit(place, record, 0, &events)) return;
  AfterAction(place, from, events);
  AfterLate(place, record);  // a person's late turn, played by the AI: a third makes the seat away
}

void RoomHub::React(ConnectionId id, Place* place, int seat, const ClientMessage& m) {
  Member& member = members_[id];
  if (now_ - member.last_reaction < options_.reaction_gap_seconds) return Refuse(id, "too-fast", "one reaction a second");
  member.last_reaction = now_;
  engine::Json j = Message("reaction");
  j.Set("seat", engine::Json::Number(seat));
  j.Set("reaction", engine::Json::String(m.reaction));
  const std::string text = j.Dump();
  for (ConnectionId other : place->members) outbox_->Send(other, text);
}

void RoomHub::Attach(ConnectionId id, Place* place, int seat) {
  Member& member = members_[id];
  member.code = place->room.code();
  member.seat = seat;
  place->members.insert(id);
  if (seat >= 0) {
    place->gone_since[static_cast<std::size_t>(seat)] = -1.0;
    place->last_person_seen = now_;
  }
}

void RoomHub::Leave(ConnectionId id) {
  Place* place = PlaceOf(id);
  if (place == nullptr) return;
  Member& member = members_[id];
  place->members.erase(id);
  const int seat = member.seat;
  member = Member{};
  if (seat < 0) return SendInfoPaced(*place);
  if (!Connected(*place)[static_cast<std::size_t>(seat)]) {
    place->gone_since[static_cast<std::size_t>(seat)] = now_;
    place->ready[static_cast<std::size_t>(seat)] = false;
    place->last_person_seen = now_;
  }
  SendInfoPaced(*place);
  MaybeNextDeal(place);
}

// ---- Changing a room ------------------------------------------------------------------------

void RoomHub::BatchEnded(const BatchOutcome& outcome) {
  const std::vector<StoreGuard::Resync> resyncs = guard_.BatchEnded(outcome, [this](const std::string& code) {
    Reload(code);
    auto it = places_.find(code);
    return it != places_.end() ? it->second.members : std::set<ConnectionId>{};
  });
  for (const StoreGuard::Resync& resync : resyncs) Resync(resync.id, resync.asked);
}

void RoomHub::Reload(const std::string& code) {
  std::set<ConnectionId> members;
  std::string address;
  bool counted = false;
  auto open = places_.find(code);
  if (open != places_.end()) {
    members = open->second.members;
    address = open->second.address;
    counted = open->second.counted;
    places_.erase(open);
  }
  engine::Result<StoredRoom> stored = store_->LoadRoom(code);
  const bool there = stored.ok() && (!stored->records.empty() || !stored->damage.empty());
  if (!stored.ok()) log_("room " + engine::PrintableText(code) + " could not be reloaded after a failed batch (" + stored.error() + ")");
  if (there) Install(*stored);  // damaged: set aside (said)
  auto place = places_.find(code);
  if (place != places_.end()) {
    place->second.address = address;  // still the room its creator made
    place->second.counted = counted;
  } else if (counted) {
    quota_.Removed(address);
  }
  for (ConnectionId id : members) {
    Member& member = members_[id];
    if (place == places_.end()) {
      member = Member{};
      continue;
    }
    place->second.members.insert(id);
    // A seat taken in the failed batch is not taken: its connection watches.
    const auto& seats = place->second.room.seats();
    // (A seat its AI plays while its person is here, late too often, is still theirs.)
    if (member.seat >= 0 && (static_cast<std::size_t>(member.seat) >= seats.size() ||
                             (seats[static_cast<std::size_t>(member.seat)].kind != SeatKind::kPerson &&
                              seats[static_cast<std::size_t>(member.seat)].kind != SeatKind::kAiForPerson))) {
      member.seat = -1;
    }
  }
}

void RoomHub::Resync(ConnectionId id, bool asked) {
  if (members_.count(id) == 0) return;  // gone meanwhile
  const Place* place = PlaceOf(id);
  if (place == nullptr) {
    Refuse(id, "server-trouble", "the room could not be kept; try again later");
    return;
  }
  const int seat = members_.at(id).seat;
  // As on a hello: who it is, the room, then the deal from its start.
  Welcome(id, *place, seat);
  outbox_->Send(id, InfoText(*place));
  if (place->room.HasMatch()) SendView(id, *place, -1, place->room.deal_events());
  if (asked) Refuse(id, "server-trouble", "the move could not be kept; try again");
}

// Store, then apply, then (the caller) tell: a record the store refused changes nothing, and
// nothing anyone was told can be lost by a crash.
bool RoomHub::Commit(Place* place, const engine::Json& record, ConnectionId requester, std::vector<engine::Event>* events) {
  if (place->lost) return false;  // its members are told to reconnect at the next Tick
  busy_.insert(place->room.code());  // changed (or refused): the tick looks at it again
  const engine::Status appended = store_->Append(place->room.code(), place->next_seq, record.Dump());
  // Refused because another server runs the room now (the fence): not the store's failure.
  if (!appended.ok() && LostTo(place)) return false;
  if (!guard_.Kept(appended, "room " + place->room.code() + "'s record", requester)) {
    if (requester != 0) Refuse(requester, "server-trouble", "the move could not be kept; try again");
    return false;
  }
  ++place->next_seq;
  place->changed_at = now_;
  place->ai_record.reset();  // an AI's decision held back was for the room as it was
  engine::Status applied = place->room.Apply(record, events);
  if (!applied.ok()) log_("room " + place->room.code() + " could not apply its own record: " + applied.message);
  // A seat gone to its AI or back may start or stop the clock with no action: the pages are told.
  const engine::Json* type = record.Find("t");
  const bool seat_moved = type != nullptr && (type->as_string() == "away" || type->as_string() == "back");
  if (applied.ok() && FollowClock(place) && seat_moved) SendViews(*place, place->room.step(), {});
  return applied.ok();
}

bool RoomHub::CommitDecision(Place* place, const Decision& decision, ConnectionId requester,
                             std::vector<engine::Event>* events) {
  if (!decision.record) {
    Refuse(requester, decision.refusal.id, decision.refusal.message);
    return false;
  }
  return Commit(place, *decision.record, requester, events);
}

void RoomHub::AfterAction(Place* place, int from, const std::vector<engine::Event>& events) {
  place->ready.assign(place->ready.size(), false);
  place->pause.Follow(place->room.InPopePause(), place->room.step(), events.size(), now_);
  if (from < 0) SendInfo(*place);
  SendViews(*place, from, events);
  if (place->room.stage() == RoomStage::kOver) SendInfo(*place);
}

bool RoomHub::NextDealDue(const Place& place) const {
  if (!place.room.DealOver()) return false;
  const std::vector<bool> connected = Connected(place);
  bool anyone = false;
  for (std::size_t s = 0; s < connected.size(); ++s) {
    if (!connected[s] || place.room.PlayedByAi(static_cast<int>(s))) continue;  // away: not awaited
    anyone = true;
    if (!place.ready[s]) return false;
  }
  return anyone;
}

void RoomHub::MaybeNextDeal(Place* place) {
  if (!NextDealDue(*place)) return;
  const int from = place->room.step();
  std::vector<engine::Event> events;
  if (CommitDecision(place, place->room.NextDeal(), 0, &events)) AfterAction(place, from, events);
}

// Every tick only what must be quick, and only for the rooms that may need it: rooms another
// server took are dropped; in the busy rooms (changed since, or replayed) the AI seats to move
// think, sharing the budget, and a next deal the store refused is tried again. What waits on the
// clock (a seat's grace, a room empty for a day) is looked at once a second. At thousands of
// rooms, visiting every room every 20 ms cost more than their AI (docs/benchmarks.md, "The load tool").
void RoomHub::Tick(double now_seconds, double budget_ms) {
  now_ = now_seconds;
  if (!clock_read_) StartClocks();
  if (any_lost_) DropLost();
  if (now_ - last_sweep_ >= kSweepSeconds) {
    last_sweep_ = now_;
    Sweep();
  }
  for (const std::string& code : pacer_.Due(now_)) {
    auto found = places_.find(code);
    if (found != places_.end()) BroadcastInfo(found->second);
  }
  std::vector<Place*> thinking;
  std::vector<std::string> groups;  // per room thinking: whose share it thinks in (its creator's)
  for (auto it = busy_.begin(); it != busy_.end();) {
    auto found = places_.find(*it);
    Place* place = found == places_.end() ? nullptr : &found->second;
    bool pausing = false;
    if (place != nullptr) {
      MaybeNextDeal(place);  // a Commit may add to busy_: its iterators stay valid
      pausing = TickPopePause(place) && place->room.InPopePause();
    }
    if (place != nullptr && place->room.AiToMove() && !(pausing && place->pause.kept())) {
      thinking.push_back(place);
      groups.push_back(place->address);
      ++it;
    } else if (place != nullptr && (pausing || NextDealDue(*place))) {
      ++it;  // waiting for the Pope's pause to end, or the store refused the next deal
    } else {
      it = busy_.erase(it);  // nothing to do until its next change
    }
  }
  const std::vector<double> shares = AiShares(groups, budget_ms);  // fair among addresses
  for (std::size_t i = 0; i < thinking.size(); ++i) {
    Place* place = thinking[i];
    std::optional<engine::Json> record;
    record.swap(place->ai_record);  // a decision made earlier, waiting for its pace
    if (!record) record = place->room.ThinkAi(shares[i]);
    if (record) SendAiDecision(place, std::move(*record));
  }
}

// Rooms resumed before the clock was first read were dated 0, which the first sweep would take
// for a day without anyone (the clock counts from the machine's start): their clocks start now.
// (Rooms made before it, by in-process users that never tick first, keep 0 as their time.)
void RoomHub::StartClocks() {
  clock_read_ = true;
  for (const std::string& code : unclocked_) {
    auto found = places_.find(code);
    if (found == places_.end()) continue;
    Place& place = found->second;
    place.last_person_seen = place.last_member_seen = place.changed_at = now_;
    StartClock(&place);  // the decision awaited gets its whole turn from now
  }
  unclocked_.clear();
}

void RoomHub::DropLost() {
  any_lost_ = false;
  std::vector<std::string> lost;
  for (const auto& [code, place] : places_) {
    if (place.lost) lost.push_back(code);
  }
  for (const std::string& code : lost) Drop(code);
}

void RoomHub::Sweep() {
  std::vector<std::pair<std::string, std::string>> idle;  // code, why
  for (auto& [code, place] : places_) {
    const std::vector<bool> connected = Connected(place);
    TimeSeatsOut(&place, connected);
    CheckClock(&place);
    bool anyone = false;
    for (bool c : connected) anyone = anyone || c;
    if (anyone) place.last_person_seen = now_;
    if (!place.members.empty()) place.last_member_seen = now_;
    if (now_ - place.last_person_seen > options_.idle_room_seconds) {
      idle.emplace_back(code, "nobody for a day");
    } else if (AbandonedLobby(place)) {
      idle.emplace_back(code, "a lobby its creator left and nobody joined");
    }
  }
  for (const auto& [code, why] : idle) {
    if (!guard_.Kept(store_->Remove(code), "to remove idle room " + code, 0)) continue;
    auto place = places_.find(code);
    for (ConnectionId id : place->second.members) {
      members_[id] = Member{};
      Refuse(id, "no-such-room", "the room was closed after a day with nobody in it");
    }
    Erase(place);
    guard_.Release(code);
    log_("room " + code + " removed: " + why);
  }
}

bool RoomHub::AbandonedLobby(const Place& place) const {
  if (options_.empty_lobby_seconds <= 0 || place.room.stage() != RoomStage::kLobby || !place.members.empty() ||
      now_ - place.last_member_seen < options_.empty_lobby_seconds) {
    return false;
  }
  const std::vector<RoomSeat>& seats = place.room.seats();
  for (std::size_t s = 1; s < seats.size(); ++s) {
    if (seats[s].kind == SeatKind::kPerson) return false;  // a friend took a seat: kept like any room
  }
  return true;
}

void RoomHub::TimeSeatsOut(Place* place, const std::vector<bool>& connected) {
  Room& room = place->room;
  for (int s = 0; s < room.NumSeats(); ++s) {
    double& gone = place->gone_since[static_cast<std::size_t>(s)];
    if (room.seats()[static_cast<std::size_t>(s)].kind != SeatKind::kPerson || connected[static_cast<std::size_t>(s)]) continue;
    if (gone < 0) gone = now_;  // resumed from the store: the grace starts now
    if (now_ - gone >= options_.grace_seconds && room.stage() == RoomStage::kLobby) FreeGoneSeat(place, s);
    if (now_ - gone >= options_.grace_seconds && room.stage() != RoomStage::kLobby && Commit(place, room.Away(s), 0)) {
      SendInfo(*place);
      MaybeNextDeal(place);
    }
  }
}

// ---- Telling ---------------------------------------------------------------------------------

std::vector<bool> RoomHub::Connected(const Place& place) const {
  std::vector<bool> connected(static_cast<std::size_t>(place.room.NumSeats()), false);
  for (ConnectionId id : place.members) {
    const int seat = members_.at(id).seat;
    if (seat >= 0) connected[static_cast<std::size_t>(seat)] = true;
  }
  return connected;
}

std::string RoomHub::InfoText(const Place& place) const {
  int watching = 0;
  for (ConnectionId id : place.members) watching += members_.at(id).seat < 0;
  return place.room.InfoJson(Connected(place), watching).Dump();
}

void RoomHub::SendInfo(const Place& place) {
  pacer_.Sent(place.room.code(), now_);
  BroadcastInfo(place);
}

void RoomHub::SendInfoPaced(const Place& place, ConnectionId except) {
  if (pacer_.Changed(place.room.code(), now_)) BroadcastInfo(place, except);
}

void RoomHub::BroadcastInfo(const Place& place, ConnectionId except) {
  const std::string text = InfoText(place);
  for (ConnectionId id : place.members) {
    if (id != except) outbox_->Send(id, text);
  }
}

void RoomHub::SendView(ConnectionId id, const Place& place, int from, const std::vector<engine::Event>& events) {
  outbox_->Send(id, place.room.ViewText(members_.at(id).seat, from, events, place.ready, place.clock.LeftMs(now_)));
}

void RoomHub::SendViews(const Place& place, int from, const std::vector<engine::Event>& events) {
  if (!place.room.HasMatch()) return;
  for (ConnectionId id : place.members) SendView(id, place, from, events);
}

void RoomHub::Welcome(ConnectionId id, const Place& place, int seat) {
  engine::Json j = Message("welcome");
  j.Set("room", engine::Json::String(place.room.code()));
  j.Set("role", engine::Json::String(seat >= 0 ? "player" : "spectator"));
  j.Set("seat", engine::Json::Number(seat));
  if (seat >= 0) {
    const std::string& token = place.room.seats()[static_cast<std::size_t>(seat)].token;
    j.Set("token", engine::Json::String(token));
    j.Set("rejoin", engine::Json::String(RejoinCode(token)));
  }
  outbox_->Send(id, j.Dump());
}

// Every refusal goes out through here: the message is the hub's own words (never a path, a store's
// or an exception's text: those go to the log), escaped and cut once more as a last guard.
void RoomHub::Refuse(ConnectionId id, const std::string& error, const std::string& message) {
  if (id == 0) return;
  engine::Json j = Message("error");
  j.Set("error", engine::Json::String(error));
  j.Set("message", engine::Json::String(ErrorMessageText(message)));
  outbox_->Send(id, j.Dump());
}

std::optional<std::uint64_t> RoomHub::NextSeed() {
  if (options_.seed) return *options_.seed + seeds_used_++;
  engine::Result<std::uint64_t> seed = secrets_.deal_seed();
  if (!seed.ok()) return std::nullopt;
  return *seed;
}

}  // namespace popejoan::server
