// Colyseus 0.18's room protocol for popejoan-load, against bench/peers/colyseus-server.mjs: seat 0
// asks the matchmaker to create a "table" room (POST /matchmake/create/table), the others join it
// by id (POST /matchmake/joinById/<room>); each opens /<process>/<room>?sessionId=<its seat's>,
// confirms the server's JOIN_ROOM, and reads its "view" messages; on its turn it sends "act"
// {step, card} with a legal card picked at random (seeded).
#pragma once

#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "load/peer_view.h"
#include "load/room_protocol.h"

namespace popejoan::load {

class ColyseusProtocol : public RoomProtocol {
 public:
  explicit ColyseusProtocol(std::uint64_t seed);

  std::vector<Step> Start() override;
  Heard OnHttp(int tag, int status, const std::string& body) override;
  Heard OnOpen(int seat) override;
  Heard OnFrame(int seat, const std::string& data, bool binary) override;
  Move Act(int seat) override;

  const std::string& room_id() const { return room_id_; }

 private:
  std::mt19937_64 rng_;
  std::string room_id_;
  std::array<PeerView, kSeatsPerRoom> views_;  // each connection's latest view
};

}  // namespace popejoan::load
