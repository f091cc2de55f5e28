#include "load/bgio_protocol.h"

#include "engine/json.h"
#include "load/socketio_frame.h"

namespace popejoan::load {
namespace {

constexpr const char* kGame = "table";
constexpr const char* kNamespace = "/table";
constexpr const char* kSocketPath = "/socket.io/?EIO=4&transport=websocket";
constexpr int kCreateTag = kSeatsPerRoom;  // tags 0..3 are the seats' joins

Heard Broken(std::string what) {
  Heard heard;
  heard.error = "bgio: " + std::move(what);
  return heard;
}

Step Post(int tag, std::string target, std::string body) {
  Step step;
  step.kind = Step::Kind::kHttp;
  step.tag = tag;
  step.method = "POST";
  step.target = std::move(target);
  step.body = std::move(body);
  return step;
}

Step Send(int seat, std::string data) {
  Step step;
  step.seat = seat;
  step.data = std::move(data);
  return step;
}

std::string PlainString(const engine::Json& object, const char* key) {
  const engine::Json* value = object.Find(key);
  if (value == nullptr || !value->is_string()) return "";
  for (char c : value->as_string()) {
    bool plain = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '-';
    if (!plain) return "";
  }
  return value->as_string();
}

}  // namespace

BgioProtocol::BgioProtocol(std::uint64_t seed) : rng_(seed) {}

std::vector<Step> BgioProtocol::Start() {
  return {Post(kCreateTag, std::string("/games/") + kGame + "/create",
               "{\"numPlayers\":" + std::to_string(kSeatsPerRoom) + "}")};
}

Heard BgioProtocol::OnHttp(int tag, int status, const std::string& body) {
  if (tag < 0 || tag > kCreateTag) return Broken("an answer to no request");
  if (status != 200) return Broken("the lobby answered " + std::to_string(status) + ": " + body.substr(0, 200));
  engine::Result<engine::Json> answer = engine::Json::Parse(body);
  if (!answer.ok()) return Broken("the lobby's answer: " + answer.error());
  Heard heard;
  if (tag == kCreateTag) {
    match_id_ = PlainString(*answer, "matchID");
    if (match_id_.empty()) return Broken("a match without an id");
    for (int s = 0; s < kSeatsPerRoom; ++s) {
      heard.steps.push_back(Post(s, std::string("/games/") + kGame + "/" + match_id_ + "/join",
                                 "{\"playerID\":\"" + std::to_string(s) + "\",\"playerName\":\"Load " +
                                     std::to_string(s + 1) + "\"}"));
    }
    return heard;
  }
  seats_[tag].credentials = PlainString(*answer, "playerCredentials");
  if (seats_[tag].credentials.empty()) return Broken("a join without credentials");
  Step open;
  open.kind = Step::Kind::kOpen;
  open.seat = tag;
  open.target = kSocketPath;
  heard.steps.push_back(open);
  return heard;
}

Heard BgioProtocol::OnOpen(int) { return Heard(); }  // engine.io speaks first (its open packet)

Heard BgioProtocol::OnFrame(int seat, const std::string& data, bool binary) {
  if (binary) return Broken("a binary frame");
  engine::Result<socketio::Packet> packet = socketio::DecodePacket(data);
  if (!packet.ok()) return Broken(packet.error());
  Heard heard;
  switch (packet->kind) {
    case socketio::Packet::Kind::kOpen: heard.steps.push_back(Send(seat, socketio::Connect(kNamespace))); return heard;
    case socketio::Packet::Kind::kPing: heard.steps.push_back(Send(seat, socketio::Pong())); return heard;
    case socketio::Packet::Kind::kClose: return Broken("engine.io closed the connection");
    case socketio::Packet::Kind::kConnectError: return Broken("the namespace refused the connection");
    case socketio::Packet::Kind::kDisconnect: return Broken("the namespace disconnected");
    case socketio::Packet::Kind::kConnected: {
      engine::Json args = engine::Json::Array();
      args.Append(engine::Json::String(match_id_));
      args.Append(engine::Json::String(std::to_string(seat)));
      args.Append(engine::Json::String(seats_[seat].credentials));
      args.Append(engine::Json::Number(kSeatsPerRoom));
      heard.steps.push_back(Send(seat, socketio::Emit(kNamespace, "sync", args)));
      return heard;
    }
    case socketio::Packet::Kind::kEvent: break;
    default: return heard;
  }
  const std::vector<engine::Json>& args = packet->args.items();
  if (packet->event == "sync") {  // [match, {state, log, filteredMetadata, initialState}]
    const engine::Json* state = args.size() >= 2 ? args[1].Find("state") : nullptr;
    if (state == nullptr) return Broken("a sync without a state");
    return OnState(seat, *state);
  }
  if (packet->event == "update") {  // [match, state, deltalog]
    if (args.size() < 2) return Broken("an update without a state");
    return OnState(seat, args[1]);
  }
  if (packet->event == "matchData" || packet->event == "chat") return heard;
  return Broken("an unknown event \"" + packet->event + "\"");
}

Heard BgioProtocol::OnState(int seat, const engine::Json& state) {
  const engine::Json* g = state.Find("G");
  const engine::Json* state_id = state.Find("_stateID");
  if (g == nullptr || state_id == nullptr || !state_id->is_number()) return Broken("a state without G or _stateID");
  engine::Result<PeerView> view = ReadPeerView(*g);
  if (!view.ok()) return Broken(view.error());
  if (view->seat != seat) return Broken("a view for another seat");
  seats_[seat].view = std::move(*view);
  seats_[seat].state_id = state_id->as_number();
  Heard heard;
  const PeerView& v = seats_[seat].view;
  heard.view_step = v.step;
  heard.finished = v.over;
  heard.my_turn = !v.over && v.turn == seat;
  return heard;
}

Move BgioProtocol::Act(int seat) {
  Move move;
  const Seat& s = seats_[seat];
  if (s.view.over || s.view.turn != seat) return move;
  int card = ChooseCard(s.view, rng_);
  if (card < 0) return move;
  engine::Json play_args = engine::Json::Array();
  play_args.Append(engine::Json::Number(s.view.step));
  play_args.Append(engine::Json::Number(card));
  engine::Json payload = engine::Json::Object();
  payload.Set("type", engine::Json::String("play"));
  payload.Set("args", std::move(play_args));
  payload.Set("playerID", engine::Json::String(std::to_string(seat)));
  payload.Set("credentials", engine::Json::String(s.credentials));
  engine::Json action = engine::Json::Object();
  action.Set("type", engine::Json::String("MAKE_MOVE"));
  action.Set("payload", std::move(payload));
  engine::Json args = engine::Json::Array();
  args.Append(std::move(action));
  args.Append(engine::Json::Number(s.state_id));
  args.Append(engine::Json::String(match_id_));
  args.Append(engine::Json::String(std::to_string(seat)));
  move.steps.push_back(Send(seat, socketio::Emit(kNamespace, "update", args)));
  move.step = s.view.step;
  return move;
}

}  // namespace popejoan::load
