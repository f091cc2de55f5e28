// A hub the room tests drive headless through the messages a page sends: its store (the memory
// one, which can be told to refuse), its wire (each connection's frames, steps made whole views),
// room codes and tokens counted out, and a clock of its own that moves only on Tick.
// Header-only, for the tests.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/public_view.h"
#include "server/rooms/room_hub.h"
#include "server/store/memory_room_store.h"
#include "server/testing/page_views.h"
#include "server/testing/sent_frames.h"

namespace popejoan::server::testkit {

// The memory store, which can be told to refuse (a full disk).
class FlakyStore : public RoomStore {
 public:
  engine::Status Append(const std::string& code, std::int64_t seq,
                        const std::string& record) override {
    return refuse ? engine::Status::Error("disk full") : inner.Append(code, seq, record);
  }
  engine::Result<std::vector<StoredRoom>> LoadAll() override { return inner.LoadAll(); }
  engine::Result<StoredRoom> LoadRoom(const std::string& code) override {
    return inner.LoadRoom(code);
  }
  engine::Status Remove(const std::string& code) override { return inner.Remove(code); }
  MemoryRoomStore inner;
  bool refuse = false;
};

// Connections from 100 up come from a second address (the per-address limits).
class Wire : public Outbox {
 public:
  std::string PeerAddress(ConnectionId id) const override {
    return id >= 100 ? "192.0.2.7" : "198.51.100.1";
  }
  void Send(ConnectionId id, const std::string& text) override {
    sent[id].push_back(pages.Read(id, text));
  }
  void Disconnect(ConnectionId id) override { closed.push_back(id); }
  engine::Json Last(ConnectionId id, const std::string& type) const {
    return LastOfType(sent, id, type);
  }
  PageViews pages;  // each step kept as the whole view it makes
  std::map<ConnectionId, std::vector<std::string>> sent;
  std::vector<ConnectionId> closed;
};

// Room codes `prefix` and a counted last letter, tokens token1, token2 ... from the same count:
// the same names each run; `seed` for every room's deals.
inline Secrets CountingSecrets(const std::string& prefix, std::uint64_t seed = 42) {
  auto n = std::make_shared<int>(0);
  return Secrets{
      [n, prefix] {
        return engine::Result<std::string>(prefix + "23456789ABCDEFGHJKMNPQRSTUVWXYZ"[++*n % 31]);
      },
      [n] { return engine::Result<std::string>("token" + std::to_string(++*n)); },
      [seed] { return engine::Result<std::uint64_t>(seed); }};
}

// The hub and what it runs on; `code` is the room a test plays in, once it has one.
struct HubTable {
  HubTable(Secrets secrets, double grace) {
    options.grace_seconds = grace;
    options.seed = 7;
    hub = std::make_unique<RoomHub>(&store, &wire, std::move(secrets), options);
  }
  void Say(ConnectionId id, const std::string& text) { hub->Receive(id, text); }
  void Tick(double seconds) {
    now += seconds;
    hub->Tick(now, 50.0);
  }
  const Room& room() const { return *hub->FindRoom(code); }
  // `id`'s person acts: the first legal action of its own last view's state (false: no view to
  // act from).
  bool ActFromView(ConnectionId id) {
    const engine::Json view = wire.Last(id, "view");
    const engine::Json* state_json = view.Find("state");
    const engine::Json* step = view.Find("step");
    if (state_json == nullptr || step == nullptr) return false;
    engine::Result<engine::State> state = engine::PublicView::FromJson(*state_json);
    if (!state.ok() || state->LegalActions().empty()) return false;
    Say(id, R"({"v":2,"type":"act","step":)" + std::to_string(static_cast<std::int64_t>(step->as_number())) +
                R"(,"action":)" + std::to_string(state->LegalActions()[0]) + "}");
    return true;
  }

  FlakyStore store;
  Wire wire;
  HubOptions options;
  std::unique_ptr<RoomHub> hub;
  double now = 0.0;
  std::string code;
};

}  // namespace popejoan::server::testkit
