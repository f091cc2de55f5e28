#include "server/rooms/store_guard.h"

namespace popejoan::server {

void StoreGuard::ResumeFailed(const std::string& why) {
  log_("cannot read the stored rooms: " + why);
  resume_failed_ = true;
}

bool StoreGuard::Stored(const engine::Status& status, const std::string& what) {
  if (status.ok()) {
    if (failing_) {
      log_("the store takes changes again (" + std::to_string(refused_while_failing_) +
           " more were refused meanwhile); /healthz says ok");
    }
    failing_ = false;
    refused_while_failing_ = 0;
    return true;
  }
  // Once, not at every tick's retry: what failed, then only the count.
  if (!failing_) {
    log_("the store refused " + what + ": " + status.message +
         "; every change is refused until it takes one again; /healthz says unavailable");
  } else {
    ++refused_while_failing_;
  }
  failing_ = true;
  return false;
}

bool StoreGuard::Kept(const engine::Status& status, const std::string& what, ConnectionId requester) {
  if (requester != 0 && store_->Holding()) asked_in_batch_.insert(requester);
  if (!status.ok() || !store_->Holding()) return Stored(status, what);
  return true;
}

bool StoreGuard::ClaimNew(const std::string& code) {
  if (owners_ == nullptr) return true;
  engine::Result<std::string> owner = owners_->Claim(code);
  return owner.ok() && owner->empty();
}

std::optional<std::string> StoreGuard::RunElsewhere(const std::string& code) {
  if (owners_ == nullptr) return std::nullopt;
  engine::Result<std::string> owner = owners_->Claim(code);
  if (!owner.ok() || owner->empty()) return std::nullopt;
  return *owner;
}

bool StoreGuard::LostTo(const std::string& code, std::int64_t next_seq) {
  if (owners_ == nullptr) return false;
  engine::Result<std::string> owner = owners_->Claim(code);
  if (!owner.ok()) return false;  // Redis is away: the store's failure, as for one server
  if (owner->empty()) {
    // Ours (again): but if another server wrote the room meanwhile, what is here is stale.
    engine::Result<std::vector<std::string>> records = store_->Load(code);
    if (!records.ok() || static_cast<std::int64_t>(records->size()) == next_seq) return false;
  }
  log_("room " + code + " is run by " + (owner->empty() ? std::string("another server") : "server " + *owner) +
       " now; its clients are told to reconnect");
  return true;
}

void StoreGuard::Release(const std::string& code) {
  if (owners_ != nullptr) owners_->Release(code);
}

std::vector<StoreGuard::Resync> StoreGuard::BatchEnded(
    const BatchOutcome& outcome, const std::function<std::set<ConnectionId>(const std::string&)>& reload) {
  std::set<ConnectionId> asked = std::move(asked_in_batch_);
  asked_in_batch_.clear();
  if (outcome.status.ok()) {
    Stored(outcome.status, "");
    return {};
  }
  Stored(outcome.status, "a batch of " + std::to_string(outcome.rooms.size()) + " rooms' changes");
  // Those whose frames were dropped, and every member of a room reloaded (its copy here had
  // moved on); one who asked and whose answer went out was answered already.
  std::set<ConnectionId> told = outcome.dropped;
  for (const std::string& code : outcome.rooms) {
    const std::set<ConnectionId> members = reload(code);
    told.insert(members.begin(), members.end());
  }
  std::vector<Resync> resyncs;
  for (ConnectionId id : told) resyncs.push_back(Resync{id, asked.count(id) != 0});
  return resyncs;
}

}  // namespace popejoan::server
