#include "load/room_runner.h"

#include <boost/asio/post.hpp>

#include <algorithm>
#include <chrono>

#include "load/load_run.h"
#include "load/proc_stats.h"
#include "load/seat_servers.h"

namespace popejoan::load {
namespace {

constexpr double kStalledSeconds = 10;
constexpr auto kRetryAfter = std::chrono::seconds(1);

}  // namespace

RoomRunner::RoomRunner(RunContext* context, int number)
    : context_(context),
      number_(number),
      rng_(context->seed * 1000003u + static_cast<std::uint64_t>(number)),
      retry_(*context->io) {
  for (auto& timer : timers_) timer = std::make_unique<boost::asio::steady_timer>(*context->io);
}

void RoomRunner::Begin() {
  if (context_->stopping) return;
  ++generation_;
  protocol_ = context_->make(rng_());
  acting_.fill(false);
  view_step_.fill(-1);
  finished_.fill(false);
  pending_.clear();
  last_heard_ = NowSeconds();
  ++context_->result->matches_started;
  ++matches_;
  Carry(protocol_->Start());
}

void RoomRunner::Carry(std::vector<Step> steps) {
  for (Step& step : steps) {
    if (!protocol_ || context_->stopping) return;
    const std::uint64_t generation = generation_;
    switch (step.kind) {
      case Step::Kind::kOpen:
        Open(step);
        break;
      case Step::Kind::kSend:
        if (step.seat < 0 || step.seat >= kSeatsPerRoom || !seats_[static_cast<std::size_t>(step.seat)]) {
          return Fail("a frame for a seat with no connection");
        }
        seats_[static_cast<std::size_t>(step.seat)]->Send(std::move(step.data), step.binary);
        break;
      case Step::Kind::kHttp: {
        const int tag = step.tag;
        FetchHttp(*context_->io, context_->server, step, [this, generation, tag](int status, const std::string& body) {
          if (generation != generation_ || !protocol_ || context_->stopping) return;
          if (status < 0) return Fail("HTTP " + body);
          Hear(-1, protocol_->OnHttp(tag, status, body));
        });
        break;
      }
    }
  }
}

void RoomRunner::Open(const Step& step) {
  if (step.seat < 0 || step.seat >= kSeatsPerRoom) return Fail("a connection for no seat");
  const int seat = step.seat;
  const std::uint64_t generation = generation_;
  auto live = [this, generation] { return generation == generation_ && protocol_ && !context_->stopping; };
  SeatHandlers handlers;
  handlers.opened = [this, seat, live] {
    if (live()) Hear(seat, protocol_->OnOpen(seat));
  };
  handlers.frame = [this, seat, live](const std::string& data, bool binary) {
    if (!live()) return;
    ++context_->result->frames_received;
    context_->result->bytes_received += static_cast<std::int64_t>(data.size());
    last_heard_ = NowSeconds();
    Hear(seat, protocol_->OnFrame(seat, data, binary));
  };
  handlers.failed = [this, seat, live](const std::string& what) {
    if (live()) Fail("seat " + std::to_string(seat) + ": " + what);
  };
  auto& slot = seats_[static_cast<std::size_t>(seat)];
  if (slot) {
    slot->Close();
    --context_->open_connections;
  }
  slot = std::make_shared<SeatConnection>(*context_->io, ServerForSeat(*context_, seat), step.target, std::move(handlers));
  ++context_->result->connections;
  ++context_->open_connections;
  context_->result->peak_connections = std::max(context_->result->peak_connections, context_->open_connections);
  slot->Start();
}

void RoomRunner::Hear(int seat, Heard heard) {
  if (!heard.error.empty()) return Fail(heard.error);
  const std::uint64_t generation = generation_;
  Carry(std::move(heard.steps));
  if (generation != generation_ || !protocol_ || seat < 0) return;
  if (heard.view_step >= 0) NoteStep(seat, heard.view_step);
  if (heard.my_turn) Pace(seat);
  if (heard.finished) {
    finished_[static_cast<std::size_t>(seat)] = true;
    if (std::all_of(finished_.begin(), finished_.end(), [](bool f) { return f; })) EndMatch(true);
  }
}

// The seat acts after a human's 1-2 s, or at once (after the frames already read).
void RoomRunner::Pace(int seat) {
  const auto s = static_cast<std::size_t>(seat);
  if (acting_[s]) return;
  acting_[s] = true;
  const std::uint64_t generation = generation_;
  auto act = [this, seat, generation] {
    if (generation == generation_ && protocol_ && !context_->stopping) ActNow(seat);
  };
  if (context_->pace == Pace::kFlat) {
    boost::asio::post(*context_->io, act);
    return;
  }
  std::uniform_int_distribution<int> delay_ms(1000, 2000);
  timers_[s]->expires_after(std::chrono::milliseconds(delay_ms(rng_)));
  timers_[s]->async_wait([act](const boost::system::error_code& ec) {
    if (!ec) act();
  });
}

void RoomRunner::ActNow(int seat) {
  acting_[static_cast<std::size_t>(seat)] = false;
  Move move = protocol_->Act(seat);
  if (move.steps.empty()) return;
  ++context_->result->moves_sent;
  if (move.measured) pending_.push_back(Pending{move.step, NowSeconds()});
  Carry(std::move(move.steps));
}

// An act is timed until every seat has seen a later step.
void RoomRunner::NoteStep(int seat, long step) {
  long& seen = view_step_[static_cast<std::size_t>(seat)];
  seen = std::max(seen, step);
  if (pending_.empty()) return;
  const long all_seen = *std::min_element(view_step_.begin(), view_step_.end());
  const double now = NowSeconds();
  auto done = [&](const Pending& p) {
    if (all_seen <= p.step) return false;
    const auto us = static_cast<std::int64_t>((now - p.sent) * 1e6);
    context_->result->latency.Add(us);
    if (p.sent >= context_->steady_from) context_->result->steady_latency.Add(us);
    ++context_->result->actions;
    if (now >= context_->steady_from) ++context_->result->steady_actions;
    return true;
  };
  pending_.erase(std::remove_if(pending_.begin(), pending_.end(), done), pending_.end());
}

void RoomRunner::Fail(const std::string& what) {
  if (!protocol_) return;
  ++context_->result->errors;
  if (context_->result->first_error.empty()) context_->result->first_error = "room " + std::to_string(number_) + ": " + what;
  EndMatch(false);
  if (context_->stopping) return;
  const std::uint64_t generation = generation_;
  retry_.expires_after(kRetryAfter);
  retry_.async_wait([this, generation](const boost::system::error_code& ec) {
    if (!ec && generation == generation_) Begin();
  });
}

void RoomRunner::EndMatch(bool finished) {
  if (finished) ++context_->result->matches_finished;
  if (context_->keep_played) {
    if (const auto* pope_joan = dynamic_cast<const PopeJoanProtocol*>(protocol_.get()); pope_joan && !pope_joan->code().empty()) {
      context_->played->push_back(PlayedRoom{pope_joan->code(), pope_joan->acknowledged(), finished});
    }
  }
  ++generation_;
  protocol_.reset();
  CloseSeats();
  if (finished && !context_->stopping) {
    const std::uint64_t generation = generation_;
    boost::asio::post(*context_->io, [this, generation] {
      if (generation == generation_) Begin();
    });
  }
}

void RoomRunner::CloseSeats() {
  for (auto& seat : seats_) {
    if (!seat) continue;
    seat->Close();
    seat.reset();
    --context_->open_connections;
  }
  for (auto& timer : timers_) timer->cancel();
}

std::string RoomRunner::Describe(double now) const {
  std::string text = "room " + std::to_string(number_) + " silent " + std::to_string(static_cast<int>(now - last_heard_)) +
                     " s; seats' steps";
  for (std::size_t s = 0; s < kSeatsPerRoom; ++s) {
    text += " " + std::to_string(view_step_[s]) + (acting_[s] ? "*" : "") + (finished_[s] ? "F" : "") +
            (seats_[s] && seats_[s]->open() ? "" : "(not open)");
  }
  return text + "; " + std::to_string(pending_.size()) + " acts unanswered";
}

void RoomRunner::Stop(double now) {
  retry_.cancel();
  if (protocol_) {
    ++context_->result->matches_in_progress;
    if (now - last_heard_ > kStalledSeconds) {
      ++context_->result->stalled;
      if (context_->result->first_stall.empty()) context_->result->first_stall = Describe(now);
    }
    EndMatch(false);
  }
}

}  // namespace popejoan::load
