// Public tables (docs/online.md, "Public tables"): `quick-play` seats a person at the fullest open
// table in their language, or opens one where the other seats are AI; `leave` gives a person's
// seat back to the AI at once. A newcomer takes an AI's seat only between deals (mid-deal they
// watch, claimed, until the deal ends); a table with nobody left closes at the end of its deal; a
// match over is followed by the next once its standings were shown. Each change is a record,
// stored before anyone is told (Commit).
#include <string>
#include <vector>

#include "server/rooms/public_tables.h"
#include "server/rooms/table_names.h"
#include "server/store/secret_random.h"
#include "server/rooms/room_hub.h"

namespace popejoan::server {

bool RoomHub::MayJoin(ConnectionId id) {
  const std::string address = outbox_->PeerAddress(id);
  const int limit = options_.quick_plays_per_address_per_minute;
  if (limit > 0 && quick_plays_.Count(address, now_) >= limit) {
    Refuse(id, "too-fast", "too many quick plays from one address; wait a minute");
    return false;
  }
  if (limit > 0) quick_plays_.Add(address, now_);
  return true;
}

bool RoomHub::Joinable(const LiveRoom& live) {
  const Room& room = live.room;
  // A lobby is listed too (strangers sit down while its host waits for them); quick play skips
  // it (OpenAiSeat), as it could wait long.
  return room.is_public() && !live.lost && room.People() > 0;
}

bool RoomHub::NameWelcome(ConnectionId id, const std::string& name) {
  if (name.empty()) {
    Refuse(id, protocol::ErrorCodeId(protocol::ErrorCode::kBadName), "a name is needed");
    return false;
  }
  if (!UnwelcomeName(name)) return true;
  Refuse(id, protocol::ErrorCodeId(protocol::ErrorCode::kBadName), "that name is not welcome at a public table");
  return false;
}

void RoomHub::QuickPlay(ConnectionId id, const ClientMessage& m) {
  if (!NameWelcome(id, m.name) || !MayJoin(id)) return;
  LiveRoom* table = TableFor(m.lang);
  if (table != nullptr) return SeatNewcomer(id, table, m.name);
  // None open: a new table, its other seats AI, dealt at once (strangers take them later).
  LiveRoom* opened = OpenRoom(id, QuickPlayTable(m.name, m.lang));
  if (opened == nullptr) return;
  Attach(id, opened, 0);
  Welcome(id, *opened, 0);
  std::vector<engine::Event> events;
  if (CommitVerdict(opened, opened->room.Start(0, 0), id, &events)) {
    AfterAction(opened, -1, opened->room.deal_events());
  } else {
    SendInfo(*opened);  // kept as a lobby (the store refused the deal): its maker was told why
  }
}

RoomHub::LiveRoom* RoomHub::TableFor(const std::string& lang) {
  std::vector<TableOffer> offers;
  for (const auto& [code, live] : live_rooms_) {
    const Room& room = live.room;
    // A table nobody is at any more is closing: not offered.
    if (!Joinable(live) || room.lang() != lang || room.OpenAiSeat() < 0) continue;
    offers.push_back(TableOffer{code, room.People()});
  }
  const std::string code = FullestTable(offers);
  return code.empty() ? nullptr : &live_rooms_.at(code);
}

void RoomHub::ListTables(ConnectionId id, const ClientMessage& m) {
  Member& member = members_[id];
  if (now_ - member.listed_at < kListGapSeconds) return Refuse(id, "too-fast", "the open tables are sent once a second");
  member.listed_at = now_;
  TablesCache& cache = tables_cache_[m.lang];
  if (now_ - cache.built_at >= kListGapSeconds) {
    std::vector<protocol::TableSummary> open;
    for (protocol::TableSummary& table : fleet_tables_ ? fleet_tables_() : OpenTables()) {
      if (m.lang.empty() || table.lang == m.lang) open.push_back(std::move(table));
    }
    cache.text = protocol::TablesText(ListOf(std::move(open)));
    cache.built_at = now_;
  }
  outbox_->Send(id, cache.text);
}

std::vector<protocol::TableSummary> RoomHub::OpenTables() const {
  std::vector<protocol::TableSummary> open;
  for (const auto& [code, live] : live_rooms_) {
    if (Joinable(live)) open.push_back(SummaryOf(live.room));
  }
  return open;
}

void RoomHub::JoinTable(ConnectionId id, const ClientMessage& m) {
  if (!NameWelcome(id, m.name)) return;
  auto found = live_rooms_.find(NormalizeRoomCode(m.room));
  // A private room is answered as no room at all: the list and its joins never reveal one.
  if (found == live_rooms_.end() || !Joinable(found->second)) return Refuse(id, "no-such-room", "no open table has that code");
  if (found->second.room.OpenSeat() < 0) return Refuse(id, "room-full", "every seat of that table is taken");
  if (!MayJoin(id)) return;
  SeatNewcomer(id, &found->second, m.name);
}

void RoomHub::SeatNewcomer(ConnectionId id, LiveRoom* live, const std::string& name) {
  engine::Result<std::string> token = secrets_.seat_token();
  if (!token.ok()) return Refuse(id, "server-trouble", "no random source");
  Room& room = live->room;
  const int seat = room.OpenSeat();
  const bool now = room.NoDealInPlay();
  const Verdict verdict = now ? room.TakeSeat(seat, name, *token) : room.Arrive(seat, name, *token);
  if (!CommitVerdict(live, verdict, id, nullptr)) return;
  Leave(id);
  Attach(id, live, now ? seat : -1);
  members_[id].arriving = now ? -1 : seat;
  Welcome(id, *live, now ? seat : -1);
  outbox_->Send(id, InfoText(*live));  // its own at once: welcome, room, view
  SendInfoPaced(*live, id);
  if (room.HasMatch()) SendView(id, *live, -1, room.deal_events());
}

void RoomHub::LeaveTable(ConnectionId id, const ClientMessage& /*m*/) {
  LiveRoom* live = LiveRoomOf(id);
  if (live == nullptr || !live->room.is_public()) return Refuse(id, "not-now", "only a public table is left this way");
  Member& member = members_[id];
  const int seat = member.seat >= 0 ? member.seat : member.arriving;
  if (seat < 0) return Leave(id);  // a watcher: nothing of theirs to give back
  if (!CommitVerdict(live, live->room.LeaveTable(seat), id, nullptr)) return;
  live->members.erase(id);
  member = Member{};  // out of the table: told nothing more
  // The same seat open in another tab watches from now on.
  for (ConnectionId other : live->members) {
    Member& twin = members_[other];
    if (twin.seat != seat && twin.arriving != seat) continue;
    twin.seat = -1;
    twin.arriving = -1;
    Welcome(other, *live, -1);
  }
  live->gone_since[static_cast<std::size_t>(seat)] = -1.0;
  live->ready[static_cast<std::size_t>(seat)] = false;
  SendInfo(*live);
  MaybeNextDeal(live);  // at a deal's end, the one who left is not awaited
  AfterPublicChange(live);
}

void RoomHub::AfterPublicChange(LiveRoom* live) {
  if (!live->room.is_public() || !live->room.NoDealInPlay()) return;
  SeatArrivals(live);
  if (live->room.People() == 0) closing_.push_back(live->room.code());
}

void RoomHub::SeatArrivals(LiveRoom* live) {
  std::vector<ConnectionId> seated;
  bool any = false;
  for (const engine::Json& record : live->room.ArrivalsDue()) {
    const int seat = static_cast<int>(record.Find("seat")->as_number());
    if (!Commit(live, record, 0)) break;  // the store refused: the claim stays for the next change
    any = true;
    for (ConnectionId id : live->members) {
      Member& member = members_[id];
      if (member.arriving != seat) continue;
      member.arriving = -1;
      member.seat = seat;
      live->last_person_seen = now_;
      seated.push_back(id);
    }
    // A newcomer not here now has the seat all the same: it waits the grace for them as any.
    live->gone_since[static_cast<std::size_t>(seat)] = -1.0;
  }
  if (!any) return;
  // As when a seat is taken: welcome, room, then the seat's view.
  for (ConnectionId id : seated) Welcome(id, *live, members_[id].seat);
  SendInfo(*live);
  for (ConnectionId id : seated) SendView(id, *live, -1, live->room.deal_events());
}

void RoomHub::PlayOnAtTable(LiveRoom* live) {
  if (!live->room.is_public() || live->room.stage() != RoomStage::kOver || live->room.People() == 0) return;
  if (now_ - live->changed_at < options_.public_again_seconds * options_.clock_scale) return;
  std::optional<std::uint64_t> seed = NextSeed();
  if (!seed) return;
  std::vector<engine::Event> events;
  if (CommitVerdict(live, live->room.PlayAgain(-1, -1, *seed), 0, &events)) AfterAction(live, -1, live->room.deal_events());
}

void RoomHub::CloseTables() {
  std::vector<std::string> closing;
  closing.swap(closing_);
  for (const std::string& code : closing) {
    auto found = live_rooms_.find(code);
    if (found == live_rooms_.end()) continue;  // closed already
    const Room& room = found->second.room;
    if (room.People() > 0 || !room.NoDealInPlay()) continue;  // someone came meanwhile
    RemoveRoom(code, "the table closed: nobody was left playing at it", "a public table with nobody left");
  }
}

}  // namespace popejoan::server
