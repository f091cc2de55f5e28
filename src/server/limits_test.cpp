// Fair shares under abuse, against the real popejoan-server on loopback (docs/online.md, "Limits"
// and "Behind a host or a proxy"): the client's address taken from X-Forwarded-For only when the
// TCP peer is a trusted proxy (a spoofed header from anyone else changes nothing), rooms per
// connection and per address, pings counted against --messages-per-second, a close code no
// endpoint may send answered with 1002, and a burst of watchers reaching an idle player as a few
// `room` frames a second (each watcher still gets its own welcome, room and view at once).
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <memory>
#include <thread>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/json.h"
#include "engine/rules.h"
#include "server/testing/server_process.h"
#include "server/testing/ws_test_client.h"
#include "protocol/client_message.h"
#include "protocol/server_message.h"
#include "protocol/view_tracker.h"

namespace popejoan::server {
namespace {

using testkit::ServerProcess;
using testkit::WsTestClient;
using Ms = std::chrono::milliseconds;
using Clock = std::chrono::steady_clock;

std::string TypeOf(const std::string& frame) {
  engine::Result<engine::Json> j = engine::Json::Parse(frame);
  const engine::Json* type = j.ok() ? j->Find("type") : nullptr;
  return type != nullptr && type->is_string() ? type->as_string() : "";
}

std::string Text(const engine::Json& j, const char* key) {
  const engine::Json* v = j.Find(key);
  return v != nullptr && v->is_string() ? v->as_string() : "";
}

// One connection and every frame it has read, in order.
struct Client {
  WsTestClient ws;
  std::vector<std::string> frames;
  std::size_t looked = 0;  // frames Await has passed over

  engine::Status Connect(const ServerProcess& server, const std::string& forwarded_for = "") {
    WsTestClient::Headers headers;
    if (!forwarded_for.empty()) headers.emplace_back("X-Forwarded-For", forwarded_for);
    return ws.Connect(server.port(), server.origin(), headers, Ms(2000));
  }
  void Pump(Ms wait) {
    ws.Pump(wait);
    while (!ws.inbox().empty()) {
      frames.push_back(std::move(ws.inbox().front()));
      ws.inbox().pop_front();
    }
  }
  // The next frame of `type` or an error, waiting up to 3 s (an empty object if none came).
  engine::Json Await(const std::string& type) {
    const auto deadline = Clock::now() + Ms(3000);
    for (;;) {
      for (; looked < frames.size(); ++looked) {
        const std::string kind = TypeOf(frames[looked]);
        if (kind == type || kind == "error") return *engine::Json::Parse(frames[looked++]);
      }
      if (Clock::now() >= deadline || ws.closed()) return engine::Json::Object();
      Pump(Ms(20));
    }
  }
  // Makes a room of three (the sender's seat and two AI): its code, or "" with the error's message in `refusal`.
  std::string Create(std::string* refusal = nullptr) {
    std::vector<protocol::SeatRequest> seats(3);
    seats[1] = seats[2] = {protocol::SeatKind::kAi, "casual"};
    (void)ws.Send(protocol::CreateMessage("Ann", {engine::RulesForPreset(engine::Preset::kClassic), 1, seats, ai::LevelId(ai::Level::kCasual), 0}));
    const engine::Json answer = Await("welcome");
    if (refusal != nullptr) *refusal = Text(answer, "error").empty() ? "" : Text(answer, "message");
    return Text(answer, "type") == "welcome" ? Text(answer, "room") : "";
  }
};

// A plain TCP connection, for what a WebSocket client cannot send (an upgrade read back as it
// comes, a close frame with any code).
class RawSocket {
 public:
  explicit RawSocket(int port) {
    fd_ = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<unsigned short>(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
      close(fd_);
      fd_ = -1;
    }
  }
  ~RawSocket() {
    if (fd_ >= 0) close(fd_);
  }
  void Write(const std::string& bytes) const { (void)!write(fd_, bytes.data(), bytes.size()); }
  // What arrives within `wait`, or until `enough` bytes or the server closes.
  std::string Read(Ms wait, std::size_t enough = 1 << 20) const {
    std::string got;
    const auto deadline = Clock::now() + wait;
    while (Clock::now() < deadline && got.size() < enough) {
      pollfd p{fd_, POLLIN, 0};
      const int left = static_cast<int>(std::chrono::duration_cast<Ms>(deadline - Clock::now()).count());
      if (poll(&p, 1, std::max(1, left)) <= 0) continue;
      char chunk[4096];
      const ssize_t n = read(fd_, chunk, sizeof chunk);
      if (n <= 0) break;
      got.append(chunk, static_cast<std::size_t>(n));
    }
    return got;
  }
  // The WebSocket upgrade's answer (its status line and headers).
  std::string Upgrade(const ServerProcess& server, const std::string& extra_headers = "") const {
    Write("GET /rooms HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(server.port()) +
          "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
          "Sec-WebSocket-Version: 13\r\nOrigin: " + server.origin() + "\r\n" + extra_headers + "\r\n");
    std::string answer;
    const auto deadline = Clock::now() + Ms(3000);
    while (answer.find("\r\n\r\n") == std::string::npos && Clock::now() < deadline) {
      const std::string more = Read(Ms(100), answer.size() + 1);
      if (more.empty() && answer.empty()) continue;
      answer += more;
      if (more.empty()) break;
    }
    return answer;
  }

 private:
  int fd_ = -1;
};

// A client's close frame (masked, as RFC 6455 requires of a client) with `code`.
std::string CloseFrame(int code) {
  const unsigned char mask[4] = {0x12, 0x34, 0x56, 0x78};
  std::string frame = {'\x88', static_cast<char>(0x80 | 2)};
  frame.append(reinterpret_cast<const char*>(mask), 4);
  frame += static_cast<char>(((code >> 8) & 0xff) ^ mask[0]);
  frame += static_cast<char>((code & 0xff) ^ mask[1]);
  return frame;
}

// The code of the server's close frame at the start of `bytes`, -1 if there is none.
int CloseCodeOf(const std::string& bytes) {
  if (bytes.size() < 4 || static_cast<unsigned char>(bytes[0]) != 0x88 || bytes[1] != 2) return -1;
  return (static_cast<unsigned char>(bytes[2]) << 8) | static_cast<unsigned char>(bytes[3]);
}

ServerProcess* Start(std::unique_ptr<ServerProcess>* server, const std::vector<std::string>& flags) {
  *server = std::make_unique<ServerProcess>();
  const engine::Status started = (*server)->Start(testkit::ServerBinary(), flags);
  EXPECT_TRUE(started.ok()) << started.message;
  return started.ok() ? server->get() : nullptr;
}

TEST(Limits, BehindATrustedProxyTheClientItNamesIsTheOneCounted) {
  std::unique_ptr<ServerProcess> process;
  const ServerProcess* server =
      Start(&process, {"--trusted-proxies", "127.0.0.1", "--connections-per-address", "2", "--rooms-per-minute", "2",
                       "--messages-per-second", "0", "--rooms-per-connection", "0", "--open-rooms-per-address", "0"});
  ASSERT_NE(server, nullptr);
  // The proxy's own connections (pages, /healthz) are not held to one address's share.
  std::vector<std::unique_ptr<RawSocket>> pages;
  for (int i = 0; i < 4; ++i) {
    pages.push_back(std::make_unique<RawSocket>(server->port()));
    pages.back()->Write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
  }
  for (auto& page : pages) EXPECT_EQ(page->Read(Ms(2000), 12).rfind("HTTP/1.1 200", 0), 0u) << "the proxy's 4th page";
  // Two sockets of one client, then its third is refused; what it wrote left of its proxy's entry
  // does not make it another client.
  Client a1, a2, b1, b2;
  ASSERT_TRUE(a1.Connect(*server, "203.0.113.5").ok());
  ASSERT_TRUE(a2.Connect(*server, "203.0.113.5").ok());
  EXPECT_EQ(RawSocket(server->port()).Upgrade(*server, "X-Forwarded-For: 203.0.113.5\r\n").rfind("HTTP/1.1 429", 0), 0u);
  ASSERT_TRUE(b1.Connect(*server, "6.6.6.6, 203.0.113.6").ok()) << "another client";
  ASSERT_TRUE(b2.Connect(*server, "203.0.113.6").ok());
  EXPECT_EQ(RawSocket(server->port()).Upgrade(*server, "X-Forwarded-For: 7.7.7.7, 203.0.113.6\r\n").rfind("HTTP/1.1 429", 0),
            0u) << "a spoofed entry left of the proxy's is never read";
  // Rooms a minute, per client.
  std::string refusal;
  EXPECT_NE(a1.Create(), "");
  EXPECT_NE(a2.Create(), "");
  EXPECT_EQ(a1.Create(&refusal), "");
  EXPECT_EQ(refusal, "too many rooms made from one address; wait a minute");
  EXPECT_NE(b1.Create(), "") << "another client's rooms";
  // A header the proxy did not write well, or none: the proxy's own share (127.0.0.1).
  Client m1, m2;
  ASSERT_TRUE(m1.Connect(*server, "garbage").ok());
  ASSERT_TRUE(m2.Connect(*server).ok());
  EXPECT_EQ(RawSocket(server->port()).Upgrade(*server, "X-Forwarded-For: 203.0.113.9:http\r\n").rfind("HTTP/1.1 429", 0), 0u);
  // A client that leaves frees its place.
  a2.ws.Close();
  Client a3;
  bool admitted = false;
  for (int i = 0; i < 50 && !admitted; ++i) {
    admitted = a3.Connect(*server, "203.0.113.5").ok();
    if (!admitted) std::this_thread::sleep_for(Ms(20));
  }
  EXPECT_TRUE(admitted) << "the client's second place, once its other socket closed";
}

TEST(Limits, ASpoofedHeaderFromAnUntrustedPeerChangesNothing) {
  std::unique_ptr<ServerProcess> process;
  const ServerProcess* server = Start(&process, {"--trusted-proxies", "10.0.0.0/8", "--connections-per-address", "2",
                                                 "--rooms-per-minute", "1", "--messages-per-second", "0"});
  ASSERT_NE(server, nullptr);
  Client c1, c2, c3;
  ASSERT_TRUE(c1.Connect(*server, "203.0.113.5").ok());
  ASSERT_TRUE(c2.Connect(*server, "203.0.113.6").ok());
  EXPECT_FALSE(c3.Connect(*server, "203.0.113.7").ok()) << "a third socket from 127.0.0.1, whatever it says";
  std::string refusal;
  EXPECT_NE(c1.Create(), "");
  EXPECT_EQ(c2.Create(&refusal), "");
  EXPECT_EQ(refusal, "too many rooms made from one address; wait a minute");
}

TEST(Limits, OneConnectionAndOneAddressMakeSoManyRooms) {
  std::unique_ptr<ServerProcess> process;
  const ServerProcess* server =
      Start(&process, {"--trusted-proxies", "127.0.0.1", "--rooms-per-connection", "2", "--open-rooms-per-address", "3",
                       "--rooms-per-minute", "0", "--connections-per-address", "0", "--messages-per-second", "0"});
  ASSERT_NE(server, nullptr);
  Client a1, a2, b1;
  ASSERT_TRUE(a1.Connect(*server, "203.0.113.5").ok());
  ASSERT_TRUE(a2.Connect(*server, "203.0.113.5").ok());
  ASSERT_TRUE(b1.Connect(*server, "203.0.113.6").ok());
  std::string refusal;
  EXPECT_NE(a1.Create(), "");
  EXPECT_NE(a1.Create(), "");
  EXPECT_EQ(a1.Create(&refusal), "");
  EXPECT_EQ(refusal, "too many rooms made on one connection");
  EXPECT_NE(a2.Create(), "") << "the address's third room, from another connection";
  EXPECT_EQ(a2.Create(&refusal), "");
  EXPECT_EQ(refusal, "too many rooms open from one address; wait until one is closed");
  EXPECT_NE(b1.Create(), "") << "another address";
}

// A lobby its creator left and nobody joined is removed after --empty-lobby-seconds; one that
// someone still watches stays.
TEST(Limits, ALobbyItsCreatorLeftAndNobodyJoinedIsRemoved) {
  std::unique_ptr<ServerProcess> process;
  const ServerProcess* server = Start(&process, {"--empty-lobby-seconds", "1", "--rooms-per-minute", "0"});
  ASSERT_NE(server, nullptr);
  Client left, watched, watcher, asker;
  ASSERT_TRUE(left.Connect(*server).ok());
  ASSERT_TRUE(watched.Connect(*server).ok());
  ASSERT_TRUE(watcher.Connect(*server).ok());
  ASSERT_TRUE(asker.Connect(*server).ok());
  const std::string gone = left.Create();
  const std::string kept = watched.Create();
  ASSERT_NE(gone, "");
  ASSERT_NE(kept, "");
  (void)watcher.ws.Send(protocol::HelloMessage(kept, "", ""));
  EXPECT_EQ(Text(watcher.Await("welcome"), "type"), "welcome");
  left.ws.Close();
  watched.ws.Close();
  // Asked with a token that opens no seat, a room answers bad-token without letting the asker in
  // (who would then be someone in it); a room that is gone answers no-such-room.
  const std::string stranger(32, 'f');
  std::string answer = "bad-token";
  for (int i = 0; i < 50 && answer == "bad-token"; ++i) {
    std::this_thread::sleep_for(Ms(100));
    (void)asker.ws.Send(protocol::HelloMessage(gone, stranger, ""));
    answer = Text(asker.Await("welcome"), "error");
  }
  EXPECT_EQ(answer, "no-such-room") << "the abandoned lobby is gone";
  (void)asker.ws.Send(protocol::HelloMessage(kept, stranger, ""));
  EXPECT_EQ(Text(asker.Await("welcome"), "error"), "bad-token") << "the watched lobby stays";
}

TEST(Limits, PingsCountAgainstTheMessageLimit) {
  std::unique_ptr<ServerProcess> process;
  const ServerProcess* server = Start(&process, {"--messages-per-second", "10"});
  ASSERT_NE(server, nullptr);
  Client calm, flood;
  ASSERT_TRUE(calm.Connect(*server).ok());
  ASSERT_TRUE(flood.Connect(*server).ok());
  for (int i = 0; i < 5; ++i) ASSERT_TRUE(calm.ws.Ping().ok());
  (void)calm.ws.Send(protocol::HelloMessage("ZZZZZZZZZ", "", ""));
  EXPECT_EQ(Text(calm.Await("welcome"), "error"), "no-such-room") << "five pings and a message are within ten a second";
  int pings = 0;
  for (; pings < 500 && !flood.ws.closed() && flood.ws.Ping().ok(); ++pings) flood.Pump(Ms(0));
  for (int i = 0; i < 200 && !flood.ws.closed(); ++i) flood.Pump(Ms(10));
  EXPECT_TRUE(flood.ws.closed()) << pings << " pings";
  EXPECT_EQ(flood.ws.close_code(), 1008) << "closed as a flood of messages is";
  for (const std::string& frame : flood.frames) EXPECT_NE(TypeOf(frame), "error") << "no too-fast for each ping";
  EXPECT_FALSE(calm.ws.closed());
}

TEST(Limits, ACloseCodeNoEndpointMaySendIsAnsweredWithAProtocolError) {
  std::unique_ptr<ServerProcess> process;
  const ServerProcess* server = Start(&process, {});
  ASSERT_NE(server, nullptr);
  // From 5000 up no code may be sent (RFC 6455, 7.4.2); 1005, 1006 and 1015 say what a close
  // lacked and are never sent either; 1016-2999 are reserved.
  for (int code : {5000, 65535, 1005, 1006, 1015, 2999, 999}) {
    RawSocket raw(server->port());
    ASSERT_EQ(raw.Upgrade(*server).rfind("HTTP/1.1 101", 0), 0u);
    raw.Write(CloseFrame(code));
    EXPECT_EQ(CloseCodeOf(raw.Read(Ms(2000), 4)), 1002) << code;
  }
  // Codes an endpoint may send are echoed, as RFC 6455 asks.
  for (int code : {1000, 1001, 3000, 4999}) {
    RawSocket raw(server->port());
    ASSERT_EQ(raw.Upgrade(*server).rfind("HTTP/1.1 101", 0), 0u);
    raw.Write(CloseFrame(code));
    EXPECT_EQ(CloseCodeOf(raw.Read(Ms(2000), 4)), code);
  }
}

// The attack of issue 34: watchers flipping in and out of a room (its code is in every invite
// link) while its player sits idle. Each watcher gets its own welcome, room and view at once and
// in that order; the player hears of the crowd as a few `room` frames a second, the last saying
// the room as it is.
TEST(Limits, ABurstOfWatchersReachesAnIdlePlayerAsAFewRoomFramesASecond) {
  std::unique_ptr<ServerProcess> process;
  const ServerProcess* server = Start(&process, {"--seed", "3", "--connections-per-address", "0", "--messages-per-second",
                                                 "0", "--rooms-per-minute", "0", "--ai-pace-ms", "0"});
  ASSERT_NE(server, nullptr);
  Client player;
  ASSERT_TRUE(player.Connect(*server).ok());
  const std::string code = player.Create();
  ASSERT_NE(code, "");
  (void)player.ws.Send(protocol::StartMessage());
  // The two AI seats play until the player's turn (or a deal's end): then nothing moves.
  bool idle = false;
  protocol::ViewTracker tracker;  // steps applied as the page applies them
  std::size_t read = 0;
  for (int i = 0; i < 300 && !idle; ++i) {
    player.Pump(Ms(10));
    for (; read < player.frames.size(); ++read) {
      engine::Result<protocol::ServerMessage> m = protocol::ParseServerMessage(player.frames[read]);
      auto* view = m.ok() ? std::get_if<protocol::RoomView>(&*m) : nullptr;
      if (view == nullptr || !tracker.Apply(view)) continue;
      idle = view->state && (view->state->phase() == engine::Phase::kDealOver || view->state->CurrentSeat() == 0);
    }
  }
  ASSERT_TRUE(idle) << "the player's turn";
  player.Pump(Ms(100));
  player.frames.clear();
  int comings_and_goings = 0;
  const auto start = Clock::now();
  while (Clock::now() - start < std::chrono::seconds(5) && !::testing::Test::HasFatalFailure()) {
    Client watcher;
    ASSERT_TRUE(watcher.Connect(*server).ok());
    (void)watcher.ws.Send(protocol::HelloMessage(code, "", ""));
    while (watcher.frames.size() < 3 && !watcher.ws.closed()) watcher.Pump(Ms(1000));
    ASSERT_GE(watcher.frames.size(), 3u);
    EXPECT_EQ(TypeOf(watcher.frames[0]), "welcome");
    EXPECT_EQ(TypeOf(watcher.frames[1]), "room");
    EXPECT_EQ(TypeOf(watcher.frames[2]), "view");
    watcher.ws.Close();
    comings_and_goings += 2;
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  // The last change, a gap later.
  bool settled = false;
  for (int i = 0; i < 100 && !settled; ++i) {
    player.Pump(Ms(20));
    for (auto frame = player.frames.rbegin(); frame != player.frames.rend() && !settled; ++frame) {
      if (TypeOf(*frame) != "room") continue;
      const engine::Result<engine::Json> room = engine::Json::Parse(*frame);
      const engine::Json* spectators = room.ok() ? room->Find("spectators") : nullptr;
      settled = spectators != nullptr && spectators->as_number() == 0;
      break;
    }
  }
  EXPECT_TRUE(settled) << "the last room frame says nobody watches now";
  int rooms = 0;
  std::size_t bytes = 0;
  for (const std::string& frame : player.frames) {
    if (TypeOf(frame) != "room") continue;
    ++rooms;
    bytes += frame.size();
  }
  std::printf("%d comings and goings in %.1f s: the idle player got %d room frames (%zu bytes)\n", comings_and_goings,
              seconds, rooms, bytes);
  EXPECT_GT(comings_and_goings, 40) << "a burst";
  EXPECT_LE(rooms, static_cast<int>(seconds * 4) + 6) << "a few a second (one every 0.25 s at most, and the last)";
  EXPECT_FALSE(player.ws.closed());
}

}  // namespace
}  // namespace popejoan::server
