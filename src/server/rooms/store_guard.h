// The hub's watch on its store (docs/online.md, "Faults" and "Scaling out"): whether the store
// takes changes (the first refusal and the recovery logged, /healthz following), whether a room is
// still this server's when the store refuses a change to it (the fence of a fleet), and, after a
// batch the store refused as a whole (group_commit.h), whose rooms are reloaded and who is told
// where they are again. The hub asks it at each change; it knows no connection's room or seat.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "server/net/connection_hub.h"
#include "server/rooms/room_owners.h"
#include "server/store/group_commit.h"
#include "server/store/room_store.h"

namespace popejoan::server {

class StoreGuard {
 public:
  using Log = std::function<void(const std::string&)>;
  StoreGuard(RoomStore* store, Log log) : store_(store), log_(std::move(log)) {}

  // ---- Health.
  // False while the store refuses to write (every change is refused then, and the first that is
  // stored again makes it true), and for good once the stored rooms could not be read at the start.
  bool Healthy() const { return !resume_failed_ && !failing_; }
  // The stored rooms could not be read at the start (logged with `why`).
  void ResumeFailed(const std::string& why);
  // Whether `status` (an Append's or Remove's, for `what`) means the change is kept. With a batch
  // open, a success waits for the batch's end (BatchEnded) and `requester` (0: none) is
  // remembered, to be told if the batch fails.
  bool Kept(const engine::Status& status, const std::string& what, ConnectionId requester);

  // ---- The fence (a fleet: several servers on one store, each room run by one).
  void SetOwners(RoomOwners* owners) { owners_ = owners; }
  bool InFleet() const { return owners_ != nullptr; }
  // Whether this server may make room `code` now (it claims it; always, alone).
  bool ClaimNew(const std::string& code);
  // The server that runs `code` now if it is not this one, asked of the owners (nullopt when
  // this one runs it, alone, or the owners cannot be asked).
  std::optional<std::string> RunElsewhere(const std::string& code);
  // After the store refused a change to `code`, whose next record was `next_seq`: whether that is
  // because another server runs the room now (the fence: logged, its clients to reconnect), or,
  // false, the store's own failure. Ours again, but written meanwhile by another: lost too.
  bool LostTo(const std::string& code, std::int64_t next_seq);
  // `code` is no longer run here (removed).
  void Release(const std::string& code);

  // ---- After a batch.
  struct Resync {
    ConnectionId id;
    bool asked;  // asked for a change of the batch: told it was not kept
  };
  // A batch ended (group_commit.h). Stored: nothing to redo. Refused: each room it changed is
  // reloaded from the store (`reload`, which answers who is in the room now), and those to tell
  // where they are again come back, in order: the connections whose frames were dropped and every
  // member of a room reloaded.
  std::vector<Resync> BatchEnded(const BatchOutcome& outcome,
                                 const std::function<std::set<ConnectionId>(const std::string&)>& reload);

 private:
  bool Stored(const engine::Status& status, const std::string& what);

  RoomStore* store_;
  Log log_;
  RoomOwners* owners_ = nullptr;
  bool resume_failed_ = false;
  bool failing_ = false;
  int refused_while_failing_ = 0;
  std::set<ConnectionId> asked_in_batch_;  // who asked for a change of the open batch
};

}  // namespace popejoan::server
