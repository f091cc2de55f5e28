#include "load/colyseus_protocol.h"

#include "engine/json.h"
#include "load/colyseus_frame.h"

namespace popejoan::load {
namespace {

constexpr const char* kRoomName = "table";

Heard Broken(std::string what) {
  Heard heard;
  heard.error = "colyseus: " + std::move(what);
  return heard;
}

Step Post(int tag, std::string target) {
  Step step;
  step.kind = Step::Kind::kHttp;
  step.tag = tag;
  step.method = "POST";
  step.target = std::move(target);
  step.body = "{}";
  return step;
}

// A reservation's field, if it is a plain id (it goes into a path and a query unescaped).
std::string IdField(const engine::Json& reservation, const char* key) {
  const engine::Json* value = reservation.Find(key);
  if (value == nullptr || !value->is_string() || value->as_string().empty()) return "";
  for (char c : value->as_string()) {
    bool plain = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '-';
    if (!plain) return "";
  }
  return value->as_string();
}

}  // namespace

ColyseusProtocol::ColyseusProtocol(std::uint64_t seed) : rng_(seed) {}

std::vector<Step> ColyseusProtocol::Start() {
  return {Post(0, std::string("/matchmake/create/") + kRoomName)};
}

// Tag s answers seat s's reservation: seat 0's made the room, the others' join it by id.
Heard ColyseusProtocol::OnHttp(int tag, int status, const std::string& body) {
  if (tag < 0 || tag >= kSeatsPerRoom) return Broken("an answer to no request");
  if (status != 200) return Broken("the matchmaker answered " + std::to_string(status) + ": " + body.substr(0, 200));
  engine::Result<engine::Json> reservation = engine::Json::Parse(body);
  if (!reservation.ok()) return Broken("the matchmaker's answer: " + reservation.error());
  std::string room = IdField(*reservation, "roomId");
  std::string process = IdField(*reservation, "processId");
  std::string session = IdField(*reservation, "sessionId");
  if (room.empty() || process.empty() || session.empty()) return Broken("a reservation without room, process or session");
  Heard heard;
  if (tag == 0) {
    room_id_ = room;
    for (int s = 1; s < kSeatsPerRoom; ++s) heard.steps.push_back(Post(s, "/matchmake/joinById/" + room));
  } else if (room != room_id_) {
    return Broken("a seat was given another room");
  }
  Step open;
  open.kind = Step::Kind::kOpen;
  open.seat = tag;
  open.target = "/" + process + "/" + room + "?sessionId=" + session;
  heard.steps.push_back(open);
  return heard;
}

Heard ColyseusProtocol::OnOpen(int) { return Heard(); }  // the server speaks first (JOIN_ROOM)

Heard ColyseusProtocol::OnFrame(int seat, const std::string& data, bool binary) {
  if (!binary) return Broken("a text frame");
  engine::Result<colyseus::Frame> frame = colyseus::DecodeFrame(data);
  if (!frame.ok()) return Broken(frame.error());
  Heard heard;
  switch (frame->code) {
    case colyseus::kJoinRoom: {
      Step confirm;
      confirm.seat = seat;
      confirm.data = colyseus::JoinConfirmation();
      confirm.binary = true;
      heard.steps.push_back(confirm);
      return heard;
    }
    case colyseus::kRoomData: break;
    case colyseus::kError: return Broken("the server's error: " + frame->type);
    case colyseus::kLeaveRoom: return Broken("the server closed the room");
    default: return heard;  // PING and the rest: nothing to do
  }
  if (frame->type == "error") return Broken("refused: " + frame->message.Dump());
  if (frame->type != "view") return Broken("an unknown message \"" + frame->type + "\"");
  engine::Result<PeerView> view = ReadPeerView(frame->message);
  if (!view.ok()) return Broken(view.error());
  views_[seat] = std::move(*view);
  heard.view_step = views_[seat].step;
  heard.finished = views_[seat].over;
  heard.my_turn = !views_[seat].over && views_[seat].turn == views_[seat].seat;
  return heard;
}

Move ColyseusProtocol::Act(int seat) {
  Move move;
  const PeerView& view = views_[seat];
  if (view.over || view.turn != view.seat) return move;
  int card = ChooseCard(view, rng_);
  if (card < 0) return move;
  engine::Json act = engine::Json::Object();
  act.Set("step", engine::Json::Number(view.step));
  act.Set("card", engine::Json::Number(card));
  Step send;
  send.seat = seat;
  send.data = colyseus::EncodeRoomData("act", act);
  send.binary = true;
  move.steps.push_back(send);
  move.step = view.step;
  return move;
}

}  // namespace popejoan::load
