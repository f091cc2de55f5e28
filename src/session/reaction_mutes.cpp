#include "session/reaction_mutes.h"

#include <algorithm>

namespace popejoan::session {
namespace {

bool HeldByPerson(const protocol::SeatInfo& info) {
  return info.kind == protocol::SeatKind::kPerson || info.kind == protocol::SeatKind::kAiForPerson;
}

}  // namespace

bool ReactionMutes::Mutable(int seat, const protocol::SeatInfo* info, int own) {
  return info != nullptr && seat != own && HeldByPerson(*info);
}

void ReactionMutes::Follow(const std::string& room, const std::vector<protocol::SeatInfo>* seats) {
  if (room != room_) muted_.clear();
  room_ = room;
  // A seat its person left (an AI's own now, or empty): the mute went with them.
  muted_.erase(std::remove_if(muted_.begin(), muted_.end(),
                              [&](const std::pair<int, std::string>& m) {
                                return seats != nullptr && (static_cast<size_t>(m.first) >= seats->size() ||
                                                            !Muted(m.first, &(*seats)[static_cast<size_t>(m.first)]));
                              }),
               muted_.end());
}

void ReactionMutes::Toggle(int seat, const protocol::SeatInfo& info) {
  const std::pair<int, std::string> person{seat, info.name};
  const auto found = std::find(muted_.begin(), muted_.end(), person);
  if (found != muted_.end()) {
    muted_.erase(found);
  } else {
    muted_.push_back(person);
  }
}

bool ReactionMutes::Muted(int seat, const protocol::SeatInfo* info) const {
  return info != nullptr && HeldByPerson(*info) &&
         std::find(muted_.begin(), muted_.end(), std::make_pair(seat, info->name)) != muted_.end();
}

}  // namespace popejoan::session
