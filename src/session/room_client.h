// This page's side of an online room (docs/online.md): the socket's state (connecting, open,
// reconnecting with a growing wait, closed), the room as the server last told it, this
// connection's role, seat and token, and what came in for the session to act on (views,
// reactions, an error). The platform's socket is reached through three functions; the tokens
// are kept per room server and room code (room_servers.h) so a reload of the invite link takes
// the same seat again, and a token goes only to the server that issued it.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "protocol/client_message.h"
#include "protocol/server_message.h"
#include "protocol/view_tracker.h"

namespace popejoan::session {

enum class RoomLink : std::uint8_t { kNone, kConnecting, kOpen, kReconnecting, kClosed };

struct RoomSocket {
  std::function<void(const std::string& url)> connect;
  std::function<void(const std::string& text)> send;
  std::function<void()> disconnect;
  // A seat's token, by the room server's origin (RoomServerOrigin) and the room's code.
  std::function<void(const std::string& server, const std::string& room, const std::string& token)> keep_token;
  std::function<std::string(const std::string& server, const std::string& room)> token;
};

// A reaction on show at a seat's plate, and the frame time it was first shown (-1: not yet).
struct ShownReaction {
  int seat = -1;
  protocol::Reaction reaction = protocol::Reaction::kWellPlayed;
  double at = 0.0;
};

class RoomClient {
 public:
  // How long a reaction stays at its plate, and "time ran out". A reaction is two words: read in
  // under a second, 2.5 s leaves time to glance from your hand to the plate once, and goes before
  // the next card or two are played, so reactions never pile up over the table. Every reaction the
  // same; a new one from the same seat replaces the old (and starts its time again).
  static constexpr double kReactionSeconds = 2.5;
  static constexpr double kLateSeconds = 5.0;
  // How long a seat's news stays in the banner: a sentence of a dozen words, read once.
  static constexpr double kNewsSeconds = 6.0;

  void SetSocket(RoomSocket socket) { socket_ = std::move(socket); }
  // The room server's URL ("" when none answers: rooms are not offered).
  void SetServer(const std::string& url) { server_ = url; }
  const std::string& server() const { return server_; }
  bool ServerAnswers() const { return !server_.empty() && socket_.connect != nullptr; }

  // Makes a room: connects and sends `create_message` once open.
  void Create(const std::string& create_message, const std::string& name);
  // Opens room `code` (its kept token retakes its seat; else watching).
  void Join(const std::string& code, const std::string& name);
  // Leaves the room (the token stays kept).
  void Leave();
  // Leaves a public table for good: the server told first, while the socket is open (the seat
  // goes to its AI at once, an arriving claim is dropped), the token forgotten, the room left.
  void LeaveTable();
  // The open public tables' list, before any room: the socket opened (or kept) for it alone, the
  // list asked for at once and every few seconds (table_list.h) while browsing. A join then goes
  // on the same socket (JoinTable); StopBrowsing closes it.
  void BrowseTables();
  void StopBrowsing();
  bool browsing() const { return browsing_; }
  // The last list the server sent since browsing began (none yet: nullopt).
  const std::optional<protocol::TablesList>& tables() const { return tables_; }
  // Bumped by each list received: what is built from the list is built again only then.
  int tables_serial() const { return tables_serial_; }
  // A seat at a listed table: `message` (join-table) sent on the list's socket, or once one is
  // open; then as a room is made (a drop before the welcome sends it again).
  void JoinTable(const std::string& message, const std::string& name);
  // A watcher takes their own seat back with its rejoin code (typed; the server reads any case,
  // spaces and dashes). False if the socket is not open.
  bool Reclaim(const std::string& rejoin_code);
  // This seat's rejoin code, as the server told it ("" when watching).
  const std::string& rejoin() const { return rejoin_; }
  // Sends a message now if the socket is open; false if it is not (never held for later: the
  // server's view may have moved on meanwhile). A message not sent in a room is remembered until
  // the room welcomes this page again (`unsent`), for the page to say so.
  bool Send(const std::string& text);
  bool unsent() const { return unsent_; }

  // ---- From the platform.
  void Opened();
  void Received(const std::string& text);
  void Closed();
  // The clock: a dropped socket is tried again when its wait is over; old reactions go.
  void Update(double now_seconds);

  // ---- What it knows.
  RoomLink link() const { return link_; }
  bool InRoom() const { return link_ != RoomLink::kNone && !browsing_; }
  const std::string& code() const { return code_; }
  bool spectator() const { return seat_ < 0; }
  int seat() const { return seat_; }
  // A public table's newcomer: the seat it takes when this deal ends (it watches meanwhile), -1.
  int arriving() const { return arriving_; }
  bool public_table() const { return info_ && info_->public_table; }
  bool welcomed() const { return welcomed_; }
  const std::string& name() const { return name_; }
  void set_name(const std::string& name) { name_ = name; }
  const std::optional<protocol::RoomInfo>& info() const { return info_; }
  // This connection made the room (it holds seat 0 there).
  bool creator() const { return seat_ == 0; }
  // This connection's seat may start, free seats and play again (the room's host: the creator
  // while here, else the lowest seat whose person is).
  bool host() const { return welcomed_ && seat_ >= 0 && info_ && info_->host == seat_; }
  // The turn clock as the last view told it, counted down here: seconds left for the decision
  // awaited (-1 when none runs), and whose it is (-1: everyone's "ready" at a deal's end).
  double TimeLeft() const;
  int clock_seat() const { return clock_seat_; }
  // The share of the decision's clock still left, 1 down to 0 (-1 when none runs): from the
  // first time left told for this decision (its whole clock, unless joined in its middle).
  double ClockShare() const;
  // The seat whose time ran out on the last action (its AI played for it), for a few seconds
  // after; -1 if none.
  int late_seat() const { return late_seat_; }
  // The views that came in since the last call, oldest first.
  std::vector<protocol::RoomView> TakeViews();
  // News of the seats (room_news.h: a person away with the AI in their place, back) from the room
  // frames since the last call, oldest first.
  std::vector<std::string> TakeNews();
  // The latest of that news while it is on show (kNewsSeconds), else "".
  const std::string& shown_news() const { return shown_news_; }
  const std::vector<ShownReaction>& reactions() const { return reactions_; }
  // The reaction on show at `seat`'s plate goes (a muted person's: not kept to show on unmuting).
  void DropReaction(int seat);
  // The last refusal's id ("no-such-room"), "" if none since the last welcome.
  const std::string& error() const { return error_; }
  // This page held a seat's token for the room it opened (it sat there once).
  bool had_seat() const { return had_seat_; }
  void ClearError() { error_.clear(); }
  // True once after the server refused the seat's act (stale, illegal, too fast, not stored):
  // the seat may choose again. One-shot, so a later act is not released by the same refusal.
  bool TakeRefusal() { return std::exchange(act_refused_, false); }
  // Seconds until the next try while reconnecting (for the banner and the tests).
  double RetryWait() const { return retry_wait_; }
  int attempts() const { return attempts_; }
  // Messages that were not frames of the protocol (ignored), for logs and tests.
  int refused_frames() const { return refused_frames_; }
  // Whole views asked for again since the page opened: a step that did not follow the view held
  // (a frame missed) or did not make its check (docs/online.md, "Steps").
  int resyncs() const { return resyncs_; }
  // The step of the view held (the tests' and benchmarks' view of where the page is).
  std::int64_t step() const { return tracker_.step(); }

 private:
  // A new room to open: its code ("" for one not made yet), the name, and the first message
  // sent once the socket is open ("" for a hello); what the last room said is forgotten.
  void Begin(const std::string& code, const std::string& name, const std::string& first_message);
  void Connect();
  void OnWelcome(const protocol::Welcome& w);
  // The token kept for code_ on this server, and keeping one ("": forgetting it). Nothing is
  // read or kept for a server whose origin is not understood.
  std::string KeptToken() const;
  void KeepToken(const std::string& token);
  // A view or a step: followed by the tracker (a step it refuses: the whole view asked for once),
  // then the clock, then kept for the session.
  void OnFrame(protocol::RoomView* view);
  void OnView(const protocol::RoomView& view);
  // The latest is always kept: past 64 waiting (a page that draws nothing: a tab in the
  // background), each new one takes the last one's place.
  void KeepView(protocol::RoomView view);

  RoomSocket socket_;
  std::string server_;
  RoomLink link_ = RoomLink::kNone;
  std::string code_;
  std::string name_;
  std::string token_;
  std::string rejoin_;
  std::string create_;  // the create message to send once open (making a room)
  int seat_ = -1;
  int arriving_ = -1;
  bool welcomed_ = false;
  bool browsing_ = false;
  std::optional<protocol::TablesList> tables_;
  double tables_asked_at_ = -1.0;
  int tables_serial_ = 0;
  std::optional<protocol::RoomInfo> info_;
  std::vector<protocol::RoomView> views_;
  protocol::ViewTracker tracker_;
  bool resync_asked_ = false;  // since the last whole view
  int resyncs_ = 0;
  std::vector<std::string> news_;
  std::string shown_news_;
  double news_at_ = 0.0;
  std::vector<ShownReaction> reactions_;
  std::string error_;
  double now_ = 0.0;
  double retry_at_ = 0.0;
  double retry_wait_ = 0.0;
  double back_at_ = -1e9;  // when the page last came back after being away (no frames)
  int attempts_ = 0;
  int refused_frames_ = 0;
  bool act_refused_ = false;
  bool had_seat_ = false;
  bool unsent_ = false;
  double clock_left_ = -1.0;  // seconds left when the last view came, at clock_at_
  double clock_at_ = 0.0;
  int clock_seat_ = -1;
  double clock_total_ = 0.0;     // the first time left told for the decision the clock times
  std::int64_t clock_step_ = -1;
  int late_seat_ = -1;
  double late_at_ = 0.0;
};

}  // namespace popejoan::session
