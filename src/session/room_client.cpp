#include "session/room_client.h"

#include <algorithm>
#include <utility>

#include "session/room_news.h"
#include "session/room_servers.h"
#include "session/table_list.h"

namespace popejoan::session {
namespace {

constexpr double kMaxRetryWait = 10.0;
// Frames further apart than this: the page was away (a hidden tab draws none, a frozen one runs
// nothing). A drop this soon after it came back is the browser's own (Chrome closes a frozen
// page's socket as it resumes), not the server's.
constexpr double kAwaySeconds = 1.0;
constexpr double kJustBackSeconds = 2.0;

// The room's code as the server reads it: upper case, no spaces.
std::string CodeKey(const std::string& code) {
  std::string out;
  for (char c : code) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) out += c;
  }
  return out.substr(0, 32);
}

}  // namespace

void RoomClient::Begin(const std::string& code, const std::string& name, const std::string& first_message) {
  code_ = code;
  token_.clear();
  name_ = name;
  create_ = first_message;
  info_.reset();
  seat_ = -1;
  arriving_ = -1;
}

void RoomClient::Create(const std::string& create_message, const std::string& name) {
  Begin("", name, create_message);
  attempts_ = 0;
  Connect();
}

void RoomClient::Join(const std::string& code, const std::string& name) {
  Begin(CodeKey(code), name, "");
  token_ = KeptToken();
  had_seat_ = !token_.empty();
  attempts_ = 0;
  Connect();
}

void RoomClient::BrowseTables() {
  tables_.reset();
  if (browsing_ || InRoom()) return;
  browsing_ = true;
  code_.clear();
  create_.clear();
  attempts_ = 0;
  Connect();
}

void RoomClient::StopBrowsing() {
  if (browsing_) Leave();
}

void RoomClient::JoinTable(const std::string& message, const std::string& name) {
  if (!browsing_) {
    Create(message, name);
    return;
  }
  browsing_ = false;
  tables_.reset();
  Begin("", name, message);
  error_.clear();
  if (link_ == RoomLink::kOpen) socket_.send(create_);  // else sent as it opens
}

void RoomClient::Leave() {
  browsing_ = false;
  tables_.reset();
  if (link_ == RoomLink::kNone) return;
  link_ = RoomLink::kNone;  // first: the socket's close that follows is not a drop
  if (socket_.disconnect) socket_.disconnect();
  code_.clear();
  token_.clear();
  rejoin_.clear();
  create_.clear();
  info_.reset();
  views_.clear();
  news_.clear();
  shown_news_.clear();
  reactions_.clear();
  unsent_ = false;
  seat_ = -1;
  arriving_ = -1;
  welcomed_ = false;
  clock_left_ = -1.0;
  late_seat_ = -1;
}

void RoomClient::DropReaction(int seat) {
  reactions_.erase(std::remove_if(reactions_.begin(), reactions_.end(), [&](const ShownReaction& s) { return s.seat == seat; }),
                   reactions_.end());
}

void RoomClient::LeaveTable() {
  if (link_ == RoomLink::kOpen && socket_.send) socket_.send(protocol::LeaveMessage());
  KeepToken("");
  Leave();
}

void RoomClient::Connect() {
  error_.clear();
  welcomed_ = false;
  link_ = attempts_ > 0 ? RoomLink::kReconnecting : RoomLink::kConnecting;
  if (socket_.connect && !server_.empty()) {
    socket_.connect(server_);
  } else {
    link_ = RoomLink::kClosed;
  }
}

bool RoomClient::Send(const std::string& text) {
  if (link_ != RoomLink::kOpen || !socket_.send) {
    unsent_ = InRoom();
    return false;
  }
  socket_.send(text);
  return true;
}

bool RoomClient::Reclaim(const std::string& rejoin_code) {
  if (!welcomed_ || code_.empty()) return false;
  return Send(protocol::HelloMessage(code_, "", name_, rejoin_code));
}

void RoomClient::Opened() {
  if (link_ != RoomLink::kConnecting && link_ != RoomLink::kReconnecting) return;
  link_ = RoomLink::kOpen;
  tracker_.Reset();  // a new connection starts from a whole view
  resync_asked_ = false;
  if (!code_.empty()) {
    socket_.send(protocol::HelloMessage(code_, token_, name_));
  } else if (!create_.empty()) {
    socket_.send(create_);
  }
}

void RoomClient::Received(const std::string& text) {
  if (link_ == RoomLink::kNone) return;
  engine::Result<protocol::ServerMessage> read = protocol::ParseServerMessage(text);
  if (!read.ok()) {
    ++refused_frames_;
    return;
  }
  protocol::ServerMessage& message = read.value();
  if (const protocol::Welcome* w = std::get_if<protocol::Welcome>(&message)) {
    OnWelcome(*w);
  } else if (protocol::RoomInfo* info = std::get_if<protocol::RoomInfo>(&message)) {
    if (info_ && news_.size() < 16) {
      for (std::string& line : SeatNews(*info_, *info, seat_)) {
        shown_news_ = line;
        news_at_ = -1.0;  // its time starts at the next frame
        news_.push_back(std::move(line));
      }
    }
    info_ = std::move(*info);
  } else if (protocol::RoomView* view = std::get_if<protocol::RoomView>(&message)) {
    OnFrame(view);
  } else if (const protocol::RoomReaction* r = std::get_if<protocol::RoomReaction>(&message)) {
    DropReaction(r->seat);
    reactions_.push_back({r->seat, r->reaction, -1.0});  // its time starts at the next frame
  } else if (protocol::TablesList* list = std::get_if<protocol::TablesList>(&message)) {
    if (browsing_) {
      tables_ = std::move(*list);
      ++tables_serial_;
    }
  } else if (const protocol::RoomError* e = std::get_if<protocol::RoomError>(&message)) {
    if (browsing_) return;  // the list's ask was early (too-fast): asked again in a while
    error_ = e->error;
    const std::string& id = e->error;
    if (id == "stale" || id == "illegal" || id == "not-your-turn" || id == "too-fast" || id == "server-trouble") {
      act_refused_ = true;
    }
    // A room that is gone, or damaged on the server, is not tried again: the page says so and
    // offers the setup.
    if ((e->error == "no-such-room" || e->error == "room-damaged" || e->error == "old-page") && !welcomed_) {
      link_ = RoomLink::kClosed;
      if (socket_.disconnect) socket_.disconnect();
    }
    // A token the room does not know (an old link's): forgotten, and the room opened to watch.
    if (e->error == "bad-token" && !welcomed_ && !token_.empty()) {
      token_.clear();
      KeepToken("");
      socket_.send(protocol::HelloMessage(code_, "", name_));
    }
    // The server could not store the seat's return: tried again as after a drop.
    if (e->error == "server-trouble" && !welcomed_) {
      if (socket_.disconnect) socket_.disconnect();
      Closed();
    }
  }
}

void RoomClient::OnWelcome(const protocol::Welcome& w) {
  welcomed_ = true;
  unsent_ = false;
  attempts_ = 0;
  retry_wait_ = 0.0;
  error_.clear();
  create_.clear();  // a room made once: a reconnect says hello to it
  code_ = CodeKey(w.room);
  seat_ = w.spectator ? -1 : w.seat;
  arriving_ = w.spectator ? w.arriving : -1;
  rejoin_ = w.spectator ? "" : w.rejoin;
  if (!w.token.empty()) {
    token_ = w.token;
    KeepToken(token_);
  }
}

std::string RoomClient::KeptToken() const {
  const std::string server = RoomServerOrigin(server_);
  return socket_.token && !server.empty() ? socket_.token(server, code_) : "";
}

void RoomClient::KeepToken(const std::string& token) {
  const std::string server = RoomServerOrigin(server_);
  if (socket_.keep_token && !server.empty()) socket_.keep_token(server, code_, token);
}

void RoomClient::OnFrame(protocol::RoomView* view) {
  if (!tracker_.Apply(view)) {
    if (!resync_asked_ && Send(protocol::ResyncMessage())) {
      resync_asked_ = true;
      ++resyncs_;
    }
    return;
  }
  if (!view->set) resync_asked_ = false;
  OnView(*view);
  KeepView(std::move(*view));
}

void RoomClient::KeepView(protocol::RoomView view) {
  if (views_.size() >= 64) views_.pop_back();
  views_.push_back(std::move(view));
}

void RoomClient::OnView(const protocol::RoomView& view) {
  // The deadline is the server's: what it said is left, counted from when it came.
  clock_left_ = view.left_ms >= 0 ? static_cast<double>(view.left_ms) / 1000.0 : -1.0;
  clock_at_ = now_;
  const bool deciding = view.state && view.state->phase() != engine::Phase::kDealOver && !view.state->IsTerminal();
  const int seat = deciding ? view.state->CurrentSeat() : -1;
  if (clock_left_ >= 0.0 && (view.step != clock_step_ || seat != clock_seat_ || clock_left_ > clock_total_)) clock_total_ = clock_left_;
  clock_step_ = view.step;
  clock_seat_ = seat;
  if (view.late >= 0) {
    late_seat_ = view.late;
    late_at_ = now_;
  }
}

double RoomClient::TimeLeft() const {
  if (clock_left_ < 0.0 || link_ != RoomLink::kOpen) return -1.0;
  return std::max(0.0, clock_left_ - (now_ - clock_at_));
}

double RoomClient::ClockShare() const {
  const double left = TimeLeft();
  return left < 0.0 || clock_total_ <= 0.0 ? -1.0 : std::min(1.0, left / clock_total_);
}

void RoomClient::Closed() {
  if (link_ == RoomLink::kNone || link_ == RoomLink::kClosed) return;
  // Dropped: tried again after 1, 2, 4, 8 seconds, then every 10; at once when the page has just
  // come back, so that it is in step again within one round trip.
  const bool just_back = attempts_ == 0 && now_ - back_at_ < kJustBackSeconds;
  retry_wait_ = just_back ? 0.0 : std::min(kMaxRetryWait, static_cast<double>(1 << std::min(attempts_, 4)));
  ++attempts_;
  retry_at_ = now_ + retry_wait_;
  link_ = RoomLink::kReconnecting;
  welcomed_ = false;
}

void RoomClient::Update(double now_seconds) {
  if (now_ > 0.0 && now_seconds - now_ > kAwaySeconds) back_at_ = now_seconds;
  now_ = now_seconds;
  // A reaction's time counts from the first frame that can show it (a hidden page draws none).
  for (ShownReaction& r : reactions_) {
    if (r.at < 0.0) r.at = now_;
  }
  reactions_.erase(std::remove_if(reactions_.begin(), reactions_.end(),
                                  [&](const ShownReaction& s) { return now_ - s.at > kReactionSeconds; }),
                   reactions_.end());
  if (late_seat_ >= 0 && now_ - late_at_ > kLateSeconds) late_seat_ = -1;
  if (news_at_ < 0.0) news_at_ = now_;
  if (now_ - news_at_ > kNewsSeconds) shown_news_.clear();
  if (browsing_ && link_ == RoomLink::kOpen && TablesAskDue(now_, tables_asked_at_, tables_.has_value())) {
    socket_.send(protocol::TablesMessage(""));
    tables_asked_at_ = now_;
  }
  if (link_ == RoomLink::kReconnecting && retry_at_ > 0.0 && now_ >= retry_at_) {
    retry_at_ = 0.0;
    Connect();
  }
}

std::vector<std::string> RoomClient::TakeNews() {
  std::vector<std::string> out;
  out.swap(news_);
  return out;
}

std::vector<protocol::RoomView> RoomClient::TakeViews() {
  std::vector<protocol::RoomView> out;
  out.swap(views_);
  return out;
}

}  // namespace popejoan::session
