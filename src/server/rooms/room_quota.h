// How many rooms may be made (docs/online.md, "Limits"): from one address in a minute, open at
// once from one address, and by one connection in its life. 0 lifts a limit (in-process users
// such as the room benchmark, whose Outbox knows no addresses, and the load tool on 127.0.0.1).
// An address is what the transport says (client_address.h: behind a trusted proxy, the client's).
#pragma once

#include <map>
#include <string>

#include "server/rooms/address_window.h"

namespace popejoan::server {

struct RoomLimits {
  int per_address_per_minute = 0;  // --rooms-per-minute
  int open_per_address = 0;        // --open-rooms-per-address
  int per_connection = 0;          // --rooms-per-connection
};

class RoomQuota {
 public:
  explicit RoomQuota(RoomLimits limits) : limits_(limits) {}
  // Why a connection from `address` that has made `made_by_connection` rooms may not make another
  // at `now` (a sentence for the `too-fast` error); "" if it may.
  std::string Refusal(const std::string& address, int made_by_connection, double now);
  // A room was made from `address` at `now`: it counts as open until Removed.
  void Made(const std::string& address, double now);
  // A room made from `address` is gone (removed, or run by another server now).
  void Removed(const std::string& address);
  int Open(const std::string& address) const;

 private:
  RoomLimits limits_;
  AddressWindow made_{60.0};                        // per address: rooms made in the last minute
  std::map<std::string, int> open_;                 // per address: its rooms open here
};

}  // namespace popejoan::server
