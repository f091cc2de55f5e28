// boardgame.io 0.50's protocol for popejoan-load, against bench/peers/bgio-server.cjs: seat 0
// creates a match through the lobby REST API (POST /games/table/create), each seat joins it
// (POST /games/table/<match>/join) for its credentials, opens socket.io over a WebSocket
// (/socket.io/?EIO=4&transport=websocket), connects to the game's namespace and sends "sync";
// "sync" and "update" carry the state as the seat may see it (G is the room's view). On its turn
// a seat sends "update" with the move "play" [step, card] (a legal card at random, seeded) and
// the state id it answers. Engine.io pings are answered.
#pragma once

#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "load/peer_view.h"
#include "load/room_protocol.h"

namespace popejoan::load {

class BgioProtocol : public RoomProtocol {
 public:
  explicit BgioProtocol(std::uint64_t seed);

  std::vector<Step> Start() override;
  Heard OnHttp(int tag, int status, const std::string& body) override;
  Heard OnOpen(int seat) override;
  Heard OnFrame(int seat, const std::string& data, bool binary) override;
  Move Act(int seat) override;

  const std::string& match_id() const { return match_id_; }

 private:
  struct Seat {
    std::string credentials;
    long state_id = -1;  // boardgame.io's _stateID of the latest state
    PeerView view;
  };
  Heard OnState(int seat, const engine::Json& state);

  std::mt19937_64 rng_;
  std::string match_id_;
  std::array<Seat, kSeatsPerRoom> seats_;
};

}  // namespace popejoan::load
