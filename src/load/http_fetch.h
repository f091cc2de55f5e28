// One HTTP request to the server under load (a RoomProtocol's kHttp step): its own connection,
// closed after the answer; the answer's status and body, or what went wrong, reach `done` once.
#pragma once

#include <boost/asio/io_context.hpp>

#include <functional>
#include <string>

#include "load/room_protocol.h"
#include "load/seat_connection.h"

namespace popejoan::load {

// status < 0: the request failed, `body` says how.
using HttpDone = std::function<void(int status, const std::string& body)>;

void FetchHttp(boost::asio::io_context& io, const ServerAddress& server, const Step& step, HttpDone done);

}  // namespace popejoan::load
