#include "server/store/group_commit.h"

#include <utility>

namespace popejoan::server {

GroupCommit::GroupCommit(RoomStore* store, Outbox* outbox, std::function<void(std::function<void()>)> post)
    : store_(store), outbox_(outbox), post_(std::move(post)) {}

engine::Status GroupCommit::Change(const std::string& code, const std::function<engine::Status()>& change) {
  if (!store_->CanBatch()) return change();
  if (!open_) {
    const engine::Status begun = store_->BeginBatch();
    if (!begun.ok()) return begun;
    open_ = true;
    post_([this] { Flush(); });
  }
  // The store rolled the batch back at its first failure: every later change of it is refused
  // too (the rooms in memory are ahead of the store until Flush reloads them).
  if (!failure_.ok()) return failure_;
  const engine::Status status = change();
  if (status.ok()) {
    rooms_.insert(code);
  } else {
    failure_ = status;
  }
  return status;
}

engine::Status GroupCommit::Append(const std::string& code, std::int64_t seq, const std::string& record) {
  return Change(code, [&] { return store_->Append(code, seq, record); });
}

engine::Status GroupCommit::Remove(const std::string& code) {
  return Change(code, [&] { return store_->Remove(code); });
}

void GroupCommit::Flush() {
  if (!open_) return;
  BatchOutcome outcome;
  outcome.status = failure_.ok() ? store_->CommitBatch() : failure_;
  outcome.rooms = std::move(rooms_);
  std::vector<Parked> parked = std::move(parked_);
  open_ = false;
  failure_ = engine::Status::Ok();
  rooms_.clear();
  parked_.clear();
  for (const Parked& p : parked) {
    // A failed batch's frames are dropped (they told of changes not kept); its closes still go.
    if (outcome.status.ok() || outcome.rooms.empty() || p.kind != Kind::kSend) {
      Let(p);
    } else {
      outcome.dropped.insert(p.id);
    }
  }
  if (ended_) ended_(outcome);
}

void GroupCommit::Let(const Parked& parked) {
  switch (parked.kind) {
    case Kind::kSend:
      return outbox_->Send(parked.id, parked.text);
    case Kind::kDisconnect:
      return outbox_->Disconnect(parked.id);
    case Kind::kReconnect:
      return outbox_->Reconnect(parked.id);
  }
}

void GroupCommit::Send(ConnectionId id, const std::string& text) {
  if (!open_) return outbox_->Send(id, text);
  parked_.push_back(Parked{Kind::kSend, id, text});
}

void GroupCommit::Disconnect(ConnectionId id) {
  if (!open_) return outbox_->Disconnect(id);
  parked_.push_back(Parked{Kind::kDisconnect, id, {}});
}

void GroupCommit::Reconnect(ConnectionId id) {
  if (!open_) return outbox_->Reconnect(id);
  parked_.push_back(Parked{Kind::kReconnect, id, {}});
}

}  // namespace popejoan::server
