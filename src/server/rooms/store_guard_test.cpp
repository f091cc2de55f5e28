// The hub's watch on its store, alone: the store's health (the first refusal and the recovery
// logged once), the fleet's fence (a refused change because another server runs the room now),
// and who is told where they are again after a batch the store refused.
#include "server/rooms/store_guard.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "server/store/memory_room_store.h"

namespace popejoan::server {
namespace {

// The memory store, which says a batch is open while `holding` (as the SQLite store in a group
// commit, between BeginBatch and CommitBatch).
class HoldingStore : public MemoryRoomStore {
 public:
  bool Holding() const override { return holding; }
  bool holding = false;
};

// Who runs each room: `owner_of` (absent: this server, which claims it), or no answer at all.
class TableOwners : public RoomOwners {
 public:
  engine::Result<std::string> Claim(const std::string& code) override {
    if (away) return engine::Result<std::string>::Error("Redis is away");
    auto it = owner_of.find(code);
    return it == owner_of.end() ? std::string() : it->second;
  }
  engine::Status Release(const std::string& code) override {
    released.push_back(code);
    return engine::Status::Ok();
  }
  std::map<std::string, std::string> owner_of;
  std::vector<std::string> released;
  bool away = false;
};

struct Guarded {
  HoldingStore store;
  std::vector<std::string> log;
  StoreGuard guard{&store, [this](const std::string& line) { log.push_back(line); }};
};

const engine::Status kFull = engine::Status::Error("/srv/rooms.sqlite: database or disk is full");

TEST(StoreGuard, TheFirstRefusalIsLoggedThenCountedUntilTheStoreTakesAChangeAgain) {
  Guarded g;
  EXPECT_TRUE(g.guard.Healthy());
  EXPECT_TRUE(g.guard.Kept(engine::Status::Ok(), "a new room", 1));
  EXPECT_TRUE(g.log.empty());
  EXPECT_FALSE(g.guard.Kept(kFull, "room ABC's record", 1));
  EXPECT_FALSE(g.guard.Healthy());
  ASSERT_EQ(g.log.size(), 1u);
  EXPECT_EQ(g.log[0],
            "the store refused room ABC's record: /srv/rooms.sqlite: database or disk is full; every change is "
            "refused until it takes one again; /healthz says unavailable");
  EXPECT_FALSE(g.guard.Kept(kFull, "a new room", 2));
  EXPECT_FALSE(g.guard.Kept(kFull, "to remove idle room ABC", 0));
  EXPECT_EQ(g.log.size(), 1u);  // counted, not logged at every retry
  EXPECT_TRUE(g.guard.Kept(engine::Status::Ok(), "a new room", 2));
  EXPECT_TRUE(g.guard.Healthy());
  ASSERT_EQ(g.log.size(), 2u);
  EXPECT_EQ(g.log[1], "the store takes changes again (2 more were refused meanwhile); /healthz says ok");
}

TEST(StoreGuard, StoredRoomsThatCouldNotBeReadAtTheStartLeaveTheServerUnhealthyForGood) {
  Guarded g;
  g.guard.ResumeFailed("unable to open database file");
  ASSERT_EQ(g.log.size(), 1u);
  EXPECT_EQ(g.log[0], "cannot read the stored rooms: unable to open database file");
  EXPECT_FALSE(g.guard.Healthy());
  EXPECT_TRUE(g.guard.Kept(engine::Status::Ok(), "a new room", 1));
  EXPECT_FALSE(g.guard.Healthy());
}

TEST(StoreGuard, InABatchASuccessWaitsForItsEndAndAFailedBatchTellsItsRoomsMembersAndWhoAsked) {
  Guarded g;
  g.store.holding = true;
  EXPECT_TRUE(g.guard.Kept(engine::Status::Ok(), "room AAA's record", 7));  // not durable yet: no verdict
  EXPECT_TRUE(g.guard.Kept(engine::Status::Ok(), "room BBB's record", 0));  // an AI's: nobody asked
  EXPECT_TRUE(g.guard.Healthy());
  g.store.holding = false;
  BatchOutcome failed;
  failed.status = kFull;
  failed.rooms = {"AAA", "BBB"};
  failed.dropped = {3, 7};
  std::vector<std::string> reloaded;
  const std::vector<StoreGuard::Resync> resyncs = g.guard.BatchEnded(failed, [&](const std::string& code) {
    reloaded.push_back(code);
    return code == "AAA" ? std::set<ConnectionId>{7, 8} : std::set<ConnectionId>{9};
  });
  EXPECT_EQ(reloaded, (std::vector<std::string>{"AAA", "BBB"}));
  ASSERT_EQ(resyncs.size(), 4u);  // the dropped and every member of a room reloaded, once each
  const std::vector<std::pair<ConnectionId, bool>> expected = {{3, false}, {7, true}, {8, false}, {9, false}};
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(resyncs[i].id, expected[i].first);
    EXPECT_EQ(resyncs[i].asked, expected[i].second) << resyncs[i].id;
  }
  EXPECT_FALSE(g.guard.Healthy());
  ASSERT_EQ(g.log.size(), 1u);
  EXPECT_EQ(g.log[0],
            "the store refused a batch of 2 rooms' changes: /srv/rooms.sqlite: database or disk is full; every "
            "change is refused until it takes one again; /healthz says unavailable");
}

TEST(StoreGuard, AStoredBatchReloadsNothingAndForgetsWhoAsked) {
  Guarded g;
  g.store.holding = true;
  EXPECT_TRUE(g.guard.Kept(engine::Status::Ok(), "room AAA's record", 7));
  g.store.holding = false;
  int reloads = 0;
  auto reload = [&](const std::string&) {
    ++reloads;
    return std::set<ConnectionId>{7};
  };
  EXPECT_TRUE(g.guard.BatchEnded(BatchOutcome{}, reload).empty());
  EXPECT_EQ(reloads, 0);
  // The next batch fails: 7 asked in the one before, not in this one.
  BatchOutcome failed;
  failed.status = kFull;
  failed.rooms = {"AAA"};
  const std::vector<StoreGuard::Resync> resyncs = g.guard.BatchEnded(failed, reload);
  ASSERT_EQ(resyncs.size(), 1u);
  EXPECT_EQ(resyncs[0].id, 7u);
  EXPECT_FALSE(resyncs[0].asked);
}

TEST(StoreGuard, AChangeRefusedInABatchIsRefusedAtOnce) {
  Guarded g;
  g.store.holding = true;
  EXPECT_FALSE(g.guard.Kept(kFull, "a new room", 4));
  EXPECT_FALSE(g.guard.Healthy());
  EXPECT_EQ(g.log.size(), 1u);
}

TEST(StoreGuard, AloneEveryRoomIsOurs) {
  Guarded g;
  EXPECT_FALSE(g.guard.InFleet());
  EXPECT_TRUE(g.guard.ClaimNew("AAA"));
  EXPECT_FALSE(g.guard.RunElsewhere("AAA"));
  EXPECT_FALSE(g.guard.LostTo("AAA", 3));  // a refusal alone is the store's failure
  g.guard.Release("AAA");
  EXPECT_TRUE(g.log.empty());
}

TEST(StoreGuard, InAFleetARefusedChangeLosesTheRoomOnlyIfAnotherServerRunsItOrWroteIt) {
  Guarded g;
  TableOwners owners;
  g.guard.SetOwners(&owners);
  EXPECT_TRUE(g.guard.InFleet());
  ASSERT_TRUE(g.store.Append("AAA", 0, "{}").ok());
  ASSERT_TRUE(g.store.Append("AAA", 1, "{}").ok());
  // Ours, and the store holds what we have: the refusal was the store's own.
  EXPECT_FALSE(g.guard.LostTo("AAA", 2));
  EXPECT_TRUE(g.log.empty());
  // Ours again, but another server wrote the room meanwhile: ours is stale.
  EXPECT_TRUE(g.guard.LostTo("AAA", 1));
  ASSERT_EQ(g.log.size(), 1u);
  EXPECT_EQ(g.log[0], "room AAA is run by another server now; its clients are told to reconnect");
  owners.owner_of["AAA"] = "b7";
  EXPECT_TRUE(g.guard.LostTo("AAA", 2));
  EXPECT_EQ(g.log.back(), "room AAA is run by server b7 now; its clients are told to reconnect");
  EXPECT_EQ(g.guard.RunElsewhere("AAA"), std::optional<std::string>("b7"));
  EXPECT_FALSE(g.guard.ClaimNew("AAA"));
  EXPECT_TRUE(g.guard.ClaimNew("CCC"));
  EXPECT_FALSE(g.guard.RunElsewhere("CCC"));
  // The owners cannot be asked: the store's failure, as for one server; no new room either.
  owners.away = true;
  EXPECT_FALSE(g.guard.LostTo("AAA", 1));
  EXPECT_FALSE(g.guard.RunElsewhere("AAA"));
  EXPECT_FALSE(g.guard.ClaimNew("DDD"));
  g.guard.Release("AAA");
  EXPECT_EQ(owners.released, (std::vector<std::string>{"AAA"}));
}

}  // namespace
}  // namespace popejoan::server
