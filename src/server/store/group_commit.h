// Group commit: many changes, one sync. The hub stores every change before it tells anyone (room_hub.h);
// with a store that batches (SQLite), the changes made by the handlers that are ready together
// go into one transaction, and every frame the hub sends meanwhile waits here until that
// transaction is durable. So one fsync serves every action of the batch, and still no client
// hears of a change before it is stored (docs/online.md, "Inside the server").
//
// It stands between the hub and both the store and the transport (it is the hub's RoomStore and
// its Outbox). The batch opens at its first change and is committed by a task posted on the io
// thread, which runs after the handlers already ready. A failed batch (any change or the commit)
// keeps nothing: its frames are dropped and the hub hears which rooms and connections it touched,
// to reload those rooms from the store and tell their members again (RoomHub::BatchEnded).
#pragma once

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "server/net/connection_hub.h"
#include "server/store/room_store.h"

namespace popejoan::server {

// How a batch ended: `status` ok (stored: every parked frame went out), or its error (nothing
// of it kept); then the rooms it had changed (a change the store took, now undone: the hub's
// copies are ahead of the store) and the connections whose frames were dropped. A failed batch
// that had changed nothing (its first change was refused) drops nothing: its frames told only of
// what is stored.
struct BatchOutcome {
  engine::Status status = engine::Status::Ok();
  std::set<std::string> rooms;
  std::set<ConnectionId> dropped;
};

class GroupCommit : public RoomStore, public Outbox {
 public:
  // `post` runs a task on the io thread after the handlers already ready (WebServer::Post).
  GroupCommit(RoomStore* store, Outbox* outbox, std::function<void(std::function<void()>)> post);
  // Who hears how each batch ended (the hub), on the io thread, with no handler running.
  void OnEnded(std::function<void(const BatchOutcome&)> ended) { ended_ = std::move(ended); }
  // Commits the open batch now and lets its frames go (what the posted task does; for tests).
  void Flush();

  // RoomStore: Append and Remove go into the batch (opened at the first); reads pass through.
  engine::Status Append(const std::string& code, std::int64_t seq, const std::string& record) override;
  engine::Result<std::vector<StoredRoom>> LoadAll() override { return store_->LoadAll(); }
  engine::Result<StoredRoom> LoadRoom(const std::string& code) override { return store_->LoadRoom(code); }
  engine::Status Remove(const std::string& code) override;
  bool Holding() const override { return open_; }

  // Outbox: while a batch is open every frame and close waits, in order, for its end.
  void Send(ConnectionId id, const std::string& text) override;
  void Disconnect(ConnectionId id) override;
  void Reconnect(ConnectionId id) override;
  std::string PeerAddress(ConnectionId id) const override { return outbox_->PeerAddress(id); }

 private:
  enum class Kind { kSend, kDisconnect, kReconnect };
  struct Parked {
    Kind kind;
    ConnectionId id;
    std::string text;
  };
  // Runs `change` in the batch (opening it first) for room `code`.
  engine::Status Change(const std::string& code, const std::function<engine::Status()>& change);
  void Let(const Parked& parked);

  RoomStore* store_;
  Outbox* outbox_;
  std::function<void(std::function<void()>)> post_;
  std::function<void(const BatchOutcome&)> ended_;
  bool open_ = false;            // a batch is open (or failed, until Flush): frames wait
  engine::Status failure_ = engine::Status::Ok();  // the change that failed the batch (the store rolled it back)
  std::set<std::string> rooms_;  // changed by the open batch
  std::vector<Parked> parked_;
};

}  // namespace popejoan::server
