// One room slot of popejoan-load: plays a match through its RoomProtocol (carrying out its steps
// on four seat connections), paces the seats' actions, times each act until every seat sees a
// later step, and when the match ends (or fails) starts another with a fresh protocol.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "load/http_fetch.h"
#include "load/load_flags.h"
#include "load/load_result.h"
#include "load/protocol_registry.h"
#include "load/room_protocol.h"
#include "load/seat_connection.h"

namespace popejoan::load {

struct PlayedRoom;

// What every room of a process shares.
struct RunContext {
  boost::asio::io_context* io = nullptr;
  ServerAddress server;
  ServerAddress second;  // --second-port: the odd seats' server (seat_servers.h); no port: none
  ProtocolFactory make = nullptr;
  Pace pace = Pace::kHuman;
  std::uint64_t seed = 1;
  double steady_from = 0;  // acknowledged actions count as steady from this time on
  bool stopping = false;
  bool keep_played = false;  // --verify: keep each Pope Joan match's acknowledged actions
  LoadResult* result = nullptr;
  std::vector<PlayedRoom>* played = nullptr;
  std::int64_t open_connections = 0;
};

class RoomRunner {
 public:
  RoomRunner(RunContext* context, int number);
  void Begin();  // a new match
  // The run is over: counts an unfinished match as in progress (stalled when silent 10 s).
  void Stop(double now);

 private:
  void Carry(std::vector<Step> steps);
  void Open(const Step& step);
  void Hear(int seat, Heard heard);
  void Pace(int seat);
  void ActNow(int seat);
  void NoteStep(int seat, long step);
  void Fail(const std::string& what);
  void EndMatch(bool finished);
  void CloseSeats();
  std::string Describe(double now) const;  // for the first stalled room

  RunContext* context_;
  int number_;
  std::mt19937_64 rng_;
  std::uint64_t matches_ = 0;
  std::uint64_t generation_ = 0;  // a match's timers and callbacks check it
  std::unique_ptr<RoomProtocol> protocol_;
  std::array<std::shared_ptr<SeatConnection>, kSeatsPerRoom> seats_;
  std::array<std::unique_ptr<boost::asio::steady_timer>, kSeatsPerRoom> timers_;
  std::array<bool, kSeatsPerRoom> acting_{};
  std::array<long, kSeatsPerRoom> view_step_{};
  std::array<bool, kSeatsPerRoom> finished_{};
  struct Pending {
    long step;
    double sent;
  };
  std::vector<Pending> pending_;
  double last_heard_ = 0;
  boost::asio::steady_timer retry_;
};

}  // namespace popejoan::load
