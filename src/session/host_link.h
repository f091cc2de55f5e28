// The link to the host page that embeds the game: events out ("ready", "status", "deal-ended",
// "match-ended", "gameplay-start"/"-stop", "visibility", "table", "error"), each tagged with the embed's
// id. Errors found before "ready" wait for it, so the host hears them in order.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "engine/json.h"
#include "session/controller.h"
#include "session/gameplay.h"
#include "session/match_news.h"
#include "session/session_config.h"

namespace popejoan::session {

class HostLink {
 public:
  HostLink(const SessionServices& services, std::string embed_id);

  void Post(const std::string& event, const engine::Json& payload) const;
  // An "error" event: sent now, or just after "ready" if that has not gone yet.
  void Error(const std::string& code, const std::string& message);
  // "ready" (once) with what the session found at start, then the errors that waited for it.
  void SendReady(const engine::Json& payload);
  bool ready_sent() const { return ready_sent_; }
  // gameplay-start or gameplay-stop when play has begun or stopped since the last call.
  void UpdateGameplay(const PlayMoment& moment);
  bool playing() const { return gameplay_.playing(); }
  // A deal or match just ended: "deal-ended" or "match-ended" with its settlement.
  void PostNews(const MatchNews& news, const GameController& controller) const;
  // Each frame: the public table this page sits or arrives at ("" none). "table" joined when it
  // or the seat changes (room, seat or -1, arriving), "table" left when there is none any more.
  void TellTable(const std::string& room, int seat, bool arriving);

 private:
  engine::Json SeatJson(const GameController& controller, int seat) const;
  engine::Json DealEnded(const MatchNews& news, const GameController& controller) const;
  engine::Json MatchEnded(const MatchNews& news, const GameController& controller) const;

  const SessionServices& services_;
  std::string embed_id_;
  bool ready_sent_ = false;
  std::vector<std::pair<std::string, std::string>> queued_errors_;
  GameplayTracker gameplay_;
  std::string table_;  // the room, seat and arriving the host last heard of ("" none)
};

}  // namespace popejoan::session
