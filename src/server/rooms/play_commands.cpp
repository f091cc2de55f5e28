// A client's commands about play (docs/online.md, "Client to server"): the host's `start` and
// `play-again`, and a seat's `act` (a decision, or ready for the next deal). Each change is a
// record, stored before anyone is told (Commit).
#include <cstdint>
#include <optional>
#include <vector>

#include "server/rooms/room_hub.h"

namespace popejoan::server {

void RoomHub::Start(ConnectionId id, LiveRoom* live, int seat, const ClientMessage& /*m*/) {
  std::vector<engine::Event> events;
  if (CommitVerdict(live, live->room.Start(seat, HostOf(*live)), id, &events)) AfterAction(live, -1, live->room.deal_events());
}

void RoomHub::PlayAgain(ConnectionId id, LiveRoom* live, int seat, const ClientMessage& /*m*/) {
  std::optional<std::uint64_t> seed = NextSeed();
  if (!seed) return Refuse(id, "server-trouble", "no random seed");
  std::vector<engine::Event> events;
  if (CommitVerdict(live, live->room.PlayAgain(seat, HostOf(*live), *seed), id, &events)) {
    AfterAction(live, -1, live->room.deal_events());
  }
}

void RoomHub::Act(ConnectionId id, LiveRoom* live, int seat, const ClientMessage& m) {
  Room& room = live->room;
  // A person whose seat the AI plays acts again: the seat is theirs again first.
  if (room.seats()[static_cast<std::size_t>(seat)].kind == SeatKind::kAiForPerson && !ComeBack(id, live, seat)) return;
  if (room.DealOver() && m.action == engine::kActionNextDeal && m.step == room.step()) {
    // A replayed "ready" would tell every connection again: refused like any replayed action.
    if (live->ready[static_cast<std::size_t>(seat)]) return Refuse(id, "stale", "already ready for the next deal");
    live->ready[static_cast<std::size_t>(seat)] = true;
    SendViews(*live, room.step(), {});
    MaybeNextDeal(live);
    return;
  }
  if (room.InPopePause()) {
    const Verdict answer = room.Act(seat, m.step, m.action);
    if (!answer.record) return Refuse(id, answer.refusal.id, answer.refusal.message);
    return AnswerPopePause(live, *answer.record, id);
  }
  const int from = room.step();
  std::vector<engine::Event> events;
  if (CommitVerdict(live, room.Act(seat, m.step, m.action), id, &events)) AfterAction(live, from, events);
}

}  // namespace popejoan::server
