#include "load/popejoan_protocol.h"

#include "engine/json.h"
#include "engine/public_view.h"
#include "engine/state.h"
#include "load/view_scan.h"

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
  std::string seats;
  for (int s = 0; s < kSeatsPerRoom; ++s) seats += std::string(s ? "," : "") + "{\"kind\":\"person\"}";
  return "{\"v\":1,\"type\":\"create\",\"name\":\"" + SeatName(0) +
         "\",\"rules\":{\"preset\":\"classic\"},\"rounds\":1,\"fill\":\"beginner\",\"seats\":[" + seats + "]}";
}

Heard Broken(std::string what) {
  Heard heard;
  heard.error = std::move(what);
  return heard;
}

// Views are the largest frames the server sends; a load client reads them with room to spare.
engine::JsonLimits FrameLimits() {
  engine::JsonLimits limits;
  limits.max_bytes = 256 * 1024;
  return limits;
}

// The same fields as ScanView, from a parsed view (a server whose layout the scan does not know).
ViewGist GistOf(const engine::Json& message) {
  ViewGist gist;
  const engine::Json* step = message.Find("step");
  const engine::Json* state = message.Find("state");
  const engine::Json* inner = state ? state->Find("state") : nullptr;
  const engine::Json* phase = inner ? inner->Find("phase_") : nullptr;
  const engine::Json* current = inner ? inner->Find("current_") : nullptr;
  if (step == nullptr || !step->is_number() || phase == nullptr || current == nullptr) return gist;
  gist.step = static_cast<long>(step->as_number());
  gist.phase = static_cast<int>(phase->as_number());
  gist.current = static_cast<int>(current->as_number());
  if (const engine::Json* ready = message.Find("ready"); ready && ready->is_array()) {
    for (const engine::Json& r : ready->items()) gist.ready.push_back(r.as_bool());
  }
  return gist;
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
  return {Send(seat, "{\"v\":1,\"type\":\"hello\",\"room\":\"" + code_ + "\"}"),
          Send(seat, "{\"v\":1,\"type\":\"take-seat\",\"seat\":" + std::to_string(seat) + ",\"name\":\"" +
                         SeatName(seat) + "\"}")};
}

Heard PopeJoanProtocol::OnFrame(int seat, const std::string& data, bool binary) {
  if (binary) return Broken("a binary frame");
  if (std::optional<ViewGist> gist = ScanView(data)) return OnView(seat, *gist, data);
  engine::Result<engine::Json> message = engine::Json::Parse(data, FrameLimits());
  if (!message.ok()) return Broken("an unreadable frame: " + message.error());
  const engine::Json* type = message->Find("type");
  const std::string kind = type != nullptr && type->is_string() ? type->as_string() : "";
  if (kind == "view") return OnView(seat, GistOf(*message), data);
  if (kind == "welcome") return OnWelcome(seat, *message);
  if (kind == "error") {
    const engine::Json* id = message->Find("error");
    const engine::Json* text = message->Find("message");
    return Broken("seat " + std::to_string(seat) + " refused: " + (id ? id->as_string() : "?") + " (" +
                  (text ? text->as_string() : "") + ")");
  }
  return Heard{};  // "room", "reaction": nothing to do
}

Heard PopeJoanProtocol::OnWelcome(int seat, const engine::Json& message) {
  Heard heard;
  const engine::Json* role = message.Find("role");
  if (role == nullptr || !role->is_string() || role->as_string() != "player") return heard;  // a hello's
  seats_[static_cast<std::size_t>(seat)].seated = true;
  if (seat == 0) {
    const engine::Json* room = message.Find("room");
    if (room == nullptr || !room->is_string() || room->as_string().empty()) return Broken("a welcome without a room");
    code_ = room->as_string();
    for (int s = 1; s < kSeatsPerRoom; ++s) {
      for (Step& step : Join(s)) heard.steps.push_back(std::move(step));
    }
  }
  bool all = true;
  for (const SeatState& s : seats_) all = all && s.seated;
  if (all && !started_) {
    started_ = true;
    heard.steps.push_back(Send(0, "{\"v\":1,\"type\":\"start\"}"));
  }
  return heard;
}

Heard PopeJoanProtocol::OnView(int seat, const ViewGist& gist, const std::string& text) {
  if (gist.step < 0 || gist.phase < 0) return Broken("a view without a step or a phase");
  SeatState& me = seats_[static_cast<std::size_t>(seat)];
  Heard heard;
  heard.view_step = gist.step;
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
  const auto phase = static_cast<engine::Phase>(gist.phase);
  if (phase == engine::Phase::kMatchOver) {
    heard.finished = true;
    return heard;
  }
  if (phase == engine::Phase::kDealOver) {
    const bool is_ready = static_cast<int>(gist.ready.size()) > seat && gist.ready[static_cast<std::size_t>(seat)];
    if (is_ready || me.ready_sent) return heard;
    me.choice = engine::kActionNextDeal;
    heard.my_turn = true;
    return heard;
  }
  if (gist.current != seat) return heard;
  // Only the seat to act reads the whole state back.
  engine::Result<engine::Json> message = engine::Json::Parse(text, FrameLimits());
  const engine::Json* state_field = message.ok() ? message->Find("state") : nullptr;
  if (state_field == nullptr) return Broken("a view without a state");
  engine::Result<engine::State> state = engine::PublicView::FromJson(*state_field);
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
  move.steps.push_back(Send(seat, "{\"v\":1,\"type\":\"act\",\"step\":" + std::to_string(me.step) +
                                      ",\"action\":" + std::to_string(me.choice) + "}"));
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
