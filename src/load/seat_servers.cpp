#include "load/seat_servers.h"

namespace popejoan::load {

ServerAddress SecondServer(const boost::asio::ip::address& address, const std::string& host, int port) {
  ServerAddress second;
  second.endpoint = boost::asio::ip::tcp::endpoint(address, static_cast<unsigned short>(port));
  second.host_header = host + ":" + std::to_string(port);
  second.origin = "http://" + second.host_header;  // its own origin, which it allows by default
  return second;
}

const ServerAddress& ServerForSeat(const RunContext& context, int seat) {
  const bool second = context.second.endpoint.port() != 0 && seat % 2 == 1;
  return second ? context.second : context.server;
}

}  // namespace popejoan::load
