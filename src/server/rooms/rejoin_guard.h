// How many wrong rejoin codes are tried (docs/online.md, "Limits"): a connection that gave
// kWrongPerConnection wrong codes is refused any more for its life, and an address that gave
// kWrongPerAddress in the last hour is refused until the oldest is an hour old. 31^8 codes
// against 20 tries an hour: guessing one is hopeless. An address is what the transport says
// (client_address.h).
#pragma once

#include <map>
#include <string>

#include "server/net/connection_hub.h"
#include "server/rooms/address_window.h"

namespace popejoan::server {

class RejoinGuard {
 public:
  static constexpr int kWrongPerConnection = 5;
  static constexpr int kWrongPerAddress = 20;
  static constexpr double kAddressWindowSeconds = 3600.0;

  // Why `id` (from `address`) may not try a code at `now` (a sentence for `too-fast`); "" if it may.
  std::string Refusal(ConnectionId id, const std::string& address, double now);
  // `id` gave a wrong code at `now`.
  void Wrong(ConnectionId id, const std::string& address, double now);
  // The connection closed: its count goes (its address's stays for the hour).
  void Forget(ConnectionId id) { per_connection_.erase(id); }

 private:
  std::map<ConnectionId, int> per_connection_;
  AddressWindow per_address_{kAddressWindowSeconds};  // wrong codes within the last hour
};

}  // namespace popejoan::server
