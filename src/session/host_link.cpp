#include "session/host_link.h"

#include "engine/board.h"

namespace popejoan::session {

HostLink::HostLink(const SessionServices& services, std::string embed_id)
    : services_(services), embed_id_(std::move(embed_id)) {}

void HostLink::Post(const std::string& event, const engine::Json& payload) const {
  if (!services_.post_event) return;
  engine::Json message = engine::Json::Object();
  message.Set("type", engine::Json::String("popejoan"));
  message.Set("event", engine::Json::String(event));
  message.Set("embed", engine::Json::String(embed_id_));
  for (const auto& member : payload.members()) message.Set(member.first, member.second);
  services_.post_event(message.Dump());
}

void HostLink::Error(const std::string& code, const std::string& message) {
  if (!ready_sent_) {
    queued_errors_.push_back({code, message});
    return;
  }
  engine::Json e = engine::Json::Object();
  e.Set("code", engine::Json::String(code));
  e.Set("message", engine::Json::String(message));
  Post("error", e);
}

void HostLink::SendReady(const engine::Json& payload) {
  if (ready_sent_) return;
  ready_sent_ = true;
  Post("ready", payload);
  for (const auto& error : queued_errors_) Error(error.first, error.second);
  queued_errors_.clear();
}

void HostLink::UpdateGameplay(const PlayMoment& moment) {
  // Nothing before "ready": the host hears of play only once the game is on screen.
  if (!ready_sent_) return;
  if (const char* event = gameplay_.Update(IsGameplay(moment))) Post(event, engine::Json::Object());
}

engine::Json HostLink::SeatJson(const GameController& controller, int seat) const {
  engine::Json j = engine::Json::Object();
  j.Set("seat", engine::Json::Number(seat));
  j.Set("name", engine::Json::String(controller.model().seats[static_cast<size_t>(seat)].name));
  j.Set("human", engine::Json::Bool(controller.setup().seats[static_cast<size_t>(seat)].human));
  return j;
}

engine::Json HostLink::DealEnded(const MatchNews& n, const GameController& controller) const {
  engine::Json payload = engine::Json::Object();
  const int seats = static_cast<int>(n.purse_after.size());
  payload.Set("deal", engine::Json::Number(n.deal + 1));
  payload.Set("deals", engine::Json::Number(controller.state().NumDeals()));
  payload.Set("clearing", engine::Json::Bool(n.clearing));
  payload.Set("winner", n.winner >= 0 && n.winner < seats ? SeatJson(controller, n.winner) : engine::Json::Null());
  engine::Json settlement = engine::Json::Array();
  for (int s = 0; s < seats; ++s) {
    engine::Json row = SeatJson(controller, s);
    row.Set("before", engine::Json::Number(n.purse_before[static_cast<size_t>(s)]));
    row.Set("after", engine::Json::Number(n.purse_after[static_cast<size_t>(s)]));
    row.Set("change", engine::Json::Number(n.purse_after[static_cast<size_t>(s)] - n.purse_before[static_cast<size_t>(s)]));
    settlement.Append(row);
  }
  payload.Set("settlement", settlement);
  engine::Json taken = engine::Json::Array();
  for (const engine::Event& e : n.log) {
    if ((e.type == engine::EventType::kTake || e.type == engine::EventType::kShare || e.type == engine::EventType::kClearTake) && e.seat >= 0 &&
        e.seat < seats && e.comp >= 0 && e.comp < engine::kNumCompartments) {
      engine::Json t = SeatJson(controller, e.seat);
      t.Set("compartment", engine::Json::String(engine::CompartmentId(e.comp)));
      t.Set("amount", engine::Json::Number(e.amount));
      taken.Append(t);
    }
  }
  payload.Set("taken", taken);
  return payload;
}

engine::Json HostLink::MatchEnded(const MatchNews& n, const GameController& controller) const {
  engine::Json payload = engine::Json::Object();
  engine::Json standings = engine::Json::Array();
  for (size_t rank = 0; rank < n.standings.size(); ++rank) {
    const int s = n.standings[rank];
    engine::Json row = SeatJson(controller, s);
    row.Set("rank", engine::Json::Number(static_cast<std::int64_t>(rank) + 1));
    row.Set("purse", engine::Json::Number(n.purse_after[static_cast<size_t>(s)]));
    row.Set("net", engine::Json::Number(n.purse_after[static_cast<size_t>(s)] - n.purse_before[static_cast<size_t>(s)]));
    standings.Append(row);
  }
  payload.Set("standings", standings);
  payload.Set("deals", engine::Json::Number(controller.state().NumDeals()));
  return payload;
}

void HostLink::PostNews(const MatchNews& news, const GameController& controller) const {
  if (news.kind == MatchNews::Kind::kDealEnded) {
    Post("deal-ended", DealEnded(news, controller));
  } else {
    Post("match-ended", MatchEnded(news, controller));
  }
}

void HostLink::TellTable(const std::string& room, int seat, bool arriving) {
  const std::string table = room.empty() ? room : room + ' ' + std::to_string(seat) + (arriving ? "+" : "");
  if (table == table_) return;
  table_ = table;
  engine::Json j = engine::Json::Object();
  j.Set("what", engine::Json::String(room.empty() ? "left" : "joined"));
  if (!room.empty()) {
    j.Set("room", engine::Json::String(room));
    j.Set("seat", engine::Json::Number(seat));
    j.Set("arriving", engine::Json::Bool(arriving));
  }
  Post("table", j);
}

}  // namespace popejoan::session
