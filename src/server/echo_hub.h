// A stand-in ConnectionHub until the rooms (room_hub.h) land: it answers every frame with the same
// frame. main.cpp uses it; the lead swaps it for RoomHub (see the TODO there).
#pragma once

#include <string>

#include "server/connection_hub.h"

namespace popejoan::server {

class EchoHub : public ConnectionHub {
 public:
  explicit EchoHub(Outbox& outbox) : outbox_(outbox) {}
  void Open(ConnectionId) override {}
  void Receive(ConnectionId id, const std::string& text) override { outbox_.Send(id, text); }
  void Close(ConnectionId) override {}
  void Tick(double, double) override {}
  bool Healthy() const override { return true; }

 private:
  Outbox& outbox_;
};

}  // namespace popejoan::server
