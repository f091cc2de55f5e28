// Which server a seat connects to. With --second-port the rooms are played across two servers of
// one fleet (docs/online.md, "Scaling out"): each room's even seats (its maker among them, so the
// first server runs the room) connect to --port and its odd seats to --second-port, which relays
// their frames to the owner through Redis. Without it every seat connects to --port.
#pragma once

#include <boost/asio/ip/address.hpp>

#include <string>

#include "load/room_runner.h"

namespace popejoan::load {

// The second server's address, as a connection needs it (`host` as it goes in a URL).
ServerAddress SecondServer(const boost::asio::ip::address& address, const std::string& host, int port);

// The server seat `seat` of every room connects to.
const ServerAddress& ServerForSeat(const RunContext& context, int seat);

}  // namespace popejoan::load
