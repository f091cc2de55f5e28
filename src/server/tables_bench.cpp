// Public tables at scale (docs/online.md, "Public tables"), against a real popejoan-server on
// loopback: N public tables are opened and dealt (each its maker's seat and three AI, a two-minute
// clock, the AI slowed so the tables stay near idle), then fresh pages ask for the open tables'
// list and press quick play, a few a second, as visitors arriving would. Prints the time from a
// frame sent to its answer (the list; the welcome of a seat), p50/p95/p99/max, and the list's
// bytes. Figures, never a verdict.
//
//   popejoan-tables-bench [--server BIN] [--tables N] [--asks N]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "server/testing/server_process.h"
#include "server/testing/ws_test_client.h"

namespace {

using popejoan::server::testkit::ServerProcess;
using popejoan::server::testkit::WsTestClient;
using Ms = std::chrono::milliseconds;
using Clock = std::chrono::steady_clock;

constexpr int kAsksPerSecond = 20;  // visitors arriving: a list asked and a quick play pressed each

std::string PublicTable(int n) {
  return R"({"v":2,"type":"create","name":"Host )" + std::to_string(n) +
         R"(","rules":{"preset":"classic"},"rounds":1,"fill":"casual","clock":120,"public":true,"lang":"en",)"
         R"("seats":[{"kind":"person"},{"kind":"ai","level":"casual"},{"kind":"ai","level":"casual"},)"
         R"({"kind":"ai","level":"casual"}]})";
}

// Waits for a frame of `type` (others are read and dropped); its text, or "" after 10 s.
std::string AwaitType(WsTestClient* ws, const std::string& type) {
  // The views are written without spaces (view_frame.h), the other frames with.
  const std::string tag = "\"type\": \"" + type + "\"";
  const std::string tight = "\"type\":\"" + type + "\"";
  for (auto end = Clock::now() + Ms(10000); Clock::now() < end;) {
    std::optional<std::string> frame = ws->Receive(Ms(200));
    if (frame && (frame->find(tag) != std::string::npos || frame->find(tight) != std::string::npos)) return *frame;
    if (frame && frame->find("\"type\": \"error\"") != std::string::npos) {
      std::fprintf(stderr, "popejoan-tables-bench: refused: %s\n", frame->c_str());
      return "";
    }
    if (ws->closed()) return "";
  }
  return "";
}

void Report(const char* what, std::vector<double> ms) {
  if (ms.empty()) return (void)std::printf("%-34s no answers\n", what);
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) { return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * ms.size()))]; };
  std::printf("%-34s n=%zu p50 %.2f ms  p95 %.2f ms  p99 %.2f ms  max %.2f ms\n", what, ms.size(), at(0.50), at(0.95),
              at(0.99), ms.back());
}

// One visitor: a fresh page that sends `text` and times the answer of `type`.
double TimeAsk(const ServerProcess& server, const std::string& text, const std::string& type, std::size_t* bytes) {
  WsTestClient ws;
  if (!ws.Connect(server.port(), server.origin(), Ms(5000)).ok()) return -1;
  const Clock::time_point sent = Clock::now();
  if (!ws.Send(text).ok()) return -1;
  const std::string answer = AwaitType(&ws, type);
  const double ms = std::chrono::duration<double, std::milli>(Clock::now() - sent).count();
  if (bytes != nullptr) *bytes = answer.size();
  ws.Close();
  return answer.empty() ? -1 : ms;
}

}  // namespace

int main(int argc, char** argv) {
  std::string binary = popejoan::server::testkit::ServerBinary();
  int tables = 1000;
  int asks = 300;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag == "--server") binary = argv[i + 1];
    if (flag == "--tables") tables = std::max(1, std::atoi(argv[i + 1]));
    if (flag == "--asks") asks = std::max(1, std::atoi(argv[i + 1]));
  }
  ServerProcess server;
  const popejoan::engine::Status started = server.Start(
      binary, {"--rooms-per-minute", "0", "--rooms-per-connection", "0", "--open-rooms-per-address", "0",
               "--connections-per-address", "0", "--quick-plays-per-minute", "0", "--public-tables-per-address", "0",
               "--max-connections", "20000",
               "--ai-pace-ms", "10000"});
  if (!started.ok()) {
    std::fprintf(stderr, "popejoan-tables-bench: %s\n", started.message.c_str());
    return 1;
  }
  std::vector<std::unique_ptr<WsTestClient>> hosts;
  const Clock::time_point opening = Clock::now();
  for (int n = 0; n < tables; ++n) {
    auto ws = std::make_unique<WsTestClient>();
    const popejoan::engine::Status connected = ws->Connect(server.port(), server.origin(), Ms(5000));
    if (!connected.ok() || !ws->Send(PublicTable(n)).ok() || AwaitType(ws.get(), "room").empty() ||
        !ws->Send(R"({"v":2,"type":"start"})").ok() || AwaitType(ws.get(), "view").empty()) {
      std::fprintf(stderr, "popejoan-tables-bench: table %d could not be opened (%s)\n", n, connected.message.c_str());
      return 1;
    }
    hosts.push_back(std::move(ws));
  }
  std::printf("%d public tables opened and dealt in %.1f s\n", tables,
              std::chrono::duration<double>(Clock::now() - opening).count());
  std::vector<double> lists;
  std::vector<double> joins;
  std::size_t list_bytes = 0;
  for (int k = 0; k < asks; ++k) {
    const Clock::time_point next = Clock::now() + Ms(1000 / kAsksPerSecond);
    const double list = TimeAsk(server, R"({"v":2,"type":"tables","lang":"en"})", "tables", &list_bytes);
    const double join = TimeAsk(server, R"({"v":2,"type":"quick-play","name":"Visitor","lang":"en"})", "welcome", nullptr);
    if (list >= 0) lists.push_back(list);
    if (join >= 0) joins.push_back(join);
    for (auto& host : hosts) host->inbox().clear(), host->Pump(Ms(0));  // the hosts' frames read, and dropped
    std::this_thread::sleep_until(next);
  }
  std::printf("at %d public tables, %d visitors a second (each a fresh page; time from send to answer):\n", tables,
              kAsksPerSecond);
  Report("  the open tables' list", lists);
  Report("  quick play, to the seat's welcome", joins);
  std::printf("  the list's frame: %zu bytes (at most 40 tables)\n", list_bytes);
  server.Stop();
  return 0;
}
