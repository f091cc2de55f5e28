// Pope Joan's own room protocol (docs/online.md, "The protocol") for popejoan-load: seat 0 creates
// a room of four person seats (the classic rules, one round, so matches end), the others open it
// and take a seat, seat 0 starts; each seat reads its views and, on its turn, picks one of the
// engine's legal actions at random (seeded: no search, so the client stays cheap); at a deal's
// end every seat says it is ready. It keeps what its clients saw acknowledged, for --verify.
// Each seat follows its view as the page does (protocol/view_tracker.h): a step is a small frame
// applied to the view held, and only the seat to act deals the hidden cards back into a state.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "engine/action.h"
#include "load/room_protocol.h"
#include "protocol/server_message.h"
#include "protocol/view_tracker.h"

namespace popejoan::load {

// An action the server accepted: `seat` chose `action` at `step` (the match's actions so far).
struct AckedAction {
  long step = 0;
  int seat = 0;
  engine::Action action = 0;
  bool operator==(const AckedAction& o) const { return step == o.step && seat == o.seat && action == o.action; }
};

class PopeJoanProtocol : public RoomProtocol {
 public:
  explicit PopeJoanProtocol(std::uint64_t seed);

  std::vector<Step> Start() override;
  Heard OnHttp(int tag, int status, const std::string& body) override;
  Heard OnOpen(int seat) override;
  Heard OnFrame(int seat, const std::string& data, bool binary) override;
  Move Act(int seat) override;

  // The room's code ("" until created) and the seats' actions the server acknowledged, in order.
  const std::string& code() const { return code_; }
  const std::vector<AckedAction>& acknowledged() const { return acknowledged_; }

 private:
  struct SeatState {
    bool open = false;
    bool joining = false;   // hello and take-seat sent
    bool seated = false;    // welcomed as a player
    long step = -1;         // of its latest view
    engine::Action choice = -1;     // what it will do at `step` (-1: nothing to do)
    bool ready_sent = false;  // the deal-over "ready" for `step`
    protocol::ViewTracker tracker;
  };
  std::vector<Step> Join(int seat);
  Heard OnWelcome(int seat, const protocol::Welcome& welcome);
  Heard OnView(int seat, protocol::RoomView* view);

  std::mt19937_64 rng_;
  std::string code_;
  std::array<SeatState, kSeatsPerRoom> seats_;
  bool started_ = false;
  std::map<long, AckedAction> sent_;  // acts sent, by step, until their seat sees a later view
  std::vector<AckedAction> acknowledged_;
};

}  // namespace popejoan::load
