// Figures for docs/benchmarks.md, printed, never asserted: what the rooms
// themselves spend on an action (a seat's act until the views of every seat are
// made) and the memory a room in play takes. The network's share is measured
// separately against a real server.
//   popejoan-room-bench [--whole-views]   (whole views instead of steps, to compare)
#include <malloc.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "engine/rng.h"
#include "server/rooms/room_hub.h"
#include "server/store/memory_room_store.h"

namespace popejoan::server {
namespace {

class CountingOutbox : public Outbox {
public:
  void Send(ConnectionId, const std::string &text) override {
    ++frames;
    bytes += static_cast<long>(text.size());
  }
  void Disconnect(ConnectionId) override {}
  long frames = 0;
  long bytes = 0;
};

std::string CodeFor(long n) {
  std::string code = "BNCH";
  for (long v = n, i = 0; i < 5; ++i, v /= 31)
    code += "23456789ABCDEFGHJKMNPQRSTUVWXYZ"[v % 31];
  return code;
}

Secrets BenchSecrets() {
  auto rooms = std::make_shared<long>(0);
  auto tokens = std::make_shared<long>(0);
  return Secrets{
      [rooms] { return engine::Result<std::string>(CodeFor((*rooms)++)); },
      [tokens] { return engine::Result<std::string>("t" + std::to_string(++*tokens)); },
      [] { return engine::Result<std::uint64_t>(1); }};
}

// A started room of `seats` people on connections first .. first + seats - 1.
void OpenRoom(RoomHub *hub, const std::string &code, ConnectionId first,
              int seats) {
  std::string list;
  for (int s = 0; s < seats; ++s)
    list += std::string(s ? "," : "") + R"({"kind":"person"})";
  hub->Open(first);
  hub->Receive(
      first,
      R"({"v":2,"type":"create","name":"A","rules":{"preset":"classic"},"rounds":1,"fill":"casual","seats":[)" +
          list + "]}");
  for (int s = 1; s < seats; ++s) {
    hub->Open(first + s);
    hub->Receive(first + s, R"({"v":2,"type":"hello","room":")" + code + "\"}");
    hub->Receive(first + s, R"({"v":2,"type":"take-seat","seat":)" +
                                std::to_string(s) + R"(,"name":"B"})");
  }
  hub->Receive(first, R"({"v":2,"type":"start"})");
}

double Percentile(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0.0
                   : v[static_cast<std::size_t>(
                         p * static_cast<double>(v.size() - 1))];
}

} // namespace
} // namespace popejoan::server

int main(int argc, char **argv) {
  using namespace popejoan;
  using namespace popejoan::server;
  constexpr int kRooms = 1000, kSeats = 5;
  MemoryRoomStore store;
  CountingOutbox wire;
  HubOptions options;
  options.seed = 1;
  options.whole_views = argc > 1 && std::string(argv[1]) == "--whole-views";
  RoomHub hub(&store, &wire, BenchSecrets(), options);
  const std::size_t before = mallinfo2().uordblks;
  for (int r = 0; r < kRooms; ++r)
    OpenRoom(&hub, CodeFor(r), 1 + static_cast<ConnectionId>(r) * kSeats,
             kSeats);
  const std::size_t after = mallinfo2().uordblks;
  std::printf("%d rooms of %d people, each dealt: %.1f KB of heap a room (its "
              "records kept in memory too)\n",
              hub.NumRooms(), kSeats,
              static_cast<double>(after - before) / kRooms / 1024.0);
  // Random legal actions in 100 rooms: the time from a seat's act to every
  // seat's view being made.
  engine::Rng rng(5);
  std::vector<double> ms;
  for (int r = 0; r < 100; ++r) {
    const Room &room = *hub.FindRoom(CodeFor(r));
    const ConnectionId first = 1 + static_cast<ConnectionId>(r) * kSeats;
    while (room.stage() == RoomStage::kPlaying) {
      const long frames = wire.frames;
      const int seat = room.DealOver() ? 0 : room.ToAct();
      const engine::ActionList legal = room.state().LegalActions();
      const engine::Action a =
          room.DealOver()
              ? engine::kActionNextDeal
              : legal[rng.Below(static_cast<uint32_t>(legal.size()))];
      const auto start = std::chrono::steady_clock::now();
      hub.Receive(first + static_cast<ConnectionId>(seat),
                  R"({"v":2,"type":"act","step":)" +
                      std::to_string(room.step()) + R"(,"action":)" +
                      std::to_string(a) + "}");
      if (room.DealOver()) {
        for (int s = 1; s < kSeats; ++s)
          hub.Receive(first + static_cast<ConnectionId>(s),
                      R"({"v":2,"type":"act","step":)" +
                          std::to_string(room.step()) + R"(,"action":64})");
      }
      ms.push_back(std::chrono::duration<double, std::milli>(
                       std::chrono::steady_clock::now() - start)
                       .count());
      if (wire.frames == frames)
        break;
    }
  }
  std::printf("an action to %d frames made (%s, in process, %zu actions): p50 %.3f "
              "ms, p95 %.3f ms; a frame is %.1f KB\n",
              kSeats, options.whole_views ? "whole views" : "steps", ms.size(), Percentile(ms, 0.5), Percentile(ms, 0.95),
              static_cast<double>(wire.bytes) /
                  static_cast<double>(std::max(1L, wire.frames)) / 1024.0);
  return 0;
}
