#include "load/popejoan_protocol.h"

#include <variant>

#include "engine/state.h"
#include "engine/public_view.h"
#include "protocol/client_message.h"
#include "protocol/server_message.h"

namespace popejoan::load {
namespace {

constexpr const char* kRoomsPath = "/rooms";

Step Send(int seat, std::string data) {
  Step step;
  step.kind = Step::Kind::kSend;
  step.seat = seat;
  step.data = std::move(data);
  return step;
}

std::string SeatName(int seat) { return "Load " + std::to_string(seat + 1); }

std::string CreateMessage() {
  protocol::CreateRequest request;
  request.rules = engine::RulesForPreset(engine::Preset::kClassic);
  request.rounds = 1;
  request.seats.resize(kSeatsPerRoom);  // people's
  request.fill = "beginner";
  return protocol::CreateMessage(SeatName(0), request);
}

Heard Broken(std::string what) {
  Heard heard;
  heard.error = std::move(what);
  return heard;
}

}  // namespace

PopeJoanProtocol::PopeJoanProtocol(std::uint64_t seed) : rng_(seed) {}

std::vector<Step> PopeJoanProtocol::Start() {
  std::vector<Step> steps;
  for (int s = 0; s < kSeatsPerRoom; ++s) {
    Step open;
    open.kind = Step::Kind::kOpen;
    open.seat = s;
    open.target = kRoomsPath;
    steps.push_back(open);
  }
  return steps;
}

Heard PopeJoanProtocol::OnHttp(int, int, const std::string&) { return Broken("no HTTP request was made"); }

Heard PopeJoanProtocol::OnOpen(int seat) {
  Heard heard;
  seats_[static_cast<std::size_t>(seat)].open = true;
  if (seat == 0) {
    heard.steps.push_back(Send(0, CreateMessage()));
  } else if (!code_.empty()) {
    heard.steps = Join(seat);
  }
  return heard;
}

std::vector<Step> PopeJoanProtocol::Join(int seat) {
  SeatState& state = seats_[static_cast<std::size_t>(seat)];
  if (state.joining || !state.open) return {};
  state.joining = true;
  return {Send(seat, protocol::HelloMessage(code_, "", "")), Send(seat, protocol::TakeSeatMessage(seat, SeatName(seat)))};
}

Heard PopeJoanProtocol::OnFrame(int seat, const std::string& data, bool binary) {
  if (binary) return Broken("a binary frame");
  // Its events are left out as it is parsed: a seat acts on its view alone.
  engine::Result<protocol::ServerMessage> message = protocol::ParseServerMessageWithoutEvents(data);
  if (!message.ok()) return Broken("an unreadable frame: " + message.error());
  if (auto* view = std::get_if<protocol::RoomView>(&message.value())) return OnView(seat, view);
  if (const auto* welcome = std::get_if<protocol::Welcome>(&message.value())) return OnWelcome(seat, *welcome);
  if (const auto* error = std::get_if<protocol::RoomError>(&message.value())) {
    return Broken("seat " + std::to_string(seat) + " refused: " + error->error + " (" + error->message + ")");
  }
  return Heard{};  // "room", "reaction": nothing to do
}

Heard PopeJoanProtocol::OnWelcome(int seat, const protocol::Welcome& welcome) {
  Heard heard;
  if (welcome.spectator) return heard;  // a hello's
  seats_[static_cast<std::size_t>(seat)].seated = true;
  if (seat == 0) {
    if (welcome.room.empty()) return Broken("a welcome without a room");
    code_ = welcome.room;
    for (int s = 1; s < kSeatsPerRoom; ++s) {
      for (Step& step : Join(s)) heard.steps.push_back(std::move(step));
    }
  }
  bool all = true;
  for (const SeatState& s : seats_) all = all && s.seated;
  if (all && !started_) {
    started_ = true;
    heard.steps.push_back(Send(0, protocol::StartMessage()));
  }
  return heard;
}

Heard PopeJoanProtocol::OnView(int seat, protocol::RoomView* view) {
  SeatState& me = seats_[static_cast<std::size_t>(seat)];
  // Nothing is lost on the way here: a step that does not follow is the server's mistake.
  if (!me.tracker.Advance(view)) return Broken("a step that does not follow the seat's view (step " + std::to_string(view->step) + ")");
  const engine::State& seen = me.tracker.seen()->state;
  Heard heard;
  heard.view_step = static_cast<long>(view->step);
  if (heard.view_step != me.step) me.ready_sent = false;
  me.step = heard.view_step;
  me.choice = -1;
  // An act of this seat is acknowledged once its own view moves past the act's step.
  for (auto it = sent_.begin(); it != sent_.end() && it->first < me.step;) {
    if (it->second.seat != seat) {
      ++it;
      continue;
    }
    acknowledged_.push_back(it->second);
    it = sent_.erase(it);
  }
  const engine::Phase phase = seen.phase();
  if (phase == engine::Phase::kMatchOver) {
    heard.finished = true;
    return heard;
  }
  if (phase == engine::Phase::kDealOver) {
    const bool is_ready = (view->ready >> seat & 1u) != 0;
    if (is_ready || me.ready_sent) return heard;
    me.choice = engine::kActionNextDeal;
    heard.my_turn = true;
    return heard;
  }
  if (seen.CurrentSeat() != seat) return heard;
  // Only the seat to act deals the hidden cards back into a state.
  const engine::Result<engine::State> state = engine::PublicView::Filled(*me.tracker.seen());
  if (!state.ok()) return Broken("a view that does not read back: " + state.error());
  const engine::ActionList legal = state->LegalActions();
  if (legal.empty()) return Broken("a turn with nothing legal");
  me.choice = legal[static_cast<int>(rng_() % static_cast<std::uint64_t>(legal.size()))];
  heard.my_turn = true;
  return heard;
}

Move PopeJoanProtocol::Act(int seat) {
  SeatState& me = seats_[static_cast<std::size_t>(seat)];
  Move move;
  if (me.choice < 0 || me.ready_sent) return move;
  move.step = me.step;
  move.steps.push_back(Send(seat, protocol::ActMessage(me.step, me.choice)));
  if (me.choice == engine::kActionNextDeal) {
    me.ready_sent = true;
    move.measured = false;
  } else {
    sent_[me.step] = AckedAction{me.step, seat, me.choice};
  }
  me.choice = -1;
  return move;
}

}  // namespace popejoan::load
