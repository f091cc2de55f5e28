#include "session/room_news.h"

#include "session/words/language.h"

namespace popejoan::session {

std::vector<std::string> SeatNews(const protocol::RoomInfo& before, const protocol::RoomInfo& after, int own_seat) {
  std::vector<std::string> news;
  if (before.room != after.room || after.stage == protocol::RoomStage::kLobby || before.seats.size() != after.seats.size()) return news;
  for (size_t s = 0; s < after.seats.size(); ++s) {
    if (static_cast<int>(s) == own_seat) continue;
    const protocol::SeatKind was = before.seats[s].kind;
    const protocol::SeatKind now = after.seats[s].kind;
    const std::string name = after.seats[s].name.empty() ? Tr("A friend") : after.seats[s].name;
    if (was == protocol::SeatKind::kPerson && now == protocol::SeatKind::kAiForPerson) {
      news.push_back(Fmt(Tr("{0} is away: the AI plays for now."), {name}));
    } else if (was == protocol::SeatKind::kAiForPerson && now == protocol::SeatKind::kPerson) {
      news.push_back(Fmt(Tr("{0} is back."), {name}));
    }
  }
  return news;
}

std::string NotSentWords() { return Tr("Not sent: try again once reconnected."); }

}  // namespace popejoan::session
