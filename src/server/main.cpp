// popejoan-server: serves the static page and runs the online rooms (docs/online.md).
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "server/echo_hub.h"  // TODO(lead): RoomHub: #include "server/room_hub.h"
#include "server/server_flags.h"
#include "server/web_server.h"

namespace {

using popejoan::server::ServerFlags;
using popejoan::server::WebServerOptions;

WebServerOptions OptionsOf(const ServerFlags& flags) {
  WebServerOptions options;
  options.site = flags.site;
  options.host = flags.host;
  options.port = flags.port;
  options.origins = flags.origins;
  options.max_connections = flags.max_connections;
  return options;
}

// "::1" -> "[::1]" in a URL.
std::string UrlHost(const std::string& host) {
  return host.find(':') != std::string::npos ? "[" + host + "]" : host;
}

}  // namespace

int main(int argc, char** argv) {
  const auto flags = popejoan::server::ParseServerFlags(std::vector<std::string>(argv + 1, argv + argc));
  if (!flags.ok()) {
    std::fprintf(stderr, "popejoan-server: %s\n%s", flags.error().c_str(), popejoan::server::ServerUsage());
    return 2;
  }
  if (flags->show_help) {
    std::fputs(popejoan::server::ServerUsage(), stdout);
    return 0;
  }
  popejoan::server::WebServer server(OptionsOf(*flags));
  const popejoan::Status listening = server.Listen();
  if (!listening.ok()) {
    std::fprintf(stderr, "popejoan-server: %s\n", listening.message.c_str());
    return 1;
  }
  // TODO(lead): open the store at flags->db and construct the rooms, e.g.
  //   RoomHub hub(server, store, flags->seed, flags->grace_seconds);   (one line to swap)
  popejoan::server::EchoHub hub(server);
  server.Attach(&hub);
  std::printf("popejoan-server: serving %s on http://%s:%d (rooms at /rooms)\n", flags->site.c_str(),
              UrlHost(flags->host).c_str(), server.port());
  std::fflush(stdout);
  server.Run();
  std::printf("popejoan-server: stopped\n");
  return 0;
}
