#include "session/host_link.h"

#include "engine/board.h"

namespace popejoan::session {

HostLink::HostLink(const SessionServices& services, std::string embed_id)
    : services_(services), embed_id_(std::move(embed_id)) {}

void HostLink::Post(const std::string& event, const Json& payload) const {
  if (!services_.post_event) return;
  Json message = Json::Object();
  message.Set("type", Json::String("popejoan"));
  message.Set("event", Json::String(event));
  message.Set("embed", Json::String(embed_id_));
  for (const auto& member : payload.members()) message.Set(member.first, member.second);
  services_.post_event(message.Dump());
}

void HostLink::Error(const std::string& code, const std::string& message) {
  if (!ready_sent_) {
    queued_errors_.push_back({code, message});
    return;
  }
  Json e = Json::Object();
  e.Set("code", Json::String(code));
  e.Set("message", Json::String(message));
  Post("error", e);
}

void HostLink::SendReady(const Json& payload) {
  if (ready_sent_) return;
  ready_sent_ = true;
  Post("ready", payload);
  for (const auto& error : queued_errors_) Error(error.first, error.second);
  queued_errors_.clear();
}

void HostLink::UpdateGameplay(const PlayMoment& moment) {
  // Nothing before "ready": the host hears of play only once the game is on screen.
  if (!ready_sent_) return;
  if (const char* event = gameplay_.Update(IsGameplay(moment))) Post(event, Json::Object());
}

Json HostLink::SeatJson(const GameController& controller, int seat) const {
  Json j = Json::Object();
  j.Set("seat", Json::Number(seat));
  j.Set("name", Json::String(controller.model().seats[static_cast<size_t>(seat)].name));
  j.Set("human", Json::Bool(controller.setup().seats[static_cast<size_t>(seat)].human));
  return j;
}

Json HostLink::DealEnded(const MatchNews& n, const GameController& controller) const {
  Json payload = Json::Object();
  const int seats = static_cast<int>(n.purse_after.size());
  payload.Set("deal", Json::Number(n.deal + 1));
  payload.Set("deals", Json::Number(controller.state().NumDeals()));
  payload.Set("clearing", Json::Bool(n.clearing));
  payload.Set("winner", n.winner >= 0 && n.winner < seats ? SeatJson(controller, n.winner) : Json::Null());
  Json settlement = Json::Array();
  for (int s = 0; s < seats; ++s) {
    Json row = SeatJson(controller, s);
    row.Set("before", Json::Number(n.purse_before[static_cast<size_t>(s)]));
    row.Set("after", Json::Number(n.purse_after[static_cast<size_t>(s)]));
    row.Set("change", Json::Number(n.purse_after[static_cast<size_t>(s)] - n.purse_before[static_cast<size_t>(s)]));
    settlement.Append(row);
  }
  payload.Set("settlement", settlement);
  Json taken = Json::Array();
  for (const Event& e : n.log) {
    if ((e.type == EventType::kTake || e.type == EventType::kShare || e.type == EventType::kClearTake) && e.seat >= 0 &&
        e.seat < seats && e.comp >= 0 && e.comp < kNumCompartments) {
      Json t = SeatJson(controller, e.seat);
      t.Set("compartment", Json::String(CompartmentId(e.comp)));
      t.Set("amount", Json::Number(e.amount));
      taken.Append(t);
    }
  }
  payload.Set("taken", taken);
  return payload;
}

Json HostLink::MatchEnded(const MatchNews& n, const GameController& controller) const {
  Json payload = Json::Object();
  Json standings = Json::Array();
  for (size_t rank = 0; rank < n.standings.size(); ++rank) {
    const int s = n.standings[rank];
    Json row = SeatJson(controller, s);
    row.Set("rank", Json::Number(static_cast<std::int64_t>(rank) + 1));
    row.Set("purse", Json::Number(n.purse_after[static_cast<size_t>(s)]));
    row.Set("net", Json::Number(n.purse_after[static_cast<size_t>(s)] - n.purse_before[static_cast<size_t>(s)]));
    standings.Append(row);
  }
  payload.Set("standings", standings);
  payload.Set("deals", Json::Number(controller.state().NumDeals()));
  return payload;
}

void HostLink::PostNews(const MatchNews& news, const GameController& controller) const {
  if (news.kind == MatchNews::Kind::kDealEnded) {
    Post("deal-ended", DealEnded(news, controller));
  } else {
    Post("match-ended", MatchEnded(news, controller));
  }
}

}  // namespace popejoan::session
