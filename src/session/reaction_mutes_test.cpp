#include "session/reaction_mutes.h"

#include <gtest/gtest.h>

namespace popejoan::session {
namespace {

protocol::SeatInfo Seat(const std::string& name, protocol::SeatKind kind = protocol::SeatKind::kPerson) {
  protocol::SeatInfo seat;
  seat.name = name;
  seat.kind = kind;
  return seat;
}

TEST(ReactionMutes, APersonsSeatButYourOwnMayBeMutedNeverAnAisNorAnEmptyOne) {
  const protocol::SeatInfo zoe = Seat("Zoë");
  const protocol::SeatInfo away = Seat("Yan", protocol::SeatKind::kAiForPerson);
  const protocol::SeatInfo ai = Seat("The Vicar", protocol::SeatKind::kAi);
  const protocol::SeatInfo empty = Seat("", protocol::SeatKind::kEmpty);
  EXPECT_TRUE(ReactionMutes::Mutable(1, &zoe, 0));
  EXPECT_TRUE(ReactionMutes::Mutable(1, &away, 0));
  EXPECT_FALSE(ReactionMutes::Mutable(1, &zoe, 1)) << "your own seat";
  EXPECT_TRUE(ReactionMutes::Mutable(1, &zoe, -1)) << "a watcher's: anyone's";
  EXPECT_FALSE(ReactionMutes::Mutable(1, &ai, 0));
  EXPECT_FALSE(ReactionMutes::Mutable(1, &empty, 0));
  EXPECT_FALSE(ReactionMutes::Mutable(1, nullptr, 0));
}

TEST(ReactionMutes, AMuteIsThePersonsAtTheirSeatAndTogglesBack) {
  ReactionMutes mutes;
  std::vector<protocol::SeatInfo> seats = {Seat("Ann"), Seat("Zoë"), Seat("Bo")};
  mutes.Follow("KM7", &seats);
  mutes.Toggle(1, seats[1]);
  EXPECT_TRUE(mutes.Muted(1, &seats[1]));
  EXPECT_FALSE(mutes.Muted(2, &seats[2]));
  const protocol::SeatInfo other = Seat("Xavier");
  EXPECT_FALSE(mutes.Muted(1, &other)) << "someone else in her seat";
  EXPECT_FALSE(mutes.Muted(2, &seats[1])) << "her name at another seat is someone else's";
  mutes.Toggle(1, seats[1]);
  EXPECT_FALSE(mutes.Muted(1, &seats[1]));
}

TEST(ReactionMutes, ASeatItsPersonLeftLosesTheMuteEvenIfTheSameNameComesBack) {
  ReactionMutes mutes;
  std::vector<protocol::SeatInfo> seats = {Seat("Ann"), Seat("Zoë")};
  mutes.Follow("KM7", &seats);
  mutes.Toggle(1, seats[1]);
  seats[1].kind = protocol::SeatKind::kAiForPerson;  // away: still hers
  mutes.Follow("KM7", &seats);
  EXPECT_TRUE(mutes.Muted(1, &seats[1]));
  seats[1] = Seat("The Vicar", protocol::SeatKind::kAi);  // she left
  mutes.Follow("KM7", &seats);
  seats[1] = Seat("Zoë");
  mutes.Follow("KM7", &seats);
  EXPECT_FALSE(mutes.Muted(1, &seats[1]));
}

TEST(ReactionMutes, AnotherRoomStartsWithNone) {
  ReactionMutes mutes;
  std::vector<protocol::SeatInfo> seats = {Seat("Ann"), Seat("Zoë")};
  mutes.Follow("KM7", &seats);
  mutes.Toggle(1, seats[1]);
  mutes.Follow("", nullptr);  // left
  mutes.Follow("KM7", &seats);
  EXPECT_FALSE(mutes.Muted(1, &seats[1]));
  mutes.Toggle(1, seats[1]);
  mutes.Follow("P4R", &seats);
  EXPECT_FALSE(mutes.Muted(1, &seats[1]));
}

}  // namespace
}  // namespace popejoan::session
