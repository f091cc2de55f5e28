#include "load/load_run.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/address.hpp>
#include <boost/asio/steady_timer.hpp>

#include <chrono>
#include <functional>
#include <memory>

#include "load/proc_stats.h"
#include "load/room_runner.h"
#include "load/room_verify.h"
#include "load/seat_servers.h"

namespace popejoan::load {
namespace {

std::string UrlHost(const std::string& host) { return host.find(':') != std::string::npos ? "[" + host + "]" : host; }

// Starts the rooms at the ramp's pace, then stops everything at the deadline.
class Schedule {
 public:
  Schedule(RunContext* context, std::vector<std::unique_ptr<RoomRunner>>* rooms, const ShareOfRun& share, double end)
      : context_(context), rooms_(rooms), share_(share), end_(end), timer_(*context->io) {}

  void Tick() {
    const double now = NowSeconds();
    if (now >= end_) return Finish(now);
    const double rooms_per_second = share_.connects_per_second / kSeatsPerRoom;
    const auto due = static_cast<std::size_t>((now - share_.start) * rooms_per_second) + 1;
    while (started_ < rooms_->size() && started_ < due) (*rooms_)[started_++]->Begin();
    timer_.expires_after(std::chrono::milliseconds(started_ < rooms_->size() ? 10 : 100));
    timer_.async_wait([this](const boost::system::error_code& ec) {
      if (!ec) Tick();
    });
  }

 private:
  void Finish(double now) {
    context_->stopping = true;
    for (auto& room : *rooms_) room->Stop(now);
    context_->io->stop();
  }

  RunContext* context_;
  std::vector<std::unique_ptr<RoomRunner>>* rooms_;
  ShareOfRun share_;
  double end_;
  std::size_t started_ = 0;
  boost::asio::steady_timer timer_;
};

}  // namespace

engine::Result<RunOutcome> RunShare(const LoadFlags& flags, const ShareOfRun& share) {
  boost::system::error_code ec;
  const auto address = boost::asio::ip::make_address(flags.host, ec);
  if (ec) return engine::Result<RunOutcome>::Error("--host " + flags.host + ": " + ec.message());
  RunOutcome outcome;
  outcome.result.rooms = share.rooms;
  boost::asio::io_context io(1);
  RunContext context;
  context.io = &io;
  context.server.endpoint = boost::asio::ip::tcp::endpoint(address, static_cast<unsigned short>(flags.port));
  context.server.host_header = UrlHost(flags.host) + ":" + std::to_string(flags.port);
  context.server.origin = "http://" + context.server.host_header;
  if (flags.second_port != 0) context.second = SecondServer(address, UrlHost(flags.host), flags.second_port);
  context.make = FindProtocol(flags.target);
  context.pace = flags.pace;
  context.seed = flags.seed;
  context.steady_from = share.start + share.ramp_seconds;
  context.keep_played = !flags.verify.empty();
  context.result = &outcome.result;
  context.played = &outcome.played;
  std::vector<std::unique_ptr<RoomRunner>> rooms;
  for (int i = 0; i < share.rooms; ++i) rooms.push_back(std::make_unique<RoomRunner>(&context, share.first_room + i));
  Schedule schedule(&context, &rooms, share, share.start + flags.seconds);
  schedule.Tick();
  io.run();
  rooms.clear();
  return outcome;
}

}  // namespace popejoan::load
