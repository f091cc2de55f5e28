#include "server/rooms/room_hub.h"

#include <utility>

#include "protocol/server_message.h"
#include "server/rooms/ai_shares.h"
#include "server/rooms/rejoin_code.h"
#include "server/store/secret_random.h"

namespace popejoan::server {

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
  StartClock(&live_rooms_.emplace(code, NewLiveRoom(std::move(*room), static_cast<std::int64_t>(stored.records.size())))
                  .first->second);
  if (!clock_read_) unclocked_.push_back(code);
  busy_.insert(code);  // replayed: an AI may be to move
  return true;
}

bool RoomHub::Adopt(const std::string& code) {
  auto open = live_rooms_.find(code);
  if (open != live_rooms_.end() && !open->second.lost) return true;
  if (open != live_rooms_.end()) Drop(code);
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
  for (auto& [code, live] : live_rooms_) {
    if (live.lost) continue;
    const std::optional<std::string> owner = guard_.RunElsewhere(code);
    if (owner) {
      live.lost = any_lost_ = true;
      log_("room " + code + " is run by server " + *owner + " now; its clients are told to reconnect");
    }
  }
}

void RoomHub::LoseAll() {
  for (auto& [code, live] : live_rooms_) live.lost = any_lost_ = true;
  if (!live_rooms_.empty()) log_("this server's lease lapsed: its " + std::to_string(live_rooms_.size()) + " rooms are given up");
}

bool RoomHub::LostTo(LiveRoom* live) {
  if (!guard_.LostTo(live->room.code(), live->next_seq)) return false;
  live->lost = any_lost_ = true;
  return true;
}

void RoomHub::Drop(const std::string& code) {
  auto it = live_rooms_.find(code);
  if (it == live_rooms_.end()) return;
  for (ConnectionId id : it->second.members) {
    members_[id] = Member{};
    outbox_->Reconnect(id);
  }
  Erase(it);
}

void RoomHub::Erase(LiveRooms::iterator live) {
  if (live->second.counted) quota_.Removed(live->second.address);
  live_rooms_.erase(live);
}

RoomHub::LiveRoom RoomHub::NewLiveRoom(Room room, std::int64_t next_seq) const {
  LiveRoom live{std::move(room), next_seq, {}, {}, {}, now_};
  live.gone_since.assign(static_cast<std::size_t>(live.room.NumSeats()), -1.0);
  live.ready.assign(static_cast<std::size_t>(live.room.NumSeats()), false);
  live.pause = PopePause(options_.pope_pause_seconds);
  live.changed_at = now_;
  live.last_member_seen = now_;
  return live;
}

const Room* RoomHub::FindRoom(const std::string& code) const {
  auto it = live_rooms_.find(code);
  return it == live_rooms_.end() ? nullptr : &it->second.room;
}

// ---- Connections ----------------------------------------------------------------------------

void RoomHub::Open(ConnectionId id) { members_[id] = Member{}; }

void RoomHub::Receive(ConnectionId id, const std::string& text) {
  if (members_.count(id) == 0) return;
  protocol::ErrorCode error = protocol::ErrorCode::kBadMessage;
  int version = protocol::kProtocolVersion;
  engine::Result<ClientMessage> m = protocol::ParseClientMessage(text, &error, &version);
  if (!m.ok()) {
    // An old page (a tab left open across an update) is told in its own version, which it reads.
    const bool old = error == protocol::ErrorCode::kOldPage;
    Refuse(id, protocol::ErrorCodeId(error), old ? "This page is out of date: reload it to play." : m.error(), version);
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

RoomHub::LiveRoom* RoomHub::LiveRoomOf(ConnectionId id) {
  auto member = members_.find(id);
  if (member == members_.end()) return nullptr;
  auto live = live_rooms_.find(member->second.code);
  return live == live_rooms_.end() ? nullptr : &live->second;
}

// Keeping the Pope is told to nobody (not even by an answer to its holder): the table passes
// when the pause is over, as it does when no hand holds the Pope.
void RoomHub::AnswerPopePause(LiveRoom* live, const engine::Json& record, ConnectionId requester) {
  const engine::Json* action = record.Find("action");
  if (action != nullptr && action->is_number() && action->as_number() == engine::kActionPass) {
    live->pause.Keep();
    return;
  }
  const int from = live->room.step();
  std::vector<engine::Event> events;
  if (Commit(live, record, requester, &events)) AfterAction(live, from, events);
}

bool RoomHub::TickPopePause(LiveRoom* live) {
  Room& room = live->room;
  if (!room.InPopePause()) return false;
  live->pause.Follow(true, room.step(), 0, now_);  // a room resumed mid-pause waits it again
  if (!live->pause.Due(now_)) return true;
  const int from = room.step();
  std::vector<engine::Event> events;
  if (CommitVerdict(live, room.PassPopePause(), 0, &events)) AfterAction(live, from, events);
  return true;
}

void RoomHub::SendAiDecision(LiveRoom* live, engine::Json record) {
  if (now_ < live->changed_at + options_.ai_pace_seconds) {
    live->ai_record = std::move(record);
    return;
  }
  live->ai_record.reset();
  if (live->room.InPopePause()) return AnswerPopePause(live, record, 0);
  const int from = live->room.step();
  std::vector<engine::Event> events;
  if (!Commit(live, record, 0, &events)) return;
  AfterAction(live, from, events);
  AfterLate(live, record);  // a person's late turn, played by the AI: a third makes the seat away
}

void RoomHub::Attach(ConnectionId id, LiveRoom* live, int seat) {
  Member& member = members_[id];
  member.code = live->room.code();
  member.seat = seat;
  live->members.insert(id);
  if (seat >= 0) {
    live->gone_since[static_cast<std::size_t>(seat)] = -1.0;
    live->last_person_seen = now_;
  }
}

void RoomHub::Leave(ConnectionId id) {
  LiveRoom* live = LiveRoomOf(id);
  if (live == nullptr) return;
  Member& member = members_[id];
  live->members.erase(id);
  const int seat = member.seat;
  member = Member{};
  if (seat < 0) return SendInfoPaced(*live);
  if (!Connected(*live)[static_cast<std::size_t>(seat)]) {
    live->gone_since[static_cast<std::size_t>(seat)] = now_;
    live->ready[static_cast<std::size_t>(seat)] = false;
    live->last_person_seen = now_;
  }
  SendInfoPaced(*live);
  MaybeNextDeal(live);
}

// ---- Changing a room ------------------------------------------------------------------------

void RoomHub::BatchEnded(const BatchOutcome& outcome) {
  const std::vector<StoreGuard::Resync> resyncs = guard_.BatchEnded(outcome, [this](const std::string& code) {
    Reload(code);
    auto it = live_rooms_.find(code);
    return it != live_rooms_.end() ? it->second.members : std::set<ConnectionId>{};
  });
  for (const StoreGuard::Resync& resync : resyncs) Resync(resync.id, resync.asked);
}

void RoomHub::Reload(const std::string& code) {
  std::set<ConnectionId> members;
  std::string address;
  bool counted = false;
  auto open = live_rooms_.find(code);
  if (open != live_rooms_.end()) {
    members = open->second.members;
    address = open->second.address;
    counted = open->second.counted;
    live_rooms_.erase(open);
  }
  engine::Result<StoredRoom> stored = store_->LoadRoom(code);
  const bool there = stored.ok() && (!stored->records.empty() || !stored->damage.empty());
  if (!stored.ok()) log_("room " + engine::PrintableText(code) + " could not be reloaded after a failed batch (" + stored.error() + ")");
  if (there) Install(*stored);  // damaged: set aside (said)
  auto live = live_rooms_.find(code);
  if (live != live_rooms_.end()) {
    live->second.address = address;  // still the room its creator made
    live->second.counted = counted;
  } else if (counted) {
    quota_.Removed(address);
  }
  for (ConnectionId id : members) {
    Member& member = members_[id];
    if (live == live_rooms_.end()) {
      member = Member{};
      continue;
    }
    live->second.members.insert(id);
    // A seat taken in the failed batch is not taken: its connection watches.
    const auto& seats = live->second.room.seats();
    // (A seat its AI plays while its person is here, late too often, is still theirs.)
    if (member.seat >= 0 && (static_cast<std::size_t>(member.seat) >= seats.size() ||
                             (seats[static_cast<std::size_t>(member.seat)].kind != SeatKind::kPerson &&
                              seats[static_cast<std::size_t>(member.seat)].kind != SeatKind::kAiForPerson))) {
      member.seat = -1;
    }
    if (member.arriving >= 0 && (static_cast<std::size_t>(member.arriving) >= seats.size() ||
                                 seats[static_cast<std::size_t>(member.arriving)].arriving_token.empty())) {
      member.arriving = -1;
    }
  }
}

void RoomHub::Resync(ConnectionId id, bool asked) {
  if (members_.count(id) == 0) return;  // gone meanwhile
  const LiveRoom* live = LiveRoomOf(id);
  if (live == nullptr) {
    Refuse(id, "server-trouble", "the room could not be kept; try again later");
    return;
  }
  const int seat = members_.at(id).seat;
  // As on a hello: who it is, the room, then the deal from its start.
  Welcome(id, *live, seat);
  outbox_->Send(id, InfoText(*live));
  if (live->room.HasMatch()) SendView(id, *live, -1, live->room.deal_events());
  if (asked) Refuse(id, "server-trouble", "the move could not be kept; try again");
}

// Store, then apply, then (the caller) tell: a record the store refused changes nothing, and
// nothing anyone was told can be lost by a crash.
bool RoomHub::Commit(LiveRoom* live, const engine::Json& record, ConnectionId requester, std::vector<engine::Event>* events) {
  if (live->lost) return false;  // its members are told to reconnect at the next Tick
  busy_.insert(live->room.code());  // changed (or refused): the tick looks at it again
  const engine::Status appended = store_->Append(live->room.code(), live->next_seq, record.Dump());
  // Refused because another server runs the room now (the fence): not the store's failure.
  if (!appended.ok() && LostTo(live)) return false;
  if (!guard_.Kept(appended, "room " + live->room.code() + "'s record", requester)) {
    if (requester != 0) Refuse(requester, "server-trouble", "the move could not be kept; try again");
    return false;
  }
  ++live->next_seq;
  live->changed_at = now_;
  live->ai_record.reset();  // an AI's decision held back was for the room as it was
  engine::Status applied = live->room.Apply(record, events);
  if (!applied.ok()) log_("room " + live->room.code() + " could not apply its own record: " + applied.message);
  // A seat gone to its AI or back may start or stop the clock with no action: the pages are told.
  const engine::Json* type = record.Find("t");
  const bool seat_moved = type != nullptr && (type->as_string() == "away" || type->as_string() == "back" ||
                                              type->as_string() == "leave");
  if (applied.ok() && FollowClock(live) && seat_moved) SendViews(*live, live->room.step(), {});
  return applied.ok();
}

bool RoomHub::CommitVerdict(LiveRoom* live, const Verdict& verdict, ConnectionId requester,
                             std::vector<engine::Event>* events) {
  if (!verdict.record) {
    Refuse(requester, verdict.refusal.id, verdict.refusal.message);
    return false;
  }
  return Commit(live, *verdict.record, requester, events);
}

void RoomHub::AfterAction(LiveRoom* live, int from, const std::vector<engine::Event>& events) {
  live->ready.assign(live->ready.size(), false);
  live->pause.Follow(live->room.InPopePause(), live->room.step(), events.size(), now_);
  if (from < 0) SendInfo(*live);
  SendViews(*live, from, events);
  if (live->room.stage() == RoomStage::kOver) SendInfo(*live);
  AfterPublicChange(live);
}

bool RoomHub::NextDealDue(const LiveRoom& live) const {
  if (!live.room.DealOver()) return false;
  const std::vector<bool> connected = Connected(live);
  bool anyone = false;
  for (std::size_t s = 0; s < connected.size(); ++s) {
    if (!connected[s] || live.room.PlayedByAi(static_cast<int>(s))) continue;  // away: not awaited
    anyone = true;
    if (!live.ready[s]) return false;
  }
  return anyone;
}

void RoomHub::MaybeNextDeal(LiveRoom* live) {
  if (!NextDealDue(*live)) return;
  const int from = live->room.step();
  std::vector<engine::Event> events;
  if (CommitVerdict(live, live->room.NextDeal(), 0, &events)) AfterAction(live, from, events);
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
  if (!closing_.empty()) CloseTables();
  if (now_ - last_sweep_ >= kSweepSeconds) {
    last_sweep_ = now_;
    Sweep();
  }
  for (const std::string& code : pacer_.Due(now_)) {
    auto found = live_rooms_.find(code);
    if (found != live_rooms_.end()) BroadcastInfo(found->second);
  }
  std::vector<LiveRoom*> thinking;
  std::vector<std::string> groups;  // per room thinking: whose share it thinks in (its creator's)
  for (auto it = busy_.begin(); it != busy_.end();) {
    auto found = live_rooms_.find(*it);
    LiveRoom* live = found == live_rooms_.end() ? nullptr : &found->second;
    bool pausing = false;
    if (live != nullptr) {
      MaybeNextDeal(live);  // a Commit may add to busy_: its iterators stay valid
      pausing = TickPopePause(live) && live->room.InPopePause();
    }
    if (live != nullptr && live->room.AiToMove() && !(pausing && live->pause.kept())) {
      thinking.push_back(live);
      groups.push_back(live->address);
      ++it;
    } else if (live != nullptr && (pausing || NextDealDue(*live))) {
      ++it;  // waiting for the Pope's pause to end, or the store refused the next deal
    } else {
      it = busy_.erase(it);  // nothing to do until its next change
    }
  }
  const std::vector<double> shares = AiShares(groups, budget_ms);  // fair among addresses
  for (std::size_t i = 0; i < thinking.size(); ++i) {
    LiveRoom* live = thinking[i];
    std::optional<engine::Json> record;
    record.swap(live->ai_record);  // a decision made earlier, waiting for its pace
    if (!record) record = live->room.ThinkAi(shares[i]);
    if (record) SendAiDecision(live, std::move(*record));
  }
}

// Rooms resumed before the clock was first read were dated 0, which the first sweep would take
// for a day without anyone (the clock counts from the machine's start): their clocks start now.
// (Rooms made before it, by in-process users that never tick first, keep 0 as their time.)
void RoomHub::StartClocks() {
  clock_read_ = true;
  for (const std::string& code : unclocked_) {
    auto found = live_rooms_.find(code);
    if (found == live_rooms_.end()) continue;
    LiveRoom& live = found->second;
    live.last_person_seen = live.last_member_seen = live.changed_at = now_;
    StartClock(&live);  // the decision awaited gets its whole turn from now
  }
  unclocked_.clear();
}

void RoomHub::DropLost() {
  any_lost_ = false;
  std::vector<std::string> lost;
  for (const auto& [code, live] : live_rooms_) {
    if (live.lost) lost.push_back(code);
  }
  for (const std::string& code : lost) Drop(code);
}

void RoomHub::Sweep() {
  std::vector<std::pair<std::string, std::string>> idle;  // code, why
  for (auto& [code, live] : live_rooms_) {
    const std::vector<bool> connected = Connected(live);
    TimeSeatsOut(&live, connected);
    CheckClock(&live);
    PlayOnAtTable(&live);
    bool anyone = false;
    for (bool c : connected) anyone = anyone || c;
    if (anyone) live.last_person_seen = now_;
    if (!live.members.empty()) live.last_member_seen = now_;
    if (now_ - live.last_person_seen > options_.idle_room_seconds) {
      idle.emplace_back(code, "nobody for a day");
    } else if (AbandonedLobby(live)) {
      idle.emplace_back(code, "a lobby its creator left and nobody joined");
    }
  }
  for (const auto& [code, why] : idle) RemoveRoom(code, "the room was closed after a day with nobody in it", why);
}

bool RoomHub::RemoveRoom(const std::string& code, const std::string& told, const std::string& why) {
  if (!guard_.Kept(store_->Remove(code), "to remove room " + code, 0)) return false;
  auto live = live_rooms_.find(code);
  for (ConnectionId id : live->second.members) {
    members_[id] = Member{};
    Refuse(id, "no-such-room", told);
  }
  Erase(live);
  guard_.Release(code);
  log_("room " + code + " removed: " + why);
  return true;
}

bool RoomHub::AbandonedLobby(const LiveRoom& live) const {
  if (options_.empty_lobby_seconds <= 0 || live.room.stage() != RoomStage::kLobby || !live.members.empty() ||
      now_ - live.last_member_seen < options_.empty_lobby_seconds) {
    return false;
  }
  const std::vector<RoomSeat>& seats = live.room.seats();
  for (std::size_t s = 1; s < seats.size(); ++s) {
    if (seats[s].kind == SeatKind::kPerson) return false;  // a friend took a seat: kept like any room
  }
  return true;
}

void RoomHub::TimeSeatsOut(LiveRoom* live, const std::vector<bool>& connected) {
  Room& room = live->room;
  for (int s = 0; s < room.NumSeats(); ++s) {
    double& gone = live->gone_since[static_cast<std::size_t>(s)];
    if (room.seats()[static_cast<std::size_t>(s)].kind != SeatKind::kPerson || connected[static_cast<std::size_t>(s)]) continue;
    if (gone < 0) gone = now_;  // resumed from the store: the grace starts now
    if (now_ - gone >= options_.grace_seconds && room.stage() == RoomStage::kLobby) FreeGoneSeat(live, s);
    if (now_ - gone < options_.grace_seconds || room.stage() == RoomStage::kLobby) continue;
    // At a public table the seat goes back to the AI for good: a stranger may take it.
    const engine::Json record = room.is_public() ? *room.LeaveTable(s).record : room.Away(s);
    if (Commit(live, record, 0)) {
      SendInfo(*live);
      MaybeNextDeal(live);
      AfterPublicChange(live);
    }
  }
}

// ---- Telling ---------------------------------------------------------------------------------

std::vector<bool> RoomHub::Connected(const LiveRoom& live) const {
  std::vector<bool> connected(static_cast<std::size_t>(live.room.NumSeats()), false);
  for (ConnectionId id : live.members) {
    const int seat = members_.at(id).seat;
    if (seat >= 0) connected[static_cast<std::size_t>(seat)] = true;
  }
  return connected;
}

std::string RoomHub::InfoText(const LiveRoom& live) const {
  int watching = 0;
  for (ConnectionId id : live.members) watching += members_.at(id).seat < 0;
  return live.room.InfoJson(Connected(live), watching).Dump();
}

void RoomHub::SendInfo(const LiveRoom& live) {
  pacer_.Sent(live.room.code(), now_);
  BroadcastInfo(live);
}

void RoomHub::SendInfoPaced(const LiveRoom& live, ConnectionId except) {
  if (pacer_.Changed(live.room.code(), now_)) BroadcastInfo(live, except);
}

void RoomHub::BroadcastInfo(const LiveRoom& live, ConnectionId except) {
  const std::string text = InfoText(live);
  for (ConnectionId id : live.members) {
    if (id != except) outbox_->Send(id, text);
  }
}

void RoomHub::SendView(ConnectionId id, const LiveRoom& live, int from, const std::vector<engine::Event>& events) {
  outbox_->Send(id, live.room.ViewText(members_.at(id).seat, from, events, live.ready, live.clock.LeftMs(now_)));
}

void RoomHub::SendViews(LiveRoom& live, int from, const std::vector<engine::Event>& events) {
  const Room& room = live.room;
  if (!room.HasMatch()) return;
  const bool steps = !options_.whole_views && live.told && live.told_step == from && live.told->rules() == room.state().rules();
  const std::int64_t left_ms = live.clock.LeftMs(now_);
  std::string texts[engine::kMaxSeats + 1];  // by seat + 1: the watchers' at 0
  for (ConnectionId id : live.members) {
    const int seat = members_.at(id).seat;
    std::string& text = texts[seat + 1];
    if (text.empty()) {
      text = steps ? room.StepText(seat, *live.told, from, events, live.ready, left_ms)
                   : room.ViewText(seat, from, events, live.ready, left_ms);
    }
    outbox_->Send(id, text);
  }
  live.told = room.state();
  live.told_step = room.step();
}

void RoomHub::Welcome(ConnectionId id, const LiveRoom& live, int seat) {
  protocol::Welcome welcome;
  welcome.room = live.room.code();
  welcome.spectator = seat < 0;
  welcome.seat = seat;
  if (seat >= 0) {
    welcome.token = live.room.seats()[static_cast<std::size_t>(seat)].token;
    welcome.rejoin = RejoinCode(welcome.token);
  }
  const int arriving = seat < 0 ? members_.at(id).arriving : -1;
  if (arriving >= 0) {
    welcome.arriving = arriving;
    welcome.token = live.room.seats()[static_cast<std::size_t>(arriving)].arriving_token;
  }
  outbox_->Send(id, protocol::WelcomeText(welcome));
}

// Every refusal goes out through here: the message is the hub's own words (never a path, a store's
// or an exception's text: those go to the log), escaped and cut once more as a last guard.
void RoomHub::Refuse(ConnectionId id, const std::string& error, const std::string& message, int version) {
  if (id == 0) return;
  outbox_->Send(id, protocol::ErrorText(error, message, version));
}

std::optional<std::uint64_t> RoomHub::NextSeed() {
  if (options_.seed) return *options_.seed + seeds_used_++;
  engine::Result<std::uint64_t> seed = secrets_.deal_seed();
  if (!seed.ok()) return std::nullopt;
  return *seed;
}

}  // namespace popejoan::server
