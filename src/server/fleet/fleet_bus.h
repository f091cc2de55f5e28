// Messages between the servers of a fleet (docs/online.md, "Scaling out"): a client's frames
// relayed to its room's owner, and the owner's answers back. RedisBus is the real one (Redis
// pub/sub); whoever runs a bus hands each message received to FleetHub::FromBus on the
// transport's thread.
#pragma once

#include <string>

#include "engine/result.h"

namespace popejoan::server {

class FleetBus {
 public:
  virtual ~FleetBus() = default;
  // Sends `message` to the server `server_id` (lost if it is not listening: the fleet copes).
  virtual engine::Status Send(const std::string& server_id, const std::string& message) = 0;
};

}  // namespace popejoan::server
