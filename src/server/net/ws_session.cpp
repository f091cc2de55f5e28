// One WebSocket at /rooms (web_sessions.h). The hub is only ever called from a completion handler,
// never from inside one of its own calls to Send or Disconnect, so it is never re-entered.
#include <algorithm>
#include <chrono>
#include <exception>

#include "protocol/server_message.h"
#include "server/net/web_sessions.h"

namespace popejoan::server {

WsSession::WsSession(ServerState& state, tcp::socket socket, ConnectionId id, ConnectionSlot slot)
    : state_(state), id_(id), slot_(std::move(slot)), ws_(std::move(socket)) {}

template <class F>
void WsSession::Guard(const char* what, F&& f) {
  try {
    f();
  } catch (const std::exception& e) {
    LogLine("connection " + std::to_string(id_) + ": " + what + " threw: " + e.what());
    Drop("");
    Finish();  // not inside a hub call: the handler's own call has ended
  } catch (...) {
    LogLine("connection " + std::to_string(id_) + ": " + what + " threw");
    Drop("");
    Finish();
  }
}

namespace {

double SteadyNow() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::chrono::steady_clock::duration Seconds(double s) {
  return std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(s));
}

}  // namespace

void WsSession::Accept(http::request<http::string_body> request) {
  // The idle timeout is about life, not about messages: a person thinking, or watching a whole
  // match, sends nothing for minutes. Halfway through a silence Beast pings; a browser answers
  // every ping by itself (a pong is a frame read), so only a peer that is gone (or a client that
  // does not read) stays silent for the whole idle time and is closed.
  websocket::stream_base::timeout timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
  timeouts.handshake_timeout = Seconds(state_.options.handshake_seconds);
  timeouts.idle_timeout = Seconds(state_.options.idle_seconds);
  timeouts.keep_alive_pings = true;
  ws_.set_option(timeouts);
  ws_.set_option(websocket::stream_base::decorator(
      [](websocket::response_type& response) { response.set(http::field::server, "popejoan-server"); }));
  ws_.read_message_max(state_.options.frame_limit);
  // The session outlives its stream's callbacks (they run inside its own reads).
  ws_.control_callback([this](websocket::frame_type kind, beast::string_view) { OnControl(kind); });
  // Known from now on so that a stop closes it, though the hub hears of it only once it is open.
  state_.sockets[id_] = weak_from_this();
  ws_.async_accept(request, [self = shared_from_this()](beast::error_code ec) {
    self->Guard("accept", [&] { self->OnAccept(ec); });
  });
}

void WsSession::OnAccept(beast::error_code ec) {
  if (ec || state_.stopping) return Finish();
  opened_ = true;
  rate_tokens_ = state_.options.messages_per_second;
  rate_last_ = drops_since_ = SteadyNow();
  state_.hub->Open(id_);
  Read();
}

void WsSession::Read() {
  ws_.async_read(in_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
    self->Guard("read", [&] { self->OnRead(ec); });
  });
}

void WsSession::OnRead(beast::error_code ec) {
  // Closed by either side, timed out, too big (Beast has answered 1009) or broken: gone.
  if (ec) return Finish();
  const std::string text = beast::buffers_to_string(in_.data());
  in_.consume(in_.size());
  if (!ws_.got_text()) {
    StartClose(websocket::close_code::unknown_data);
  } else if (!closing_ && WithinRate()) {
    state_.hub->Receive(id_, text);
  }
  Read();  // still read while closing: the close handshake arrives that way
}

// Pings and pongs are frames like any other: counted against --messages-per-second (Beast answers
// a ping by itself; a flood of them is dropped and then closed like a flood of messages, with no
// too-fast for each). A close frame's code from 5000 up is one no endpoint may send (RFC 6455,
// 7.4.2) that Beast 1.74 takes and echoes: it is answered 1002 instead. Beast already answers the
// reserved ones (1005, 1006, 1015, 1016-2999...) with 1002.
void WsSession::OnControl(websocket::frame_type kind) {
  if (kind != websocket::frame_type::close) {
    if (!closing_) WithinRate(true);
    return;
  }
  if (ws_.reason().code < 5000 || close_started_ || finished_) return;
  // Sent now, even while a frame is being written: Beast's read then sends no echo of its own.
  closing_ = close_started_ = true;
  close_pending_ = false;
  ws_.async_close(websocket::close_code::protocol_error, [self = shared_from_this()](beast::error_code ec) {
    if (ec) self->Drop("");
  });
}

bool WsSession::WithinRate(bool control_frame) {
  const double rate = state_.options.messages_per_second;
  if (rate <= 0) return true;
  const double now = SteadyNow();
  rate_tokens_ = std::min(rate, rate_tokens_ + (now - rate_last_) * rate);
  rate_last_ = now;
  if (rate_tokens_ >= 1.0) {
    rate_tokens_ -= 1.0;
    return true;
  }
  // Dropped before it is read (no JSON is parsed for it), and said so: the frame is not the hub's.
  if (now - drops_since_ > 10.0) {
    drops_since_ = now;
    drops_ = 0;
  }
  if (++drops_ > state_.options.messages_per_second) {
    LogLine("connection " + std::to_string(id_) + " closed: it kept sending too fast");
    if (!control_frame) {
      StartClose(websocket::close_code::policy_error);
    } else {
      // From inside Beast's read (a control frame): the close starts once that read has paused.
      closing_ = true;
      net::post(ws_.get_executor(), [self = shared_from_this()] {
        self->Guard("close", [&] { self->StartClose(websocket::close_code::policy_error); });
      });
    }
    return false;
  }
  if (control_frame) return false;
  Queue(protocol::ErrorText(protocol::ErrorCode::kTooFast, "more than " + std::to_string(state_.options.messages_per_second) +
                                                                " messages a second: that one was dropped"));
  return false;
}

void WsSession::Queue(const std::string& text) {
  if (!opened_ || closing_ || finished_) return;
  if (queued_bytes_ + text.size() > state_.options.send_queue_limit) return Drop("its send queue is full");
  queued_bytes_ += text.size();
  out_.push_back(text);
  if (!writing_) WriteNext();
}

void WsSession::WriteNext() {
  writing_ = !out_.empty();
  if (!writing_) {
    if (close_pending_) BeginClose();
    return;
  }
  ws_.text(true);
  ws_.async_write(net::buffer(out_.front()), [self = shared_from_this()](beast::error_code ec, std::size_t) {
    self->Guard("write", [&] { self->OnWrite(ec); });
  });
}

void WsSession::OnWrite(beast::error_code ec) {
  if (ec) return Drop("a write failed");  // the pending read then fails and finishes the session
  queued_bytes_ -= out_.front().size();
  out_.pop_front();
  WriteNext();
}

void WsSession::CloseAfterQueue() {
  if (opened_) StartClose(websocket::close_code::policy_error);
}

void WsSession::StartClose(websocket::close_code code) {
  if (finished_ || close_pending_ || close_started_) return;
  closing_ = true;
  close_code_ = code;
  if (writing_) {
    close_pending_ = true;  // after the queue (WriteNext)
    return;
  }
  BeginClose();
}

void WsSession::BeginClose() {
  close_pending_ = false;
  close_started_ = true;
  ws_.async_close(close_code_, [self = shared_from_this()](beast::error_code ec) {
    if (ec) self->Drop("");  // the pending read fails too and finishes the session
  });
}

// Closes the socket at once. Never calls the hub: Queue calls this from inside the hub's own calls;
// the read pending on the socket fails and its handler finishes the session.
void WsSession::Drop(const char* why) {
  if (!closing_ && why[0] != '\0') LogLine("connection " + std::to_string(id_) + " dropped: " + why);
  closing_ = true;  // what is queued stays until the session goes: a write may still hold it
  beast::get_lowest_layer(ws_).close();
}

void WsSession::Drain() {
  if (!opened_) return Shutdown();  // its handshake not done: nothing to tell it
  StartClose(websocket::close_code::service_restart);
}

void WsSession::Shutdown() {
  closing_ = true;
  beast::get_lowest_layer(ws_).close();
}

void WsSession::Finish() {
  if (finished_) return;
  finished_ = true;
  closing_ = true;
  state_.sockets.erase(id_);
  if (state_.stopping && state_.sockets.empty()) state_.drain.cancel();  // drained: Run may return
  if (!opened_) return;
  try {
    state_.hub->Close(id_);
  } catch (const std::exception& e) {
    LogLine("connection " + std::to_string(id_) + ": the hub's Close threw: " + e.what());
  } catch (...) {
    LogLine("connection " + std::to_string(id_) + ": the hub's Close threw");
  }
}

}  // namespace popejoan::server
